package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A catalog file takes the engine's shared timer phrases with {@code include: timers.yaml}, at the place it names them:
 * intents are tried in catalog order, so where the include stands decides which of two equally good readings wins.
 */
class IncludeTest {
    private static IntentCatalog catalog(String yaml) throws Exception {
        IntentCatalog c = new IntentCatalog();
        c.add("test.yaml", new ObjectMapper(new YAMLFactory()).readTree(yaml));
        return c;
    }

    @Test
    void theSharedTimerPhrasesAreReadWhereTheFileIncludesThem() throws Exception {
        IntentCatalog c = catalog("""
                include: timers.yaml
                greet:
                  zh-CN: ["你好"]
                """);
        assertEquals("timer_set", c.match("帮我定个三分半的计时", i -> true).orElseThrow().intent());
        assertEquals("timer_left", c.match("how long is left on the rice", i -> true).orElseThrow().intent());
        assertEquals("timer_cancel_all", c.match("把计时全部取消", i -> true).orElseThrow().intent());
        List<String> order = List.copyOf(c.names());
        assertTrue(order.indexOf("timer_set") < order.indexOf("greet"), order.toString());
    }

    @Test
    void onlyTheEnginesOwnPhraseFilesCanBeIncluded() {
        IllegalStateException outside = assertThrows(IllegalStateException.class,
                () -> catalog("include: ../../../../../etc/passwd\n"));
        assertTrue(outside.getMessage().contains("test.yaml"), outside.getMessage());
        IllegalStateException missing = assertThrows(IllegalStateException.class, () -> catalog("include: nosuch.yaml\n"));
        assertTrue(missing.getMessage().contains("nosuch.yaml"), missing.getMessage());
    }
}
