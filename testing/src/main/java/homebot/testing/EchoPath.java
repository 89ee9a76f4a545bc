package homebot.testing;

/**
 * A simulated speaker-to-microphone path for the echo-cancellation tests and the wake bench: a delay, a gain and a short smearing filter
 * (a small room), so the echo is not a copy of the reference.
 */
public record EchoPath(int delaySamples, double gain) {
    private static final double[] ROOM = {1.0, 0.0, 0.45, 0.0, 0.0, -0.3, 0.0, 0.0, 0.0, 0.2, 0.0, 0.0, 0.0, 0.0, -0.1};

    /** What the microphone hears of {@code played}, as long as {@code length}. */
    public double[] echo(short[] played, int length) {
        double[] out = new double[length];
        for (int i = 0; i < length; i++) {
            double v = 0;
            for (int k = 0; k < ROOM.length; k++) {
                int j = i - delaySamples - k * 8;
                if (j >= 0 && j < played.length) {
                    v += ROOM[k] * played[j];
                }
            }
            out[i] = v * gain;
        }
        return out;
    }

    public static short[] mix(double[]... parts) {
        int n = 0;
        for (double[] p : parts) {
            n = Math.max(n, p.length);
        }
        short[] out = new short[n];
        for (int i = 0; i < n; i++) {
            double v = 0;
            for (double[] p : parts) {
                v += i < p.length ? p[i] : 0;
            }
            out[i] = (short) Math.max(-32768, Math.min(32767, Math.round(v)));
        }
        return out;
    }

    public static double[] asDouble(short[] s, int offset, int length) {
        double[] out = new double[length];
        for (int i = 0; i < s.length && i + offset < length; i++) {
            if (i + offset >= 0) {
                out[i + offset] = s[i];
            }
        }
        return out;
    }
}
