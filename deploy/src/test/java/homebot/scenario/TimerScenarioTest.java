package homebot.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.schedule.Job;
import homebot.skills.api.Utterance;
import homebot.testing.MovableClock;
import homebot.turn.ReplySink;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Timers as a cook sets them, through the whole pipeline with the cooking skill loaded (issue 10, items 1 and 2):
 * a second timer without a name, in and out of cooking mode, returns at once with its own spoken name, and no
 * timer is ever replaced without the answer saying so.
 */
class TimerScenarioTest {
    /** A hang detector, not a speed target: a timer turn that has not answered by then never will. */
    private static final Duration HANG = Duration.ofSeconds(20);

    @TempDir
    Path workspace;

    private final MovableClock clock = new MovableClock(Instant.parse("2026-11-29T10:00:00Z"), ZoneId.of("Asia/Shanghai"));
    private Assembly app;

    @BeforeEach
    void start() {
        Map<String, String> env = Map.of("HOMEBOT_WORKSPACE", workspace.toString());
        app = new Assembly(new ConfigLoader(Schema.create(), env::get).load(Optional.empty()), clock);
    }

    @AfterEach
    void close() {
        app.close();
    }

    private String say(String text) {
        return assertTimeoutPreemptively(HANG,
                () -> app.pipeline().run(new Utterance(text, "voice", "kitchen-1", "mom"), ReplySink.NONE).text(),
                "no answer to " + text);
    }

    private List<String> timerNames() {
        return app.schedule().scheduler().jobs().stream().map(Job::name).toList();
    }

    private void assertDistinctTimers(int count) {
        List<String> names = timerNames();
        assertEquals(count, names.size(), "timers: " + names);
        assertEquals(count, new HashSet<>(names).size(), "every timer has its own name: " + names);
        names.forEach(n -> assertTrue(n.length() <= 20 && !n.contains("-"), "a name one can say: " + n));
    }

    @Test
    void aSecondUnnamedTimerInCookingModeGetsItsOwnNameAndAnswers() {
        say("打开做饭模式");
        say("计时三分钟");
        String second = say("计时两分钟");
        assertDistinctTimers(2);
        String secondName = timerNames().stream().filter(n -> !n.equals("计时")).findFirst().orElseThrow();
        assertTrue(second.contains(secondName), "the answer says what the new timer is called: " + second);
    }

    @Test
    void twoUnnamedEnglishTimersInCookingModeBothRun() {
        say("open cooking mode");
        say("set a timer for 5 minutes");
        say("set a timer for 5 minutes");
        assertDistinctTimers(2);
    }

    @Test
    void aPlainTimerSetBeforeCookingModeDoesNotTrapTheNextOne() {
        say("计时五分钟");
        say("打开做饭模式");
        say("计时两分钟");
        say("计时一分钟");
        assertDistinctTimers(3);
        clock.advance(Duration.ofMinutes(5));
        assertEquals(3, app.drainAlerts().size(), "all three ring");
    }

    @Test
    void outsideCookingModeASecondUnnamedTimerKeepsTheFirst() {
        say("计时十秒");
        String second = say("计时五分钟");
        assertDistinctTimers(2);
        clock.advance(Duration.ofSeconds(10));
        List<String> first = app.drainAlerts();
        assertEquals(1, first.size(), "the ten-second timer still rings: " + first);
        String secondName = timerNames().stream().filter(n -> !n.equals("计时")).findFirst().orElseThrow();
        assertTrue(second.contains(secondName), "the answer names the second timer: " + second);
    }

    @Test
    void aNinetySecondTimerDoesNotReplaceTheThirtyMinuteOne() {
        say("计时三十分钟");
        say("定一个九十秒的计时");
        assertDistinctTimers(2);
    }

    @Test
    void theSameNameAgainReplacesTheOldTimerAndSaysSo() {
        say("米饭计时十分钟");
        String again = say("米饭计时二十分钟");
        assertEquals(List.of("米饭"), timerNames());
        assertTrue(again.contains("原来") || again.contains("替换"), "the answer says the old one is gone: " + again);
        assertEquals(clock.instant().plus(Duration.ofMinutes(20)), app.schedule().scheduler().jobs().get(0).dueAt());
    }

    @Test
    void eightConcurrentUnnamedTimersAllSurvive() throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(8);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<String>> replies = new ArrayList<>();
            for (int i = 1; i <= 8; i++) {
                String text = "计时" + (10 + i) + "秒";
                replies.add(pool.submit(() -> {
                    go.await();
                    return app.pipeline().run(new Utterance(text, "control", "ctl-" + text, "guest"), ReplySink.NONE)
                            .text();
                }));
            }
            go.countDown();
            for (Future<String> r : replies) {
                r.get(HANG.toSeconds(), TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
        assertDistinctTimers(8);
    }
}
