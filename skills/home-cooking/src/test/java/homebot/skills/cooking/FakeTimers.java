package homebot.skills.cooking;

import homebot.skills.api.TimerInfo;
import homebot.skills.api.Timers;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** In-memory timers on a moved clock; a timer is firing once its due time has passed. */
final class FakeTimers implements Timers {
    private final Clock clock;
    private final Map<String, TimerInfo> timers = new LinkedHashMap<>();
    private int ids;
    /** Mimics a scheduler limit, to test that its refusal reaches the user. */
    Duration schedulerLimit = Duration.ofDays(2);

    FakeTimers(Clock clock) {
        this.clock = clock;
    }

    @Override
    public TimerInfo start(String name, Duration duration, String announcement) {
        if (duration.compareTo(schedulerLimit) > 0) {
            throw new IllegalArgumentException("timer longer than " + schedulerLimit.toHours() + " hours");
        }
        TimerInfo t = new TimerInfo("t" + (++ids), name, clock.instant().plus(duration), duration, announcement,
                false);
        timers.put(name, t);
        return t;
    }

    @Override
    public boolean cancel(String name) {
        return timers.remove(name) != null;
    }

    @Override
    public List<TimerInfo> list() {
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
