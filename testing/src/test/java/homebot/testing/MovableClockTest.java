package homebot.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class MovableClockTest {
    @Test
    void aZoneViewMovesWithTheClockItCameFrom() {
        MovableClock clock = MovableClock.kitchenEvening();
        Clock utc = clock.withZone(ZoneOffset.UTC);
        clock.advance(Duration.ofMinutes(5));
        assertEquals(clock.instant(), utc.instant());
        assertEquals(ZoneOffset.UTC, utc.getZone());
    }

    @Test
    void advanceReturnsTheNewInstant() {
        MovableClock clock = MovableClock.at("2026-10-22T18:00:00");
        assertEquals(Instant.parse("2026-10-22T10:01:00Z"), clock.advance(Duration.ofMinutes(1)));
        assertEquals(ZoneId.of("Asia/Shanghai"), clock.getZone());
    }

    @Test
    void atOffsetKeepsTheOffsetAsZone() {
        MovableClock clock = MovableClock.atOffset("2026-10-22T19:55:00+08:00");
        assertEquals(Instant.parse("2026-10-22T11:55:00Z"), clock.instant());
        assertEquals(ZoneOffset.ofHours(8), clock.getZone());
    }
}
