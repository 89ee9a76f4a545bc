package homebot.skills.api;

import java.time.Duration;
import java.time.Instant;

/** A timer as the scheduler holds it. {@code firing} is true once due and until acknowledged. */
public record TimerInfo(String id, String name, Instant dueAt, Duration duration, String announcement,
                        boolean firing) {
    public Duration remaining(Instant now) {
        Duration left = Duration.between(now, dueAt);
        return left.isNegative() ? Duration.ZERO : left;
    }
}
