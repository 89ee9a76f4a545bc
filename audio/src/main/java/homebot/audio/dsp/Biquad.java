package homebot.audio.dsp;

/**
 * 2nd-order Butterworth filter (RBJ audio-EQ-cookbook biquad), direct form I, stateful across calls: the one home
 * of the biquad arithmetic ({@link HighPassFilter} for the front end, the endpointer's speech-band level).
 */
public final class Biquad {
    private final float b0;
    private final float b1;
    private final float b2;
    private final float a1;
    private final float a2;
    private float x1;
    private float x2;
    private float y1;
    private float y2;

    private Biquad(double b0, double b1, double b2, double a0, double a1, double a2) {
        this.b0 = (float) (b0 / a0);
        this.b1 = (float) (b1 / a0);
        this.b2 = (float) (b2 / a0);
        this.a1 = (float) (a1 / a0);
        this.a2 = (float) (a2 / a0);
    }

    public static Biquad highPass(double cutoffHz, int sampleRate) {
        double w0 = 2 * Math.PI * cutoffHz / sampleRate;
        double alpha = Math.sin(w0) / (2 * Math.sqrt(0.5));
        double cos = Math.cos(w0);
        return new Biquad((1 + cos) / 2, -(1 + cos), (1 + cos) / 2, 1 + alpha, -2 * cos, 1 - alpha);
    }

    public static Biquad lowPass(double cutoffHz, int sampleRate) {
        double w0 = 2 * Math.PI * cutoffHz / sampleRate;
        double alpha = Math.sin(w0) / (2 * Math.sqrt(0.5));
        double cos = Math.cos(w0);
        return new Biquad((1 - cos) / 2, 1 - cos, (1 - cos) / 2, 1 + alpha, -2 * cos, 1 - alpha);
    }

    public float next(float x) {
        float y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
        x2 = x1;
        x1 = x;
        y2 = y1;
        y1 = y;
        return y;
    }

    public void process(float[] samples, int count) {
        for (int i = 0; i < count; i++) {
            samples[i] = next(samples[i]);
        }
    }

    /** Forget the past samples (a new stream). */
    public void reset() {
        x1 = 0;
        x2 = 0;
        y1 = 0;
        y2 = 0;
    }
}
