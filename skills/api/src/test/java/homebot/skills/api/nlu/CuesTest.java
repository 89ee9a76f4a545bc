package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A request no template reads is still told by a word only it uses: a question whose answer changes nothing is
 * answered, a request that changes something is asked about, and a sentence that negates, waits or reports someone
 * else's words asks for nothing.
 */
class CuesTest {
    private final IntentCatalog catalog = catalog("""
            step_left:
              zh-CN: ["还剩几步"]
            next:
              zh-CN: ["下一步"]
            cues:
              step_left:
                answers: true
                zh-CN: ["还剩几步", "剩.{0,2}几步", "几步没(做|完)"]
                en-US: ["how many steps are left", "how many (remain|more)"]
              next:
                zh-CN: ["下一步", "接下来", "继续"]
                en-US: ["next step", "next", "onwards?", "carry on"]
            """);

    @Test
    void aQuestionToldByItsWordIsAnsweredAtOnce() {
        IntentMatch m = catalog.cue("那还剩下几步没做呢", i -> true).orElseThrow();
        assertEquals("step_left", m.intent());
        assertTrue(m.confident(), m.toString());
        assertEquals("step_left", catalog.cue("And how many remain?", i -> true).orElseThrow().intent());
    }

    @Test
    void aRequestToldByItsWordIsAskedAboutInTheFirstWordsOfItsLanguage() {
        IntentMatch zh = catalog.cue("肉都焖好了你就继续往后讲给我听听", i -> true).orElseThrow();
        assertEquals("next", zh.intent());
        assertFalse(zh.confident(), zh.toString());
        assertEquals("下一步", zh.said());
        assertEquals("next step", catalog.cue("Onwards.", i -> true).orElseThrow().said());
    }

    @Test
    void negationsWaitingAndOtherPeoplesWordsAskForNothing() {
        assertEquals(Optional.empty(), catalog.cue("我孙子说他下一步也想学做饭", i -> true));
        assertEquals(Optional.empty(), catalog.cue("先别继续", i -> true));
        assertEquals(Optional.empty(), catalog.cue("we'll carry on tomorrow", i -> true));
        assertEquals(Optional.empty(), catalog.cue("下一步，等等", i -> true));
        assertEquals(Optional.empty(), catalog.cue("喂，妈，我这就继续", i -> true));
        assertEquals(Optional.empty(), catalog.cue("小李，你继续尝尝", i -> true));
    }

    @Test
    void theClauseThatHoldsTheCueIsReadWhenAnotherClauseWouldVetoIt() {
        assertEquals("step_left", catalog.cue("还剩几步来着？孩子们快回来了", i -> true).orElseThrow().intent());
    }

    @Test
    void onlyEnabledIntentsAreRead() {
        assertEquals(Optional.empty(), catalog.cue("接下来", i -> !i.equals("next")));
    }

    @Test
    void aCueThatIsNoPatternNamesItsFile() {
        IntentCatalog c = new IntentCatalog();
        IllegalStateException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalStateException.class,
                () -> c.add("broken.yaml", yaml("cues:\n  next:\n    zh-CN: [\"(下一步\"]\n")));
        assertTrue(e.getMessage().contains("broken.yaml"), e.getMessage());
    }

    private static IntentCatalog catalog(String text) {
        IntentCatalog c = new IntentCatalog();
        c.add("test", yaml(text));
        return c;
    }

    private static com.fasterxml.jackson.databind.JsonNode yaml(String text) {
        try {
            return new ObjectMapper(new YAMLFactory()).readTree(text);
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
