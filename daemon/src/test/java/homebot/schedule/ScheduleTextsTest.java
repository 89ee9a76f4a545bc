package homebot.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ScheduleTextsTest {
    @ParameterizedTest
    @CsvSource({
            "0,     0 秒,          0 seconds",
            "1,     1 秒,          1 second",
            "45,    45 秒,         45 seconds",
            "60,    1 分钟,        1 minute",
            "89,    1 分钟,        1 minute",
            "90,    2 分钟,        2 minutes",
            "3600,  1 小时,        1 hour",
            "3900,  1 小时 5 分钟, 1 hour 5 minutes",
            "7260,  2 小时 1 分钟, 2 hours 1 minute",
    })
    void spokenDurations(long seconds, String zh, String en) {
        assertEquals(zh, new ScheduleTexts("zh-CN").duration(Duration.ofSeconds(seconds)));
        assertEquals(en, new ScheduleTexts("en-US").duration(Duration.ofSeconds(seconds)));
    }

    @ParameterizedTest
    @CsvSource({"en, en-US", "en-GB, en-US", "zh, zh-CN", "fr-FR, zh-CN"})
    void languageChoice(String asked, String used) {
        assertEquals(used, new ScheduleTexts(asked).language());
    }
}
