package homebot.agent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import homebot.turn.DialogueState;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

class SentenceSplitterTest {

    static Stream<Arguments> cases() {
        return Stream.of(
                Arguments.of(List.of("你好。今天天气不错！要出门吗？"), List.of("你好。", "今天天气不错！", "要出门吗？")),
                Arguments.of(List.of("Hello there. How are you? Fine!"), List.of("Hello there.", "How are you?", "Fine!")),
                Arguments.of(List.of("Use 1.5 cups of flour. Then stir."), List.of("Use 1.5 cups of flour.", "Then stir.")),
                Arguments.of(List.of("Add spice, e.g. pepper. Done"), List.of("Add spice, e.g. pepper.", "Done")),
                Arguments.of(List.of("第一步\n第二步\n"), List.of("第一步", "第二步")),
                Arguments.of(List.of("1. Cut the tomato\n2. Fry it"), List.of("1. Cut the tomato", "2. Fry it")),
                Arguments.of(List.of("先切番茄；再打蛋"), List.of("先切番茄；", "再打蛋")),
                Arguments.of(List.of("真的吗？！好的"), List.of("真的吗？！", "好的")),
                Arguments.of(List.of("He said \"no.\" Then left."), List.of("He said \"no.\"", "Then left.")),
                Arguments.of(List.of("我用 iPhone 15。OK? 好"), List.of("我用 iPhone 15。", "OK?", "好")),
                // pieces arrive anywhere: across the decimal point, mid-word, mid-terminator
                Arguments.of(List.of("Use 1", ".", "5 cups", ". The", "n stir", "."), List.of("Use 1.5 cups.", "Then stir.")),
                Arguments.of(List.of("好", "的", "。", "我", "们开始吧"), List.of("好的。", "我们开始吧")),
                Arguments.of(List.of("。。。", "\n\n"), List.of()));
    }

    @ParameterizedTest
    @MethodSource("cases")
    void splitsIntoEachSentenceExactlyOnce(List<String> deltas, List<String> expected) {
        List<String> out = new ArrayList<>();
        SentenceSplitter s = new SentenceSplitter(out::add);
        deltas.forEach(s::accept);
        s.finish();
        assertEquals(expected, out);
    }

    @Test
    void emitsACompleteSentenceBeforeTheNextDeltaArrives() {
        List<String> out = new ArrayList<>();
        SentenceSplitter s = new SentenceSplitter(out::add);
        s.accept("第一句。第二");
        assertEquals(List.of("第一句。"), out);
        s.accept("句！");
        assertEquals(List.of("第一句。", "第二句！"), out);
    }

    @Test
    void aVeryLongClauseIsCutAtItsLastCommaInsteadOfWaitingForTheEnd() {
        List<String> out = new ArrayList<>();
        SentenceSplitter s = new SentenceSplitter(out::add);
        String clause = "把番茄切成小块，" + "然后".repeat(40) + "，再";
        s.accept(clause);
        assertEquals(List.of(clause.substring(0, clause.length() - 1)), out);
        s.accept("放盐。");
        assertEquals("再放盐。", out.get(1));
    }

    @Test
    void stripsTheStateTagEvenWhenSplitAcrossDeltas() {
        List<String> out = new ArrayList<>();
        SentenceSplitter s = new SentenceSplitter(out::add);
        for (String d : List.of("要加糖吗？", "<st", "ate>WAI", "TING</sta", "te>")) {
            s.accept(d);
        }
        s.finish();
        assertEquals(List.of("要加糖吗？"), out);
        assertEquals(DialogueState.WAITING, s.taggedState());
    }

    @Test
    void aTagWithoutAClosingPartStillCountsAndIsNotSpoken() {
        List<String> out = new ArrayList<>();
        SentenceSplitter s = new SentenceSplitter(out::add);
        s.accept("Done. <state>idle");
        s.finish();
        assertEquals(List.of("Done."), out);
        assertEquals(DialogueState.IDLE, s.taggedState());
    }

    @Test
    void aLessThanSignThatIsNotATagIsSpoken() {
        List<String> out = new ArrayList<>();
        SentenceSplitter s = new SentenceSplitter(out::add);
        s.accept("3 <");
        s.accept(" 5 is true");
        s.finish();
        assertEquals(List.of("3 < 5 is true"), out);
        assertNull(s.taggedState());
    }
}
