package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.skills.api.nlu.Languages;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * With cooking mode off, asking to cook a dish the book has ("教我做红烧肉") is what only cooking mode does: the
 * kernel enters the mode and the same words start the recipe. A dish it lacks, a negation, a report of what was
 * cooked or a question about a dish never enter it.
 */
class StartFromOutsideTheModeTest {
    @TempDir
    Path data;

    private final CookingMode mode = new CookingMode();

    @ParameterizedTest
    @ValueSource(strings = {"教我做红烧肉", "今晚吃可乐鸡翅", "还是做个鸡蛋炒饭吧", "做可乐鸡翅，五个人吃", "我想做清蒸鱼",
            "西红柿炒鸡蛋怎么做", "今晚蒸条鱼", "let's make pancakes", "teach me to cook fried rice",
            "how do I make spaghetti aglio e olio", "小助手，教我做番茄炒蛋吧", "那蛋炒饭吧", "那……蛋炒饭吧",
            "就番茄炒蛋吧", "pancakes then", "蒸个鱼", "今天拍番茄炒蛋，做两个人的量", "我 要 煮 翻 茄 炒 蛋", "做个可了鸡翅", "pancakes for too", "可乐鸡翅听起来不错，那就做可乐鸡翅吧，我们家三个人",
            // a whole dish's name alone asks for it (session 10: writers of five blind slices meant it so); a part
            // of a name alone, or the name asked about, does not
            "红烧肉", "清蒸鱼吧", "fried rice please", "pan cakes then"})
    void askingToCookADishTheBookHasStartsTheMode(String words) {
        assertTrue(mode.wantsToStart(words, data), words);
    }

    @ParameterizedTest
    @ValueSource(strings = {"教我做宫保鸡丁", "我不想做红烧肉", "别教我做红烧肉", "我今天做了红烧肉", "红烧肉好吃吗",
            "鸡翅", "鱼", "红烧肉？", "pancakes?", "做饭模式是什么", "下一步", "定个五分钟的计时", "我昨天吃了可乐鸡翅", "don't make pancakes",
            "i made pancakes yesterday", "今天天气怎么样", "我要做作业", "帮我做个三分钟的计时", "做个五分钟的定时"})
    void otherWordsNeverStartIt(String words) {
        assertFalse(mode.wantsToStart(words, data), words);
    }

    /**
     * A dish asked for that only sounds like one of the book's ("let's cook the fried ice", a recogniser's or an
     * accent's spelling) is asked about with the mode off too, as it is in the mode: one question naming the dish,
     * and the words to start it on a yes (session 38).
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "let's cook the fried ice for two | Did you mean Fried rice? | Fried rice for two",
        "can we do the spaghetti olive tonight | Did you mean Spaghetti aglio e olio? | Spaghetti aglio e olio",
        "我想学做番茄早蛋 | 是要做番茄炒蛋吗？ | 番茄炒蛋"})
    void aDishHeardOnlyBySoundIsAskedAbout(String words, String question, String carried) {
        Optional<homebot.skills.api.StartGuess> guess = mode.guessesStart(words, data, Languages.isChinese(words) ? "zh-CN" : "en-US");
        assertTrue(guess.isPresent(), words);
        assertEquals(question, guess.get().question().text());
        assertTrue(guess.get().question().expectsAnswer());
        assertEquals("guess:start", guess.get().question().intent());
        assertTrue(guess.get().carried().contains(carried), guess.get().carried());
        assertTrue(mode.wantsToStart(guess.get().carried(), data), "the carried words start it: " + guess.get().carried());
    }

    /** A dish the book has outright, one it lacks, a negation, a dish put off, and no dish at all: no guess. */
    @ParameterizedTest
    @ValueSource(strings = {"教我做红烧肉", "教我做宫保鸡丁", "let's cook pancakes", "i don't want the fried ice",
            "let's cook the fried ice tomorrow", "我们准备弄饭了", "今天天气怎么样", "fried ice", "the kids want chips",
            "定个五分钟的计时", "我想做个饭", "额今儿个想做个饭", "me wan cook up some rice tonight", "let's cook some rice"})
    void otherWordsAreNoGuess(String words) {
        assertTrue(mode.guessesStart(words, data, Languages.isChinese(words) ? "zh-CN" : "en-US").isEmpty(), words);
    }
}
