package homebot.gpio;

import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.io.gpio.digital.DigitalStateChangeListener;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The microphone mute switch (a toggle, not a button). Trailing-edge debounce: after an edge the level is
 * read again once it has settled for {@code debounceMs}, and only a changed settled level is reported. The
 * settled level is what counts because a muted switch must mean a closed microphone, bounce or not. The
 * level at start is reported at once, so a switch already on at boot keeps the microphone closed.
 */
public final class MuteSwitch implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(MuteSwitch.class);

    private final DigitalInput input;
    private final boolean activeLow;
    private final long debounceMs;
    private final Scheduler scheduler;
    private final Consumer<Boolean> onChange;
    private final DigitalStateChangeListener listener;
    private Scheduler.Cancellable pending;
    private Boolean reported;

    /** @param onChange true: muted (close the microphone and say so); false: unmuted */
    public MuteSwitch(DigitalInput input, boolean activeLow, long debounceMs, Scheduler scheduler,
                      Consumer<Boolean> onChange) {
        this.input = input;
        this.activeLow = activeLow;
        this.debounceMs = debounceMs;
        this.scheduler = scheduler;
        this.onChange = onChange;
        this.listener = event -> edge();
        settle();
        input.addListener(listener);
    }

    private synchronized void edge() {
        if (pending != null) {
            pending.cancel();
        }
        if (debounceMs == 0) {
            pending = null;
            settle();
        } else {
            pending = scheduler.schedule(debounceMs, this::settle);
        }
    }

    private synchronized void settle() {
        pending = null;
        boolean muted = (input.state() == DigitalState.LOW) == activeLow;
        if (reported != null && reported == muted) {
            return;
        }
        reported = muted;
        try {
            onChange.accept(muted);
        } catch (RuntimeException e) {
            LOG.error("mute switch handler failed: {}", e.toString(), e);
        }
    }

    public synchronized boolean muted() {
        return Boolean.TRUE.equals(reported);
    }

    @Override
    public synchronized void close() {
        input.removeListener(listener);
        if (pending != null) {
            pending.cancel();
        }
    }
}
