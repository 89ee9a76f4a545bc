package homebot.audio.wake;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.FloatBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A per-household second opinion on one wake model (openWakeWord's "custom verifier"): a classifier over the same
 * {@code window x 96} embedding window the wake model scores, flattened in time order. Flattened rather than pooled
 * because the order is what tells "hey jarvis" from "jarvis, hey" or a lone "jarvis", and because the detector asks
 * only at frames where the base model already fired, so the phrase sits at the same place in the window as in the
 * enrolment windows; {@link VerifierInputs#WINDOW_POOLED} adds each dimension's mean and maximum over the window.
 * The classifier is a logistic regression (s3/s4, the default) or a 1-hidden-layer network
 * ({@link MultiLayerPerceptron}, session 6). Trained on clips of the phrase against other speech
 * ({@link WakeEnrolment}); saved as a small JSON file naming the wake model, the feature shape, the kind and inputs.
 *
 * <p>File formats: {@code homebot-wake-verifier/1} is a logistic regression over the window (what s3-s5 wrote, and
 * still what a plain logistic verifier is written as, so an older daemon reads it); {@code homebot-wake-verifier/2}
 * adds {@code kind} and {@code inputs}. Anything else is refused with the reason.
 */
public final class WakeVerifier {
    /** The first format: a logistic regression over the window, no {@code kind}. */
    static final String FORMAT = "homebot-wake-verifier/1";
    /** The format with {@code kind} and {@code inputs}. */
    static final String FORMAT_2 = "homebot-wake-verifier/2";
    private static final String FORMAT_PREFIX = "homebot-wake-verifier/";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String model;
    private final int window;
    private final VerifierModel classifier;
    private final VerifierInputs inputs;
    private final int positives;
    private final int negatives;
    private final float[] scratch;

    WakeVerifier(String model, int window, VerifierModel classifier, VerifierInputs inputs, int positives,
                 int negatives) {
        if (model == null || model.isBlank()) {
            throw new IllegalArgumentException("a verifier needs the wake model's name");
        }
        if (classifier.dimensions() != inputs.dimensions(window)) {
            throw new IllegalArgumentException("a window of " + window + " embeddings as " + inputs.id() + " needs "
                    + inputs.dimensions(window) + " inputs, not " + classifier.dimensions());
        }
        this.model = model;
        this.window = window;
        this.classifier = classifier;
        this.inputs = inputs;
        this.positives = positives;
        this.negatives = negatives;
        this.scratch = new float[window * WakeFeatures.EMBEDDING];
    }

    /**
     * Trains a logistic verifier on flattened windows ({@code window * 96} values each, as {@link WakeFeatures} gives
     * them).
     *
     * @param l2 the L2 penalty; {@link #DEFAULT_L2} unless tuning
     */
    public static WakeVerifier train(String model, int window, List<float[]> positives, List<float[]> negatives,
                                     double l2) {
        return train(model, window, positives, negatives, new VerifierTraining.Logistic(l2, VerifierInputs.WINDOW));
    }

    /** Trains a verifier of the kind and inputs {@code how} says on flattened windows. */
    public static WakeVerifier train(String model, int window, List<float[]> positives, List<float[]> negatives,
                                     VerifierTraining how) {
        List<float[]> p = features(positives, how.inputs(), window);
        List<float[]> n = features(negatives, how.inputs(), window);
        VerifierModel c;
        if (how instanceof VerifierTraining.Mlp m) {
            MultiLayerPerceptron.Settings d = MultiLayerPerceptron.Settings.defaults();
            c = MultiLayerPerceptron.train(p, n, new MultiLayerPerceptron.Settings(m.hidden(), m.l2(), m.seed(),
                    m.maxEpochs(), d.patience(), d.validationShare(), d.learningRate()));
        } else {
            c = LogisticRegression.train(p, n, ((VerifierTraining.Logistic) how).l2());
        }
        return new WakeVerifier(model, window, c, how.inputs(), positives.size(), negatives.size());
    }

    private static List<float[]> features(List<float[]> windows, VerifierInputs inputs, int window) {
        return inputs == VerifierInputs.WINDOW ? windows : windows.stream().map(w -> inputs.of(w, window)).toList();
    }

    /**
     * Not tuned: a penalty that keeps 1,536 weights small when a few dozen phrase windows are all there is of one
     * class. BENCHMARKS.md's verifier figures were measured with it.
     */
    public static final double DEFAULT_L2 = 0.01;

    public String model() {
        return model;
    }

    public int window() {
        return window;
    }

    /** {@code logistic} or {@code mlp}. */
    public String kind() {
        return classifier.kind();
    }

    public VerifierInputs inputs() {
        return inputs;
    }

    /** Positive and negative windows it was trained on. */
    public int positives() {
        return positives;
    }

    public int negatives() {
        return negatives;
    }

    /** The probability that the window (as {@link WakeFeatures#lastEmbeddings}, oldest first) is the household's phrase. */
    double probability(FloatBuffer windowEmbeddings) {
        FloatBuffer b = windowEmbeddings.duplicate();
        b.get(scratch);
        return probability(scratch);
    }

    /** The same for a flattened window. */
    public double probability(float[] flattened) {
        return classifier.probability(inputs.of(flattened, window));
    }

    /** The file's content; the caller writes it atomically (daemon's {@code AtomicFiles}). */
    public String toJson() {
        ObjectNode root = JSON.createObjectNode();
        boolean first = classifier instanceof LogisticRegression && inputs == VerifierInputs.WINDOW;
        root.put("format", first ? FORMAT : FORMAT_2);
        if (!first) {
            root.put("kind", classifier.kind());
            root.put("inputs", inputs.id());
        }
        root.put("model", model);
        root.put("window", window);
        root.put("features", WakeFeatures.EMBEDDING);
        root.put("positives", positives);
        root.put("negatives", negatives);
        if (classifier instanceof LogisticRegression lr) {
            root.put("bias", lr.bias());
            put(root.putArray("mean"), lr.mean());
            put(root.putArray("scale"), lr.scale());
            put(root.putArray("weights"), lr.weights());
        } else {
            MultiLayerPerceptron m = (MultiLayerPerceptron) classifier;
            root.put("hidden", m.hidden());
            root.put("output_bias", m.outputBias());
            put(root.putArray("mean"), m.mean());
            put(root.putArray("scale"), m.scale());
            put(root.putArray("output_weights"), m.outputWeights());
            put(root.putArray("hidden_bias"), m.hiddenBias());
            put(root.putArray("input_weights"), m.inputWeights());
        }
        try {
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n";
        } catch (IOException e) {
            throw new IllegalStateException("a verifier could not be written as JSON", e);
        }
    }

    private static void put(ArrayNode a, float[] values) {
        for (float v : values) {
            a.add(v);
        }
    }

    /**
     * Reads a verifier file written by {@link #toJson()} for {@code expectedModel}, whose window is {@code window}
     * embeddings.
     *
     * @throws VerifierFileException naming the file: unreadable, not a verifier, of an unknown format version or
     *     kind, for another model or shape, damaged
     */
    public static WakeVerifier read(Path file, String expectedModel, int window) {
        JsonNode root;
        try {
            root = JSON.readTree(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new VerifierFileException(file, "cannot be read: " + e.getMessage());
        }
        String format = root == null || !root.isObject() ? "" : root.path("format").asText();
        if (!format.startsWith(FORMAT_PREFIX)) {
            throw new VerifierFileException(file, "is not a wake verifier (no \"format\": \"" + FORMAT + "\")");
        }
        if (!format.equals(FORMAT) && !format.equals(FORMAT_2)) {
            throw new VerifierFileException(file, "has format version " + format.substring(FORMAT_PREFIX.length())
                    + "; this homebot reads versions 1 and 2 (was it written by a newer one?)");
        }
        boolean first = format.equals(FORMAT);
        String kind = first ? "logistic" : root.path("kind").asText();
        if (!kind.equals("logistic") && !kind.equals("mlp")) {
            throw new VerifierFileException(file, "holds an unknown kind \"" + kind + "\" of verifier (known: logistic, mlp)");
        }
        VerifierInputs inputs;
        try {
            inputs = first ? VerifierInputs.WINDOW : VerifierInputs.of(root.path("inputs").asText());
        } catch (IllegalArgumentException e) {
            throw new VerifierFileException(file, "has " + e.getMessage());
        }
        String model = root.path("model").asText();
        if (!model.equals(expectedModel)) {
            throw new VerifierFileException(file, "was enrolled for wake model \"" + model + "\", not \""
                    + expectedModel + "\"");
        }
        int features = root.path("features").asInt(-1);
        int w = root.path("window").asInt(-1);
        if (features != WakeFeatures.EMBEDDING || w != window) {
            throw new VerifierFileException(file, "has features " + w + " x " + features + ", the wake model "
                    + expectedModel + " scores " + window + " x " + WakeFeatures.EMBEDDING);
        }
        try {
            VerifierModel c = kind.equals("logistic")
                    ? new LogisticRegression(floats(root, "mean"), floats(root, "scale"), floats(root, "weights"),
                            (float) number(root.path("bias"), "bias"))
                    : new MultiLayerPerceptron(floats(root, "mean"), floats(root, "scale"),
                            (int) number(root.path("hidden"), "hidden"), floats(root, "input_weights"),
                            floats(root, "hidden_bias"), floats(root, "output_weights"),
                            (float) number(root.path("output_bias"), "output_bias"));
            return new WakeVerifier(model, w, c, inputs, root.path("positives").asInt(), root.path("negatives").asInt());
        } catch (IllegalArgumentException e) {
            throw new VerifierFileException(file, "is damaged: " + e.getMessage());
        }
    }

    private static float[] floats(JsonNode root, String key) {
        JsonNode a = root.path(key);
        if (!a.isArray()) {
            throw new IllegalArgumentException("\"" + key + "\" is missing or not a list");
        }
        float[] out = new float[a.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = (float) number(a.get(i), key + "[" + i + "]");
        }
        return out;
    }

    private static double number(JsonNode n, String what) {
        if (n == null || !n.isNumber()) {
            throw new IllegalArgumentException("\"" + what + "\" is not a number");
        }
        return n.asDouble();
    }

    /** A verifier file that cannot be used; the message names the file and says why. */
    public static final class VerifierFileException extends RuntimeException {
        VerifierFileException(Path file, String why) {
            super("wake verifier " + file + " " + why);
        }
    }
}
