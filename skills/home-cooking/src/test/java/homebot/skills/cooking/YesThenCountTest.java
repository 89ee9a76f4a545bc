package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A yes and then a bare count at a timer offer ("go on then, six" to "five minutes?"): that many of the offer's own
 * unit; never a count of things ("好，两个"), nothing without a yes first, and no timer of a few seconds.
 */
class YesThenCountTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "go on then, six | 300 | 360",
        "yeah, make it seven | 300 | 420",
        "ok, four then | 300 | 240",
        "yes please, maybe ten | 180 | 600",
        "行，那就五吧 | 180 | 300",
        "好，八 | 300 | 480",
        "ok, forty | 30 | 40",
        "ok, two | 30 | -1",
        "好，两个 | 180 | -1",
        "six | 300 | -1",
        "go on then | 300 | -1",
        "yes, two eggs | 300 | -1",
        "no, six | 300 | -1",
    })
    void aCountAfterAYesTakesTheOffersUnit(String words, long offered, long expected) {
        assertEquals(expected, SpokenLengths.yesThenCount(words, offered).map(java.time.Duration::toSeconds).orElse(-1L),
                words);
    }
}
