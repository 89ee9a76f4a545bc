package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class AnswersTest {
    @ParameterizedTest
    @ValueSource(strings = {"好", "好的", "要的", "行", "行啊", "可以", "可以的", "好嘞", "好滴", "没问题", "来吧", "嗯嗯",
        "对的", "是的", "是啊", "就这个", "好的好的", "行行行", "嗯 好", "那好吧", "要 的", "可以啊谢谢", "麻烦你了",
        "sure", "yep", "yeah", "yes", "yes please", "go ahead", "do it", "ok", "okay", "sounds good", "yeah sure",
        "Yes, please.", "ok go ahead", "that's right", "absolutely", "why not", "中，给我计上", "中", "得嘞",
        "好的，帮我计上"})
    void yesInItsCommonForms(String said) {
        assertEquals(Optional.of(Answers.Answer.YES), Answers.of(said), said);
    }

    @ParameterizedTest
    @ValueSource(strings = {"先别，还要做第二个菜呢", "还没有", "先别关", "不用", "不用了", "算了", "不要", "先不", "不了", "别", "先不用了", "不用不用", "不需要",
        "暂时不用", "不用了谢谢", "先不用，我就烧壶水", "对，不要", "nope", "no", "no thanks", "not now", "never mind", "No, thank you.", "nah", "not yet"})
    void noInItsCommonForms(String said) {
        assertEquals(Optional.of(Answers.Answer.NO), Answers.of(said), said);
    }

    @ParameterizedTest
    @ValueSource(strings = {"好啊没问题", "行啊可以", "yes sure go ahead", "嗯嗯好的"})
    void twoYesesSaidTogetherAreYes(String said) {
        assertEquals(Optional.of(Answers.Answer.YES), Answers.of(said), said);
    }

    @ParameterizedTest
    @ValueSource(strings = {"不用了不需要", "nah i'm fine", "no not now"})
    void twoNosSaidTogetherAreNo(String said) {
        assertEquals(Optional.of(Answers.Answer.NO), Answers.of(said), said);
    }

    @ParameterizedTest
    @ValueSource(strings = {"好啊不用", "yes no", "可以不要"})
    void aYesAndANoTogetherAreNoAnswer(String said) {
        assertEquals(Optional.empty(), Answers.of(said), said);
    }

    @ParameterizedTest
    @ValueSource(strings = {"下一步", "不要进入做饭模式", "好了下一步", "计时五分钟", "what time is it", "no idea what you mean",
        "今天天气不错", "我不想做饭"})
    void anythingElseIsNoAnswer(String said) {
        assertEquals(Optional.empty(), Answers.of(said), said);
    }

    /** A no first, then why (session 24): what follows it, for the caller to judge; nothing when a yes is in it. */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "不要不要莫搞那么复杂 | 莫搞那么复杂",
        "ah no not yet im waiting on the shopping | im waiting on the shopping",
        "no problem go ahead | ",
        "下一步 | ",
        "不用，好的 | ",
    })
    void aNoThenWhy(String said, String rest) {
        assertEquals(Optional.ofNullable(rest), Answers.afterANo(said), said);
    }

    /**
     * A no, then words that only say it is no trouble ("没问题", "没麻达", "it's fine"): still a no, however much those
     * words are a yes alone (session 39); a later clause that changes the mind is no reassurance.
     */
    @ParameterizedTest
    @ValueSource(strings = {"不用，没问题的", "不要，没事儿", "不用了，没关系", "不要，莫得问题", "不用，没啥麻达", "不要，没嘛达",
        "no, that's fine", "nah, it's grand", "no, we're good thanks", "no no, no worries"})
    void aNoThenNoTroubleIsNo(String said) {
        assertEquals(Optional.of(Answers.Answer.NO), Answers.of(said), said);
    }

    /** "嗯呐，完事了" (session 39): the northeastern yes the plain form drops as a filler still opens the words. */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource(delimiter = '|', value = {
        "嗯 呐 弄 完 了 | 弄完了",
        "嗯呐，整完了 | 整完了",
        "对，做完了 | 做完了",
    })
    void aYesThenMore(String said, String rest) {
        assertEquals(Optional.of(rest), Answers.afterAYes(said).map(r -> r.replace("，", "").strip()), said);
    }
}
