package homebot.audio.wake;

import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import homebot.audio.onnx.Onnx;
import homebot.audio.onnx.OnnxModelException;
import java.nio.file.Path;

/**
 * One openWakeWord classifier ({@code [1, window, 96]} embeddings in, scores out), upstream or custom-trained.
 * A single output is the score; several outputs are classes with class 0 as "none", and the score is the best
 * of the others.
 */
final class WakeModel implements AutoCloseable {
    private final String name;
    private final OrtSession session;
    private final String input;
    private final int window;

    WakeModel(String name, OrtSession session) {
        this.name = name;
        this.session = session;
        this.input = Onnx.inputName(session);
        long[] shape = Onnx.inputShape(session);
        if (shape.length != 3 || shape[2] != WakeFeatures.EMBEDDING || shape[1] < 1) {
            throw new OnnxModelException("wake model " + name + " takes " + java.util.Arrays.toString(shape)
                    + ", not [1, N, " + WakeFeatures.EMBEDDING + "] embeddings: not an openWakeWord model");
        }
        this.window = (int) shape[1];
    }

    static WakeModel load(Path file) {
        String name = file.getFileName().toString().replaceAll("\\.onnx$", "");
        return new WakeModel(name, Onnx.open(file));
    }

    String name() {
        return name;
    }

    int window() {
        return window;
    }

    float score(WakeFeatures features) {
        try (OnnxTensor t = OnnxTensor.createTensor(Onnx.env(), features.lastEmbeddings(window),
                new long[] {1, window, WakeFeatures.EMBEDDING})) {
            float[] out = Onnx.run(session, input, t);
            if (out.length == 1) {
                return out[0];
            }
            float best = 0;
            for (int i = 1; i < out.length; i++) {
                best = Math.max(best, out[i]);
            }
            return best;
        } catch (OrtException e) {
            throw new OnnxModelException("wake model " + name + " failed: " + e.getMessage(), e);
        }
    }

    @Override
    public void close() {
        try {
            session.close();
        } catch (OrtException e) {
            throw new OnnxModelException("closing wake model " + name + " failed: " + e.getMessage(), e);
        }
    }
}
