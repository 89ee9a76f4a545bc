package homebot.gpio;

/**
 * Breaks the start-up cycle between the LED and its inputs: the mute switch reports its level while
 * {@link GpioSupport#start} is still running, before the handle that drives the LED exists. The relay keeps
 * the last state and shows it on the target once attached.
 */
public final class IndicatorRelay implements Indicator {
    private Indicator target = Indicator.NONE;
    private IndicatorState last;

    @Override
    public synchronized void show(IndicatorState state) {
        last = state;
        target.show(state);
    }

    public synchronized void attach(Indicator target) {
        this.target = target;
        if (last != null) {
            target.show(last);
        }
    }
}
