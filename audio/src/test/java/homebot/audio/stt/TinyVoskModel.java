package homebot.audio.stt;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import homebot.audio.Fixtures;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/** Writes the 2 KB untrained Vosk model of ../shared/tools (words alpha/bravo; --only-alpha emits alpha). */
public final class TinyVoskModel {
    private TinyVoskModel() {}

    public static Path create(Path dir) throws Exception {
        Path script = Fixtures.shared("tools/make-tiny-vosk-model.py");
        Process p = new ProcessBuilder("python3", script.toString(), dir.toString(), "40", "5", "--only-alpha")
                .redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assumeTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, "tiny model script failed: " + out);
        return dir;
    }
}
