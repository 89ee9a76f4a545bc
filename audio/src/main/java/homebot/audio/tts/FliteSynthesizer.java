package homebot.audio.tts;

import homebot.audio.wav.WavAudio;
import homebot.audio.wav.WavException;
import homebot.audio.wav.WavReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Debian's {@code flite} (English only): voices more natural than espeak-ng's formants (diphone {@code kal},
 * clustergen {@code awb}, {@code rms}, {@code slt}), used to render wake-phrase training speech. Not a TTS sink of
 * the daemon. flite speaks with its default voice when asked for one it does not have, so the voice is checked
 * against {@code flite -lv} first and an unknown one is refused.
 */
public final class FliteSynthesizer {
    private final String command;
    private final Duration timeout;
    private final ProcessRunner runner = new ProcessRunner("flite");
    private volatile List<String> voices;

    public FliteSynthesizer(String command, Duration timeout) {
        this.command = command == null || command.isBlank() ? "flite" : command;
        this.timeout = timeout;
    }

    /** The voices this flite has ({@code flite -lv}), read once. */
    public List<String> voices() throws TtsException {
        List<String> v = voices;
        if (v == null) {
            String out = new String(runner.run(List.of(command, "-lv"), "", timeout), StandardCharsets.UTF_8);
            // "Voices available: kal awb_time kal16 awb rms slt"
            String list = out.contains(":") ? out.substring(out.indexOf(':') + 1) : out;
            v = Arrays.stream(list.strip().split("\\s+")).filter(s -> !s.isEmpty()).toList();
            voices = v;
        }
        return v;
    }

    /**
     * {@code text} in {@code voice}, {@code durationStretch} times as long as the voice's own pace (above 1 slower)
     * and its pitch times {@code f0Shift}; flite's own sample rate (8 kHz for {@code kal}, else 16 kHz).
     *
     * @throws TtsException when flite is not installed, the voice is not one of {@link #voices()}, or flite fails
     */
    public WavAudio synthesize(String voice, String text, double durationStretch, double f0Shift)
            throws TtsException {
        if (!(durationStretch > 0) || !(f0Shift > 0)) {
            throw new IllegalArgumentException("duration stretch and pitch shift must be positive: " + durationStretch
                    + ", " + f0Shift);
        }
        List<String> have = voices();
        if (!have.contains(voice)) {
            throw new TtsException(TtsErrors.VOICE_MISSING, "flite has no voice '" + voice + "' (it has " + have + ")");
        }
        Path wav = null;
        try {
            wav = Files.createTempFile("homebot-flite", ".wav");
            runner.run(List.of(command, "-voice", voice,
                    "--setf", String.format(Locale.ROOT, "duration_stretch=%.4f", durationStretch),
                    "--setf", String.format(Locale.ROOT, "f0_shift=%.4f", f0Shift),
                    "-t", text, "-o", wav.toString()), "", timeout);
            return WavReader.read(wav);
        } catch (WavException e) {
            throw new TtsException(TtsErrors.BAD_AUDIO, command + " wrote no usable WAV: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new TtsException(TtsErrors.BAD_AUDIO, command + " output unreadable: " + e.getMessage(), e);
        } finally {
            if (wav != null) {
                try {
                    Files.deleteIfExists(wav);
                } catch (IOException ignored) {
                    // a temporary file left behind is harmless
                }
            }
        }
    }
}
