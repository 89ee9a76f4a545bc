package homebot.audio.wake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The parts of {@link SyntheticWakeTraining} that need no model and no espeak-ng. */
class SyntheticWakeTrainingTest {
    @Test
    void theWakePhraseComesFromTheModelName() {
        assertEquals("hey jarvis", SyntheticWakeTraining.phraseOf("hey_jarvis_v0.1"));
        assertEquals("hey mycroft", SyntheticWakeTraining.phraseOf("hey_mycroft_v0.1.onnx"));
        assertEquals("alexa", SyntheticWakeTraining.phraseOf("alexa"));
    }

    @Test
    void anEmptyPlanIsRefusedWithWhatIsMissing() {
        var e = assertThrows(IllegalArgumentException.class,
                () -> SyntheticWakeTraining.Plan.defaults("hey jarvis").withAccents(List.of()));
        assertTrue(e.getMessage().contains("0 accents"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> SyntheticWakeTraining.Plan.defaults(" "));
    }

    /** The evaluation set (bench/wake-eval/make-wake-set.sh) renders at these; training must not. */
    @Test
    void trainingSpeedsAndPitchesAreNoneOfTheEvaluationSets() {
        for (int s : new int[] {120, 145, 170, 195, 160}) {
            assertTrue(Arrays.stream(SyntheticWakeTraining.SPEEDS).noneMatch(x -> x == s), "speed " + s);
        }
        for (int p : new int[] {35, 65, 50, 40, 60}) {
            assertTrue(Arrays.stream(SyntheticWakeTraining.PITCHES).noneMatch(x -> x == p), "pitch " + p);
        }
    }

    /** Multi-condition training: the noisy copies of an accent's renderings go through every SNR of the plan. */
    @Test
    void phraseRenderingsAreTrainedInNoiseAtEverySnrOfThePlanInTurn() {
        var plan = SyntheticWakeTraining.Plan.defaults("hey jarvis");
        assertEquals(2, plan.noisyCopies());
        assertEquals(List.of(20.0, 10.0, 5.0, 0.0), plan.snrs());
        assertEquals(List.of(20.0, 10.0, 5.0, 0.0, 20.0, 10.0),
                List.of(plan.snr(0, 0), plan.snr(0, 1), plan.snr(1, 0), plan.snr(1, 1), plan.snr(2, 0), plan.snr(2, 1)));
        assertThrows(IllegalArgumentException.class, () -> plan.withNoise(1, List.of()));
        int sentences = plan.otherSpeech().size() + SyntheticWakeTraining.BABBLE_SPEECH.size();
        assertEquals(30 * 2 * 3 + sentences, new SyntheticWakeTraining(plan, null).clipsPerAccent());
        assertEquals(30 * 2 * 4 + sentences, new SyntheticWakeTraining(plan.withNoise(3, List.of(5.0)), null)
                .clipsPerAccent());
    }

    @Test
    void everyTrainingNoiseIsThreeSecondsOfSoundAndTheSameForTheSameSeed() {
        List<short[]> spoken = List.of(WakeEnrolment.noise(1, 2000, 1), WakeEnrolment.noise(2, 2000, 2),
                WakeEnrolment.noise(1, 2000, 3));
        for (TrainingNoise n : TrainingNoise.values()) {
            short[] a = n.generate(new SplittableRandom(7), 3, spoken);
            short[] b = n.generate(new SplittableRandom(7), 3, spoken);
            assertEquals(48_000, a.length, n.name());
            assertTrue(rms(a) > 300, n + " is near silent: " + rms(a));
            assertTrue(Arrays.equals(a, b), n + " differs for the same seed");
        }
        var e = assertThrows(IllegalArgumentException.class,
                () -> TrainingNoise.BABBLE.generate(new SplittableRandom(1), 3, spoken.subList(0, 2)));
        assertTrue(e.getMessage().contains("at least 3"), e.getMessage());
    }

    /** Frying is bursts and crackles, not steady hiss: its 20 ms loudness varies far more than white noise's. */
    @Test
    void fryingComesInBurstsWhereWhiteNoiseIsSteady() {
        double frying = loudnessSpread(TrainingNoise.FRYING.generate(new SplittableRandom(5), 3, List.of()));
        double white = loudnessSpread(WakeEnrolment.noise(1, 1000, 5));
        assertTrue(frying > 6 && white < 2, "p95/p5 of 20 ms RMS in dB: frying " + frying + ", white " + white);
    }

    /** Music is tonal: most of its energy sits in a few spectral lines, unlike noise of the same level. */
    @Test
    void musicIsTonal() {
        short[] music = TrainingNoise.MUSIC.generate(new SplittableRandom(9), 3, List.of());
        short[] white = WakeEnrolment.noise(1, 1000, 9);
        double m = peakiness(music);
        double w = peakiness(white);
        assertTrue(m > 0.5 && w < 0.1, "share of the strongest 2 % of 10 Hz bins: music " + m + ", white " + w);
    }

    @Test
    void noiseIsMixedAtTheAskedSnr() {
        short[] speech = WakeEnrolment.noise(1, 3000, 1);
        short[] noise = SyntheticWakeTraining.noise(new SplittableRandom(3), List.of());
        short[] mixed = SyntheticWakeTraining.mix(speech, noise, 10);
        double ps = 0;
        double pn = 0;
        for (int i = 0; i < speech.length; i++) {
            ps += (double) speech[i] * speech[i];
            double n = mixed[i] - speech[i];
            pn += n * n;
        }
        assertEquals(10, 10 * Math.log10(ps / pn), 0.2);
    }

    private static double rms(short[] s) {
        double sum = 0;
        for (short v : s) {
            sum += (double) v * v;
        }
        return Math.sqrt(sum / s.length);
    }

    private static double loudnessSpread(short[] s) {
        int frame = 320;
        double[] db = new double[s.length / frame];
        for (int f = 0; f < db.length; f++) {
            db[f] = 10 * Math.log10(1e-9 + rms(Arrays.copyOfRange(s, f * frame, f * frame + frame)));
        }
        Arrays.sort(db);
        return 2 * (db[db.length * 95 / 100] - db[db.length * 5 / 100]);
    }

    /** Energy share of the strongest 2 % of the 10 Hz bins of a 100 ms-window DFT up to 2 kHz, summed over 1 s. */
    private static double peakiness(short[] s) {
        int n = 1600;
        int bins = 200;
        double[] p = new double[bins];
        for (int start = 0; start + n <= 16_000; start += n) {
            for (int k = 1; k < bins; k++) {
                double re = 0;
                double im = 0;
                for (int i = 0; i < n; i++) {
                    double a = 2 * Math.PI * k * i / n;
                    re += s[start + i] * Math.cos(a);
                    im -= s[start + i] * Math.sin(a);
                }
                p[k] += re * re + im * im;
            }
        }
        double total = Arrays.stream(p).sum();
        Arrays.sort(p);
        double top = 0;
        for (int k = bins - bins / 50; k < bins; k++) {
            top += p[k];
        }
        return top / total;
    }
}
