package homebot.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Speech and kitchen-like noise made at test time by espeak-ng and sox (16 kHz mono 16-bit), and mixing at a
 * signal-to-noise ratio. Each maker skips loudly without the program (fails under {@code -Dhomebot.strict=true},
 * {@link ExternalTools}).
 */
public final class SpokenAudio {
    private SpokenAudio() {}

    /** {@code text} spoken by espeak-ng's {@code voice}, trimmed of silence. */
    public static short[] espeak(String voice, String text) throws IOException {
        return espeak(voice, text, 175, 50);
    }

    /** As {@link #espeak(String, String)} at {@code speed} words per minute and {@code pitch} (0..99). */
    public static short[] espeak(String voice, String text, int speed, int pitch) throws IOException {
        ExternalTools.requireProgram("espeak-ng", "espeak-ng");
        ExternalTools.requireProgram("sox", "sox");
        Path dir = Files.createTempDirectory("spoken");
        try {
            Path raw = dir.resolve("raw.wav");
            run("espeak-ng", "-v", voice, "-s", Integer.toString(speed), "-p", Integer.toString(pitch), "-w",
                    raw.toString(), text);
            Path out = dir.resolve("out.wav");
            run("sox", "-D", raw.toString(), "-r", "16000", "-c", "1", "-b", "16", "-e", "signed", out.toString(),
                    "silence", "1", "0.005", "0.5%", "reverse", "silence", "1", "0.005", "0.5%", "reverse");
            return TestAudio.read(out);
        } finally {
            deleteAll(dir);
        }
    }

    /**
     * {@code seconds} of sox noise, deterministic: {@code synth} arguments such as {@code pinknoise},
     * {@code brownnoise} or {@code sine 50 sine 100 sine 150 sine 300 remix 1-4} (hum).
     */
    public static short[] sox(double seconds, String... synth) throws IOException {
        ExternalTools.requireProgram("sox", "sox");
        Path dir = Files.createTempDirectory("noise");
        try {
            Path out = dir.resolve("noise.wav");
            List<String> cmd = new ArrayList<>(List.of("sox", "-R", "-D", "-n", "-r", "16000", "-c", "1", "-b", "16",
                    "-e", "signed", out.toString(), "synth", Double.toString(seconds)));
            cmd.addAll(List.of(synth));
            run(cmd.toArray(String[]::new));
            return TestAudio.read(out);
        } finally {
            deleteAll(dir);
        }
    }

    /**
     * {@code lead} ms of noise alone, then {@code speech} over the noise at {@code snrDb} (power over the speech),
     * then {@code tail} ms of noise; the noise repeats if it is shorter.
     */
    public static short[] mix(short[] speech, short[] noise, double snrDb, int lead, int tail) {
        int a = lead * TestAudio.RATE / 1000;
        short[] out = new short[a + speech.length + tail * TestAudio.RATE / 1000];
        double gain = Math.sqrt(power(speech) / (power(noise) * Math.pow(10, snrDb / 10)));
        for (int i = 0; i < out.length; i++) {
            double s = i >= a && i < a + speech.length ? speech[i - a] : 0;
            double v = s + gain * noise[i % noise.length];
            out[i] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(v)));
        }
        return out;
    }

    static double power(short[] s) {
        double sum = 0;
        for (short v : s) {
            sum += (double) v * v;
        }
        return sum / Math.max(1, s.length);
    }

    private static void run(String... cmd) throws IOException {
        try {
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes());
            if (p.waitFor() != 0) {
                throw new IOException(String.join(" ", cmd) + " failed: " + out);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException(e);
        }
    }

    private static void deleteAll(Path dir) throws IOException {
        try (var s = Files.walk(dir)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }
}
