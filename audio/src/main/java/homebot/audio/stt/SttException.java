package homebot.audio.stt;

/**
 * A speech-recognition failure with a stable code: {@code stt-model-missing} (no loadable model at the path),
 * {@code stt-native-missing} (libvosk could not be loaded on this platform), {@code stt-phrase-unknown} (a
 * grammar or wake phrase has words outside the model's vocabulary), {@code stt-recognizer-failed}.
 */
public class SttException extends RuntimeException {
    public static final String MODEL_MISSING = "stt-model-missing";
    public static final String NATIVE_MISSING = "stt-native-missing";
    public static final String PHRASE_UNKNOWN = "stt-phrase-unknown";
    public static final String RECOGNIZER_FAILED = "stt-recognizer-failed";

    private final String code;

    public SttException(String code, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
    }

    public SttException(String code, String message) {
        this(code, message, null);
    }

    public String code() {
        return code;
    }
}
