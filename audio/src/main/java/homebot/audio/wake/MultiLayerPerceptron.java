package homebot.audio.wake;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A binary classifier with one hidden layer: {@code p = sigmoid(v . tanh(W z + c) + b)} on standardised features
 * {@code z = (x - mean) * scale}. It can draw a boundary a {@link LogisticRegression} cannot (the phrase in one noise
 * against other speech in another). Trained by minibatch Adam on the same class-weighted log loss (each class half
 * the weight) plus {@code l2 / 2 * |W|^2 + |v|^2}, in a seeded order, stopping when the loss on a held-back share
 * of each class has not improved for {@code patience} epochs and keeping the best epoch's weights. Deterministic.
 *
 * @param inputWeights {@code hidden x dimensions}, row by row
 */
record MultiLayerPerceptron(float[] mean, float[] scale, int hidden, float[] inputWeights, float[] hiddenBias,
                            float[] outputWeights, float outputBias) implements VerifierModel {
    private static final int BATCH = 64;
    private static final double BETA1 = 0.9;
    private static final double BETA2 = 0.999;

    /**
     * @param validationShare the share of each class held back for early stopping
     */
    record Settings(int hidden, double l2, long seed, int maxEpochs, int patience, double validationShare,
                    double learningRate) {
        /** What BENCHMARKS.md's "Session 6: MLP verifier" measured. */
        static Settings defaults() {
            return new Settings(32, 1e-4, 1, 30, 3, 0.1, 1e-3);
        }
    }

    MultiLayerPerceptron {
        int dims = mean.length;
        if (dims == 0 || scale.length != dims || hidden < 1 || inputWeights.length != hidden * dims
                || hiddenBias.length != hidden || outputWeights.length != hidden) {
            throw new IllegalArgumentException("inconsistent sizes: " + dims + " inputs, " + scale.length + " scales, "
                    + hidden + " hidden units, " + inputWeights.length + " input weights, " + hiddenBias.length
                    + " hidden biases, " + outputWeights.length + " output weights");
        }
        VerifierModel.requireFinite(List.of(mean, scale, inputWeights, hiddenBias, outputWeights), outputBias, "output bias");
    }

    @Override
    public int dimensions() {
        return mean.length;
    }

    @Override
    public String kind() {
        return "mlp";
    }

    @Override
    public double probability(float[] x) {
        int dims = mean.length;
        if (x.length != dims) {
            throw new IllegalArgumentException("expected " + dims + " features, got " + x.length);
        }
        float[] z = new float[dims];
        for (int d = 0; d < dims; d++) {
            z[d] = (x[d] - mean[d]) * scale[d];
        }
        double out = outputBias;
        for (int j = 0; j < hidden; j++) {
            out += outputWeights[j] * Math.tanh(hiddenBias[j] + dot(inputWeights, j * dims, z));
        }
        return LogisticRegression.sigmoid(out);
    }

    private static float dot(float[] w, int from, float[] z) {
        float s = 0;
        for (int d = 0; d < z.length; d++) {
            s += w[from + d] * z[d];
        }
        return s;
    }

    static MultiLayerPerceptron train(List<float[]> positives, List<float[]> negatives, Settings s) {
        if (positives.size() < 2 || negatives.size() < 2) {
            throw new IllegalArgumentException("training needs at least 2 examples of each class: "
                    + positives.size() + " positive, " + negatives.size() + " negative");
        }
        int dims = positives.get(0).length;
        List<float[]> all = new ArrayList<>(positives);
        all.addAll(negatives);
        for (float[] x : all) {
            if (x.length != dims) {
                throw new IllegalArgumentException("every example needs " + dims + " features, one has " + x.length);
            }
        }
        float[] mean = new float[dims];
        float[] scale = new float[dims];
        LogisticRegression.standardisation(all, mean, scale);
        SplittableRandom r = new SplittableRandom(s.seed());
        // a seeded share of each class held back; the rest trained on
        List<Integer> train = new ArrayList<>();
        List<Integer> valid = new ArrayList<>();
        split(0, positives.size(), s.validationShare(), r, train, valid);
        split(positives.size(), all.size(), s.validationShare(), r, train, valid);
        int np = positives.size();
        float[][] z = new float[all.size()][];
        for (int i = 0; i < all.size(); i++) {
            float[] x = all.get(i);
            float[] v = new float[dims];
            for (int d = 0; d < dims; d++) {
                v[d] = (x[d] - mean[d]) * scale[d];
            }
            z[i] = v;
        }
        all.clear();
        int trainPos = (int) train.stream().filter(i -> i < np).count();
        int validPos = (int) valid.stream().filter(i -> i < np).count();
        // class weights with a mean of 1 per example: each class half the total
        double[] cTrain = {0.5 * train.size() / (train.size() - trainPos), 0.5 * train.size() / trainPos};
        double[] cValid = {0.5 / (valid.size() - validPos), 0.5 / validPos};
        int h = s.hidden();
        float[] w = new float[h * dims];
        float[] c = new float[h];
        float[] v = new float[h];
        double wScale = 1 / Math.sqrt(dims);
        for (int k = 0; k < w.length; k++) {
            w[k] = (float) (r.nextGaussian() * wScale);
        }
        for (int j = 0; j < h; j++) {
            v[j] = (float) (r.nextGaussian() / Math.sqrt(h));
        }
        float[] b = {0};
        Adam adam = new Adam(h * dims + 2 * h + 1, s.learningRate());
        float[] gw = new float[h * dims];
        float[] gc = new float[h];
        float[] gv = new float[h];
        float[] gb = new float[1];
        float[] act = new float[h];
        MultiLayerPerceptron best = null;
        double bestLoss = Double.POSITIVE_INFINITY;
        int sinceBest = 0;
        int[] order = train.stream().mapToInt(Integer::intValue).toArray();
        for (int epoch = 0; epoch < s.maxEpochs() && sinceBest < s.patience(); epoch++) {
            shuffle(order, r);
            for (int from = 0; from < order.length; from += BATCH) {
                int to = Math.min(order.length, from + BATCH);
                java.util.Arrays.fill(gw, 0);
                java.util.Arrays.fill(gc, 0);
                java.util.Arrays.fill(gv, 0);
                gb[0] = 0;
                for (int q = from; q < to; q++) {
                    int i = order[q];
                    float[] x = z[i];
                    double out = b[0];
                    for (int j = 0; j < h; j++) {
                        act[j] = (float) Math.tanh(c[j] + dot(w, j * dims, x));
                        out += v[j] * act[j];
                    }
                    boolean pos = i < np;
                    double g = cTrain[pos ? 1 : 0] * (LogisticRegression.sigmoid(out) - (pos ? 1 : 0)) / (to - from);
                    gb[0] += (float) g;
                    for (int j = 0; j < h; j++) {
                        gv[j] += (float) (g * act[j]);
                        float dj = (float) (g * v[j] * (1 - act[j] * act[j]));
                        gc[j] += dj;
                        int row = j * dims;
                        for (int d = 0; d < dims; d++) {
                            gw[row + d] += dj * x[d];
                        }
                    }
                }
                float l2 = (float) s.l2();
                for (int k = 0; k < w.length; k++) {
                    gw[k] += l2 * w[k];
                }
                for (int j = 0; j < h; j++) {
                    gv[j] += l2 * v[j];
                }
                adam.step(w, gw, c, gc, v, gv, b, gb);
            }
            MultiLayerPerceptron now = new MultiLayerPerceptron(mean, scale, h, w.clone(), c.clone(), v.clone(), b[0]);
            double loss = 0;
            for (int i : valid) {
                boolean pos = i < np;
                double p = Math.min(1 - 1e-7, Math.max(1e-7, now.probabilityStandardised(z[i])));
                loss -= cValid[pos ? 1 : 0] * Math.log(pos ? p : 1 - p);
            }
            if (loss < bestLoss - 1e-6) {
                bestLoss = loss;
                best = now;
                sinceBest = 0;
            } else {
                sinceBest++;
            }
        }
        return best;
    }

    private double probabilityStandardised(float[] z) {
        double out = outputBias;
        for (int j = 0; j < hidden; j++) {
            out += outputWeights[j] * Math.tanh(hiddenBias[j] + dot(inputWeights, j * z.length, z));
        }
        return LogisticRegression.sigmoid(out);
    }

    private static void split(int from, int to, double share, SplittableRandom r, List<Integer> train,
                              List<Integer> valid) {
        int[] idx = new int[to - from];
        for (int i = 0; i < idx.length; i++) {
            idx[i] = from + i;
        }
        shuffle(idx, r);
        int held = Math.max(1, (int) Math.round(share * idx.length));
        for (int i = 0; i < idx.length; i++) {
            (i < held ? valid : train).add(idx[i]);
        }
    }

    private static void shuffle(int[] a, SplittableRandom r) {
        for (int i = a.length - 1; i > 0; i--) {
            int k = r.nextInt(i + 1);
            int t = a[i];
            a[i] = a[k];
            a[k] = t;
        }
    }

    /** Adam over several parameter arrays taken as one vector, in the order given. */
    private static final class Adam {
        private final double[] m;
        private final double[] s;
        private final double rate;
        private int t;

        Adam(int size, double rate) {
            this.m = new double[size];
            this.s = new double[size];
            this.rate = rate;
        }

        void step(float[]... paramsAndGrads) {
            t++;
            double c1 = 1 - Math.pow(BETA1, t);
            double c2 = 1 - Math.pow(BETA2, t);
            int k = 0;
            for (int a = 0; a < paramsAndGrads.length; a += 2) {
                float[] p = paramsAndGrads[a];
                float[] g = paramsAndGrads[a + 1];
                for (int i = 0; i < p.length; i++, k++) {
                    m[k] = BETA1 * m[k] + (1 - BETA1) * g[i];
                    s[k] = BETA2 * s[k] + (1 - BETA2) * g[i] * g[i];
                    p[i] -= (float) (rate * (m[k] / c1) / (Math.sqrt(s[k] / c2) + 1e-8));
                }
            }
        }
    }
}
