package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class AddresseeTest {
    @Test
    void aPersonCalledByNameAndToldYouIsSpokenTo() {
        assertTrue(Addressee.someoneElse("Kofi, you always want jollof, every day jollof"));
        assertTrue(Addressee.someoneElse("Mei, your phone is ringing"));
        assertTrue(Addressee.someoneElse("老公，你去拿个盘子"));
    }

    @Test
    void aWordThatOpensASentenceIsNoName() {
        assertFalse(Addressee.someoneElse("Right, you can read the next step"));
        assertFalse(Addressee.someoneElse("Okay, you can set a timer for five minutes"));
        assertFalse(Addressee.someoneElse("Homebot, you can cancel the timer"));
    }

    /** 喂 calls homebot to a request as often as it answers a phone: what follows tells which (session 21). */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "喂，帮我开一下做饭模式 | false",
        "喂，我们要做晚饭了 | false",
        "喂，今晚自己煮，你帮下手 | false",
        "喂，嗯，我在做饭呢，你说 | true",
        "喂，我正炒菜呢，等会儿打给你 | true",
        "喂，是我，要我带点啥 | true",
        "喂，妈，我要做饭了 | true",
        "Come on kids, wash your hands, we're having pancakes | true",
        "kids are hungry, let's cook | false",
    })
    void helloCallsHomebotToARequestOrAnswersThePhone(String words, boolean someoneElse) {
        org.junit.jupiter.api.Assertions.assertEquals(someoneElse, Addressee.someoneElse(words), words);
    }
}
