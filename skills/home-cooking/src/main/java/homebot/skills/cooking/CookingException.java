package homebot.skills.cooking;

/**
 * A request the kitchen cannot do (no recipe chosen, unknown recipe, a timer of 0). The message is the spoken
 * answer in the user's language; {@code code} is stable (kebab-case) for logs and the model.
 */
final class CookingException extends Exception {
    private final String code;

    CookingException(String code, String spokenMessage) {
        super(spokenMessage);
        this.code = code;
    }

    String code() {
        return code;
    }
}
