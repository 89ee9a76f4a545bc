package homebot.audio.capture;

import java.io.FileNotFoundException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** Opens the source named by {@code --input}: {@code mic}, {@code wav:FILE}, {@code stdin}. */
public final class AudioSources {
    private AudioSources() {}

    /**
     * Checks a {@code wav:FILE} spec once, before a run starts: a missing, empty, truncated or non-WAV file is the
     * caller's mistake, not a microphone that may come back, so it must end the run instead of being reopened
     * forever. Other specs pass unchecked.
     *
     * @throws IOException naming the spec and what is wrong with the file
     */
    public static void checkFile(String spec, CaptureConfig capture) throws IOException {
        String s = spec == null ? "" : spec.strip();
        if (!s.startsWith("wav:")) {
            return;
        }
        Path file = Path.of(s.substring(4));
        if (!Files.isRegularFile(file) || !Files.isReadable(file)) {
            throw new FileNotFoundException("--input " + s + ": no such readable WAV file");
        }
        try (AudioSource ignored = new WavFileSource(file, Pacer.none(), capture.frontEnd())) {
            // the header parsed and names a supported format: the same check as `homebot transcribe`
        } catch (IOException e) {
            throw new IOException("--input " + s + ": not a usable WAV file (" + e.getMessage() + ")", e);
        }
    }

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
