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
    /**
     * Someone told to go and cook it themselves ("丫头子自己炒个蛋炒饭去"): homebot cannot go anywhere, so the words
     * are for a person; the cook who goes to do it is no such sentence (session 23).
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "丫头子自己炒个蛋炒饭去 | true",
        "你自己煮碗面去吧 | true",
        "饿了就自己热饭去 | true",
        "自 己 做 个 番 茄 炒 蛋 去 | true",
        "go make yourself a sandwich | true",
        "我自己炒个蛋炒饭去 | false",
        "我去做饭了 | false",
        "做个蛋炒饭 | false",
        "I'll go make the pancakes myself | false",
        // a promise to cook for "you": homebot eats nothing, so whatever else is said in that breath is for a person
        "好好好，马上给你做，我先把做饭模式打开 | true",
        "乖，这就给你炒，先开一下做饭模式 | true",
        "等着，一会儿给你们煮面 | true",
        "你给我做个番茄炒蛋 | false",
        "给孩子做个番茄炒蛋 | false",
    })
    void toldToGoAndCookItThemselves(String words, boolean someoneElse) {
        org.junit.jupiter.api.Assertions.assertEquals(someoneElse, Addressee.someoneElse(words), words);
    }

    /**
     * Someone called and told "you …" with no pause between ("老公你又要开那个做饭模式啊"): a kin word is never
     * homebot's name, so the words are for that person (session 24; before, only a comma after the name told so).
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "妈你是不是要开做饭模式 | true",
        "老 公 你 又 要 打 开 做 饭 模 式 啊 | true",
        "奶奶您坐着，我来煮饭 | true",
        "你帮我打开做饭模式 | false",
        "妈妈说要开做饭模式 | false",
        "小助手你好，打开做饭模式 | false",
    })
    void calledThenToldYouInOneBreath(String words, boolean someoneElse) {
        org.junit.jupiter.api.Assertions.assertEquals(someoneElse, Addressee.someoneElse(words), words);
    }
}
