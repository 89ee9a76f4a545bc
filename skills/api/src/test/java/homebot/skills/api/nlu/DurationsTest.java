package homebot.skills.api.nlu;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class DurationsTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "下番茄块中火翻炒 2 分钟，炒出汁水|120",
            "盖上锅盖焖 40 分钟|2400",
            "大火蒸8分钟，关火再焖 2 分钟|480",
            "小火炖半小时|1800",
            "炖一个半小时|5400",
            "煮1小时|3600",
            "炖1小时30分钟|5400",
            "炖一小时二十分钟|4800",
            "翻炒 30 秒|30",
            "焖五分半|330",
            "煮 2～3分钟|120",
            "cook for 5 minutes|300",
            "rest 10 min before serving|600",
            "bake for 1 hour|3600",
            "simmer for half an hour|1800",
            "roast 1 hour 30 minutes|5400",
            "boil for 8-10 minutes|480",
            "microwave for 90 seconds|90"})
    void findsTheFirstDurationInAStep(String text, long seconds) {
        assertEquals(Duration.ofSeconds(seconds), Durations.firstIn(text).orElseThrow(), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"番茄切块", "十分好吃，三分之一的糖", "add 2 eggs", "stir well", "切成 3 厘米的块"})
    void findsNothingWhereNoDurationIs(String text) {
        assertTrue(Durations.firstIn(text).isEmpty(), text);
    }

    @ParameterizedTest
    @CsvSource({"五分钟,300", "四十分钟,2400", "半个小时,1800", "1小时,3600", "十秒,10", "5 minutes,300",
            "an hour,3600", "1.5 hours,5400", "two and a half minutes,150"})
    void parsesASpokenDurationSlot(String text, long seconds) {
        assertEquals(Duration.ofSeconds(seconds), Durations.parse(text).orElseThrow(), text);
    }

    @ParameterizedTest(name = "{0} = {1} s")
    @CsvSource({"三分半,210", "两分半钟,150", "一个半小时,5400", "半小时,1800", "一刻钟,900", "三刻钟,2700",
            "两分三十秒,150", "两分三十,150", "九十秒,90", "1分30秒,90", "1.5小时,5400", "十二小时零一秒,43201",
            "一小时零五分,3900", "一个小时二十分钟,4800", "一小时二十,4800", "两个钟头,7200", "半个钟头,1800",
            "五分钟半,330", "俩小时,7200",
            "an hour and a half,5400", "three and a half minutes,210", "90 seconds,90", "half an hour,1800",
            "a quarter of an hour,900", "one hour and twenty minutes,4800", "2 minutes 30 seconds,150",
            "a minute and a half,90", "twenty-five minutes,1500", "5 mins,300", "an hour,3600",
            "an hour and a quarter,4500", "two hours and three quarters,9900", "an hour and three quarters,6300",
            "a minute and a quarter,75",
            // "a half hour timer": half before the hour, with no "an"
            "half hour,1800", "half-hour,1800", "a half hour,1800",
            // 钟 with z and eng or ong, as the Jianghuai and southwestern accents say it (session 38)
            "三分增,180", "两分宗,120", "十秒增,10"})
    void durationsAsPeopleSayThem(String text, long seconds) {
        assertEquals(Duration.ofSeconds(seconds), Durations.parse(text).orElseThrow(), text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"五分钟后的米饭", "rice", "五个", "零一秒的计时", "半钟", "分钟", "十二小时零一秒米饭"})
    void aSlotWithExtraWordsIsNoDuration(String text) {
        assertTrue(Durations.parse(text).isEmpty(), text);
    }

    /**
     * A unit's single letter counts only after digits ("90s", "5m", "2h"): "sweet as" is a yes, not "a s(econd)", and
     * "i am", "ah" and "um" hold no length.
     */
    @ParameterizedTest
    @ValueSource(strings = {"sweet as", "as", "i am", "ah right", "um", "am i on step two", "fair as"})
    void wordsEndingInAUnitsLetterAreNoDuration(String text) {
        assertTrue(Durations.parse(text).isEmpty(), text);
        assertTrue(Durations.scan(text).isEmpty(), text);
    }

    @ParameterizedTest
    @CsvSource({"90s,90", "5m,300", "2h,7200", "1.5h,5400", "5 m,300", "10 min,600", "a min,60", "an hr,3600"})
    void aUnitsLetterAfterDigitsStillCounts(String text, long seconds) {
        assertEquals(Duration.ofSeconds(seconds), Durations.parse(text).orElseThrow(), text);
    }

    @ParameterizedTest
    @CsvSource({"2400,true,四十分钟", "5400,true,一小时三十分钟", "45,true,四十五秒", "120,true,两分钟",
            "300,false,5 minutes", "3660,false,1 hour 1 minute"})
    void speaksDurations(long seconds, boolean chinese, String expected) {
        assertEquals(expected, Durations.speak(Duration.ofSeconds(seconds), chinese));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {"半个钟头半小时|1800|1800", "半个钟头，半小时|1800|1800", "一个钟头半，半小时|5400|1800"})
    void aLengthSaidAgainIsNotAddedToItself(String text, long first, long second) {
        // "半个钟头半小时" is half an hour, then half an hour again (session 10: it was read as an hour)
        List<Durations.Found> found = Durations.scan(text);
        assertEquals(List.of(first, second), found.stream().map(f -> f.total().toSeconds()).toList(), text);
    }
}
