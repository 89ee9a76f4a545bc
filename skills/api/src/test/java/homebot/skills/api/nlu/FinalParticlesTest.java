package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A final 了 after a request, and the dialect particles 嘞/咧/哇, carry no request; 算了 and 好了 are words. */
class FinalParticlesTest {
    @ParameterizedTest
    @CsvSource({"下一步了,下一步", "还剩多久了,还剩多久", "然后嘞,然后", "好咧,好", "走哇,走", "算了,算了", "好了,好了",
            "关了,关了", "不做了,不做"})
    void plainDropsThemAfterARequest(String said, String plain) {
        assertEquals(plain, TextNormalizer.plain(said));
    }
}
