package homebot.audio.wake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;
import org.junit.jupiter.api.Test;

/** Hard-negative mining ({@link VerifierExamples#trainRounds}) without a model: a scripted trainer and scores. */
class HardNegativeMiningTest {
    /** Windows of one value each; a scorer reads it as the verifier's probability. */
    private static List<float[]> pool(double... scores) {
        List<float[]> out = new ArrayList<>();
        for (double s : scores) {
            out.add(new float[] {(float) s});
        }
        return out;
    }

    /** Records what each round was trained on and answers with the next scripted scorer. */
    private static final class ScriptedTrainer {
        final List<List<float[]>> negatives = new ArrayList<>();
        final List<ToDoubleFunction<float[]>> script;

        ScriptedTrainer(List<ToDoubleFunction<float[]>> script) {
            this.script = script;
        }

        ToDoubleFunction<float[]> train(List<float[]> phrase, List<float[]> other) {
            negatives.add(List.copyOf(other));
            return script.get(negatives.size() - 1);
        }
    }

    private static long copies(List<float[]> list, float[] w) {
        return list.stream().filter(x -> x == w).count();
    }

    @Test
    void theWindowsTheFirstVerifierScoresHighestBecomeWeightedNegatives() {
        List<float[]> phrase = pool(1, 1);
        List<float[]> other = pool(0, 0, 0);
        List<float[]> candidates = pool(0.1, 0.95, 0.3, 0.8, 0.6, 0.7, 0.05);
        ToDoubleFunction<float[]> byValue = w -> w[0];
        var trainer = new ScriptedTrainer(List.of(byValue, byValue));
        var m = new VerifierExamples.Mining(1, 0.5, 3, 4);

        List<ToDoubleFunction<float[]>> rounds = VerifierExamples.trainRounds(phrase, other, candidates,
                trainer::train, v -> v, m);

        assertEquals(2, rounds.size(), "the first-round verifier and one mined round");
        assertEquals(other.size(), trainer.negatives.get(0).size(), "round 0 trains on the other class alone");
        List<float[]> mined = trainer.negatives.get(1);
        assertEquals(other.size() + 3 * 4, mined.size(), "the 3 highest, 4 times each");
        for (int i : new int[] {1, 3, 5}) { // 0.95, 0.8, 0.7: the highest three over 0.5
            assertEquals(4, copies(mined, candidates.get(i)), "candidate " + i);
        }
        for (int i : new int[] {0, 2, 4, 6}) { // 0.6 is over 0.5 but not among the 3 highest
            assertEquals(0, copies(mined, candidates.get(i)), "candidate " + i);
        }
        for (float[] o : other) {
            assertEquals(1, copies(mined, o), "the other class is kept once");
        }
    }

    @Test
    void aLaterRoundAddsWhatTheNewVerifierStillScoresHighWithoutCountingAWindowTwice() {
        List<float[]> candidates = pool(0.9, 0.2, 0.6);
        ToDoubleFunction<float[]> first = w -> w[0];
        // after round 1 the first window is learnt (0), the second is now the hard one
        ToDoubleFunction<float[]> second = w -> w == candidates.get(0) ? 0.0 : 1 - w[0];
        var trainer = new ScriptedTrainer(List.of(first, second, first));
        var m = new VerifierExamples.Mining(2, 0.5, 1, 2);

        List<ToDoubleFunction<float[]>> rounds = VerifierExamples.trainRounds(pool(1, 1), pool(0, 0), candidates,
                trainer::train, v -> v, m);

        assertEquals(3, rounds.size());
        assertSame(second, rounds.get(1));
        List<float[]> last = trainer.negatives.get(2);
        assertEquals(2, copies(last, candidates.get(0)), "mined in round 1, kept");
        assertEquals(2, copies(last, candidates.get(1)), "mined in round 2 (score 0.8 now)");
        assertEquals(0, copies(last, candidates.get(2)));
        assertEquals(2 + 2 * 2, last.size());
    }

    @Test
    void nothingOverTheFloorMeansNoNewNegatives() {
        var trainer = new ScriptedTrainer(List.of(w -> 0.1, w -> 0.1));
        VerifierExamples.trainRounds(pool(1, 1), pool(0, 0), pool(0.3, 0.4), trainer::train, v -> v,
                new VerifierExamples.Mining(1, 0.5, 10, 3));
        assertEquals(2, trainer.negatives.get(1).size());
    }

    @Test
    void aMiningWithoutRoundsOrWeightIsRefused() {
        var e = assertThrows(IllegalArgumentException.class, () -> new VerifierExamples.Mining(0, 0.5, 10, 3));
        assertTrue(e.getMessage().contains("rounds"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> new VerifierExamples.Mining(1, 0.5, 10, 0));
        assertThrows(IllegalArgumentException.class, () -> new VerifierExamples.Mining(1, 0.5, 0, 1));
        assertThrows(IllegalArgumentException.class, () -> VerifierExamples.Mining.parse("1:x:3:4"));
        assertEquals(new VerifierExamples.Mining(2, 0.3, 500, 5), VerifierExamples.Mining.parse("2:0.3:500:5"));
    }
}
