package homebot.audio.stt;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import homebot.audio.Fixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Comparator;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Writes the 2 KB untrained Vosk model of ../shared/tools (words alpha/bravo; --only-alpha emits alpha). The
 * script runs once per test JVM; each caller gets its own copy.
 */
public final class TinyVoskModel {
    private static Path generated;

    private TinyVoskModel() {}

    public static synchronized Path create(Path dir) throws Exception {
        if (generated == null) {
            Path script = Fixtures.shared("tools/make-tiny-vosk-model.py");
            Path out = Files.createTempDirectory("homebot-tiny-vosk");
            Process p = new ProcessBuilder("python3", script.toString(), out.resolve("m").toString(), "40", "5",
                    "--only-alpha").redirectErrorStream(true).start();
            String log = new String(p.getInputStream().readAllBytes());
            assumeTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, "tiny model script failed: " + log);
            generated = out.resolve("m");
            Runtime.getRuntime().addShutdownHook(new Thread(() -> deleteTree(out)));
        }
        copyTree(generated, dir);
        return dir;
    }

    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> walk = Files.walk(from)) {
            for (Path p : walk.toList()) {
                Path target = to.resolve(from.relativize(p).toString());
                if (Files.isDirectory(p)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(p, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        }
    }

    private static void deleteTree(Path root) {
        try (Stream<Path> walk = Files.walk(root)) {
            walk.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // a temp directory left behind is harmless
        }
    }
}
