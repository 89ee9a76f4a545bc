package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Dishes and ingredients named loosely, resolved against the recipes loaded (not per-word lists). */
class LooseDishNamesTest {
    @TempDir
    Path workspace;
    FakeModeSession s;
    CookingMode mode;

    @BeforeEach
    void setUp() throws Exception {
        s = FakeModeSession.in(workspace);
        mode = new CookingMode();
    }

    private String say(String text) {
        return Say.text(mode, s, text);
    }

    @ParameterizedTest
    @CsvSource({
        "今晚蒸条鱼, 清蒸鱼",
        "还是做个鸡蛋炒饭吧, 蛋炒饭",
        "来个番茄鸡蛋, 番茄炒蛋",
        "我想做红烧的肉, 红烧肉",
        "炒个饭, 蛋炒饭",
        "换成可乐鸡翅, 可乐鸡翅",
        "还是番茄炒蛋吧, 番茄炒蛋",
        "let's do pancake instead, Pancakes",
        "let's make aglio olio pasta, Spaghetti aglio e olio",
        "actually make the fried rice, Fried rice",
        "gimme the garlic pasta, Spaghetti aglio e olio",
        "no wait let's do the steamed fish instead, 清蒸鱼",
        "cola chicken wings please, 可乐鸡翅",
        "let's make tomato and egg, 番茄炒蛋",
        "braised pork belly tonight, 红烧肉",
    })
    void aLooselyNamedDishStartsTheOneRecipeItMeans(String said, String recipe) {
        String r = say(said);
        assertTrue(r.contains(recipe) && (r.startsWith("好的，做") || r.startsWith("OK, ")), said + " → " + r);
    }

    @ParameterizedTest
    @CsvSource({
        "做个可了鸡翅, 可乐鸡翅",
        "做 个 可 了 鸡 翅, 可乐鸡翅",
        "我想做清蒸于, 清蒸鱼",
        "今天做红少肉, 红烧肉",
        "我 要 煮 翻 茄 炒 蛋, 番茄炒蛋",
        "还是做清真鱼吧, 清蒸鱼",
    })
    void aDishHeardAsANearHomophoneStartsTheRecipeItSoundsLike(String said, String recipe) {
        String r = say(said);
        assertTrue(r.startsWith("好的，做" + recipe), said + " → " + r);
    }

    @Test
    void aPartOfANameAsksWithTheBestGuessAndAYesStartsIt() {
        String q = say("今晚做鸡");
        assertEquals("是要做可乐鸡翅吗？", q);
        assertTrue(say("好的").startsWith("好的，做可乐鸡翅"));
    }

    @Test
    void aDishThatDoesNotExistGetsAShortAnswerWithSomeThatDo() {
        String r = say("今晚做红烧排骨");
        assertTrue(r.startsWith("我没有红烧排骨的菜谱。我有：红烧肉"), r);
    }

    @ParameterizedTest
    @CsvSource({"今晚下雨", "红烧肉太油了", "明天做可乐鸡翅", "昨天做的蛋炒饭不好吃", "我妈以前常做红烧肉", "鸡翅", "鱼"})
    void chatterThatMentionsADishStartsNothing(String said) {
        say("做番茄炒蛋");
        Say.to(mode, s, said);
        assertEquals("番茄炒蛋", new CookingStateStore().load(s.sessionDir()).recipe(), said);
    }

    /** In the mode before a dish is chosen, a question about a dish ("…是不是很容易胖") chooses nothing. */
    @ParameterizedTest
    @CsvSource({"红烧肉是不是特别长胖啊", "可乐鸡翅会不会太甜", "蛋炒饭热量高不高"})
    void aQuestionAboutADishBeforeOneIsChosenStartsNothing(String said) {
        Say.to(mode, s, said);
        assertEquals(null, new CookingStateStore().load(s.sessionDir()).recipe(), said);
    }

