package homebot.turn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.config.Language;
import homebot.skills.api.Utterance;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** One stuck turn never holds the queue: it is bounded, answered with an apology, recorded failed, and the next turn runs. */
class TurnPipelineDeadlineTest {
    private final CountDownLatch release = new CountDownLatch(1);
    private final List<String> afterTurns = new CopyOnWriteArrayList<>();
    private TurnPipeline pipeline;

    /** Like the unbounded name loop of issue 10 item 1: ignores interrupts and never returns on its own. */
    private final TurnHandler stuckLink = (u, s) -> {
        if (!u.text().contains("计时") && !u.text().contains("timer")) {
            return Optional.empty();
        }
        s.sentence("好的，");
        long giveUp = System.nanoTime() + TimeUnit.SECONDS.toNanos(30); // so a broken pipeline fails, not hangs the build
        while (System.nanoTime() < giveUp) {
            try {
                if (release.await(10, TimeUnit.SECONDS)) {
                    s.sentence("计时已设好。");
                    return Optional.of(TurnReply.of("计时已设好。", DialogueState.IDLE, "intent:timer"));
                }
            } catch (InterruptedException ignored) {
                // a loop that never looks at the interrupt flag
            }
        }
        return Optional.of(TurnReply.of("too late", DialogueState.IDLE, "intent:timer"));
    };
    private final TurnHandler clock = (u, s) -> {
        s.sentence("现在是八点。");
        return Optional.of(TurnReply.of("现在是八点。", DialogueState.IDLE, "intent:time"));
    };
    private final TurnListener recorder = new TurnListener() {
        @Override
        public void afterTurn(Turn turn, TurnReply reply) {
            afterTurns.add(turn.utterance().text() + " -> " + reply.errorCode());
        }
    };

    @AfterEach
    void release() {
        release.countDown();
        if (pipeline != null) {
            pipeline.close();
        }
    }

    @Test
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aStuckTurnIsCutOffAtItsDeadlineWithAnApologyAndTheNextTurnRunsAtOnce() {
        pipeline = new TurnPipeline(List.of(stuckLink, clock), List.of(recorder),
                (u, s) -> Optional.of(TurnReply.of("?", DialogueState.IDLE, "offline")), TurnScope.NONE,
                new TurnDeadline(Duration.ofMillis(300), Language.ZH_CN));
        List<String> heard = new CopyOnWriteArrayList<>();
        TurnReply stuck = pipeline.run(new Utterance("计时三分钟", "say", "s1", null), heard::add);
        assertEquals(TurnDeadline.CODE, stuck.errorCode());
        assertTrue(stuck.text().startsWith("抱歉"), stuck.text());
        assertEquals(List.of("好的，", stuck.text()), heard, "what was said stays said, then the apology");

        List<String> next = new CopyOnWriteArrayList<>();
        TurnReply time = pipeline.run(new Utterance("现在几点", "say", "s1", null), next::add);
        assertEquals("现在是八点。", time.text());
        assertEquals(List.of("计时三分钟 -> turn-deadline", "现在几点 -> null"), afterTurns,
                "the cut-off turn reached the listeners as failed");

        release.countDown(); // the abandoned worker finally finishes: nothing it says reaches the user
        assertFalse(heard.contains("计时已设好。"), heard.toString());
    }

    @Test
    @Timeout(value = 10, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void anEnglishTurnGetsAnEnglishApology() {
        pipeline = new TurnPipeline(List.of(stuckLink), List.of(),
                (u, s) -> Optional.of(TurnReply.of("?", DialogueState.IDLE, "offline")), TurnScope.NONE,
                new TurnDeadline(Duration.ofMillis(200), Language.ZH_CN));
        TurnReply r = pipeline.run(new Utterance("set a timer for 5 minutes", "say", "s1", null), s -> {});
        assertEquals(TurnDeadline.CODE, r.errorCode());
        assertTrue(r.text().startsWith("Sorry"), r.text());
    }

    @Test
    void aProactiveTurnSkipsTheLocalLinksAndItsTextIsNoUserWords() {
        pipeline = new TurnPipeline(List.of(stuckLink, clock), List.of(),
                (u, s) -> Optional.of(TurnReply.of("?", DialogueState.IDLE, "offline")));
        Turn reminder = Turn.proactive(new Utterance("[系统提醒，非用户消息] 你计划：看一下计时。", "system", "s1", "system"));
        TurnReply r = pipeline.run(reminder, s -> {});
        assertEquals("", r.text(), "no local phrase or intent answers a reminder, and the offline fallback stays quiet");
        assertEquals("", reminder.userWords());
    }
}
