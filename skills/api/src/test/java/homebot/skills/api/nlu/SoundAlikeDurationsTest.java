package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A Chinese recogniser writes a unit word by its sound ("三分伴", "一课钟", "五分中"): the duration is still heard,
 * because the unit characters (半 刻 钟 分 秒) are compared by their pinyin with tones.
 */
class SoundAlikeDurationsTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"三分伴|210", "两分拌|150", "一课钟|900", "一克钟|900", "五分中|300",
            "十分终|600", "一个伴小时|5400", "三十渺|30", "两分半钟|150", "半个钟头|1800",
            // a southern accent's f as hu, right after a number (session 10)
            "两昏钟|120", "十昏钟|600"})
    void unitsWrittenBySoundAreHeard(String text, long seconds) {
        assertEquals(Optional.of(Duration.ofSeconds(seconds)), Durations.parse(text), text);
    }

    /**
     * Inside a sentence too (session 15): an accent's two-character unit right after its number is found where it is
     * said ("三昏钟好" takes a three-minute offer), and nothing else moves.
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"三昏钟好|180|0|3", "那两分宗就够了|120|1|4", "再焖个五昏钟吧|300|3|6",
            "一课钟以后|900|0|3"})
    void anAccentsUnitIsFoundInASentence(String text, long seconds, int start, int end) {
        java.util.List<Durations.Found> found = Durations.scan(text);
        assertEquals(1, found.size(), text);
        assertEquals(Duration.ofSeconds(seconds), found.get(0).total(), text);
        assertEquals(start, found.get(0).start(), text);
        assertEquals(end, found.get(0).end(), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"黄昏中", "三克盐", "五百克", "中午十二点半"})
    void wordsThatOnlySoundLikeAUnitAreNoDuration(String text) {
        assertEquals(java.util.List.of(), Durations.scan(text), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"三分", "十分", "伴", "中午", "三个伴"})
    void aTextThatWasAlreadyADurationOrIsNoneKeepsItsMeaning(String text) {
        Optional<Duration> plain = Durations.parse(text.replace('伴', '半').replace('课', '刻'));
        if (text.equals("三分") || text.equals("十分")) {
            assertEquals(plain, Durations.parse(text));
        } else {
            assertEquals(Optional.empty(), Durations.parse(text), text);
        }
    }
}
