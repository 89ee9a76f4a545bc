package homebot.llm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import org.junit.jupiter.api.Test;

class RetryPolicyTest {
    private final Clock clock = Clock.fixed(Instant.parse("2026-11-29T20:00:00Z"), ZoneOffset.UTC);

    @Test
    void delaysGrowExponentiallyWithJitterUpToTheCap() {
        RetryPolicy low = new RetryPolicy(500, 3_000, () -> 0.0, clock);
        RetryPolicy high = new RetryPolicy(500, 3_000, () -> 0.999_999, clock);

        assertEquals(Duration.ofMillis(250), low.delay(0, null));
        assertEquals(Duration.ofMillis(499), high.delay(0, null));
        assertEquals(Duration.ofMillis(1_000), low.delay(2, null));
        assertEquals(Duration.ofMillis(1_500), low.delay(5, null)); // capped at 3 s, half of it fixed
        assertEquals(Duration.ofMillis(1_500), low.delay(60, null)); // no overflow
    }

    @Test
    void retryAfterInSecondsOrAsADateWins() {
        RetryPolicy p = new RetryPolicy(500, 3_000, () -> 0.5, clock);

        assertEquals(Duration.ofSeconds(7), p.delay(0, "7"));
        assertEquals(Duration.ofSeconds(30), p.delay(0, "Sun, 29 Nov 2026 20:00:30 GMT"));
        assertEquals(Duration.ZERO, p.delay(0, "Sun, 29 Nov 2026 19:00:00 GMT"));
        assertNull(p.parseRetryAfter("soon"));
        assertEquals(Duration.ofMillis(375), p.delay(0, "soon"));
    }
}
