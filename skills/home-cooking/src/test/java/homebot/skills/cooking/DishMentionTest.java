package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A family dish asked for in words no template was written for ("妈妈说让我跟你学做可乐鸡翅") still starts, and a
 * sentence that only mentions a dish (the past, a negation, a complaint, tomorrow) never does.
 */
class DishMentionTest {
    @TempDir
    Path workspace;
    FakeModeSession s;
    CookingMode mode;

    @BeforeEach
    void setUp() throws Exception {
        s = FakeModeSession.in(workspace);
        mode = new CookingMode();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "妈妈说让我跟你学做可乐鸡翅|可乐鸡翅",
            "我老婆让我今晚学着弄个红烧肉|红烧肉",
            "let me try making the pancakes tonight|Pancakes",
            "我想学做红烧肉|红烧肉",
            "I'd like to make 可乐鸡翅 tonight|可乐鸡翅",
            "那就番茄炒蛋吧，两个人|番茄炒蛋",
            "可乐鸡翅听起来不错，孩子们最喜欢甜甜的东西了，那就做可乐鸡翅吧|可乐鸡翅",
            "I'd like to make some pancakes for my grandchildren, if you don't mind|Pancakes",
            "因为孩子明天要考试，我想给他做个可乐鸡翅补补|可乐鸡翅",
            "因为 孩子 明天 要 考试 我想 给 他 做 个 可乐 鸡翅 补补|可乐鸡翅",
            "我不想做红烧肉，做可乐鸡翅吧|可乐鸡翅"})
    void aDishAskedForInOtherWordsStarts(String words, String recipe) throws Exception {
        Say.to(mode, s, words);
        assertEquals(recipe, new CookingStateStore().load(s.sessionDir()).recipe(), words);
    }

    @ParameterizedTest
    @ValueSource(strings = {"我昨天做了红烧肉", "孩子不爱吃红烧肉", "红烧肉太油了", "明天做可乐鸡翅",
            "we had fried rice yesterday", "maybe pancakes tomorrow", "我没做过可乐鸡翅",
            "maybe we could try 红烧肉 tomorrow", "做红烧肉吧，算了不做了", "红烧肉？明天再做吧", "孩子说可乐鸡翅太甜了",
            "我想做可乐鸡翅，不过明天再做吧"})
    void aDishOnlyMentionedStartsNothing(String words) throws Exception {
        Say.to(mode, s, words);
        assertFalse(new CookingStateStore().load(s.sessionDir()).recipe() != null, words);
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"红烧肉，我老公最爱吃|红烧肉", "嗯……可乐鸡翅吧，孩子们爱吃|可乐鸡翅",
            "the fried rice, my kids love it|Fried rice"})
    void inTheModeWithNoRecipeYetADishNamedIsTheChoice(String words, String recipe) throws Exception {
        Say.to(mode, s, words);
        assertEquals(recipe, new CookingStateStore().load(s.sessionDir()).recipe(), words);
    }

    @ParameterizedTest
    @ValueSource(strings = {"红烧肉太油了，不想吃", "昨天的可乐鸡翅还没吃完", "红烧肉好做吗"})
    void inTheModeADishMentionedWithAVetoIsStillNoChoice(String words) throws Exception {
        Say.to(mode, s, words);
        assertFalse(new CookingStateStore().load(s.sessionDir()).recipe() != null, words);
    }
}
