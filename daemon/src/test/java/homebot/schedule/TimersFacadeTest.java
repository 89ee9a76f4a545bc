package homebot.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.skills.api.TimerInfo;
import homebot.skills.api.TimerStart;
import homebot.skills.api.Timers;
import homebot.testing.MovableClock;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TimersFacadeTest {
    @TempDir
    Path workspace;
    final MovableClock clock = MovableClock.at("2026-10-22T18:00:00");

    ScheduleService service() {
        return new ScheduleService(workspace, SchedulerConfig.defaults(), clock, new ObjectMapper(), e -> {});
    }

    @Test
    void startListFindCancelThroughTheSkillContract() {
        ScheduleService s = service();
        Timers timers = s.timers();
        TimerInfo pork = timers.start("焖肉", Duration.ofMinutes(40), "焖肉好了").timer();
        timers.start("米饭", Duration.ofMinutes(15), "");
        s.scheduler().addFollowUp(clock.instant().plusSeconds(60), "not a timer", null);

        assertEquals(List.of("米饭", "焖肉"), timers.list().stream().map(TimerInfo::name).toList());
        TimerInfo found = timers.find("焖肉的计时").orElseThrow();
        assertEquals(pork, found);
        assertEquals(Duration.ofMinutes(30), found.remaining(clock.advance(Duration.ofMinutes(10))));
        assertEquals(Duration.ofMinutes(40), found.duration());
        assertFalse(found.firing());

        assertTrue(timers.cancel("焖肉"));
        assertFalse(timers.cancel("焖肉"));
        assertFalse(timers.cancel("not a timer"), "skills cannot cancel the model's follow-ups");
        assertEquals(List.of("米饭"), timers.list().stream().map(TimerInfo::name).toList());
    }

    @Test
    void timersSurviveANewServiceOnTheSameWorkspace() {
        service().timers().start("米饭", Duration.ofMinutes(15), "");
        clock.advance(Duration.ofMinutes(5));
        TimerInfo rice = service().timers().find("米饭").orElseThrow();
        assertEquals(Duration.ofMinutes(10), rice.remaining(clock.instant()));
    }

    @Test
    void firingIsVisibleUntilAcknowledged() {
        ScheduleService s = service();
        s.timers().start("米饭", Duration.ofMinutes(1), "");
        s.runDue(clock.advance(Duration.ofMinutes(1)));
        assertTrue(s.timers().find("米饭").orElseThrow().firing());
        assertEquals(1, s.acknowledge("米饭").size());
        assertTrue(s.timers().list().isEmpty());
    }

    @Test
    void outOfRangeDurationsAreRefusedAsTheContractSays() {
        Timers timers = service().timers();
        assertThrows(IllegalArgumentException.class, () -> timers.start("x", Duration.ZERO, ""));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> timers.start("x", Duration.ofHours(100), ""));
        assertTrue(e.getMessage().contains("at most 12 hours"));
        assertTrue(timers.list().isEmpty());
    }

    @Test
    void aBlankExplicitNameIsRefusedAndUnnamedTimersGetTheDefaultNames() {
        Timers timers = service().timers();
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> timers.start(" ", Duration.ofMinutes(3), ""));
        assertTrue(e.getMessage().startsWith("timer-name-missing"), e.getMessage());
        assertEquals("计时", timers.startUnnamed("zh-CN", Duration.ofMinutes(3), "").timer().name());
        assertEquals("第二个计时", timers.startUnnamed("zh-CN", Duration.ofMinutes(3), "").timer().name());
        assertEquals("timer", timers.startUnnamed("en-US", Duration.ofMinutes(3), "").timer().name());
        assertEquals("timer two", timers.startUnnamed("en-US", Duration.ofMinutes(3), "").timer().name());
        assertEquals(4, timers.list().size());
    }

    @Test
    void exactAndLooseLookupsAreDifferentQuestions() {
        Timers timers = service().timers();
        timers.startUnnamed("zh-CN", Duration.ofMinutes(3), "");
        timers.start("焖肉", Duration.ofMinutes(40), "");
        assertTrue(timers.named("计时2").isEmpty(), "a longer name is not taken because 计时 is");
        assertTrue(timers.named("第二个计时").isEmpty());
        assertTrue(timers.find("第二个计时").isEmpty(), "the generic word alone names no timer");
        assertEquals("计时", timers.named(" 计时 ").orElseThrow().name());
        assertTrue(timers.named("焖肉的计时").isEmpty());
        assertEquals("焖肉", timers.find("焖肉的计时").orElseThrow().name());
    }

    @Test
    void theSameNameAgainReplacesTheOldTimerAndSaysWhich() {
        Timers timers = service().timers();
        TimerInfo first = timers.start("Rice", Duration.ofMinutes(5), "").timer();
        TimerStart again = timers.start("rice", Duration.ofMinutes(10), "");
        assertEquals(Optional.of(first), again.replaced());
        assertEquals(List.of(again.timer()), timers.list());
        assertTrue(timers.start("鸡翅", Duration.ofMinutes(5), "").replaced().isEmpty());
        assertTrue(timers.start("鸡", Duration.ofMinutes(5), "").replaced().isEmpty(),
                "a name contained in another is a different timer");
        assertEquals(3, timers.list().size());
    }

    @Test
    void concurrentUnnamedAndNamedStartsAllSurviveWithDistinctNames() throws Exception {
        Timers timers = service().timers();
        int threads = 16;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            CountDownLatch go = new CountDownLatch(1);
            List<Future<TimerStart>> all = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                int n = i;
                all.add(pool.submit(() -> {
                    go.await();
                    return n % 4 == 0 ? timers.start("汤" + n, Duration.ofSeconds(10 + n), "")
                            : timers.startUnnamed(n % 2 == 0 ? "en-US" : "zh-CN", Duration.ofSeconds(10 + n), "");
                }));
            }
            go.countDown();
            for (Future<TimerStart> f : all) {
                assertTrue(f.get(20, TimeUnit.SECONDS).replaced().isEmpty());
            }
        } finally {
            pool.shutdownNow();
        }
        List<String> names = timers.list().stream().map(TimerInfo::name).toList();
        assertEquals(threads, names.size(), names.toString());
        assertEquals(threads, new HashSet<>(names).size(), names.toString());
    }

    @Test
    void namesAreBoundedAndTheTimerCountIsBounded() {
        Timers timers = service().timers();
        IllegalArgumentException longName = assertThrows(IllegalArgumentException.class,
                () -> timers.start("汤".repeat(5000), Duration.ofMinutes(1), ""));
        assertTrue(longName.getMessage().startsWith("timer-name-too-long"), longName.getMessage());
        assertEquals("a b", timers.start("a\n\tb", Duration.ofMinutes(1), "").timer().name());
        for (int i = 1; i < Scheduler.MAX_TIMERS; i++) {
            timers.start("t" + i, Duration.ofMinutes(1), "");
        }
        IllegalArgumentException full = assertThrows(IllegalArgumentException.class,
                () -> timers.startUnnamed("zh-CN", Duration.ofMinutes(1), ""));
        assertTrue(full.getMessage().startsWith("timer-limit-reached"), full.getMessage());
        assertEquals(Scheduler.MAX_TIMERS, timers.list().size());
        assertTrue(timers.start("t1", Duration.ofMinutes(2), "").replaced().isPresent(),
                "replacing a timer needs no room");
        assertEquals(Scheduler.MAX_TIMERS, timers.list().size());
    }

    @Test
    void unnamedTimersStopAtTheEndOfTheNameListWithAClearRefusal() {
        Timers timers = service().timers();
        List<String> names = new ScheduleTexts("zh-CN").defaultTimerNames();
        for (int i = 0; i < names.size(); i++) {
            assertEquals(names.get(i), timers.startUnnamed("zh-CN", Duration.ofMinutes(1), "").timer().name());
        }
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> timers.startUnnamed("zh-CN", Duration.ofMinutes(1), ""));
        assertTrue(e.getMessage().startsWith("timer-limit-reached"), e.getMessage());
        assertTrue(timers.cancel("第三个计时"));
        assertEquals("第三个计时", timers.startUnnamed("zh-CN", Duration.ofMinutes(1), "").timer().name(),
                "a freed name is handed out again");
    }
}
