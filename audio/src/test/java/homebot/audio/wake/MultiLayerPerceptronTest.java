package homebot.audio.wake;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class MultiLayerPerceptronTest {
    /**
     * XOR-like: the class is the sign of {@code x0 * x1}, two quadrants each, among noisy dimensions of very different
     * scales. No hyperplane separates it (a linear model is right about half the time).
     */
    private static List<float[]> quadrants(SplittableRandom r, int n, int dims, boolean positive) {
        List<float[]> out = new ArrayList<>();
        while (out.size() < n) {
            double a = r.nextDouble(-1, 1);
            double b = r.nextDouble(-1, 1);
            if ((a * b > 0) != positive || Math.abs(a) < 0.1 || Math.abs(b) < 0.1) {
                continue;
            }
            float[] x = new float[dims];
            for (int d = 0; d < dims; d++) {
                double scale = d % 3 == 0 ? 1000 : 0.01; // standardising must make the scale irrelevant
                x[d] = (float) (scale * (d == 0 ? a : d == 1 ? b : 0.3 * r.nextGaussian()));
            }
            out.add(x);
        }
        return out;
    }

    private static int wrong(VerifierModel m, SplittableRandom r, int dims) {
        int wrong = 0;
        for (float[] x : quadrants(r, 200, dims, true)) {
            wrong += m.probability(x) >= 0.5 ? 0 : 1;
        }
        for (float[] x : quadrants(r, 200, dims, false)) {
            wrong += m.probability(x) < 0.5 ? 0 : 1;
        }
        return wrong;
    }

    @Test
    void learnsXorLikeDataALinearModelCannot() {
        SplittableRandom r = new SplittableRandom(4);
        List<float[]> pos = quadrants(r, 150, 6, true);
        List<float[]> neg = quadrants(r, 900, 6, false); // unbalanced, as phrase vs other windows are
        MultiLayerPerceptron mlp = MultiLayerPerceptron.train(pos, neg,
                new MultiLayerPerceptron.Settings(16, 1e-4, 1, 200, 20, 0.15, 0.01));
        LogisticRegression lr = LogisticRegression.train(pos, neg, 0.01);
        int mlpWrong = wrong(mlp, new SplittableRandom(9), 6);
        int lrWrong = wrong(lr, new SplittableRandom(9), 6);
        assertTrue(mlpWrong <= 20, "MLP wrong on " + mlpWrong + " of 400 held-out points");
        assertTrue(lrWrong >= 100, "a linear model should fail here, wrong on " + lrWrong + " of 400");
    }

    @Test
    void theSameSeedTrainsTheSameNetwork() {
        SplittableRandom r = new SplittableRandom(5);
        List<float[]> pos = quadrants(r, 60, 4, true);
        List<float[]> neg = quadrants(r, 120, 4, false);
        var s = new MultiLayerPerceptron.Settings(8, 1e-3, 7, 30, 5, 0.2, 0.01);
        MultiLayerPerceptron a = MultiLayerPerceptron.train(pos, neg, s);
        MultiLayerPerceptron b = MultiLayerPerceptron.train(pos, neg, s);
        assertArrayEquals(a.inputWeights(), b.inputWeights());
        assertEquals(a.outputBias(), b.outputBias());
    }

    @Test
    void refusesEmptyClassesRaggedRowsAndInconsistentWeights() {
        List<float[]> one = List.of(new float[] {1, 2}, new float[] {2, 1});
        var s = MultiLayerPerceptron.Settings.defaults();
        assertThrows(IllegalArgumentException.class, () -> MultiLayerPerceptron.train(List.of(), one, s));
        assertThrows(IllegalArgumentException.class,
                () -> MultiLayerPerceptron.train(one, List.of(new float[] {1, 2, 3}), s));
        float[] two = {0, 0};
        assertThrows(IllegalArgumentException.class, // 2 inputs x 3 hidden units need 6 input weights
                () -> new MultiLayerPerceptron(two, two, 3, new float[5], new float[3], new float[3], 0f));
        assertThrows(IllegalArgumentException.class,
                () -> new MultiLayerPerceptron(two, two, 1, new float[] {Float.NaN, 0}, new float[1], new float[1], 0f));
    }
}
