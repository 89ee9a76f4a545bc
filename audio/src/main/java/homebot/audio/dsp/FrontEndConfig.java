package homebot.audio.dsp;

/**
 * Signal conditioning after format conversion. YAML {@code audio.capture.high_pass_hz} / {@code gain_db}.
 *
 * @param highPassHz cut-off of a 2nd-order high-pass removing rumble and DC; 0 = off
 * @param gainDb fixed gain applied last, with clipping; 0 = unity
 */
public record FrontEndConfig(double highPassHz, double gainDb) {
    public FrontEndConfig {
        if (highPassHz < 0 || highPassHz >= 4000) {
            throw new IllegalArgumentException("high_pass_hz must be in [0, 4000): " + highPassHz);
        }
        if (gainDb < -40 || gainDb > 40) {
            throw new IllegalArgumentException("gain_db must be in [-40, 40]: " + gainDb);
        }
    }

    public static FrontEndConfig defaults() {
        return new FrontEndConfig(0, 0);
    }

    public boolean isNeutral() {
        return highPassHz == 0 && gainDb == 0;
    }
}
