package homebot.gpio;

import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalState;

/** One LED (or one channel of an RGB LED). */
public interface Led {
    void set(boolean lit);

    /** A Pi4J output; {@code activeLow} for a common-anode RGB LED, where LOW lights it. */
    static Led of(DigitalOutput output, boolean activeLow) {
        return lit -> output.state(lit != activeLow ? DigitalState.HIGH : DigitalState.LOW);
    }
}
