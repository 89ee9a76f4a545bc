package homebot.audio.wake;

import java.util.List;
import java.util.SplittableRandom;

/**
 * The kitchen noises a trained verifier hears in training, all generated here from a seed (never the evaluation
 * set's sox noise files): steady noise (white/brown, pink), mains hum, frying (crackle and hiss in bursts), music
 * (notes with harmonics) and babble of rendered sentences. A kitchen's noise is rarely steady, and a verifier that
 * only heard steady noise in training misses the phrase over frying or other people talking (BENCHMARKS.md,
 * "Session 5: noise-trained verifier").
 */
public enum TrainingNoise {
    /** White and brown noise alternating each second (as {@link WakeEnrolment#noise}). */
    WHITE_BROWN,
    /** 1/f noise: running water. */
    PINK,
    /** 55-65 Hz mains hum with harmonics: an extractor fan or fridge. */
    HUM,
    /** Frying: a band-limited hiss that swells and fades, with sharp crackles of varying loudness. */
    FRYING,
    /** Music: two voices of notes (fundamental plus harmonics, 150-500 ms each) and a soft beat. */
    MUSIC,
    /** 3-6 talkers at once, cut from rendered training sentences (needs at least 3 of them). */
    BABBLE;

    static final int RATE = 16_000;

    /**
     * {@code seconds} of this noise at a level to be rescaled by the mixer.
     *
     * @param spoken rendered sentences for {@link #BABBLE} (ignored by the others)
     * @throws IllegalArgumentException for babble with fewer than 3 sentences
     */
    public short[] generate(SplittableRandom r, int seconds, List<short[]> spoken) {
        int n = seconds * RATE;
        double[] v = new double[n];
        switch (this) {
            case WHITE_BROWN -> {
                return WakeEnrolment.noise(seconds, 1000, r.nextLong());
            }
            case PINK -> pink(r, v);
            case HUM -> hum(r, v);
            case FRYING -> frying(r, v);
            case MUSIC -> music(r, v);
            case BABBLE -> babble(r, v, spoken);
            default -> throw new IllegalStateException(name());
        }
        return toShorts(v);
    }

    /** One kind at random: babble only when there are sentences to make it of. */
    static TrainingNoise pick(SplittableRandom r, List<short[]> spoken) {
        TrainingNoise[] all = values();
        return all[r.nextInt(spoken.size() >= 3 ? all.length : all.length - 1)];
    }

    private static void pink(SplittableRandom r, double[] v) {
        // Paul Kellet's economy filter over white noise
        double b0 = 0;
        double b1 = 0;
        double b2 = 0;
        for (int i = 0; i < v.length; i++) {
            double w = r.nextGaussian();
            b0 = 0.99765 * b0 + w * 0.0990460;
            b1 = 0.96300 * b1 + w * 0.2965164;
            b2 = 0.57000 * b2 + w * 1.0526913;
            v[i] = b0 + b1 + b2 + w * 0.1848;
        }
    }

    private static void hum(SplittableRandom r, double[] v) {
        double f = 55 + 10 * r.nextDouble();
        for (int i = 0; i < v.length; i++) {
            double t = (double) i / RATE;
            for (int h = 1; h <= 6; h++) {
                v[i] += Math.sin(2 * Math.PI * f * h * t + h) / h;
            }
        }
    }

    private static void frying(SplittableRandom r, double[] v) {
        // hiss: white noise through a first-difference (high-passed), its level swelling over 0.2-1 s
        double prev = 0;
        double level = 0.3;
        double target = 0.3;
        int nextChange = 0;
        for (int i = 0; i < v.length; i++) {
            if (i >= nextChange) {
                target = 0.1 + 0.9 * r.nextDouble();
                nextChange = i + RATE / 5 + r.nextInt(RATE * 4 / 5);
            }
            level += (target - level) * 0.0005;
            double w = r.nextGaussian();
            v[i] = level * (w - 0.7 * prev);
            prev = w;
        }
        // crackles: short decaying bursts of bright noise, 10-60 a second, loudness spread over 20 dB
        int crackles = v.length / RATE * (10 + r.nextInt(50));
        for (int c = 0; c < crackles; c++) {
            int at = r.nextInt(v.length);
            double amp = 2 * Math.pow(10, -r.nextDouble());
            int len = 40 + r.nextInt(400);
            double last = 0;
            for (int k = 0; k < len && at + k < v.length; k++) {
                double w = r.nextGaussian();
                v[at + k] += amp * Math.exp(-5.0 * k / len) * (w - last);
                last = w;
            }
        }
    }

    private static void music(SplittableRandom r, double[] v) {
        double root = 110 * Math.pow(2, r.nextInt(12) / 12.0);
        int[] scale = {0, 2, 4, 5, 7, 9, 11, 12, 14, 16};
        for (int voice = 0; voice < 2; voice++) {
            int i = 0;
            while (i < v.length) {
                int len = RATE * (150 + r.nextInt(350)) / 1000;
                double f = root * (voice + 1) * Math.pow(2, scale[r.nextInt(scale.length)] / 12.0);
                double phase = r.nextDouble() * 2 * Math.PI;
                for (int k = 0; k < len && i + k < v.length; k++) {
                    double t = (double) k / RATE;
                    double env = Math.min(1, k / 160.0) * Math.exp(-2.5 * k / len);
                    double s = 0;
                    for (int h = 1; h <= 4; h++) {
                        s += Math.sin(2 * Math.PI * f * h * t + phase * h) / (h * h);
                    }
                    v[i + k] += env * s / (voice + 1);
                }
                i += len;
            }
        }
        int beat = RATE * (400 + r.nextInt(300)) / 1000;
        for (int at = r.nextInt(beat); at < v.length; at += beat) {
            for (int k = 0; k < 1600 && at + k < v.length; k++) {
                v[at + k] += 0.5 * Math.exp(-k / 300.0) * (Math.sin(2 * Math.PI * 60 * k / RATE) + 0.3 * r.nextGaussian());
            }
        }
    }

    private static void babble(SplittableRandom r, double[] v, List<short[]> spoken) {
        if (spoken.size() < 3) {
            throw new IllegalArgumentException("babble needs at least 3 rendered sentences, got " + spoken.size());
        }
        int talkers = 3 + r.nextInt(4);
        for (int talker = 0; talker < talkers; talker++) {
            short[] t = spoken.get(r.nextInt(spoken.size()));
            int off = r.nextInt(t.length);
            double gain = 0.5 + r.nextDouble();
            for (int i = 0; i < v.length; i++) {
                v[i] += gain * t[(off + i) % t.length] / 3000.0;
            }
        }
    }

    /** Scaled to about 3000 RMS (int16), clipped. */
    private static short[] toShorts(double[] v) {
        double sum = 0;
        for (double x : v) {
            sum += x * x;
        }
        double rms = Math.sqrt(sum / Math.max(1, v.length));
        double g = rms == 0 ? 0 : 3000 / rms;
        short[] out = new short[v.length];
        for (int i = 0; i < v.length; i++) {
            out[i] = (short) Math.max(-32768, Math.min(32767, Math.round(v[i] * g)));
        }
        return out;
    }
}
