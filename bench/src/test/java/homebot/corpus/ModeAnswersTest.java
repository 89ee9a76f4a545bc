package homebot.corpus;

import static homebot.corpus.CookPipeline.say;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.app.Assembly;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Answers to "shall I leave cooking mode?" as people give them: a yes said with the proposal's own verb ("yeah
 * turn it off", "是啊，关了") leaves; the same verb negated ("yeah, don't turn it off") does not; "cooking mode on
 * pls" is a clear request despite the courtesy after it.
 */
class ModeAnswersTest {
    @TempDir
    Path root;

    private void leaveWith(String answer, boolean leaves) throws Exception {
        try (Assembly app = CookPipeline.start(root)) {
            say(app, "cooking mode on pls");
            assertTrue(app.modes().active().isPresent(), "cooking mode on pls");
            say(app, answer.matches(".*\\p{IsHan}.*") ? "我做完了" : "I'm done cooking");
            say(app, answer);
            app.modes().runPendingExit();
            assertEquals(leaves, app.modes().active().isEmpty(), answer);
        }
    }

    @Test
    void aYesWithTheProposalsVerbLeaves() throws Exception {
        leaveWith("yeah turn it off", true);
        leaveWith("是啊，关了", true);
    }

    @Test
    void theVerbNegatedDoesNotLeave() throws Exception {
        leaveWith("yeah, don't turn it off", false);
        leaveWith("别关", false);
    }

    @Test
    void theModesNameAskedForPolitelyEntersIt() throws Exception {
        try (Assembly app = CookPipeline.start(root)) {
            say(app, "cooking mode please");
            assertTrue(app.modes().active().isPresent(), "cooking mode please");
        }
        try (Assembly app = CookPipeline.start(root)) {
            say(app, "cooking mode?");
            assertTrue(app.modes().active().isEmpty(), "cooking mode? only asks");
        }
    }
}
