package homebot.systemd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.testing.MovableClock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class WatchdogTest {

    private final MovableClock clock = new MovableClock(Instant.parse("2026-11-29T20:00:00Z"));
    private final RecordingNotifier notifier = new RecordingNotifier();
    private final Watchdog watchdog = new Watchdog(notifier, clock);
    private final Heartbeat audio = new Heartbeat("audio-loop", Duration.ofSeconds(10), clock);
    private final Heartbeat scheduler = new Heartbeat("scheduler", Duration.ofSeconds(20), clock);

    WatchdogTest() {
        watchdog.register(audio);
        watchdog.register(scheduler);
    }

    @Test
    void pingsWhileEveryHeartbeatIsFresh() {
        for (int i = 0; i < 3; i++) {
            clock.advance(Duration.ofSeconds(5));
            audio.beat();
            scheduler.beat();
            assertTrue(watchdog.tick().healthy());
        }
        assertEquals(List.of("WATCHDOG=1", "WATCHDOG=1", "WATCHDOG=1"), notifier.sent);
    }

    @Test
    void aStuckCaptureThreadStopsThePingsAndSaysWhyOnce() {
        clock.advance(Duration.ofSeconds(5));
        audio.beat();
        watchdog.tick();
        // The capture thread hangs in read(): no more audio beats, scheduler still fine.
        for (int i = 0; i < 4; i++) {
            clock.advance(Duration.ofSeconds(5));
            scheduler.beat();
            watchdog.tick();
        }
        assertEquals(List.of("WATCHDOG=1", "WATCHDOG=1", "STATUS=unhealthy: audio-loop"), notifier.sent,
                "no WATCHDOG=1 after the audio loop went stale, one status line, not one per round");
    }

    @Test
    void pingsResumeWhenTheLoopComesBack() {
        clock.advance(Duration.ofSeconds(15));
        assertEquals(List.of("audio-loop"), watchdog.tick().failing());
        audio.beat();
        assertTrue(watchdog.tick().healthy());
        assertEquals(List.of("STATUS=unhealthy: audio-loop", "WATCHDOG=1", "STATUS=running"), notifier.sent);
    }

    @Test
    void namesEveryFailingCheck() {
        clock.advance(Duration.ofSeconds(25));
        WatchdogVerdict verdict = watchdog.tick();
        assertEquals(List.of("audio-loop", "scheduler"), verdict.failing());
        assertEquals(List.of("STATUS=unhealthy: audio-loop, scheduler"), notifier.sent);
    }

    @Test
    void aCheckThatThrowsCountsAsFailed() {
        watchdog.register(new HealthCheck() {
            @Override
            public String name() {
                return "mode-kernel";
            }

            @Override
            public boolean healthy(Instant now) {
                throw new IllegalStateException("boom");
            }
        });
        assertEquals(List.of("mode-kernel"), watchdog.evaluate(clock.instant()).failing());
    }

    @Test
    void pingsWithNoChecksRegistered() {
        Watchdog bare = new Watchdog(notifier, clock);
        assertTrue(bare.tick().healthy());
        assertEquals(List.of("WATCHDOG=1"), notifier.sent);
    }

    @Test
    void readsTheTimeoutSystemdSetForThisProcess() {
        assertEquals(Optional.of(Duration.ofSeconds(30)),
                Watchdog.timeoutFromEnvironment(Map.of("WATCHDOG_USEC", "30000000", "WATCHDOG_PID", "42"), 42));
        assertEquals(Optional.of(Duration.ofSeconds(30)),
                Watchdog.timeoutFromEnvironment(Map.of("WATCHDOG_USEC", "30000000"), 42));
        assertEquals(Duration.ofSeconds(15), Watchdog.pingInterval(Duration.ofSeconds(30)));
    }

    @Test
    void ignoresAWatchdogMeantForAnotherProcessOrMalformed() {
        assertEquals(Optional.empty(),
                Watchdog.timeoutFromEnvironment(Map.of("WATCHDOG_USEC", "30000000", "WATCHDOG_PID", "7"), 42));
        assertEquals(Optional.empty(), Watchdog.timeoutFromEnvironment(Map.of(), 42));
        assertEquals(Optional.empty(), Watchdog.timeoutFromEnvironment(Map.of("WATCHDOG_USEC", "0"), 42));
        assertEquals(Optional.empty(), Watchdog.timeoutFromEnvironment(Map.of("WATCHDOG_USEC", "30s"), 42));
    }

    @Test
    void doesNotStartWithoutAWatchdogRequest() {
        assertFalse(watchdog.start(Map.of()));
        watchdog.close();
        assertEquals(List.of(), notifier.sent);
    }
}
