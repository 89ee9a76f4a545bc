package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.skills.api.LocalReply;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** "做好了" after the last step: the dish is done, so the reply asks whether to leave cooking mode (the kernel acts on a yes). */
class LastStepOffersToLeaveTest {
    @TempDir
    Path workspace;

    @Test
    void nextAfterTheLastStepAsksToLeaveAndOnlyThen() throws Exception {
        FakeModeSession s = FakeModeSession.in(workspace);
        CookingMode mode = new CookingMode();
        Say.text(mode, s, "做番茄炒蛋");
        LocalReply second = Say.to(mode, s, "下一步").orElseThrow();
        assertFalse(second.offersToLeave(), second.text());
        Say.text(mode, s, "跳到第六步");
        LocalReply done = Say.to(mode, s, "做好了").orElseThrow();
        assertTrue(done.offersToLeave() && done.expectsAnswer() && done.text().contains("退出做饭模式"), done.text());
    }
}
