package homebot.audio.dsp;

/**
 * 2nd-order Butterworth high-pass (RBJ audio-EQ-cookbook biquad), direct form I. Removes DC offset and low
 * rumble (fridge, extractor fan) that would otherwise lift the energy endpointer's noise floor.
 */
public final class HighPassFilter {
    private final float b0;
    private final float b1;
    private final float b2;
    private final float a1;
    private final float a2;
    private float x1;
    private float x2;
    private float y1;
    private float y2;

    public HighPassFilter(double cutoffHz, int sampleRate) {
        double w0 = 2 * Math.PI * cutoffHz / sampleRate;
        double alpha = Math.sin(w0) / (2 * Math.sqrt(0.5));
        double cos = Math.cos(w0);
        double a0 = 1 + alpha;
        b0 = (float) ((1 + cos) / 2 / a0);
        b1 = (float) (-(1 + cos) / a0);
        b2 = b0;
        a1 = (float) (-2 * cos / a0);
        a2 = (float) ((1 - alpha) / a0);
    }

    public void process(float[] samples, int count) {
        for (int i = 0; i < count; i++) {
            float x = samples[i];
            float y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
            x2 = x1;
            x1 = x;
            y2 = y1;
            y1 = y;
            samples[i] = y;
        }
    }
}
