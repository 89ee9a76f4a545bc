package homebot.gpio;

/**
 * Decides what the LED shows from three independent facts: an error (e.g. the microphone is gone) wins over
 * mute, mute wins over the voice session state. The voice session, the mute switch and the audio health check
 * each report their own fact here; none of them needs to know about the others.
 */
public final class StatusDisplay {
    private final Indicator indicator;
    private IndicatorState voice = IndicatorState.IDLE;
    private boolean muted;
    private boolean error;

    public StatusDisplay(Indicator indicator) {
        this.indicator = indicator;
        indicator.show(effective());
    }

    /** The voice session's state: one of IDLE, LISTENING, THINKING, SPEAKING, WAITING. */
    public synchronized void voiceState(IndicatorState state) {
        if (state == IndicatorState.MUTED || state == IndicatorState.ERROR) {
            throw new IllegalArgumentException("not a voice session state: " + state);
        }
        voice = state;
        indicator.show(effective());
    }

    public synchronized void muted(boolean on) {
        muted = on;
        indicator.show(effective());
    }

    public synchronized void error(boolean on) {
        error = on;
        indicator.show(effective());
    }

    public synchronized IndicatorState effective() {
        return error ? IndicatorState.ERROR : muted ? IndicatorState.MUTED : voice;
    }
}
