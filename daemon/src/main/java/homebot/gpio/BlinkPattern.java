package homebot.gpio;

import java.util.List;

/**
 * A repeating on/off pattern: {@code phasesMs} alternates on, off, on, off... starting with on. An empty list
 * means steadily on.
 */
public record BlinkPattern(String name, List<Integer> phasesMs) {
    public static final BlinkPattern STEADY = new BlinkPattern("steady", List.of());
    /** Alive but quiet: a short flash every 3 s. */
    public static final BlinkPattern HEARTBEAT = new BlinkPattern("heartbeat", List.of(100, 2900));
    public static final BlinkPattern BLINK_MEDIUM = new BlinkPattern("blink 300/300", List.of(300, 300));
    public static final BlinkPattern MOSTLY_ON = new BlinkPattern("on 900 / off 100", List.of(900, 100));
    public static final BlinkPattern BLINK_SLOW = new BlinkPattern("blink 1000/1000", List.of(1000, 1000));
    public static final BlinkPattern DOUBLE_FLASH = new BlinkPattern("double flash", List.of(100, 200, 100, 1600));
    public static final BlinkPattern BLINK_FAST = new BlinkPattern("blink 100/100", List.of(100, 100));

    public BlinkPattern {
        phasesMs = List.copyOf(phasesMs);
        if (phasesMs.size() % 2 != 0 || phasesMs.stream().anyMatch(ms -> ms <= 0)) {
            throw new IllegalArgumentException("a blink pattern needs pairs of positive on/off durations: " + phasesMs);
        }
    }

    public boolean steady() {
        return phasesMs.isEmpty();
    }

    /** Whether the LED is lit during phase {@code phase} (even phases are "on"). */
    public static boolean lit(int phase) {
        return phase % 2 == 0;
    }
}
