package homebot.audio.capture;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;

/** Opens the source named by {@code --input}: {@code mic}, {@code wav:FILE}, {@code stdin}. */
public final class AudioSources {
    private AudioSources() {}

    /**
     * @param realTime pace WAV files like a microphone (for {@code run}); false reads as fast as possible
     * @throws IllegalArgumentException for an unknown spec
     */
    public static AudioSource open(String spec, CaptureConfig capture, boolean realTime, InputStream stdin)
            throws IOException {
        String s = spec == null || spec.isBlank() ? "mic" : spec.strip();
        if (s.equals("mic")) {
            return MicrophoneSource.open(capture);
        }
        if (s.equals("stdin")) {
            return new RawPcmSource(stdin, "stdin");
        }
        if (s.startsWith("wav:") && s.length() > 4) {
            return new WavFileSource(Path.of(s.substring(4)), realTime ? Pacer.realTime() : Pacer.none(),
                    capture.frontEnd());
        }
        throw new IllegalArgumentException("unknown --input '" + s + "' (mic, wav:FILE, stdin)");
    }
}
