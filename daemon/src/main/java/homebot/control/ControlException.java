package homebot.control;

/**
 * A control socket failure with a stable code: {@code daemon-not-running}, {@code daemon-already-running},
 * {@code control-dir-denied}, {@code control-disk-full}, {@code control-bind-failed}, {@code control-io},
 * or a code the daemon sent back ({@code bad-json}, {@code unknown-command}, ...).
 */
public final class ControlException extends Exception {
    private final String code;

    public ControlException(String code, String message) {
        super(message);
        this.code = code;
    }

    public ControlException(String code, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
    }

    public String code() {
        return code;
    }
}
