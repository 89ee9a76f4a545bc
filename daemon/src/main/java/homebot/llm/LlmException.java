package homebot.llm;

/**
 * A failed LLM request, with a stable code for logs, traces and the spoken fallback: {@code llm-unreachable},
 * {@code llm-timeout}, {@code llm-rejected} (a 4xx other than 429, the server's message quoted),
 * {@code llm-rate-limited}, {@code llm-server-error}, {@code llm-truncated-stream}, {@code llm-bad-response}.
 * Messages never contain the API key.
 */
public final class LlmException extends Exception {
    public static final String UNREACHABLE = "llm-unreachable";
    public static final String TIMEOUT = "llm-timeout";
    public static final String REJECTED = "llm-rejected";
    public static final String RATE_LIMITED = "llm-rate-limited";
    public static final String SERVER_ERROR = "llm-server-error";
    public static final String TRUNCATED_STREAM = "llm-truncated-stream";
    public static final String BAD_RESPONSE = "llm-bad-response";

    private final String code;
    private final int httpStatus;
    private final String detail;

    public LlmException(String code, String message) {
        this(code, message, 0);
    }

    public LlmException(String code, String message, int httpStatus) {
        super(code + ": " + message);
        this.code = code;
        this.httpStatus = httpStatus;
        this.detail = message;
    }

    /** The message without the code prefix. */
    public String detail() {
        return detail;
    }

    public String code() {
        return code;
    }

    /** The HTTP status that caused it, or 0. */
    public int httpStatus() {
        return httpStatus;
    }
}
