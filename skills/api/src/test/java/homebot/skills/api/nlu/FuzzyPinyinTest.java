package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Without tones, sound keys also forgive what recognisers (and many southern speakers) blur: zh/z, ch/c, sh/s
 * and -ng/-n (清真鱼 for 清蒸鱼, 四步 for 十步), the "fuzzy pinyin" every Chinese input method offers. With tones
 * the key stays exact.
 */
class FuzzyPinyinTest {
    @ParameterizedTest
    @CsvSource({"清真鱼,清蒸鱼", "从头开始,从投开始", "下一步,下一部", "蒸鱼,真鱼", "十分钟,四分钟", "生姜,森姜", "吃饭,次饭"})
    void blurredSoundsShareAToneLessKey(String heard, String meant) {
        assertEquals(Pinyin.key(meant, false), Pinyin.key(heard, false));
    }

    @ParameterizedTest
    @CsvSource({"清真鱼,清蒸鱼", "生姜,森姜"})
    void tonesKeepTheKeyExact(String heard, String meant) {
        assertNotEquals(Pinyin.key(meant, true), Pinyin.key(heard, true));
    }

    @ParameterizedTest
    @CsvSource({"红烧肉,可乐鸡翅", "下一步,上一步", "番茄,鸡蛋"})
    void differentWordsStayDifferent(String a, String b) {
        assertNotEquals(Pinyin.key(a, false), Pinyin.key(b, false));
    }
}
