package homebot.mode;

/** A skill folder that cannot be loaded; {@code code} is stable kebab-case ({@code mode-json-malformed}...). */
public final class SkillLoadException extends Exception {
    private final String code;

    public SkillLoadException(String code, String message) {
        super(message);
        this.code = code;
    }

    public SkillLoadException(String code, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
    }

    public String code() {
        return code;
    }
}
