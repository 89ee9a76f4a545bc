package homebot.skills.api;

/**
 * A reply produced without the LLM.
 *
 * @param text           what is spoken
 * @param expectsAnswer  true when the reply asks something, so the mic re-opens (dialogue_state WAITING)
 */
public record LocalReply(String text, boolean expectsAnswer) {
    public static LocalReply say(String text) {
        return new LocalReply(text, false);
    }

    public static LocalReply ask(String text) {
        return new LocalReply(text, true);
    }
}
