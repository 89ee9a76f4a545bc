package homebot.household;

/** A household message that cannot be used; {@code code} goes to the log line. */
final class BadMessage extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final String code;

    BadMessage(String code, String message) {
        super(message);
        this.code = code;
    }

    String code() {
        return code;
    }
}
