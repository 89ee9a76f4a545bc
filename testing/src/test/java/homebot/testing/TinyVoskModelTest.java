package homebot.testing;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TinyVoskModelTest {
    @TempDir
    Path dir;

    @Test
    void everyCommittedModelFileIsCopied() throws Exception {
        Path model = TinyVoskModel.create(dir.resolve("m"));
        for (String f : TinyVoskModel.FILES) {
            assertTrue(Files.size(model.resolve(f)) > 0, f);
        }
        try (Stream<Path> all = Files.walk(model)) {
            assertEquals(TinyVoskModel.FILES.size(), all.filter(Files::isRegularFile).count());
        }
    }

    /** The committed files are exactly what the committed script writes: neither can drift from the other. */
    @Test
    void theScriptRegeneratesTheCommittedFilesByteForByte() throws Exception {
        Path python = ExternalTools.requirePython3();
        Path script = Path.of("fixtures/make-tiny-vosk-model.py").toAbsolutePath();
        assertTrue(Files.exists(script), "the generator is committed beside the module: " + script);
        Process p = new ProcessBuilder(python.toString(), script.toString(), dir.resolve("fresh").toString(), "--alpha-only")
                .redirectErrorStream(true).start();
        String log = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, log);
        Path committed = TinyVoskModel.create(dir.resolve("committed"));
        for (String f : TinyVoskModel.FILES) {
            assertArrayEquals(Files.readAllBytes(committed.resolve(f)), Files.readAllBytes(dir.resolve("fresh").resolve(f)), f);
        }
    }
}