    @ParameterizedTest
    @CsvSource({
        "清蒸鱼, 鱼要几条, 鲈鱼",
        "清蒸鱼, 姜呢, 生姜",
        "可乐鸡翅, 翅膀要几个, 鸡中翅",
        "番茄炒蛋, 蛋要几个, 鸡蛋",
        "可乐鸡翅, 酱油要多少, 生抽",
        "可乐鸡翅, 生江要几片, 生姜",
        "Pancakes, how many egg, eggs",
        "清蒸鱼, 要几条鱼呀, 鲈鱼",
        "蛋炒饭, 鸡蛋要几多我是说要多少个, 鸡蛋",
        "Pancakes, how much flour would that be, flour",
        "番茄炒蛋, 机蛋要几颗, 鸡蛋",
    })
    void aLooselyNamedIngredientIsTheRecipesOwn(String recipe, String said, String ingredient) {
        say("做" + recipe);
        String r = say(said);
        assertTrue(r.contains(ingredient), said + " → " + r);
        assertTrue(!r.contains("食用油"), "酱油 is no cooking oil: " + r);
    }

    @ParameterizedTest
    @CsvSource({"要的, true", "好嘞, true", "sounds good, true", "可以的, true", "不用了, false", "先不了, false", "not now, false", "计吧, true", "好啊计时吧, true",
        "不用了我自己看着, false", "nah I'm fine, false", "yes set it, true", "no I'll watch it myself, false",
        "那你帮我记着点, true", "好嘞你计吧, true",
        // session 10: Hunan, Malaysian and casual American answers
        "要得要得, true", "可以啦, true", "好的麻烦你了, true", "boleh, true", "hit it, true",
        "不消了, false", "莫计时, false", "莫要, false", "tak payah lah, false"})
    void aTimerOfferTakesYesAndNoInTheirCommonForms(String answer, boolean yes) {
        say("做清蒸鱼");
        say("第二步");
        assertTrue(say("下一步").endsWith("要我计时八分钟吗？"));
        say(answer);
        assertEquals(yes, !s.timers.list().isEmpty(), answer);
        assertTrue(new CookingStateStore().load(s.sessionDir()).notes().isEmpty(), "nothing noted: " + answer);
    }

    @ParameterizedTest
    @CsvSource({"okay lah eight minutes", "嗯，八分钟吧", "行，就八分钟", "yeah eight minutes is fine"})
    void theOfferedLengthSaidWithAYesTakesTheOffer(String answer) {
        say("做清蒸鱼");
        say("第二步");
        assertTrue(say("下一步").endsWith("要我计时八分钟吗？"));
        say(answer);
        assertEquals(480, s.timers.list().isEmpty() ? 0 : s.timers.list().get(0).duration().toSeconds(), answer);
    }

    @ParameterizedTest
    @CsvSource({"十分钟吧, 600", "还是十分钟, 600", "make it ten minutes, 600"})
    void aDurationAloneAnswersATimerOfferWithAnotherLength(String answer, long seconds) {
        say("做清蒸鱼");
        say("第二步");
        assertTrue(say("下一步").endsWith("要我计时八分钟吗？"));
        say(answer);
        assertEquals(seconds, s.timers.list().get(0).duration().toSeconds(), answer);
    }

    @ParameterizedTest
    @CsvSource({"翻倍, 8", "用量减半, 2", "double it, 8", "make half as much, 2", "做双份, 8"})
    void servingsDoubleOrHalveFromWhatIsCookedNow(String said, int servings) {
        say("做红烧肉");
        String r = say(said);
        assertTrue(r.contains(servings == 8 ? "八人" : "两人") || r.contains(servings + " people"), said + " → " + r);
    }

    @Test
    void soySauceNamesBothKindsTheRecipeUses() {
        say("做可乐鸡翅");
        String r = say("酱油要多少");
        assertTrue(r.contains("生抽") && r.contains("老抽"), r);
    }

    @org.junit.jupiter.api.Test
    void aQuestionAboutTheDishIsNoAmountOfAnIngredientItsNameStartsWith() {
        say("做番茄炒蛋");
        java.util.Optional<homebot.skills.api.LocalReply> r = Say.to(mode, s, "番茄炒蛋可以放葱吗");
        assertTrue(r.map(x -> !x.text().contains("番茄两个")).orElse(true), r.toString());
    }
}
