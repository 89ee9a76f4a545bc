package homebot.skills.api;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * The daemon's scheduler as a skill sees it: named countdown timers that survive restarts. Names are looked up
 * two ways that must not be confused: {@link #named} is exact (is this name taken?), {@link #find} is loose (which
 * timer did the user mean by "焖肉的计时"?).
 */
public interface Timers {
    /** Longest timer name accepted, in characters: a name is something one says, not a paragraph. */
    int MAX_NAME_CHARS = 32;

    /**
     * Starts a timer called {@code name}. A running timer of exactly that name (ignoring case and spaces) is
     * replaced, and the result names it so the caller can say so.
     *
     * @param announcement what is spoken when it fires, in the user's language
     * @throws IllegalArgumentException with a code prefix: {@code timer-out-of-range} (duration),
     *         {@code timer-name-too-long}, {@code timer-name-missing}, {@code timer-limit-reached}
     */
    TimerStart start(String name, Duration duration, String announcement);

    /**
     * Starts a timer the user did not name. It gets the first free default name in {@code language} ("计时",
     * "第二个计时", … / "timer", "timer two", …), chosen atomically so concurrent sets never collide; it never
     * replaces another timer.
     *
     * @param language {@code zh-CN} or {@code en-US}
     * @throws IllegalArgumentException {@code timer-out-of-range} or {@code timer-limit-reached} (every default
     *         name in use, or too many timers)
     */
    TimerStart startUnnamed(String language, Duration duration, String announcement);

    /** Cancels the timer {@link #find} finds for this spoken name; false when there was none. */
    boolean cancel(String name);

    List<TimerInfo> list();

    /** The timer called exactly {@code name} (ignoring case and spaces), if any. */
    Optional<TimerInfo> named(String name);

    /**
     * Loose lookup of a spoken name: an exact name first, else one whose distinctive part contains the query's or
     * is contained in it ("焖肉的计时" finds "焖肉"); generic words alone ("计时", "timer") only match exactly.
     */
    Optional<TimerInfo> find(String spokenName);
}
