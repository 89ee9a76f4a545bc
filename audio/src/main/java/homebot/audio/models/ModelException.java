package homebot.audio.models;

/**
 * A model store failure. Codes: {@code model-unknown}, {@code model-download-failed},
 * {@code model-download-interrupted} (the partial file is kept: run install again to resume),
 * {@code model-size-mismatch}, {@code model-checksum-mismatch}, {@code model-unsafe-archive} (zip-slip),
 * {@code model-unpack-failed}, {@code model-not-installed}.
 */
public final class ModelException extends Exception {
    public static final String UNKNOWN = "model-unknown";
    public static final String DOWNLOAD_FAILED = "model-download-failed";
    public static final String INTERRUPTED = "model-download-interrupted";
    public static final String SIZE_MISMATCH = "model-size-mismatch";
    public static final String CHECKSUM_MISMATCH = "model-checksum-mismatch";
    /** The catalog pins no SHA-256 for it and the user did not say {@code --trust}. */
    public static final String UNPINNED = "model-unpinned";
    public static final String UNSAFE_ARCHIVE = "model-unsafe-archive";
    public static final String UNPACK_FAILED = "model-unpack-failed";
    public static final String NOT_INSTALLED = "model-not-installed";

    private final String code;

    public ModelException(String code, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
    }

    public ModelException(String code, String message) {
        this(code, message, null);
    }

    public String code() {
        return code;
    }
}
