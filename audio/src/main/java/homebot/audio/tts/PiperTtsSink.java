package homebot.audio.tts;

import homebot.audio.wav.WavAudio;
import homebot.audio.wav.WavReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/**
 * Piper neural TTS: {@code piper --model VOICE.onnx --output_file TMP.wav} with the text on stdin. Piper loads the
 * voice per call (~0.5 s on a Pi 4); fine for sentence-by-sentence replies, documented as a known cost.
 */
public final class PiperTtsSink extends SynthesizingSink {
    private final String command;
    private final Path voiceFile;
    private final Duration timeout;
    private final ProcessRunner runner = new ProcessRunner("piper (see https://github.com/rhasspy/piper releases)");

    public PiperTtsSink(String command, Path voiceFile, Duration timeout, AudioPlayer player) {
        super(player);
        this.command = command == null || command.isBlank() ? "piper" : command;
        this.voiceFile = voiceFile;
        this.timeout = timeout;
    }

    @Override
    public WavAudio synthesize(String text) throws TtsException {
        if (!Files.isRegularFile(voiceFile)) {
            throw new TtsException(TtsErrors.VOICE_MISSING, "piper voice file " + voiceFile
                    + " not found; set audio.tts.voice to an .onnx voice (with its .onnx.json beside it)");
        }
        Path out = null;
        try {
            out = Files.createTempFile("homebot-piper", ".wav");
            runner.run(List.of(command, "--model", voiceFile.toString(), "--output_file", out.toString()), text, timeout);
            if (runner.cancelled() || Files.size(out) == 0) {
                return WavAudio.mono16(new short[0], 22_050);
            }
            return WavReader.read(out);
        } catch (IOException e) {
            throw new TtsException(TtsErrors.BAD_AUDIO, "piper output unusable: " + e.getMessage(), e);
        } finally {
            if (out != null) {
                try {
                    Files.deleteIfExists(out);
                } catch (IOException ignored) {
                    // a stray temp file is harmless
                }
            }
        }
    }

    @Override
    public void cancel() {
        runner.cancel();
    }

    @Override
    public String describe() {
        return "piper (" + voiceFile.getFileName() + ")";
    }
}
