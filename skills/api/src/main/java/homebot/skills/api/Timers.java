package homebot.skills.api;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/** The daemon's scheduler as a skill sees it: named countdown timers that survive restarts. */
public interface Timers {
    /**
     * Starts a named timer. A timer with the same name is replaced.
     *
     * @param announcement what is spoken when it fires, in the user's language
     * @throws IllegalArgumentException for a duration outside the scheduler's limits (the message says which)
     */
    TimerInfo start(String name, Duration duration, String announcement);

    /** Cancels the timer of that name; false when there was none. */
    boolean cancel(String name);

    List<TimerInfo> list();

    Optional<TimerInfo> find(String name);
}
