package homebot.mode;

import homebot.skills.api.TimerInfo;
import homebot.skills.api.TimerStart;
import homebot.skills.api.Timers;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** In-memory timers on an injected clock; exact names only. */
final class FakeTimers implements Timers {
    private final Clock clock;
    private final Map<String, TimerInfo> timers = new LinkedHashMap<>();

    FakeTimers(Clock clock) {
        this.clock = clock;
    }

    @Override
    public TimerStart start(String name, Duration duration, String announcement) {
        TimerInfo t = new TimerInfo(name, name, clock.instant().plus(duration), duration, announcement, false);
        return new TimerStart(t, Optional.ofNullable(timers.put(name, t)));
    }

    @Override
    public TimerStart startUnnamed(String language, Duration duration, String announcement) {
        String base = "en-US".equals(language) ? "timer" : "计时";
        for (int n = 1; n <= 20; n++) {
            String name = n == 1 ? base : base + " " + n;
            if (!timers.containsKey(name)) {
                return start(name, duration, announcement);
            }
        }
        throw new IllegalArgumentException("timer-limit-reached: every default name is in use");
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
    public Optional<TimerInfo> named(String name) {
        return Optional.ofNullable(timers.get(name));
    }

    @Override
    public Optional<TimerInfo> find(String spokenName) {
        return named(spokenName);
    }
}
