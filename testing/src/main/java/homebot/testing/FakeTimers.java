package homebot.testing;

import homebot.skills.api.TimerInfo;
import homebot.skills.api.Timers;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The skills' {@link Timers} in memory, on an injected (usually {@link MovableClock}) clock: a timer is reported
 * firing once its due time has passed. Like the real scheduler it replaces a timer of the same name and refuses a
 * duration over its limit with {@link IllegalArgumentException}.
 */
public final class FakeTimers implements Timers {
    private final Clock clock;
    private final Map<String, TimerInfo> timers = new LinkedHashMap<>();
    private Duration limit = Duration.ofDays(2);
    private int ids;

    public FakeTimers(Clock clock) {
        this.clock = clock;
    }

    /** Sets the longest timer accepted, to test that the scheduler's refusal reaches the user. */
    public synchronized FakeTimers limit(Duration longest) {
        this.limit = longest;
        return this;
    }

    @Override
    public synchronized TimerInfo start(String name, Duration duration, String announcement) {
        if (duration.compareTo(limit) > 0) {
            throw new IllegalArgumentException("timer longer than " + limit.toHours() + " hours");
        }
        TimerInfo t = new TimerInfo("t" + (++ids), name, clock.instant().plus(duration), duration, announcement, false);
        timers.put(name, t);
        return t;
    }

    @Override
    public synchronized boolean cancel(String name) {
        return timers.remove(name) != null;
    }

    @Override
    public synchronized List<TimerInfo> list() {
        List<TimerInfo> out = new ArrayList<>();
        for (TimerInfo t : timers.values()) {
            boolean firing = !clock.instant().isBefore(t.dueAt());
            out.add(new TimerInfo(t.id(), t.name(), t.dueAt(), t.duration(), t.announcement(), firing));
        }
        return out;
    }

    @Override
    public Optional<TimerInfo> find(String name) {
        return list().stream().filter(t -> t.name().equals(name)).findFirst();
    }
}
