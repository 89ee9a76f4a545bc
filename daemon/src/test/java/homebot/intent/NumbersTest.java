package homebot.intent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NumbersTest {
    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource({"5,5", "1.5,1.5", "一,1", "两,2", "十,10", "十五,15", "二十,20", "二十五,25", "四十,40",
            "一百,100", "一百二十,120", "半,0.5", "一个半,1.5", "两个半,2.5", "零,0", "twenty,20", "a,1", "half,0.5"})
    void parsesHowPeopleSayNumbers(String text, double value) {
        assertEquals(value, Numbers.parse(text).orElseThrow(), 1e-9);
    }

    @ParameterizedTest
    @CsvSource({"many", "几", "''"})
    void rejectsWhatIsNotANumber(String text) {
        assertTrue(Numbers.parse(text).isEmpty());
    }
}
