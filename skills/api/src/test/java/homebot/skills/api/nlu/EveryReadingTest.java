package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A recogniser writes a character for the sound it heard; a character of two readings (曾 ceng/zeng, 乐 le/yue, 行
 * xing/hang) may stand for either. {@link Pinyin#soundIndexOf} hears every reading, with the tone kept and a southern
 * accent's consonants folded as {@link Pinyin#accentFolded} does.
 */
class EveryReadingTest {
    @ParameterizedTest
    @CsvSource({"今天做清曾鱼,清蒸鱼,3", "可越鸡翅,可乐鸡翅,0", "来个银杭卡,银行卡,2", "清蒸鱼,清蒸鱼,0", "蒸,蒸,0"})
    void everyReadingOfACharacterIsHeard(String heard, String name, int at) {
        assertEquals(at, Pinyin.soundIndexOf(heard, name));
    }

    @ParameterizedTest
    @CsvSource({"红烧肉,可乐鸡", "清真鱼,清蒸鱼", "下一步,上一步", "ab,abc"})
    void otherSoundsAndOtherTonesStayApart(String heard, String name) {
        assertEquals(-1, Pinyin.soundIndexOf(heard, name));
    }
}
