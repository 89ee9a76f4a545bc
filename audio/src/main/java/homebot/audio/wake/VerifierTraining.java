package homebot.audio.wake;

import java.util.Locale;

/** How a {@link WakeVerifier} is trained: which classifier, on which {@link VerifierInputs}, with its settings. */
public sealed interface VerifierTraining {
    VerifierInputs inputs();

    /** A logistic regression (s3/s4's verifier); {@link WakeVerifier#DEFAULT_L2} unless tuning. */
    record Logistic(double l2, VerifierInputs inputs) implements VerifierTraining {
    }

    /**
     * A 1-hidden-layer network of {@code hidden} tanh units ({@link MultiLayerPerceptron}), Adam with early stopping
     * on a held-back tenth of the windows, at most {@code maxEpochs} passes, deterministic from {@code seed}.
     */
    record Mlp(int hidden, double l2, long seed, int maxEpochs, VerifierInputs inputs) implements VerifierTraining {
        public Mlp {
            if (hidden < 1 || maxEpochs < 1 || !(l2 >= 0)) {
                throw new IllegalArgumentException("an MLP needs hidden units and epochs >= 1 and l2 >= 0: " + hidden
                        + ", " + maxEpochs + ", " + l2);
            }
        }
    }

    /** s4's verifier, what {@code homebot wake train} and {@code wake enroll} write unless told otherwise. */
    static VerifierTraining logistic() {
        return new Logistic(WakeVerifier.DEFAULT_L2, VerifierInputs.WINDOW);
    }

    /** The MLP measured in BENCHMARKS.md ("Session 6: MLP verifier"). */
    static VerifierTraining mlp(VerifierInputs inputs) {
        MultiLayerPerceptron.Settings d = MultiLayerPerceptron.Settings.defaults();
        return new Mlp(d.hidden(), d.l2(), d.seed(), d.maxEpochs(), inputs);
    }

    /**
     * {@code logistic}, {@code mlp}, optionally with {@code +pooled} ({@link VerifierInputs#WINDOW_POOLED}).
     *
     * @throws IllegalArgumentException naming what is known
     */
    static VerifierTraining parse(String spec) {
        String s = spec.strip().toLowerCase(Locale.ROOT);
        VerifierInputs inputs = VerifierInputs.WINDOW;
        if (s.endsWith("+pooled")) {
            inputs = VerifierInputs.WINDOW_POOLED;
            s = s.substring(0, s.length() - "+pooled".length());
        }
        return switch (s) {
            case "logistic" -> new Logistic(WakeVerifier.DEFAULT_L2, inputs);
            case "mlp" -> mlp(inputs);
            default -> throw new IllegalArgumentException("unknown verifier kind \"" + spec
                    + "\" (known: logistic, mlp, each optionally +pooled)");
        };
    }
}
