package homebot.testing;

import homebot.skills.api.TimerInfo;
import homebot.skills.api.TimerStart;
import homebot.skills.api.Timers;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * The skills' {@link Timers} in memory, on an injected (usually {@link MovableClock}) clock: a timer is reported
 * firing once its due time has passed. Follows the {@link Timers} contract like the real scheduler: exact
 * {@link #named}, loose {@link #find} (here: exact too), a same-name start replaces and says so, unnamed timers
 * get the first free default name of a short finite list (the daemon's list is longer), a duration over its
 * limit or an over-long name is refused with {@link IllegalArgumentException}.
 */
public final class FakeTimers implements Timers {
    public static final List<String> ZH_NAMES = List.of("计时", "第二个计时", "第三个计时", "第四个计时", "第五个计时");
    public static final List<String> EN_NAMES = List.of("timer", "timer two", "timer three", "timer four", "timer five");

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
    public synchronized TimerStart start(String name, Duration duration, String announcement) {
        if (duration.compareTo(limit) > 0) {
            throw new IllegalArgumentException("timer-out-of-range: timer longer than " + limit.toHours() + " hours");
        }
        if (name.codePointCount(0, name.length()) > MAX_NAME_CHARS) {
            throw new IllegalArgumentException("timer-name-too-long: at most " + MAX_NAME_CHARS + " characters");
        }
        Optional<TimerInfo> old = named(name);
        old.ifPresent(t -> timers.remove(key(t.name())));
        TimerInfo t = new TimerInfo("t" + (++ids), name, clock.instant().plus(duration), duration, announcement, false);
        timers.put(key(name), t);
        return new TimerStart(t, old);
    }

    @Override
    public synchronized TimerStart startUnnamed(String language, Duration duration, String announcement) {
        for (String name : "en-US".equals(language) ? EN_NAMES : ZH_NAMES) {
            if (named(name).isEmpty()) {
                return start(name, duration, announcement);
            }
        }
        throw new IllegalArgumentException("timer-limit-reached: every default name is in use");
    }

    @Override
    public synchronized boolean cancel(String name) {
        return find(name).map(t -> timers.remove(key(t.name())) != null).orElse(false);
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
    public synchronized Optional<TimerInfo> named(String name) {
        return list().stream().filter(t -> key(t.name()).equals(key(name))).findFirst();
    }

    @Override
    public synchronized Optional<TimerInfo> find(String spokenName) {
        return named(spokenName);
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT).replaceAll("\\s+", "");
    }
}
