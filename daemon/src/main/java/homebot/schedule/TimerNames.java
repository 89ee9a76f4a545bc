package homebot.schedule;

import homebot.skills.api.Timers;
import java.util.List;
import java.util.Optional;
import java.util.function.Predicate;

/** What a timer may be called: a short line one can say, and the bounded search for a free default name. */
final class TimerNames {
    private TimerNames() {}

    /**
     * The name as stored: control characters dropped, whitespace runs made one space.
     *
     * @throws IllegalArgumentException {@code timer-name-missing} or {@code timer-name-too-long}
     */
    static String clean(String raw) {
        String name = raw == null ? "" : raw.replaceAll("\\p{Cntrl}", " ").replaceAll("\\s+", " ").strip();
        if (name.isEmpty()) {
            throw new IllegalArgumentException("timer-name-missing: a named timer needs a name");
        }
        int chars = name.codePointCount(0, name.length());
        if (chars > Timers.MAX_NAME_CHARS) {
            throw new IllegalArgumentException("timer-name-too-long: a timer name may be at most "
                    + Timers.MAX_NAME_CHARS + " characters, got " + chars);
        }
        return name;
    }

    /** The first candidate not taken; one pass over a finite list, so it always ends. */
    static Optional<String> firstFree(List<String> candidates, Predicate<String> taken) {
        for (String name : candidates) {
            if (!taken.test(name)) {
                return Optional.of(name);
            }
        }
        return Optional.empty();
    }
}
