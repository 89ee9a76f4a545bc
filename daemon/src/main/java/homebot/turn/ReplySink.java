package homebot.turn;

/**
 * Where a reply goes while it is produced: sentence by sentence, so a TTS can speak the first sentence while
 * the LLM still writes the rest. Implementations: console printer, TTS queue, recording sinks in tests.
 */
public interface ReplySink {
    /** One complete sentence, already stripped of control tags. Called on the turn thread, in order. */
    void sentence(String sentence);

    /** The reply is complete; {@code state} has been decided. */
    default void finished(TurnReply reply) {}

    ReplySink NONE = sentence -> {};
}
