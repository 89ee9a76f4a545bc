package homebot.voice;

/**
 * Whether a running partial transcript already is a whole, confident command of the current context, so the
 * utterance can end at once instead of after the full trailing silence ("answer the moment a command is
 * complete"). {@link IntentCompleteness} is the one wired.
 */
@FunctionalInterface
public interface CommandCompleteness {
    /** Never ends early: every utterance waits for the endpointer. */
    CommandCompleteness NEVER = (partial, vocabulary) -> false;

    /**
     * @param partial the recognizer's running text (may hold spaces between Chinese words)
     * @param vocabulary what the mic was opened for (after a wake-up, or a follow-up answer)
     */
    boolean complete(String partial, Vocabulary vocabulary);
}
