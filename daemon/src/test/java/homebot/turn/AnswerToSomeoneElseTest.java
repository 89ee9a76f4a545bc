package homebot.turn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.skills.api.Utterance;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AnswerToSomeoneElseTest {
    private final AnswerToSomeoneElse handler = new AnswerToSomeoneElse();

    /** One turn through the handler and, as the pipeline does, its listener. */
    private java.util.Optional<TurnReply> say(String text) {
        Utterance u = new Utterance(text, "console", "chat-1", null);
        java.util.Optional<TurnReply> r = handler.handle(u, ReplySink.NONE);
        handler.afterTurn(u, r.orElse(TurnReply.of("x", DialogueState.IDLE, "intent:other")));
        return r;
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "老罗你想吃哪样，红烧肉还是番茄炒蛋 | 红烧肉嘛，好久没吃了",
        "阿明你食蛋炒饭定系番茄炒蛋啊 | 蛋炒饭啦，落多啲葱",
        "老 陈 你 次 红 烧 肉 还 是 次 可 乐 鸡 翅 | 红 烧 肉 红 烧 肉 想 这 一 口"})
    void theAnswerToAQuestionPutToSomeoneElseIsTheirs(String question, String answer) {
        say(question);
        TurnReply r = say(answer).orElseThrow(() -> new AssertionError("acted on the answer: " + answer));
        assertEquals("", r.text());
        assertEquals(DialogueState.IDLE, r.state());
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        // the cook turning back to homebot: a verb, 那就, a count, homebot's name, or words the question did not hold
        "老罗你想吃哪样，红烧肉还是番茄炒蛋 | 那就红烧肉，四个人",
        "老罗你想吃哪样，红烧肉还是番茄炒蛋 | 好好好，搞红烧肉",
        "老公西红柿炒鸡蛋中不中 | 那就西红柿炒鸡蛋两个人的",
        "老公你吃红烧肉还是清蒸鱼 | 还剩多长时间",
        "老公你吃红烧肉还是清蒸鱼 | 你好",
        "honey do you want pancakes or spaghetti | make the pancakes",
        // the bare choice, which the cook tells homebot as often as the one asked tells the cook
        "老罗你想吃哪样，红烧肉还是番茄炒蛋 | 红烧肉吧",
        // in English the bare choice runs on with words of the cook's own as often as an answer does: never read as one
        "honey do you want pancakes or spaghetti | spaghetti please",
        "honey do you want pancakes or spaghetti | spaghetti please, I had pancakes at lunch",
        // no question asked of anyone: a dish said is for homebot
        "打开做饭模式 | 红烧肉嘛，好久没吃了",
        "老公，你把盐递给我 | 红烧肉"})
    void wordsForHomebotGoOn(String before, String said) {
        say(before);
        assertTrue(say(said).isEmpty(), said);
    }

    @org.junit.jupiter.api.Test
    void wordsTooLongForAQuestionAcrossTheKitchenAreNotReadAsOne() {
        say("老罗你想吃哪样，红烧肉还是番茄炒蛋？" + "啊".repeat(100_000)); // the pipeline's guard refused it; listeners still see it
        assertTrue(say("红烧肉嘛").isEmpty());
    }

    @org.junit.jupiter.api.Test
    void onlyTheTurnRightAfterTheQuestion() {
        say("老罗你想吃哪样，红烧肉还是番茄炒蛋");
        say("好，那就红烧肉");
        assertTrue(say("红烧肉嘛，好久没吃了").isEmpty(), "two turns after the question, a dish is for homebot");
    }
}
