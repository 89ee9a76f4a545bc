package homebot.voice;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class PhraseListCompletenessTest {
    private final PhraseListCompleteness c = PhraseListCompleteness.defaults();

    @ParameterizedTest
    @ValueSource(strings = {"下一步", "下 一步", "再 说 一遍", "停", "知道了。", "Next step", "stop",
            "定一个五分钟的计时器", "设 个 10 分钟 的 定时器", "计时 三十 秒", "开一个两个半小时的倒计时",
            "set a timer for ten minutes", "timer for 5 minutes", "twenty minutes timer"})
    void wholeCommandsAreComplete(String partial) {
        assertTrue(c.complete(partial, Vocabulary.COMMANDS), partial);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "下一步之前先告诉我", "下一步 是 什么", "停 一下 火", "定一个计时器", "定一个五分钟",
            "set a timer", "set a timer for", "stop the music and", "知道了 然后 呢", "五分钟"})
    void unfinishedOrLongerSentencesAreNot(String partial) {
        assertFalse(c.complete(partial, Vocabulary.COMMANDS), partial);
    }
}
