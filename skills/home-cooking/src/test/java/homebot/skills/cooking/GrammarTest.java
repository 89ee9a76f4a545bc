package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.skills.api.nlu.IntentMatch;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The recogniser's first-try grammar comes from the same phrase file and the context of the session. */
class GrammarTest {
    @TempDir
    Path workspace;

    @Test
    void theGrammarHoldsTheModesPhrasesAndTheCurrentRecipesWords() throws Exception {
        FakeModeSession s = FakeModeSession.in(workspace);
        CookingMode mode = new CookingMode();
        List<String> before = mode.commandPhrases(s);
        assertTrue(before.containsAll(List.of("下一步", "上一步", "再说一遍")), before.toString());
        assertTrue(before.contains("做番茄炒蛋"), "recipe names fill {recipe}");
        Say.text(mode, s, "做红烧肉");
        List<String> cooking = mode.commandPhrases(s);
        assertTrue(cooking.stream().anyMatch(p -> p.startsWith("冰糖") && p.contains("多少")), "ingredients fill {ingredient}");
        assertTrue(cooking.contains("第三步"), "numbers fill {n}");
        assertTrue(cooking.size() <= 600, "bounded: " + cooking.size());
    }

    @Test
    void everyGeneratedSentenceIsUnderstoodByTheEngineThatMadeIt() throws Exception {
        FakeModeSession s = FakeModeSession.in(workspace);
        CookingMode mode = new CookingMode();
        Say.text(mode, s, "做番茄炒蛋");
        for (String p : mode.commandPhrases(s)) {
            List<IntentMatch> m = CookingPhrases.CATALOG.matchAll(p, i -> true);
            assertTrue(!m.isEmpty() && m.get(0).confident(), "generated but not understood: " + p);
        }
    }
}
