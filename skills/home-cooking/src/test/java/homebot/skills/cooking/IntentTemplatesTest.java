package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class IntentTemplatesTest {
    private static final Set<String> HANDLED = Set.of("yes", "no", "peek", "next", "previous", "repeat", "goto",
            "ingredients", "ingredient", "scale", "find", "start", "timer_set", "timer_left", "timer_cancel",
            "timer_list", "note");

    @Test
    void bothLanguagesUseOnlyHandledIntentsAndCoverAllOfThem() throws Exception {
        for (String file : new String[] {"intents_zh.txt", "intents_en.txt"}) {
            Set<String> used = new TreeSet<>();
            try (InputStream in = IntentTemplates.class.getResourceAsStream(file)) {
                new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
                        .filter(l -> !l.isEmpty() && !l.startsWith("#"))
                        .forEach(l -> used.add(l.substring(0, l.indexOf(':')).strip()));
            }
            assertEquals(new TreeSet<>(HANDLED), used, file);
        }
    }

    @Test
    void normalisesPunctuationAndKeepsDecimals() {
        assertEquals("我想做红烧肉 三个人", IntentTemplates.normalise("我想做红烧肉，三个人！"));
        assertEquals("Lets make pancakes", IntentTemplates.normalise("Let's make pancakes."));
        assertEquals("set a timer for 1.5 hours", IntentTemplates.normalise("set a timer for 1.5 hours?"));
    }

    @Test
    void aRefusedSlotLetsALaterLineMatch() {
        IntentTemplates t = IntentTemplates.parse("test", "a: x{n}\nb: x{text}\n");
        assertEquals("a", t.match("x3", (i, s) -> true).orElseThrow().intent());
        assertEquals(Map.of("text", "3"), t.match("x3", (i, s) -> i.equals("b")).orElseThrow().slots());
    }

    @Test
    void aBrokenTemplateLineNamesItsLine() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> IntentTemplates.parse("mine.txt", "# c\nno colon here\n"));
        assertTrue(e.getMessage().startsWith("mine.txt:2:"), e.getMessage());
    }
}
