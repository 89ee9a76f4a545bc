package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Set;
import org.junit.jupiter.api.Test;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A final 了 after a request, and the dialect particles 嘞/咧/哇, carry no request; 算了 and 好了 are words. */
class FinalParticlesTest {
    @ParameterizedTest
    @CsvSource({"下一步了,下一步", "还剩多久了,还剩多久", "然后嘞,然后", "好咧,好", "走哇,走", "算了,算了", "好了,好了",
            "关了,关了", "不做了,不做了", "做完了呗,做完了", "我做完了吧,我做完了",
            "直接跳到第五步得了,直接跳到第五步", "今天几号来着,今天几号", "按六个人做中不中,按六个人做", "劳驾您再往下说,再往下说",
            "不好意思这个一共有几步啊,有几步", "刚才那步麻烦您再讲一遍,刚才那步再讲一遍", "打扰一下现在几点,现在几点"})
    void plainDropsThemAfterARequest(String said, String plain) {
        assertEquals(plain, TextNormalizer.plain(said));
    }

    /** Southern and Sichuan particles (咯, 喽, 噻, 喃), stacked particles and hedges inside a request. */
    @ParameterizedTest
    @CsvSource({"下一步咯,下一步", "好了下一步喽,好了下一步", "快点噻,快点", "冰糖大概要放多少,冰糖要放多少",
            "五花肉到底要多少克,五花肉要多少克", "所以请你按六个人的量来算,按六个人的量来算"})
    void plainDropsRegionalParticlesAndHedges(String said, String plain) {
        assertEquals(plain, TextNormalizer.plain(said));
    }

    /**
     * A tail is looked for only in the last few characters (its longest ways: four Chinese characters, an English tag
     * and its space): long sentences still lose theirs, and a tail word inside a sentence stays.
     */
    @ParameterizedTest
    @CsvSource({"我先去看会儿电视回来再把那个糖色炒一下比较合适,我先去看会儿电视回来再把那个糖色炒一下",
            "我们家今天来了好多客人所以要按六个人的量来做就可以了,家今天来了好多客人所以要按六个人的量来做",
            "please read the whole list of ingredients again if you could,read the whole list of ingredients again",
            "i know we did this earlier but set another timer for five minutes thank you,"
                    + "i know we did this earlier but set another timer for five minutes",
            "合适的锅是哪一个,合适的锅是哪一个", "thanks for the timer earlier what is next,thanks for the timer earlier what is next"})
    void aTailIsFoundAtTheEndOfALongSentenceAndNowhereElse(String said, String plain) {
        assertEquals(plain, TextNormalizer.plain(said));
    }

    @ParameterizedTest
    @CsvSource({"那葱呢嘛,那葱呢", "好了吧啊,好了吧", "下一步咯啦,下一步咯"})
    void stackedParticlesSayNoMoreThanTheFirst(String said, String normalized) {
        assertEquals(normalized, TextNormalizer.normalize(said));
    }

    /**
     * Long reasoned sentences open with a wish, a plan or a question about to be asked ("所以想问问…", "我想先看看…",
     * "现在我们进入…"), and call homebot by a house name ("小管家你好"): none of it is the request.
     */
    @ParameterizedTest
    @CsvSource({"想问问第四步是要放些什么,第四步是要放些什么", "我想先看看最后一步是什么,最后一步是什么",
            "我想了解一下这道菜有几步,这道菜有几步", "现在我们进入第四步吧,进入第四步", "我们直接进行最后一步吧,直接进行最后一步",
            "另外帮我定个二十五分钟的计时,定个二十五分钟的计时", "还是从头开始吧,从头开始", "我想回到第一步再看一眼,回到第一步",
            "小管家你好啊,你好", "我想问问现在几点了,现在几点"})
    void plainDropsWishesPlansAndHouseNames(String said, String plain) {
        assertEquals(plain, TextNormalizer.plain(said));
    }

    /** "Would you mind reading that once more" asks to read it: the gerund is the request's verb. */
    @ParameterizedTest
    @CsvSource({"would you mind reading that once more,read that once more",
            "Would you mind telling me how many grams that is,how many grams that is",
            "would you mind setting a timer,set a timer"})
    void aRequestAskedAsMindingAGerundIsTheRequest(String said, String plain) {
        assertEquals(plain, TextNormalizer.plain(said));
    }

    @ParameterizedTest
    @CsvSource({"番茄要几个齁,番茄要几个", "做完了耶,做完了", "finish na,finish", "yes po,yes", "done liao,done",
            "stop talking already,stop talking", "ok ok stop stop,stop", "can repeat or not,repeat",
            "can stop talking,stop talking"})
    void otherPlacesParticlesAndSingaporeEnglishAskTheRequest(String said, String plain) {
        assertEquals(plain, TextNormalizer.plain(said));
    }

    @ParameterizedTest
    @CsvSource({"妈妈说不用计时,不用计时", "我老婆说要做六个人的,要做六个人的", "爸爸说该做饭了,该做饭",
            "my wife says make it for four,make it for four", "my husband said that we are five,we are five"})
    void whatSomeoneAtHomeSaidIsTheRequest(String said, String plain) {
        assertEquals(plain, TextNormalizer.plain(said));
    }

    @org.junit.jupiter.api.Test
    void aHalfAfterAClauseBreakIsNotJoinedToTheOneBeforeIt() {
        assertEquals(java.util.List.of(1800L), Durations.scan(TextNormalizer.normalize("米饭的另定一个，半小时")).stream()
                .map(f -> f.total().toSeconds()).toList());
        assertEquals(java.util.List.of(5400L), Durations.scan(TextNormalizer.normalize("再定一个半小时")).stream()
                .map(f -> f.total().toSeconds()).toList());
    }

    /**
     * Only the characters a tail consumes can end one: a look-behind's characters (人, 关, 是) never do, and a pattern
     * that may consume any Chinese character is looked for after every sentence.
     */
    @Test
    void onlyConsumedCharactersCanEndATail() {
        assertEquals(Set.of('了', '类', '吗'), TextNormalizer.consumedHan("(?:(?<![这那人])类|(?<!关掉|关)了|(?<=[是(]\\))吗)$"));
        assertNull(TextNormalizer.consumedHan("(?<=\\p{IsHan})[^好]$"));
        assertNull(TextNormalizer.consumedHan("(?<=取消)\\p{IsHan}$"));
        assertEquals("下一步", TextNormalizer.plain("下一步类"));
        assertEquals("做几个人", TextNormalizer.plain("做几个人"));
    }
}
