package homebot.gpio;

import java.util.EnumMap;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Shows an {@link IndicatorState} on the fitted LEDs: the state's colours, blinking with the state's pattern.
 * When none of a state's colours is fitted (a single plain LED), every fitted LED shows the pattern instead,
 * which is enough because every state has its own pattern.
 */
public final class StatusLeds implements Indicator, AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(StatusLeds.class);

    private final Map<LedColour, Led> leds;
    private final Scheduler scheduler;
    private IndicatorState current;
    private Set<LedColour> lit = EnumSet.noneOf(LedColour.class);
    private int phase;
    private long generation;
    private Scheduler.Cancellable pending;
    private boolean failed;

    /** @param leds the fitted LEDs by colour (may be one, two or three) */
    public StatusLeds(Map<LedColour, Led> leds, Scheduler scheduler) {
        this.leds = leds.isEmpty() ? Map.of() : new EnumMap<>(leds);
        this.scheduler = scheduler;
    }

    @Override
    public synchronized void show(IndicatorState state) {
        if (state == current) {
            return;
        }
        current = state;
        generation++;
        cancelPending();
        lit = channelsFor(state);
        phase = 0;
        apply(true);
        scheduleNext(generation);
    }

    public synchronized IndicatorState current() {
        return current;
    }

    private Set<LedColour> channelsFor(IndicatorState state) {
        Set<LedColour> wanted = state.colours();
        wanted.retainAll(leds.keySet());
        if (wanted.isEmpty()) {
            return leds.isEmpty() ? EnumSet.noneOf(LedColour.class) : EnumSet.copyOf(leds.keySet());
        }
        return wanted;
    }

    private void scheduleNext(long gen) {
        BlinkPattern pattern = current.pattern();
        if (pattern.steady() || leds.isEmpty()) {
            return;
        }
        pending = scheduler.schedule(pattern.phasesMs().get(phase), () -> step(gen));
    }

    private synchronized void step(long gen) {
        if (gen != generation) {
            return; // a task of a state that has been replaced
        }
        phase = (phase + 1) % current.pattern().phasesMs().size();
        apply(BlinkPattern.lit(phase));
        scheduleNext(gen);
    }

    private void apply(boolean on) {
        for (Map.Entry<LedColour, Led> e : leds.entrySet()) {
            try {
                e.getValue().set(on && lit.contains(e.getKey()));
            } catch (RuntimeException ex) {
                // an LED is decoration: log once, never stop the caller (the voice session)
                if (!failed) {
                    failed = true;
                    LOG.warn("status LED {} cannot be set, LED output may be wrong: {}", e.getKey(), ex.toString());
                }
            }
        }
    }

    private void cancelPending() {
        if (pending != null) {
            pending.cancel();
            pending = null;
        }
    }

    /** Stops blinking and turns every LED off. */
    @Override
    public synchronized void close() {
        generation++;
        cancelPending();
        lit = EnumSet.noneOf(LedColour.class);
        apply(false);
        current = null;
    }
}
