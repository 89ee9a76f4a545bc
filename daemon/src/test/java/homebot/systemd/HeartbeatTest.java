package homebot.systemd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.testing.MovableClock;
import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class HeartbeatTest {

    private final MovableClock clock = new MovableClock(Instant.parse("2026-11-29T20:00:00Z"));

    @Test
    void aNewHeartbeatGetsTheFullGracePeriodToStart() {
        Heartbeat beat = new Heartbeat("audio-loop", Duration.ofSeconds(10), clock);
        clock.advance(Duration.ofMillis(9_999));
        assertTrue(beat.healthy(clock.instant()));
        clock.advance(Duration.ofMillis(1));
        assertFalse(beat.healthy(clock.instant()), "exactly maxSilence without a beat is stale");
    }

    @Test
    void eachBeatRestartsTheSilenceWindow() {
        Heartbeat beat = new Heartbeat("audio-loop", Duration.ofSeconds(10), clock);
        clock.advance(Duration.ofSeconds(8));
        beat.beat();
        clock.advance(Duration.ofSeconds(8));
        assertTrue(beat.healthy(clock.instant()));
        assertEquals(Instant.parse("2026-11-29T20:00:08Z"), beat.lastBeat());
    }

    @Test
    void rejectsANonPositiveSilence() {
        assertThrows(IllegalArgumentException.class, () -> new Heartbeat("x", Duration.ZERO, clock));
    }
}
