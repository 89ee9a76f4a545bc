package homebot.skills.api;

/**
 * A reply produced without the LLM.
 *
 * @param text           what is spoken
 * @param expectsAnswer  true when the reply asks something, so the mic re-opens (dialogue_state WAITING)
 * @param intent         the intent that was understood (for the trace and the corpus measurement), or null
 */
public record LocalReply(String text, boolean expectsAnswer, String intent) {
    public LocalReply(String text, boolean expectsAnswer) {
        this(text, expectsAnswer, null);
    }

    public static LocalReply say(String text) {
        return new LocalReply(text, false);
    }

    public static LocalReply ask(String text) {
        return new LocalReply(text, true);
    }
}
