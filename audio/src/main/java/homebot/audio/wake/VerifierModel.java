package homebot.audio.wake;

/**
 * The classifier inside a {@link WakeVerifier}: the probability that a feature vector is the phrase. A linear one
 * ({@link LogisticRegression}) or one with a hidden layer ({@link MultiLayerPerceptron}); the file says which.
 */
sealed interface VerifierModel permits LogisticRegression, MultiLayerPerceptron {
    /** Features it expects. */
    int dimensions();

    double probability(float[] x);

    /** The file's {@code kind}. */
    String kind();

    /** A model read from a file checks its numbers once: a coefficient that is not finite makes every answer wrong. */
    static void requireFinite(java.util.List<float[]> coefficients, float bias, String biasName) {
        for (float[] a : coefficients) {
            for (float v : a) {
                if (!Float.isFinite(v)) {
                    throw new IllegalArgumentException("a coefficient is not a finite number");
                }
            }
        }
        if (!Float.isFinite(bias)) {
            throw new IllegalArgumentException("the " + biasName + " is not a finite number");
        }
    }
}
