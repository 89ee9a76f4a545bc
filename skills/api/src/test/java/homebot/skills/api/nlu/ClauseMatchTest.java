package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * People wrap a command in a report of what they just did ("肉焯好了，下一步") or an afterthought ("不用你计时，我自己看着"):
 * when the whole sentence matches nothing, the clause that carries the command is understood.
 */
class ClauseMatchTest {
    private final IntentCatalog catalog = catalog("""
            next:
              zh-CN: ["下一步", "接着[往下]说"]
              en-US: ["next [step]"]
            offer_no:
              zh-CN: ["不用[你]计时"]
            ingredient:
              zh-CN: ["{item}要几个"]
            bye:
              zh-CN: ["再见"]
            timer_set:
              zh-CN: ["再(来|定)[一]个{d:duration}[的]", "再(来|定){d:duration}"]
            confirm_yes:
              zh-CN: ["(好|对|好的|对的)"]
              en-US: ["(yes|yeah|ok)"]
            """);

    @Test
    void theCommandAfterAReportOfWhatWasDoneIsUnderstood() {
        assertEquals("next", intent("肉焯好了，下一步"));
        assertEquals("next", intent("嗯，糖色炒好了，接着往下说"));
        assertEquals("next", intent("okay, the batter is ready. next step"));
    }

    @Test
    void theCommandBeforeAnAfterthoughtIsUnderstood() {
        assertEquals("offer_no", intent("不用你计时，我自己看着"));
    }

    @Test
    void aCommandWrappedOnBothSidesIsUnderstood() {
        assertEquals("next", intent("麻烦您，接着往下说，肉已经焯好了"));
        assertEquals("next", intent("好了好了，锅开了，下一步，我手上都是油"));
        assertEquals("", intent("麻烦您，接着往下说，不对，等一下"));
    }

    @Test
    void aSlotWithASynonymInsideItStillLiesInItsClause() {
        IntentCatalog c = catalog("""
                synonyms:
                  番茄: [西红柿]
                search:
                  zh-CN: ["只剩{have}[了]能做什么"]
                """);
        assertEquals("鸡蛋和番茄", c.match("只剩鸡蛋和西红柿了，能做什么", i -> true).orElseThrow().slot("have").orElseThrow());
    }

    @Test
    void aClauseThatOnlyPutsThingsOffAsksForNothing() {
        IntentCatalog c = catalog("""
                repeat:
                  zh-CN: ["再说[一遍]"]
                timer_cancel:
                  zh-CN: ["{d:duration}那个[先]取消"]
                """);
        assertEquals("timer_cancel", c.match("两分钟那个先取消吧，到时候再说", i -> true).orElseThrow().intent());
        assertEquals("repeat", c.match("再说一遍", i -> true).orElseThrow().intent());
    }

    @Test
    void aStammeredStartIsSaidOnce() {
        IntentCatalog c = catalog("""
                next:
                  zh-CN: ["下一步"]
                peek:
                  zh-CN: ["下下一步"]
                """);
        assertEquals("next", c.match("下……下一步", i -> true).orElseThrow().intent());
        assertEquals("next", c.match("下，下一步", i -> true).orElseThrow().intent());
        assertEquals("peek", c.match("下下一步", i -> true).orElseThrow().intent());
    }

    @Test
    void aClauseMatchIsStillConfidentButBelowAWholeMatch() {
        IntentMatch m = catalog.match("肉焯好了，下一步", i -> true).orElseThrow();
        assertTrue(m.confident(), m.toString());
        assertTrue(m.score() < 1.0, m.toString());
    }

    @Test
    void aLaterClauseThatNegatesOrTakesBackKeepsAnEarlierOneFromActing() {
        assertEquals("", intent("对，不要"));
        assertEquals("", intent("好的，算了"));
        assertEquals("", intent("下一步，不对"));
        assertEquals("", intent("yes, no wait"));
    }

    @Test
    void decimalsAndSentencesWithoutBreaksAreNotSplit() {
        assertEquals("", intent("我们做好了下一个菜"));
        assertEquals(Optional.empty(), catalog.match("1.5", i -> true));
    }

    private String intent(String words) {
        return catalog.match(words, i -> true).filter(IntentMatch::confident).map(IntentMatch::intent).orElse("");
    }

    private static IntentCatalog catalog(String yaml) {
        try {
            IntentCatalog c = new IntentCatalog();
            c.add("test", new ObjectMapper(new YAMLFactory()).readTree(yaml));
            return c;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aSlotNeverSpansAClauseBreak() {
        IntentMatch m = catalog.match("等会儿，先别——西红柿要几个", i -> true).orElseThrow();
        assertEquals("西红柿", m.slots().get("item"), m.toString());
    }

    @Test
    void aClauseUnderstoodBeatsAGuessAboutTheWhole() {
        assertEquals("bye", intent("辛苦您了，再见"));
    }

    @Test
    void aDurationSlotNeverHoldsAPieceOfALongerDuration() {
        IntentMatch m = catalog.match("再来一个一个半小时的", i -> true).orElseThrow();
        assertEquals("一个半小时", m.slots().get("d"), m.toString());
    }

    @Test
    void aThenBetweenTwoClausesClosesTheFirst() {
        // session 46: "Fried rice, then, there's rice left" is the dish settled, then why; a then said last stays its own
        assertEquals(List.of("Fried rice then", "there's rice left from yesterday"),
                IntentCatalog.clauses("Fried rice, then, there's rice left from yesterday."));
        assertEquals(List.of("done", "then"), IntentCatalog.clauses("done, then?"));
    }
}
