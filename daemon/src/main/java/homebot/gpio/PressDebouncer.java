package homebot.gpio;

/**
 * Leading-edge debounce for a momentary button: a press counts at once (no added latency) unless it comes
 * within {@code debounceMs} of the last counted press or of the last release edge, which is what contact
 * bounce looks like. Pure: the time is an argument.
 */
final class PressDebouncer {
    private final long debounceMs;
    private long lastPressAt = Long.MIN_VALUE / 2;
    private long lastReleaseAt = Long.MIN_VALUE / 2;

    PressDebouncer(long debounceMs) {
        this.debounceMs = debounceMs;
    }

    /** Feeds one raw edge; returns true when it is a real press. */
    boolean edge(boolean pressed, long nowMs) {
        if (!pressed) {
            lastReleaseAt = nowMs;
            return false;
        }
        if (nowMs - lastPressAt < debounceMs || nowMs - lastReleaseAt < debounceMs) {
            return false;
        }
        lastPressAt = nowMs;
        return true;
    }
}
