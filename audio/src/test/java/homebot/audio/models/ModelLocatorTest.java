package homebot.audio.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ModelLocatorTest {
    @TempDir
    Path models;
    private final ModelCatalog catalog = ModelCatalog.builtIn();

    @Test
    void environmentWinsThenConfiguredThenFirstInstalled() throws Exception {
        ModelsConfig config = ModelsConfig.defaults();
        assertEquals(Optional.empty(), ModelLocator.locate(null, config, models, catalog));
        Files.createDirectories(models.resolve("vosk-model-small-en-us-0.15"));
        assertEquals(Optional.of(models.resolve("vosk-model-small-en-us-0.15")),
                ModelLocator.locate("", config, models, catalog));
        Files.createDirectories(models.resolve("vosk-model-small-cn-0.22"));
        assertEquals(Optional.of(models.resolve("vosk-model-small-cn-0.22")),
                ModelLocator.locate(null, config, models, catalog));
        assertEquals(Optional.of(Path.of("/opt/m")), ModelLocator.locate("/opt/m", config, models, catalog));
    }

    @Test
    void hintNamesTheInstallCommand() {
        assertTrue(ModelLocator.installHint(ModelsConfig.defaults())
                .contains("homebot models install vosk-model-small-cn-0.22"));
    }
}
