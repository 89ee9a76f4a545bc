package homebot.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.testing.MovableClock;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real-time driver, without sleeping: the clock is moved so that jobs are already due when it plans. */
class SchedulerThreadTest {
    @TempDir
    Path dir;

    @Test
    void ticksAtOnceForADueJobAndAgainWhenAJobIsAdded() throws Exception {
        MovableClock clock = MovableClock.at("2026-10-22T18:00:00");
        Scheduler scheduler = new Scheduler(dir, SchedulerConfig.defaults(), clock, new ObjectMapper());
        scheduler.startTimer("late one", Duration.ofMinutes(1), "");
        clock.advance(Duration.ofMinutes(2));

        List<ScheduleEvent> seen = new CopyOnWriteArrayList<>();
        CountDownLatch first = new CountDownLatch(1);
        CountDownLatch second = new CountDownLatch(2);
        try (SchedulerThread thread = new SchedulerThread(scheduler, clock, events -> {
            seen.addAll(events);
            first.countDown();
            second.countDown();
        })) {
            thread.start();
            assertTrue(first.await(10, TimeUnit.SECONDS), "a job due before start fires at once");
            scheduler.acknowledge();

            scheduler.startTimer("next", Duration.ofSeconds(1), "");
            clock.advance(Duration.ofMinutes(1)); // due now; the change wakes the driver
            thread.wake();
            assertTrue(second.await(10, TimeUnit.SECONDS), "the change re-planned the sleep");
        }
        assertEquals(List.of("late one", "next"), seen.stream().map(e -> e.job().name()).toList());
        scheduler.startTimer("after close", Duration.ofMinutes(5), "");
        assertTrue(scheduler.find(JobKind.TIMER, "after close").isPresent(), "a change after close still works");
    }
}
