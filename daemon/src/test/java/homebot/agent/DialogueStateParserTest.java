package homebot.agent;

import static homebot.turn.DialogueState.IDLE;
import static homebot.turn.DialogueState.WAITING;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.turn.DialogueState;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DialogueStateParserTest {

    @ParameterizedTest(name = "[{index}] \"{0}\" -> {1}")
    @CsvSource(delimiter = '|', value = {
            "要加几个鸡蛋？|WAITING",
            "Which one do you want?|WAITING",
            "你想吃什么呢|WAITING",
            "这样可以吗|WAITING",
            "这样好吗。|WAITING",
            "（要继续吗？）|WAITING",
            "好的，计时器已经设好了。|IDLE",
            "Done!|IDLE",
            "还有很多呢！|IDLE",
            "你也想尝一口嘛|WAITING",
            "要不要再加点糖嘛？|WAITING",
            "晚饭想吃点什么|WAITING",
            "就是嘛！|IDLE",
            "|IDLE",
    })
    void fallsBackOnTheShapeOfTheLastSentence(String last, DialogueState expected) {
        assertEquals(expected, DialogueStateParser.fallback(last));
    }

    @Test
    void theModelsTagWinsOverTheFallback() {
        assertEquals(IDLE, DialogueStateParser.decide(IDLE, "要加糖吗？"));
        assertEquals(WAITING, DialogueStateParser.decide(WAITING, "好的。"));
        assertEquals(WAITING, DialogueStateParser.decide(null, "要加糖吗？"));
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', value = {
            "好的。<state>IDLE</state>|好的。|IDLE",
            "要开始吗？<state>WAITING</state>|要开始吗？|WAITING",
            "Ready? <STATE> waiting </STATE>|Ready?|WAITING",
            "要开始吗？<state>WAITING</state>。|要开始吗？。|WAITING",
    })
    void parsesAndStripsTheTag(String raw, String text, DialogueState state) {
        DialogueStateParser.Parsed p = DialogueStateParser.parse(raw);
        assertEquals(text, p.text());
        assertEquals(state, p.tagged());
    }

    @ParameterizedTest(name = "[{index}] {0}")
    @CsvSource(delimiter = '|', value = {
            "<state>IDLE</state>Done.|Done.|IDLE",
            "<state>IDLE</state>好的，要加糖吗？|好的，要加糖吗？|WAITING",
            "好的<state>IDLE</state>，现在要开始炒吗？|好的，现在要开始炒吗？|WAITING",
            "Sure <state>WAITING</state> the timer is set.|Sure  the timer is set.|IDLE",
    })
    void onlyATagAtTheEndDecidesATagFollowedByWordsIsStrippedAndIgnored(String raw, String text, DialogueState expected) {
        DialogueStateParser.Parsed p = DialogueStateParser.parse(raw);
        assertEquals(text, p.text());
        assertNull(p.tagged(), "words follow the tag");
        assertEquals(expected, DialogueStateParser.decide(p.tagged(), p.text()));
    }

    @Test
    void aTagInTheMiddleOfAStreamDoesNotOverrideTheQuestionAtItsEnd() {
        StateTagFilter f = new StateTagFilter();
        String text = f.accept("好的<sta") + f.accept("te>IDLE</state>，") + f.accept("要我计时吗？") + f.finish();
        assertEquals("好的，要我计时吗？", text);
        assertNull(f.state());
        StateTagFilter g = new StateTagFilter();
        g.accept("好的<state>IDLE</state>，要我计时吗？<state>WAITING");
        g.accept("</state>\n");
        g.finish();
        assertEquals(WAITING, g.state(), "the last tag, at the end, counts");
    }

    @Test
    void anUnknownTagValueIsStrippedButDecidesNothing() {
        DialogueStateParser.Parsed p = DialogueStateParser.parse("好。<state>MAYBE</state>");
        assertEquals("好。", p.text());
        assertNull(p.tagged());
    }

    @Test
    void instructionsExistInBothLanguagesAndNameBothStates() {
        for (String s : new String[] {DialogueStateProtocol.INSTRUCTIONS_ZH, DialogueStateProtocol.INSTRUCTIONS_EN}) {
            assertTrue(s.contains("<state>WAITING</state>") && s.contains("<state>IDLE</state>"), s);
        }
        assertEquals(DialogueStateProtocol.INSTRUCTIONS_EN, DialogueStateProtocol.instructions("en-US"));
        assertEquals(DialogueStateProtocol.INSTRUCTIONS_ZH, DialogueStateProtocol.instructions("zh-CN"));
    }
}
