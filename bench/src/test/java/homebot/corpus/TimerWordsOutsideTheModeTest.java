package homebot.corpus;

import static homebot.corpus.CookPipeline.say;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.app.Assembly;
import homebot.turn.TurnReply;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Timers outside cooking mode as a cook says them: a timer after a word of cooking ("炖着汤呢，…") is a timer, not an
 * offer of cooking mode; a timer is cancelled by its length; a request wrapped in politeness and a report is heard.
 */
class TimerWordsOutsideTheModeTest {
    @TempDir
    Path root;

    @Test
    void aTimerSaidAfterAWordOfCookingIsATimerNotAProposal() throws Exception {
        try (Assembly app = CookPipeline.start(root)) {
            TurnReply r = say(app, "炖着汤呢，再整一个一个半小时的");
            assertTrue(app.modes().active().isEmpty(), r.text());
            assertEquals(java.util.List.of(java.time.Duration.ofMinutes(90)),
                    app.schedule().timers().list().stream().map(homebot.skills.api.TimerInfo::duration).toList(), r.text());
        }
    }

    @Test
    void aTimerIsCancelledByItsLengthOutsideTheMode() throws Exception {
        try (Assembly app = CookPipeline.start(root)) {
            say(app, "计时一分钟");
            say(app, "计时八分钟");
            TurnReply r = say(app, "把刚才那个八分钟的计时取消掉");
            assertEquals(java.util.List.of(java.time.Duration.ofMinutes(1)),
                    app.schedule().timers().list().stream().map(homebot.skills.api.TimerInfo::duration).toList(), r.text());
            r = say(app, "麻烦您，把计时都取消了吧，鱼已经出锅了");
            assertTrue(app.schedule().timers().list().isEmpty(), r.text());
        }
    }
}
