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
        // the short kin words (session 36)
        assertTrue(Addressee.someoneElse("pa im gonna make them pancakes you like"));
        assertTrue(Addressee.someoneElse("Nan, the kettle's boiled"));
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

    /**
     * Someone called and told what to cook, a time between and no pause ("阿姨今朝夜里烧个红烧肉"): the one called
     * cooks it, homebot cooks nothing (session 25).
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "阿姨今朝夜里烧个红烧肉 | true",
        "老公今晚炒个番茄炒蛋 | true",
        "妈 今 天 做 可 乐 鸡 翅 | true",
        "爸爸晚上就蒸条鱼吧 | true",
        "今晚做红烧肉 | false",
        "我今晚烧个红烧肉 | false",
        "妈妈说今晚做红烧肉 | false",
        "小助手今晚做红烧肉 | false",
    })
    void calledThenToldWhatToCook(String words, boolean someoneElse) {
        org.junit.jupiter.api.Assertions.assertEquals(someoneElse, Addressee.someoneElse(words), words);
    }

    /**
     * Kin called and asked about a dish with no pause ("妈红烧肉要不要得"), a person called by name and told what to
     * cook ("Thabo, just make the garlic pasta"), someone told they will be cooking, a presenter's words: not for
     * homebot. Kin named in a list ("婆婆、小叔子一家都来") call nobody (session 25).
     */
    @org.junit.jupiter.params.ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "妈 红 烧 肉 要 不 要 得 | true",
        "奶奶番茄炒蛋好不好 | true",
        "老公清蒸鱼中不中 | true",
        "红烧肉要不要得 | false",
        "小火炖行不行 | false",
        "Thabo, just make the garlic pasta, it's lekker. | true",
        "Sipho, cook the rice please | true",
        "Okay, make the garlic pasta | false",
        "Homebot, make the garlic pasta | false",
        "Eish, eight people, you'll be cooking till midnight. | true",
        "we'll be eight people tonight | false",
        "六个人吃，婆婆、小叔子一家都家来。 | false",
        "观 众 朋 友 们 晚 上 好 欢 迎 收 看 新 闻 联 播 | true",
        "河 南 卫 视 梨 园 春 下 面 请 欣 赏 豫 剧 花 木 兰 | true",
        "and now back to the crimson tide pregame show | true",
        "go back to the start | false",
        "喂 娘 恁 到 哪 儿 了 俺 们 鱼 都 蒸 上 了 | true",
        // session 39: someone called last, after a particle ("…啊老弟", "…呀妈"); an audience called in mid-sentence
        "下 一 步 咋 弄 啊 老 弟 | true",
        "这个盐放多少呀妈 | true",
        "可乐倒多少啊大姐 | true",
        "下一步啊 | false",
        "谢谢啊老铁 | false",
        "翻个面，哎，听众朋友们注意火候 | true",
        "下一步，咱把锅盖一盖，观众朋友们看好了啊 | true",
        // session 40: the local news's register, a place speaking of itself and a plan announced
        "下一步，我县将继续抓好农村公路建设 | true",
        "下 一 步 全 区 将 持 续 推 进 老 旧 小 区 改 造 | true",
        "下一步，本市要进一步做好防汛工作 | true",
        "下一步，把肉推进锅里 | false",
        "我市场买的鱼要蒸几分钟 | false",
        "Hiya, you! | false",
        "Bonsoir, you. | false",
        "Grammy, do you have any buttermilk? | true",
        "Gramps, can you pass the salt | true",
        "Gram, did you bring the lemons? | true",
        "grams of sugar, how many | false",
    })
    void calledAndAskedOrToldInOneBreath(String words, boolean someoneElse) {
        org.junit.jupiter.api.Assertions.assertEquals(someoneElse, Addressee.someoneElse(words), words);
    }

    /** One of the family sent to wash their hands: what follows ("马上开饭了") is told to them, not to homebot. */
    @Test
    void aChildSentToWashTheirHandsIsTalkedTo() {
        assertTrue(Addressee.someoneElse("大宝洗手去马上开饭了"));
        assertTrue(Addressee.someoneElse("小宇快去洗手，要吃饭了"));
        assertTrue(Addressee.someoneElse("都去洗手"));
        assertFalse(Addressee.someoneElse("不用，我先洗个手"));
        assertFalse(Addressee.someoneElse("我洗个手去"));
        assertFalse(Addressee.someoneElse("等我洗手去"));
    }

    /** The north-east's 奶 (grandma) said alone before the child's wish: the wish is hers to grant, not a dish asked of homebot. */
    @Test
    void grandmaCalledAloneIsAskedNotHomebot() {
        assertTrue(Addressee.someoneElse("奶我还想吃松饼"));
        assertTrue(Addressee.someoneElse("姥，我也要吃鸡翅"));
        assertFalse(Addressee.someoneElse("奶油放多少"));
        assertFalse(Addressee.someoneElse("加点奶"));
    }
}
