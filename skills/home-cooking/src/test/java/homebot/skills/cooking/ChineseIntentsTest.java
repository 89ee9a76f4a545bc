package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.skills.api.LocalReply;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ChineseIntentsTest {
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

    private LocalReply reply(String text) {
        return Say.to(mode, s, text).orElseThrow(() -> new AssertionError("not handled: " + text));
    }

    @Test
    void startsARecipeByNameWithItsOwnServings() {
        String r = say("做番茄炒蛋");
        assertTrue(r.startsWith("好的，做番茄炒蛋，两人份，一共六步。第一步：番茄洗净"), r);
    }

    @Test
    void startsARecipeForTheServingsSaid() {
        assertTrue(say("我想做红烧肉，三个人").contains("红烧肉，三人份"));
        assertTrue(say("做五个人的可乐鸡翅").contains("可乐鸡翅，五人份"));
    }

    @Test
    void anUnknownRecipeGetsTheClosestNames() {
        String r = say("做红烧排骨");
        assertTrue(r.startsWith("我没有红烧排骨的菜谱。我有：红烧肉、"), r);
        assertTrue(say("做宫保鸡丁").startsWith("我没有宫保鸡丁的菜谱。我有："));
    }

    @Test
    void walksStepsForwardBackAndRepeats() {
        say("做番茄炒蛋");
        assertTrue(say("下一步").startsWith("第二步：鸡蛋打入碗中"));
        assertTrue(say("上一步").startsWith("第一步：番茄洗净"));
        assertTrue(say("再说一遍").startsWith("第一步："));
        assertTrue(say("下下步是什么").startsWith("下一步是第二步：鸡蛋打入碗中"));
        assertTrue(say("再说一遍").startsWith("第一步："), "peeking does not move");
        assertTrue(say("下一步是什么").startsWith("第二步：鸡蛋打入碗中"), "asking what is next moves on");
        assertTrue(say("上一步").startsWith("第一步："), "so going back lands one step back");
        assertTrue(say("第六步").startsWith("第六步，也是最后一步：撒上葱花"));
        assertTrue(say("下一步").startsWith("已经是最后一步了"));
        assertTrue(say("跳到第九步").contains("只有六步"));
    }

    @Test
    void previousAtTheFirstStepSaysSo() {
        say("做蛋炒饭");
        assertTrue(say("上一步").startsWith("已经是第一步了：米饭用手抓散"));
    }

    @Test
    void stepsWithoutARecipeAskForOne() {
        String r = say("下一步");
        assertTrue(r.startsWith("还没选菜谱。"), r);
        assertTrue(r.contains("番茄炒蛋"), r);
    }

    @Test
    void saysIngredientAmountsScaledToTheServings() {
        say("做番茄炒蛋，三个人");
        assertEquals("三人份，番茄三个。", say("番茄要放几个？"));
        assertEquals("三人份，白糖7.5 克。", say("糖放多少"));
        assertEquals("三人份，鸡蛋四个半。", say("要几个鸡蛋"));
        assertEquals("三人份，葱花适量。", say("葱花要多少"));
        assertTrue(say("西红柿要放几个").startsWith("三人份，番茄三个"), "ingredient aliases work");
        assertTrue(say("牛肉放多少").startsWith("番茄炒蛋里没有牛肉。要用的有：番茄、鸡蛋"));
    }

    @Test
    void scalesToNewServings() {
        say("做番茄炒蛋");
        assertEquals("好的，改成四人份，用量都按四人算了。", say("改成四个人"));
        assertTrue(say("番茄要放几个").startsWith("四人份，番茄四个"));
        assertEquals("现在就是四人份。", say("四个人的量"));
        assertTrue(say("改成一百个人").startsWith("人数要在一到五十之间"));
    }

    @Test
    void listsIngredientsOnlyWhenAsked() {
        say("做番茄炒蛋");
        String r = say("需要什么材料");
        assertTrue(r.startsWith("两人份要准备：番茄两个"), r);
        assertTrue(r.contains("盐3 克"), r);
    }

    @Test
    void setsNamedAndUnnamedTimers() {
        assertEquals("好的，计时五分钟，开始了。", say("计时五分钟"));
        assertEquals("五分钟的计时到了！", s.timers.find("计时").orElseThrow().announcement());
        assertEquals("好的，焖肉计时四十分钟，开始了。", say("焖肉计时四十分钟"));
        assertEquals(Duration.ofMinutes(40), s.timers.find("焖肉").orElseThrow().duration());
        assertEquals("好的，第二个计时，一分钟，开始了。", say("定时一分钟"));
        assertTrue(s.timers.named("第二个计时").isPresent(), "a later unnamed timer gets its own spoken name");
        s.clock.advance(Duration.ofMinutes(10));
        assertEquals("焖肉还剩三十分钟。", say("焖肉的计时还剩多久"));
        assertTrue(say("有哪些计时").startsWith("现在有三个计时：计时已经到时间了，焖肉还剩三十分钟"));
        assertEquals("焖肉的计时取消了。", say("取消焖肉的计时"));
        assertTrue(s.timers.find("焖肉").isEmpty());
        assertTrue(say("取消米饭的计时").startsWith("没有叫米饭的计时"));
    }

    @Test
    void timerLeftWithoutANameAnswersForTheOnlyTimer() {
        say("蒸鱼计时八分钟");
        s.clock.advance(Duration.ofSeconds(90));
        assertEquals("蒸鱼还剩六分钟三十秒。", say("还剩多久"));
    }

    @Test
    void refusesATimerOfZeroOrTooLong() {
        assertTrue(say("计时零分钟").startsWith("计时时间要大于零"));
        assertEquals("最长只能计时十二小时，一百小时太长了。", say("计时一百小时"));
        assertTrue(s.timers.list().isEmpty());
    }

    @Test
    void theSchedulersOwnRefusalIsSpoken() {
        s.timers.limit(Duration.ofHours(1));
        assertEquals("没能设置计时：timer longer than 1 hours", say("炖汤计时两小时"));
    }

    @Test
    void offersATimerForAStepWithADurationAndStartsItOnYes() {
        say("做红烧肉");
        say("第四步");
        LocalReply offer = reply("下一步");
        assertTrue(offer.text().startsWith("第五步："), offer.text());
        assertTrue(offer.text().endsWith("要我计时四十分钟吗？"), offer.text());
        assertTrue(offer.expectsAnswer());
        LocalReply yes = reply("好的");
        assertEquals("好的，焖肉计时四十分钟，开始了。", yes.text());
        assertFalse(yes.expectsAnswer());
        assertEquals(Duration.ofMinutes(40), s.timers.find("焖肉").orElseThrow().duration());
        assertTrue(say("再说一遍").startsWith("第五步："), "no second offer while its timer runs");
    }

    @Test
    void aDeclinedOrIgnoredOfferLapses() {
        say("做红烧肉");
        assertTrue(reply("第五步").expectsAnswer());
        assertEquals("好的，不计时。", say("不用"));
        assertTrue(s.timers.list().isEmpty());
        // the step read again offers its timer again: the cook may have changed their mind
        assertTrue(reply("再说一遍").expectsAnswer(), "the step read again offers its timer again");
        assertTrue(reply("第五步").text().startsWith("第五步："));
        assertTrue(say("糖放多少").startsWith("四人份，冰糖30 克"), "moving on drops the offer");
        assertTrue(Say.to(mode, s, "好的").isEmpty(), "a later 好的 means nothing to cooking");
        assertTrue(s.timers.list().isEmpty());
    }

    @Test
    void takesNotes() {
        assertEquals("记下了：下次少放糖", say("记一下下次少放糖"));
        assertEquals("记下了：盐多一点", say("帮我记下来盐多一点"));
    }

    @Test
    void listsRecipes() {
        assertTrue(say("有哪些菜谱").startsWith("我有这些菜谱："));
    }

    @ParameterizedTest
    @ValueSource(strings = {"今天天气怎么样", "退出做饭模式", "打开做饭模式", "上次做红烧肉放了多少糖？", "讲个笑话", "",
            "做什么好呢", "我想做点好吃的", "做饭", "做得怎么样了", "今天做什么菜"})
    void leavesEverythingElseToTheModel(String text) {
        assertTrue(Say.to(mode, s, text).isEmpty(), text);
    }
}
