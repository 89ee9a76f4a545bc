package homebot.skills.api;

/**
 * A reply produced without the LLM.
 *
 * @param text           what is spoken
 * @param expectsAnswer  true when the reply asks something, so the mic re-opens (dialogue_state WAITING)
 * @param intent         the intent that was understood (for the trace and the corpus measurement), or null
 * @param offersToLeave  the reply ends by asking whether to leave the mode ("菜做好啦！要退出做饭模式吗？"); the kernel
 *                       then treats a yes on the next turn like a yes to its own proposal (the mode never leaves by itself)
 */
public record LocalReply(String text, boolean expectsAnswer, String intent, boolean offersToLeave) {
    public LocalReply(String text, boolean expectsAnswer, String intent) {
        this(text, expectsAnswer, intent, false);
    }

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
