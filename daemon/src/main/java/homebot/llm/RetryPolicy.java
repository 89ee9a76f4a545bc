package homebot.llm;

import java.time.Clock;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.function.DoubleSupplier;

/**
 * Back-off between attempts: exponential from the base delay, capped, with "equal jitter" (half fixed, half
 * random) so several clients do not retry in lockstep. A server's {@code Retry-After} wins over the computed
 * delay. Pure apart from the injected clock and random source.
 */
final class RetryPolicy {
    private final long baseMs;
    private final long maxMs;
    private final DoubleSupplier random;
    private final Clock clock;

    RetryPolicy(long baseMs, long maxMs, DoubleSupplier random, Clock clock) {
        this.baseMs = baseMs;
        this.maxMs = maxMs;
        this.random = random;
        this.clock = clock;
    }

    /** Delay before retry number {@code retry} (0 = the first retry). */
    Duration delay(int retry, String retryAfterHeader) {
        Duration serverWish = parseRetryAfter(retryAfterHeader);
        if (serverWish != null) {
            return serverWish;
        }
        long exp = Math.min(maxMs, baseMs << Math.min(retry, 20));
        long half = exp / 2;
        return Duration.ofMillis(half + (long) (random.getAsDouble() * (exp - half)));
    }

    /** Seconds or an HTTP date; null when absent or unreadable (then the computed back-off applies). */
    Duration parseRetryAfter(String header) {
        if (header == null || header.isBlank()) {
            return null;
        }
        String h = header.strip();
        try {
            long seconds = Long.parseLong(h);
            return seconds < 0 ? null : Duration.ofSeconds(seconds);
        } catch (NumberFormatException notSeconds) {
            try {
                ZonedDateTime at = ZonedDateTime.parse(h, DateTimeFormatter.RFC_1123_DATE_TIME);
                Duration d = Duration.between(clock.instant(), at.toInstant());
                return d.isNegative() ? Duration.ZERO : d;
            } catch (DateTimeParseException notDate) {
                return null;
            }
        }
    }
}
