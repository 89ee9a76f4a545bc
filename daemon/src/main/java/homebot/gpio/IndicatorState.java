package homebot.gpio;

import java.util.EnumSet;
import java.util.Set;

/**
 * What the status LED shows. Every state has its own blink pattern, so a single plain LED (or a colour-blind
 * user) can still tell them apart; the colour is a second cue on an RGB LED. The table is in docs/hw.md.
 */
public enum IndicatorState {
    IDLE(BlinkPattern.HEARTBEAT, LedColour.GREEN),
    LISTENING(BlinkPattern.STEADY, LedColour.BLUE),
    THINKING(BlinkPattern.BLINK_MEDIUM, LedColour.GREEN, LedColour.BLUE),
    SPEAKING(BlinkPattern.MOSTLY_ON, LedColour.GREEN, LedColour.BLUE),
    WAITING(BlinkPattern.BLINK_SLOW, LedColour.BLUE),
    MUTED(BlinkPattern.DOUBLE_FLASH, LedColour.RED),
    ERROR(BlinkPattern.BLINK_FAST, LedColour.RED);

    private final BlinkPattern pattern;
    private final Set<LedColour> colours;

    IndicatorState(BlinkPattern pattern, LedColour first, LedColour... rest) {
        this.pattern = pattern;
        this.colours = EnumSet.of(first, rest);
    }

    public BlinkPattern pattern() {
        return pattern;
    }

    public Set<LedColour> colours() {
        return EnumSet.copyOf(colours);
    }
}
