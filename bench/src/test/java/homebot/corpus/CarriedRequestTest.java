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
 * A cook who asks outside cooking mode for a dish the book has ("我想做红烧肉") gets it at once: the mode is entered
 * and the recipe starts. Offline, a dish the book lacks is said to be missing at once, in the mode (session 24: the
 * cook is about to cook, and every blind corpus writer who labelled it expected the mode on); with a
 * model configured (which may know the dish) it is asked about once ("要进入做饭模式吗？"), and the yes both enters the
 * mode and carries the request in, so it is answered without being asked for again; a yes that asks for something
 * itself ("Okay then, let's make 番茄炒蛋") carries that in instead. The mode's name alone is asked about.
 */
class CarriedRequestTest {
    @TempDir
    Path root;

    @Test
    void aDishTheBookHasStartsAtOnceOutsideTheMode() throws Exception {
        try (Assembly app = CookPipeline.start(root)) {
            TurnReply r = say(app, "我想做红烧肉");
            assertTrue(app.modes().active().isPresent());
            assertTrue(r.text().contains("做红烧肉"), r.text());
            assertTrue(say(app, "下一步").text().startsWith("第二步"));
        }
    }

    @Test
    void inEnglishToo() throws Exception {
        try (Assembly app = CookPipeline.start(root)) {
            TurnReply r = say(app, "let's make pancakes");
            assertTrue(app.modes().active().isPresent());
            assertTrue(r.text().contains("Pancakes"), r.text());
        }
    }

    @Test
    void aDishTheBookLacksIsSaidAtOnceOfflineInTheMode() throws Exception {
        try (Assembly app = CookPipeline.start(root)) {
            TurnReply r = say(app, "我想做宫保鸡丁");
            assertTrue(r.text().startsWith("我没有宫保鸡丁的菜谱。我有："), r.text());
            assertEquals("mode:cooking/start", r.source());
            assertTrue(app.modes().active().isPresent());
            assertTrue(say(app, "那就红烧肉吧").text().contains("做红烧肉"));
            assertTrue(app.modes().active().isPresent());
        }
    }

    @Test
    void withAModelADishTheModeCannotCheckIsProposedAndCarriedInOnAYes() throws Exception {
        try (Assembly app = CookPipeline.startWithModel(root)) {
            assertEquals("要进入做饭模式吗？", say(app, "我想做宫保鸡丁").text());
            assertTrue(app.modes().active().isEmpty());
        }
    }

    @Test
    void aWishForTheModeItselfCarriesNothingIn() throws Exception {
        try (Assembly app = CookPipeline.start(root)) {
            assertEquals("要进入做饭模式吗？", say(app, "我要开始做饭了").text());
            assertEquals("好的，已进入做饭模式。", say(app, "好").text());
        }
        try (Assembly app = CookPipeline.start(root)) {
            assertEquals("要进入做饭模式吗？", say(app, "我想做晚饭").text());
            assertEquals("好的，已进入做饭模式。", say(app, "好").text());
        }
    }

    @Test
    void aTimerSaidWithMakeIsATimerNotADish() throws Exception {
        try (Assembly app = CookPipeline.start(root)) {
            String r = say(app, "帮我做个三分钟的计时").text();
            assertTrue(r.contains("三分钟") || r.contains("3分钟"), r);
            assertTrue(app.modes().active().isEmpty());
        }
    }

    @Test
    void aNoOrANegationEntersNothing() throws Exception {
        try (Assembly app = CookPipeline.start(root)) {
            say(app, "今晚我来做饭");
            say(app, "不用了");
            assertTrue(app.modes().active().isEmpty());
            say(app, "我不想做红烧肉");
            say(app, "好");
            assertTrue(app.modes().active().isEmpty());
        }
    }
    @Test
    void aYesThatAsksForADishStartsThatDishNotTheOneCarried() throws Exception {
        try (Assembly app = CookPipeline.startWithModel(root)) {
            assertEquals("Shall I turn on cooking mode?", say(app, "let's make lasagna").text());
            TurnReply r = say(app, "Okay then, let's make 番茄炒蛋.");
            assertTrue(app.modes().active().isPresent());
            assertTrue(r.text().contains("番茄炒蛋") && !r.text().contains("lasagna"), r.text());
            assertEquals("mode:cooking/start", r.source());
        }
    }

    @Test
    void theModesNameAloneIsAskedAbout() throws Exception {
        try (Assembly app = CookPipeline.start(root)) {
            assertEquals("要进入做饭模式吗？", say(app, "做饭模式").text());
            say(app, "好");
            assertTrue(app.modes().active().isPresent());
        }
    }
}
