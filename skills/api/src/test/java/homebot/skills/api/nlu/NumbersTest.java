package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class NumbersTest {
    @ParameterizedTest
    @CsvSource({"3,3", "2.5,2.5", "一,1", "两,2", "二,2", "三,3", "十,10", "十五,15", "二十,20", "二十五,25",
            "一百二十,120", "半,0.5", "一半,0.5", "一个半,1.5", "两个半,2.5", "一点五,1.5", "零,0",
            "four,4", "a,1", "an,1", "twelve,12", "twenty five,25", "twenty-five,25", "half,0.5",
            "one and a half,1.5", "2 and a half,2.5", "俩,2", "一百零五,105", "一百五,150", "两千,2000", "5,5", "四十,40",
            "三个半,3.5", "twenty,20", "a dozen,12", "a couple,2", "couple,2", "two dozen,24", "a hundred,100",
            "one hundred and five,105", "two hundred twenty one,221", "thirty one,31"})
    void parsesDigitsChineseAndEnglishNumerals(String text, double expected) {
        assertEquals(expected, Numbers.parse(text).orElseThrow(), 1e-9, text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "番茄", "many", "三个人", "一点", "x5", "几", "十十",
            // words said twice or out of order are no number ("only for me, one person" read as "one one")
            "one one", "two two", "five twenty", "twenty thirty", "twelve three", "a one", "a two"})
    void rejectsWhatIsNotANumber(String text) {
        assertTrue(Numbers.parse(text).isEmpty(), text);
    }

    @ParameterizedTest
    @CsvSource({"1,false,一", "2,true,两", "2,false,二", "10,false,十", "12,true,十二", "20,true,二十", "45,false,四十五", "100,false,一百", "105,false,一百零五", "115,false,一百一十五", "250,true,两百五十"})
    void speaksChineseNumbers(long n, boolean measure, String expected) {
        assertEquals(expected, Numbers.toChinese(n, measure));
    }

    @org.junit.jupiter.api.Test
    void ordinalsNameAStep() {
        org.junit.jupiter.api.Assertions.assertEquals(java.util.Optional.of(3), Numbers.ordinal("third"));
        org.junit.jupiter.api.Assertions.assertEquals(java.util.Optional.of(2), Numbers.ordinal("2nd"));
        org.junit.jupiter.api.Assertions.assertEquals(java.util.Optional.of(3), Numbers.ordinal("第三"));
        org.junit.jupiter.api.Assertions.assertEquals(java.util.Optional.empty(), Numbers.ordinal("thirdly"));
        org.junit.jupiter.api.Assertions.assertEquals(java.util.Optional.empty(), Numbers.parse("second"),
                "an ordinal is no number: \"one second\" stays a duration");
    }
}
