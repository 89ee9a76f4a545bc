package homebot.audio.wyoming;

import java.io.IOException;

/**
 * A Wyoming failure with a stable code: {@code wyoming-malformed} (a header or data block that is not the JSON the
 * protocol describes), {@code wyoming-frame-too-large} (a header line, data block or payload over the configured
 * bound; refused before anything is allocated), {@code wyoming-truncated} (the peer closed inside a frame),
 * {@code wyoming-timeout}, {@code wyoming-unavailable} (connect refused or the connection broke),
 * {@code wyoming-protocol} (a well-formed event that is wrong at this point of the exchange).
 */
public class WyomingException extends IOException {
    public static final String MALFORMED = "wyoming-malformed";
    public static final String TOO_LARGE = "wyoming-frame-too-large";
    public static final String TRUNCATED = "wyoming-truncated";
    public static final String TIMEOUT = "wyoming-timeout";
    public static final String UNAVAILABLE = "wyoming-unavailable";
    public static final String PROTOCOL = "wyoming-protocol";

    private final String code;

    public WyomingException(String code, String message, Throwable cause) {
        super(code + ": " + message, cause);
        this.code = code;
    }

    public WyomingException(String code, String message) {
        this(code, message, null);
    }

    public String code() {
        return code;
    }
}
