package homebot.mode;

import homebot.skills.api.TimerInfo;
import homebot.skills.api.Timers;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** In-memory timers on an injected clock. */
final class FakeTimers implements Timers {
    private final Clock clock;
    private final Map<String, TimerInfo> timers = new LinkedHashMap<>();

    FakeTimers(Clock clock) {
        this.clock = clock;
    }

    @Override
    public TimerInfo start(String name, Duration duration, String announcement) {
        TimerInfo t = new TimerInfo(name, name, clock.instant().plus(duration), duration, announcement, false);
        timers.put(name, t);
        return t;
    }

    @Override
    public boolean cancel(String name) {
        return timers.remove(name) != null;
    }

    @Override
    public List<TimerInfo> list() {
        return new ArrayList<>(timers.values());
    }

    @Override
    public Optional<TimerInfo> find(String name) {
        return Optional.ofNullable(timers.get(name));
    }
}
