package homebot.audio.dsp;

/** Test signal generation and measurement. */
final class Tones {
    private Tones() {}

    static float[] sine(double hz, int rate, int samples, double amplitude) {
        float[] out = new float[samples];
        for (int i = 0; i < samples; i++) {
            out[i] = (float) (amplitude * Math.sin(2 * Math.PI * hz * i / rate));
        }
        return out;
    }

    static byte[] s16le(float[] mono, int channels) {
        byte[] out = new byte[mono.length * 2 * channels];
        int p = 0;
        for (float v : mono) {
            short s = PcmDecoder.toShort(v);
            for (int c = 0; c < channels; c++) {
                out[p++] = (byte) s;
                out[p++] = (byte) (s >> 8);
            }
        }
        return out;
    }

    /** Power of {@code hz} in {@code x} (Goertzel), normalised by length. */
    static double goertzel(short[] x, int from, int to, double hz, int rate) {
        double k = 2 * Math.cos(2 * Math.PI * hz / rate);
        double s1 = 0;
        double s2 = 0;
        for (int i = from; i < to; i++) {
            double s0 = x[i] / 32768.0 + k * s1 - s2;
            s2 = s1;
            s1 = s0;
        }
        double power = s1 * s1 + s2 * s2 - k * s1 * s2;
        return power / ((to - from) * (double) (to - from));
    }

    static int zeroCrossings(short[] x, int from, int to) {
        int n = 0;
        for (int i = from + 1; i < to; i++) {
            if ((x[i - 1] < 0) != (x[i] < 0)) {
                n++;
            }
        }
        return n;
    }

    static double rms(short[] x, int from, int to) {
        double sum = 0;
        for (int i = from; i < to; i++) {
            sum += (double) x[i] * x[i];
        }
        return Math.sqrt(sum / (to - from));
    }
}
