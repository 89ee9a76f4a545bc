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
}
