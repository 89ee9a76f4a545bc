package homebot.voice;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.UnsupportedAudioFileException;

/**
 * Real synthetic speech made at test time with espeak-ng and sox: each phrase trimmed of its own leading and
 * trailing silence, then laid out between stretches of digital silence at known positions.
 */
final class RealSpeechFixture {
    private final Path dir;
    private final List<Path> parts = new ArrayList<>();
    private int lengthMs;

    RealSpeechFixture(Path dir) {
        this.dir = dir;
        assumeTrue(onPath("espeak-ng") && onPath("sox"), "espeak-ng and sox are needed to make real speech");
    }

    /** Appends silence; returns its start in ms. */
    int silence(int ms) throws IOException, InterruptedException {
        Path p = dir.resolve("part" + parts.size() + ".wav");
        run("sox", "-n", "-r", "16000", "-c", "1", "-b", "16", p.toString(), "trim", "0", String.valueOf(ms / 1000.0));
        return add(p);
    }

    /** Appends the phrase spoken by espeak-ng; returns its start in ms (its length: {@link #lengthMs()} after). */
    int say(String voice, String text) throws IOException, InterruptedException {
        Path raw = dir.resolve("raw" + parts.size() + ".wav");
        Path p = dir.resolve("part" + parts.size() + ".wav");
        run("espeak-ng", "-v", voice, "-w", raw.toString(), text);
        run("sox", raw.toString(), "-r", "16000", "-c", "1", "-b", "16", p.toString(),
                "silence", "1", "0.01", "1%", "reverse", "silence", "1", "0.01", "1%", "reverse");
        return add(p);
    }

    int lengthMs() {
        return lengthMs;
    }

    /** The whole timeline as 16 kHz mono samples. */
    short[] pcm() throws IOException, InterruptedException {
        Path all = dir.resolve("all.wav");
        List<String> cmd = new ArrayList<>(List.of("sox"));
        parts.forEach(p -> cmd.add(p.toString()));
        cmd.add(all.toString());
        run(cmd.toArray(String[]::new));
        return read(all.toFile());
    }

    private int add(Path p) throws IOException {
        int start = lengthMs;
        parts.add(p);
        lengthMs += read(p.toFile()).length / 16;
        return start;
    }

    private static short[] read(File wav) throws IOException {
        try (AudioInputStream in = AudioSystem.getAudioInputStream(wav)) {
            AudioFormat f = in.getFormat();
            if (f.getSampleRate() != 16_000 || f.getChannels() != 1 || f.getSampleSizeInBits() != 16 || f.isBigEndian()) {
                throw new IOException("unexpected fixture format " + f);
            }
            byte[] bytes = in.readAllBytes();
            short[] out = new short[bytes.length / 2];
            ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asShortBuffer().get(out);
            return out;
        } catch (UnsupportedAudioFileException e) {
            throw new IOException(e);
        }
    }

    private static void run(String... cmd) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        if (!p.waitFor(30, TimeUnit.SECONDS) || p.exitValue() != 0) {
            throw new IOException(String.join(" ", cmd) + " failed: " + out);
        }
    }

    private static boolean onPath(String tool) {
        for (String d : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(d, tool))) {
                return true;
            }
        }
        return false;
    }
}
