package homebot.audio.onnx;

import ai.onnxruntime.OnnxTensor;
import ai.onnxruntime.OrtEnvironment;
import ai.onnxruntime.OrtException;
import ai.onnxruntime.OrtSession;
import ai.onnxruntime.TensorInfo;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Opens ONNX models the way a small board wants them: one intra-op thread (the audio thread is the only caller
 * and the cores belong to the recognizer), no inter-op pool. Errors name the file and the remedy.
 */
public final class Onnx {
    private Onnx() {}

    public static OrtEnvironment env() {
        return OrtEnvironment.getEnvironment();
    }

    public static OrtSession open(Path model) {
        if (!Files.isRegularFile(model)) {
            throw new OnnxModelException("ONNX model " + model + " not found; install it with `homebot models install "
                    + model.getFileName().toString().replaceAll("\\.onnx$", "") + "` or fix the path in the config");
        }
        try (OrtSession.SessionOptions options = new OrtSession.SessionOptions()) {
            options.setIntraOpNumThreads(1);
            options.setInterOpNumThreads(1);
            options.setOptimizationLevel(OrtSession.SessionOptions.OptLevel.ALL_OPT);
            return env().createSession(model.toString(), options);
        } catch (OrtException e) {
            throw new OnnxModelException("cannot load ONNX model " + model + ": " + e.getMessage(), e);
        }
    }

    /** The declared shape of the session's only (or first) input. */
    public static long[] inputShape(OrtSession session) {
        try {
            return ((TensorInfo) session.getInputInfo().values().iterator().next().getInfo()).getShape();
        } catch (OrtException e) {
            throw new OnnxModelException("cannot read the input of an ONNX model: " + e.getMessage(), e);
        }
    }

    public static String inputName(OrtSession session) {
        return session.getInputNames().iterator().next();
    }

    /** Runs a one-input model and copies its first output out as a flat float array. */
    public static float[] run(OrtSession session, String input, OnnxTensor tensor) {
        try (OrtSession.Result result = session.run(java.util.Map.of(input, tensor))) {
            OnnxTensor out = (OnnxTensor) result.get(0);
            java.nio.FloatBuffer fb = out.getFloatBuffer();
            float[] values = new float[fb.remaining()];
            fb.get(values);
            return values;
        } catch (OrtException e) {
            throw new OnnxModelException("ONNX inference failed: " + e.getMessage(), e);
        }
    }
}
