package homebot.audio.wake;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A binary logistic regression on standardised features: {@code p = 1 / (1 + exp(-(w . (x - mean) * scale + b)))}.
 * Trained by full-batch gradient descent with a backtracking line search on the class-weighted mean log loss plus
 * an L2 penalty. Class weighting gives each class half the total weight, so a dozen positives are not outvoted by
 * thousands of negatives; the L2 penalty keeps the weights small when there are far more features than examples
 * (an enrolment has a few dozen positive windows of 1536 values).
 *
 * @param mean per-feature mean of the training set
 * @param scale per-feature 1 / standard deviation (0 for a feature that never varied: it carries no information)
 */
record LogisticRegression(float[] mean, float[] scale, float[] weights, float bias) implements VerifierModel {
    private static final int MAX_ITERATIONS = 400;
    private static final double TOLERANCE = 1e-5;

    LogisticRegression {
        if (mean.length != scale.length || mean.length != weights.length || mean.length == 0) {
            throw new IllegalArgumentException("mean, scale and weights must have the same non-zero length: "
                    + mean.length + ", " + scale.length + ", " + weights.length);
        }
        VerifierModel.requireFinite(List.of(mean, scale, weights), bias, "bias");
    }

    @Override
    public int dimensions() {
        return weights.length;
    }

    @Override
    public String kind() {
        return "logistic";
    }

    @Override
    public double probability(float[] x) {
        if (x.length != weights.length) {
            throw new IllegalArgumentException("expected " + weights.length + " features, got " + x.length);
        }
        double z = bias;
        for (int d = 0; d < x.length; d++) {
            z += weights[d] * (x[d] - mean[d]) * scale[d];
        }
        return sigmoid(z);
    }

    /**
     * @param l2 the penalty {@code l2 / 2 * |w|^2} added to the weighted mean log loss (larger = simpler model)
     */
    static LogisticRegression train(List<float[]> positives, List<float[]> negatives, double l2) {
        if (positives.isEmpty() || negatives.isEmpty()) {
            throw new IllegalArgumentException("training needs examples of both classes: " + positives.size()
                    + " positive, " + negatives.size() + " negative");
        }
        if (!(l2 > 0)) {
            throw new IllegalArgumentException("l2 must be positive: " + l2);
        }
        int dims = positives.get(0).length;
        List<float[]> all = new ArrayList<>(positives);
        all.addAll(negatives);
        for (float[] x : all) {
            if (x.length != dims) {
                throw new IllegalArgumentException("every example needs " + dims + " features, one has " + x.length);
            }
        }
        int n = all.size();
        float[] mean = new float[dims];
        float[] scale = new float[dims];
        standardisation(all, mean, scale);
        float[][] xs = new float[n][];
        double[] y = new double[n];
        double[] c = new double[n];
        for (int i = 0; i < n; i++) {
            float[] x = all.get(i);
            float[] z = new float[dims];
            for (int d = 0; d < dims; d++) {
                z[d] = (x[d] - mean[d]) * scale[d];
            }
            xs[i] = z;
            boolean pos = i < positives.size();
            y[i] = pos ? 1 : 0;
            c[i] = 0.5 / (pos ? positives.size() : negatives.size());
        }
        double[] w = new double[dims + 1]; // the last one is the bias, not penalised
        double[] grad = new double[dims + 1];
        double[] trial = new double[dims + 1];
        double loss = lossAndGradient(xs, y, c, w, l2, grad);
        double step = 1.0;
        for (int it = 0; it < MAX_ITERATIONS; it++) {
            double g2 = dot(grad, grad);
            if (Math.sqrt(g2) < TOLERANCE) {
                break;
            }
            // Armijo backtracking: shrink until the loss falls enough, then try a longer step next time
            double next;
            while (true) {
                for (int d = 0; d <= dims; d++) {
                    trial[d] = w[d] - step * grad[d];
                }
                next = lossAndGradient(xs, y, c, trial, l2, null);
                if (next <= loss - 0.5 * step * g2 || step < 1e-12) {
                    break;
                }
                step /= 2;
            }
            System.arraycopy(trial, 0, w, 0, w.length);
            loss = lossAndGradient(xs, y, c, w, l2, grad);
            step *= 2;
        }
        float[] weights = new float[dims];
        for (int d = 0; d < dims; d++) {
            weights[d] = (float) w[d];
        }
        return new LogisticRegression(mean, scale, weights, (float) w[dims]);
    }

    /** Per-feature mean and 1 / standard deviation (0 for a constant feature); shared with the MLP. */
    static void standardisation(List<float[]> all, float[] mean, float[] scale) {
        int dims = mean.length;
        double[] sum = new double[dims];
        double[] sq = new double[dims];
        for (float[] x : all) {
            for (int d = 0; d < dims; d++) {
                sum[d] += x[d];
            }
        }
        for (int d = 0; d < dims; d++) {
            mean[d] = (float) (sum[d] / all.size());
        }
        for (float[] x : all) {
            for (int d = 0; d < dims; d++) {
                double v = x[d] - mean[d];
                sq[d] += v * v;
            }
        }
        for (int d = 0; d < dims; d++) {
            double sd = Math.sqrt(sq[d] / all.size());
            scale[d] = sd > 1e-6 * (1 + Math.abs(mean[d])) ? (float) (1 / sd) : 0f;
        }
    }

    private static double lossAndGradient(float[][] xs, double[] y, double[] c, double[] w, double l2, double[] grad) {
        int dims = w.length - 1;
        if (grad != null) {
            Arrays.fill(grad, 0);
        }
        double loss = 0;
        for (int i = 0; i < xs.length; i++) {
            float[] x = xs[i];
            double z = w[dims];
            for (int d = 0; d < dims; d++) {
                z += w[d] * x[d];
            }
            // log(1 + e^z) - y z, computed without overflow
            loss += c[i] * (Math.max(z, 0) + Math.log1p(Math.exp(-Math.abs(z))) - y[i] * z);
            if (grad != null) {
                double r = c[i] * (sigmoid(z) - y[i]);
                for (int d = 0; d < dims; d++) {
                    grad[d] += r * x[d];
                }
                grad[dims] += r;
            }
        }
        double penalty = 0;
        for (int d = 0; d < dims; d++) {
            penalty += w[d] * w[d];
            if (grad != null) {
                grad[d] += l2 * w[d];
            }
        }
        return loss + 0.5 * l2 * penalty;
    }

    private static double dot(double[] a, double[] b) {
        double s = 0;
        for (int i = 0; i < a.length; i++) {
            s += a[i] * b[i];
        }
        return s;
    }

    static double sigmoid(double z) {
        return z >= 0 ? 1 / (1 + Math.exp(-z)) : Math.exp(z) / (1 + Math.exp(z));
    }
}
