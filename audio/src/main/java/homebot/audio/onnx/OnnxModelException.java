package homebot.audio.onnx;

/** An ONNX model that is missing, unloadable, of the wrong shape, or failing at inference. */
public final class OnnxModelException extends RuntimeException {
    public OnnxModelException(String message) {
        super(message);
    }

    public OnnxModelException(String message, Throwable cause) {
        super(message, cause);
    }
}
