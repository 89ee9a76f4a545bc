package homebot.skills.api;

import java.time.Duration;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** A timer as the scheduler holds it. {@code firing} is true once due and until acknowledged. */
public record TimerInfo(String id, String name, Instant dueAt, Duration duration, String announcement,
                        boolean firing) {
    public Duration remaining(Instant now) {
        Duration left = Duration.between(now, dueAt);
        return left.isNegative() ? Duration.ZERO : left;
    }

    /** "改成八分钟" with no name: the timer started last (its due time less its length), the one still counting first. */
    public static Optional<TimerInfo> latest(List<TimerInfo> timers) {
        return timers.stream().max(Comparator.comparing((TimerInfo t) -> !t.firing())
                .thenComparing(t -> t.dueAt().minus(t.duration())));
    }

    /** "取消八分钟那个": the timer set for that long, the latest of two. */
    public static Optional<TimerInfo> setFor(List<TimerInfo> timers, Duration length) {
        return timers.stream().filter(t -> t.duration().equals(length)).max(Comparator.comparing(TimerInfo::dueAt));
    }
}
