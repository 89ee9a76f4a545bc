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
}
