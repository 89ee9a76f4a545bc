package homebot.audio.tts;

/**
 * Speaks text. {@link #speak} blocks until the sentence has been played (or written), or until {@link #stop}
 * is called from another thread (barge-in), and then returns promptly.
 */
public interface TtsSink extends AutoCloseable {
    void speak(String sentence) throws TtsException;

    /** Stops the current playback at once; safe to call from any thread, a no-op when nothing plays. */
    void stop();

    String describe();

    @Override
    default void close() {}
}
