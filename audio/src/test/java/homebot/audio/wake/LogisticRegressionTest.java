package homebot.audio.wake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class LogisticRegressionTest {
    /** Two Gaussian clouds apart along a direction hidden among noisy dimensions of very different scales. */
    private static List<float[]> cloud(SplittableRandom r, int n, int dims, double shift) {
        List<float[]> out = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            float[] x = new float[dims];
            for (int d = 0; d < dims; d++) {
                double scale = d % 3 == 0 ? 1000 : 0.01; // standardising must make scale irrelevant
                x[d] = (float) ((r.nextGaussian() + (d == 4 ? shift : 0)) * scale + 7 * scale);
            }
            out.add(x);
        }
        return out;
    }

    @Test
    void learnsASeparableSetAndGeneralisesToNewPointsOfIt() {
        SplittableRandom r = new SplittableRandom(1);
        // few positives, many negatives: the class weighting must keep the positives from being outvoted
        LogisticRegression lr = LogisticRegression.train(cloud(r, 12, 20, 6), cloud(r, 600, 20, -6), 0.01);
        int wrong = 0;
        for (float[] x : cloud(r, 200, 20, 6)) {
            wrong += lr.probability(x) >= 0.5 ? 0 : 1;
        }
        for (float[] x : cloud(r, 200, 20, -6)) {
            wrong += lr.probability(x) < 0.5 ? 0 : 1;
        }
        assertEquals(0, wrong, "held-out points on the wrong side");
        float[] farPositive = cloud(r, 1, 20, 10).get(0);
        assertTrue(lr.probability(farPositive) > 0.9, "p=" + lr.probability(farPositive));
    }

    @Test
    void strongerRegularisationGivesLessConfidentProbabilities() {
        SplittableRandom r = new SplittableRandom(2);
        List<float[]> pos = cloud(r, 30, 10, 3);
        List<float[]> neg = cloud(r, 30, 10, -3);
        float[] probe = cloud(r, 1, 10, 3).get(0);
        double loose = LogisticRegression.train(pos, neg, 0.001).probability(probe);
        double tight = LogisticRegression.train(pos, neg, 10).probability(probe);
        assertTrue(loose > tight && tight > 0.5, "loose " + loose + " tight " + tight);
    }

    @Test
    void refusesEmptyClassesAndRaggedRows() {
        List<float[]> one = List.of(new float[] {1, 2});
        assertThrows(IllegalArgumentException.class, () -> LogisticRegression.train(List.of(), one, 0.01));
        assertThrows(IllegalArgumentException.class, () -> LogisticRegression.train(one, List.of(), 0.01));
        assertThrows(IllegalArgumentException.class,
                () -> LogisticRegression.train(one, List.of(new float[] {1, 2, 3}), 0.01));
    }
}
