package homebot.audio.wake;

import java.util.Arrays;

/**
 * What a {@link WakeVerifier} is given of the {@code frames x 96} embedding window: the window itself, flattened in
 * time order, or the window followed by each embedding dimension's mean and maximum over its frames (192 values that
 * do not move when the phrase sits a frame or two earlier or later in the window).
 */
public enum VerifierInputs {
    WINDOW("window"),
    WINDOW_POOLED("window+pooled");

    private final String id;

    VerifierInputs(String id) {
        this.id = id;
    }

    /** The name in the verifier file and on the command line. */
    public String id() {
        return id;
    }

    /** @throws IllegalArgumentException naming the known ones */
    public static VerifierInputs of(String id) {
        for (VerifierInputs i : values()) {
            if (i.id.equals(id)) {
                return i;
            }
        }
        throw new IllegalArgumentException("unknown inputs \"" + id + "\" (known: "
                + Arrays.stream(values()).map(VerifierInputs::id).toList() + ")");
    }

    /** Features of a window of {@code frames} embeddings; for {@link #WINDOW} the very array given. */
    float[] of(float[] window, int frames) {
        if (this == WINDOW) {
            return window;
        }
        int e = WakeFeatures.EMBEDDING;
        float[] out = Arrays.copyOf(window, window.length + 2 * e);
        for (int d = 0; d < e; d++) {
            double sum = 0;
            float max = Float.NEGATIVE_INFINITY;
            for (int t = 0; t < frames; t++) {
                float v = window[t * e + d];
                sum += v;
                max = Math.max(max, v);
            }
            out[window.length + d] = (float) (sum / frames);
            out[window.length + e + d] = max;
        }
        return out;
    }

    /** Features per window of {@code frames} embeddings. */
    int dimensions(int frames) {
        return frames * WakeFeatures.EMBEDDING + (this == WINDOW ? 0 : 2 * WakeFeatures.EMBEDDING);
    }
}
