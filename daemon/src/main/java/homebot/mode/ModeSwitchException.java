package homebot.mode;

/**
 * A mode change that was refused or failed. {@code code} is stable kebab-case ({@code mode-unknown},
 * {@code mode-already-active}, {@code mode-other-active}, {@code mode-not-active}, {@code switch-not-requested},
 * {@code mode-enter-failed}); the message is a sentence for the user or the model.
 */
public final class ModeSwitchException extends Exception {
    private final String code;

    public ModeSwitchException(String code, String message) {
        super(message);
        this.code = code;
    }

    public ModeSwitchException(String code, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
    }

    public String code() {
        return code;
    }
}
