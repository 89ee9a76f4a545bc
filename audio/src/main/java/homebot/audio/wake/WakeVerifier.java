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
 * A per-household second opinion on one wake model (openWakeWord's "custom verifier"): a logistic regression over
 * the same {@code window x 96} embedding window the wake model scores, flattened in time order. Flattened rather
 * than pooled because the order is what tells "hey jarvis" from "jarvis, hey" or a lone "jarvis", and because the
 * detector asks only at frames where the base model already fired, so the phrase sits at the same place in the
 * window as in the enrolment windows. Trained on the household's own clips of the phrase against other speech
 * ({@link WakeEnrolment}); saved as a small JSON file naming the wake model and the feature shape.
 */
public final class WakeVerifier {
    /** The file's {@code format} value; a file without it is not a verifier. */
    static final String FORMAT = "homebot-wake-verifier/1";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String model;
    private final int window;
    private final LogisticRegression regression;
    private final int positives;
    private final int negatives;
    private final float[] scratch;

    WakeVerifier(String model, int window, LogisticRegression regression, int positives, int negatives) {
        if (model == null || model.isBlank()) {
            throw new IllegalArgumentException("a verifier needs the wake model's name");
        }
        if (regression.dimensions() != window * WakeFeatures.EMBEDDING) {
            throw new IllegalArgumentException("a window of " + window + " embeddings needs "
                    + window * WakeFeatures.EMBEDDING + " weights, not " + regression.dimensions());
        }
        this.model = model;
        this.window = window;
        this.regression = regression;
        this.positives = positives;
        this.negatives = negatives;
        this.scratch = new float[regression.dimensions()];
    }

    /**
     * Trains a verifier on flattened windows ({@code window * 96} values each, as {@link WakeFeatures} gives them).
     *
     * @param l2 the L2 penalty; {@link #DEFAULT_L2} unless tuning
     */
    public static WakeVerifier train(String model, int window, List<float[]> positives, List<float[]> negatives,
                                     double l2) {
        return new WakeVerifier(model, window, LogisticRegression.train(positives, negatives, l2), positives.size(),
                negatives.size());
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
        return regression.probability(scratch);
    }

    /** The same for a flattened window. */
    public double probability(float[] flattened) {
        return regression.probability(flattened);
    }

    /** The file's content; the caller writes it atomically (daemon's {@code AtomicFiles}). */
    public String toJson() {
        ObjectNode root = JSON.createObjectNode();
        root.put("format", FORMAT);
        root.put("model", model);
        root.put("window", window);
        root.put("features", WakeFeatures.EMBEDDING);
        root.put("positives", positives);
        root.put("negatives", negatives);
        root.put("bias", regression.bias());
        put(root.putArray("mean"), regression.mean());
        put(root.putArray("scale"), regression.scale());
        put(root.putArray("weights"), regression.weights());
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
     * @throws VerifierFileException naming the file: unreadable, not a verifier, for another model or shape
     */
    public static WakeVerifier read(Path file, String expectedModel, int window) {
        JsonNode root;
        try {
            root = JSON.readTree(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new VerifierFileException(file, "cannot be read: " + e.getMessage());
        }
        if (root == null || !root.isObject() || !FORMAT.equals(root.path("format").asText())) {
            throw new VerifierFileException(file, "is not a wake verifier (no \"format\": \"" + FORMAT + "\")");
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
            LogisticRegression lr = new LogisticRegression(floats(root, "mean"), floats(root, "scale"),
                    floats(root, "weights"), (float) number(root.path("bias"), "bias"));
            return new WakeVerifier(model, w, lr, root.path("positives").asInt(), root.path("negatives").asInt());
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
