package homebot.audio.tts;

import homebot.audio.wav.WavAudio;
import homebot.audio.wav.WavException;
import homebot.audio.wav.WavReader;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * espeak-ng, the default engine: offline, small, speaks Mandarin ({@code cmn}) and English ({@code en-us}).
 * The voice follows the text (any CJK character means Chinese) unless one is configured.
 */
public final class EspeakTtsSink extends SynthesizingSink {
    public static final String ZH_VOICE = "cmn";
    public static final String EN_VOICE = "en-us";

    private final String command;
    private final String voice;
    private final int wordsPerMinute;
    private final Duration timeout;
    /** espeak-ng's {@code -p} (0..99), or -1 for the voice's own */
    private final int pitch;
    private final ProcessRunner runner = new ProcessRunner("espeak-ng");

    /**
     * @param command the binary, normally {@code espeak-ng}
     * @param voice a fixed voice, or empty to choose by text
     */
    public EspeakTtsSink(String command, String voice, int wordsPerMinute, Duration timeout, AudioPlayer player) {
        this(command, voice, wordsPerMinute, -1, timeout, player);
    }

    /** @param pitch espeak-ng's pitch 0..99 ({@code -p}), or -1 for the voice's own */
    public EspeakTtsSink(String command, String voice, int wordsPerMinute, int pitch, Duration timeout,
                         AudioPlayer player) {
        super(player);
        if (pitch < -1 || pitch > 99) {
            throw new IllegalArgumentException("espeak-ng pitch must be 0..99: " + pitch);
        }
        this.pitch = pitch;
        this.command = command == null || command.isBlank() ? "espeak-ng" : command;
        this.voice = voice == null ? "" : voice;
        this.wordsPerMinute = wordsPerMinute;
        this.timeout = timeout;
    }

    public static EspeakTtsSink withDefaults(AudioPlayer player) {
        return new EspeakTtsSink("espeak-ng", "", 160, Duration.ofSeconds(20), player);
    }

    /** The voice used for {@code text}. */
    public String voiceFor(String text) {
        if (!voice.isEmpty()) {
            return voice;
        }
        return containsCjk(text) ? ZH_VOICE : EN_VOICE;
    }

    static boolean containsCjk(String text) {
        return text.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN);
    }

    @Override
    public WavAudio synthesize(String text) throws TtsException {
        List<String> cmd = new ArrayList<>(List.of(command, "-v", voiceFor(text), "-s", String.valueOf(wordsPerMinute),
                "--stdout", "--stdin"));
        if (pitch >= 0) {
            cmd.addAll(1, List.of("-p", String.valueOf(pitch)));
        }
        byte[] wav = runner.run(cmd, text, timeout);
        if (wav.length == 0) {
            return WavAudio.mono16(new short[0], 22_050);
        }
        try {
            return WavReader.read(wav);
        } catch (WavException e) {
            throw new TtsException(TtsErrors.BAD_AUDIO, command + " returned no usable WAV: " + e.getMessage(), e);
        } catch (IOException e) {
            throw new TtsException(TtsErrors.BAD_AUDIO, command + " output unreadable", e);
        }
    }

    @Override
    public void cancel() {
        runner.cancel();
    }

    @Override
    public String describe() {
        return "espeak-ng" + (voice.isEmpty() ? " (cmn/en-us)" : " (" + voice + ")");
    }
}
