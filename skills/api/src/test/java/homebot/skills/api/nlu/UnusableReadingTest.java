package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A reading the caller cannot use ("how many egg need" read as an ingredient called "egg need", which the skill refuses)
 * lets the same intent's next template try, instead of hiding it: the intent is still heard.
 */
class UnusableReadingTest {
    private static IntentCatalog catalog(String yaml) {
        IntentCatalog c = new IntentCatalog();
        try {
            c.add("test", new ObjectMapper(new YAMLFactory()).readTree(yaml));
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
        return c;
    }

    @Test
    void theIntentsNextTemplateIsTriedWhenTheFirstReadingIsRefused() {
        IntentCatalog c = catalog("""
                ingredient:
                  en-US: ["how (many|much) {ingredient} [do i need]", "how (many|much) {ingredient} need"]
                """);
        List<IntentMatch> all = c.matchAll("how many egg need", i -> true,
                m -> m.slot("ingredient").map(v -> !v.contains("need")).orElse(true));
        assertEquals(1, all.size());
        assertEquals("egg", all.get(0).slot("ingredient").orElseThrow());
        assertEquals("how (many|much) {ingredient} need", all.get(0).template());
        assertEquals("how many egg need", all.get(0).said(), "the reading kept is worded in its template's words");
    }

    @Test
    void everyReadingIsRefusedThenNothingMatches() {
        IntentCatalog c = catalog("""
                ingredient:
                  en-US: ["how (many|much) {ingredient}"]
                """);
        assertEquals(List.of(), c.matchAll("how many egg need", i -> true, m -> false));
    }
}
