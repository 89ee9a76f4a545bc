package homebot.deploy;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.config.HomebotConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The commented /etc/homebot/homebot.yaml the package installs stays in step with the config records. */
class ShippedConfigTest {
    private static final Path SHIPPED = Path.of("src/deb/etc/homebot.yaml");

    @TempDir
    Path dir;

    private final ConfigLoader loader = new ConfigLoader(Schema.create(), Map.<String, String>of()::get);

    @Test
    void asShippedItIsAnEmptyDocumentAndMeansDefaults() {
        HomebotConfig c = loader.load(Optional.of(SHIPPED));
        assertEquals("zh-CN", c.core().language());
    }

    @Test
    void everyCommentedKeyIsARealKeyWithItsRealDefault() throws Exception {
        // Uncomment every "#key:" line (not the "#  # explanation" ones) and load it.
        List<String> lines = Files.readAllLines(SHIPPED);
        String uncommented = lines.stream()
                .map(l -> l.matches("#\\s*[a-z_]+:.*") ? l.substring(1) : "")
                .collect(Collectors.joining("\n"));
        Path file = dir.resolve("homebot.yaml");
        Files.writeString(file, uncommented);
        HomebotConfig explicit = loader.load(Optional.of(file));
        HomebotConfig defaults = loader.load(Optional.empty());
        assertEquals(defaults.describeMasked(), explicit.describeMasked(), "shipped values equal the built-in defaults");
    }

    @Test
    void everySectionIsDocumented() throws Exception {
        String text = Files.readString(SHIPPED);
        for (String section : Schema.create().sections().keySet()) {
            assertTrue(text.contains("#" + section + ":"), "section " + section + " missing from the shipped config");
        }
    }
}
