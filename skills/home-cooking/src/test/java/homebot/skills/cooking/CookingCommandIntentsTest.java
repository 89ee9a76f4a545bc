package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.skills.api.nlu.CommandIntents;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Cooking mode tells the voice loop which of its sentences are whole commands, from its own intents.yaml. */
class CookingCommandIntentsTest {
    @TempDir
    Path workspace;

    private CommandIntents intents() throws Exception {
        return new CookingMode().commandIntents(FakeModeSession.in(workspace)).orElseThrow();
    }

    @Test
    void theStepCommandsAreWhole() throws Exception {
        CommandIntents c = intents();
        for (String s : new String[] {"下一步", "再说一遍", "上一步", "next step", "say that again", "第三步"}) {
            assertTrue(c.whole(s, false), s);
        }
    }

    @Test
    void questionsWithAFreeSlotAndLongerSentencesWaitForTheSilence() throws Exception {
        CommandIntents c = intents();
        for (String s : new String[] {"下一步之前先告诉我要准备什么", "盐放多少", "番茄要放几个", "做番茄炒蛋"}) {
            assertFalse(c.whole(s, false), s);
        }
    }

    @Test
    void yesAndNoAreWholeOnlyAsAnAnswer() throws Exception {
        CommandIntents c = intents();
        assertFalse(c.whole("不用了", false));
        assertTrue(c.whole("不用了", true));
        assertTrue(c.whole("好的", true));
    }
}
