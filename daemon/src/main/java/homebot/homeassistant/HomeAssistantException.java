package homebot.homeassistant;

/**
 * A request to Home Assistant failed. {@code code}: {@code ha-unauthorized} (401/403: the token), {@code ha-not-found}
 * (404: no such entity or service), {@code ha-server-error} (5xx), {@code ha-timeout}, {@code ha-unreachable},
 * {@code ha-bad-reply}. The message never contains the token.
 */
public final class HomeAssistantException extends Exception {
    private static final long serialVersionUID = 1L;
    private final String code;

    public HomeAssistantException(String code, String message) {
        super(code + ": " + message);
        this.code = code;
    }

    public String code() {
        return code;
    }
}
