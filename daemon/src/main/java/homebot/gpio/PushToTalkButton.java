package homebot.gpio;

import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.io.gpio.digital.DigitalStateChangeListener;
import java.time.Clock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The push-to-talk button: every debounced press calls {@code onPress} (wired to the voice session's
 * pressButton: wake when idle, barge-in while speaking). Only edges count, so a button that reads "pressed"
 * at start (a stuck button, or Pi4J's mock, whose inputs start LOW) does not fire.
 */
public final class PushToTalkButton implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(PushToTalkButton.class);

    private final DigitalInput input;
    private final boolean activeLow;
    private final Clock clock;
    private final Runnable onPress;
    private final PressDebouncer debouncer;
    private final DigitalStateChangeListener listener;

    public PushToTalkButton(DigitalInput input, boolean activeLow, long debounceMs, Clock clock, Runnable onPress) {
        this.input = input;
        this.activeLow = activeLow;
        this.clock = clock;
        this.onPress = onPress;
        this.debouncer = new PressDebouncer(debounceMs);
        this.listener = event -> edge(event.state());
        input.addListener(listener);
    }

    private void edge(DigitalState state) {
        boolean pressed = (state == DigitalState.LOW) == activeLow;
        boolean fire;
        synchronized (debouncer) {
            fire = debouncer.edge(pressed, clock.millis());
        }
        if (!fire) {
            return;
        }
        try {
            onPress.run();
        } catch (RuntimeException e) {
            // Pi4J's event thread must survive whatever the session does with the press
            LOG.error("push-to-talk handler failed: {}", e.toString(), e);
        }
    }

    @Override
    public void close() {
        input.removeListener(listener);
    }
}
