package homebot.audio.stt;

/**
 * A streaming recognizer over 16 kHz mono samples. Not thread-safe: one thread feeds it. Holds native memory:
 * always close it.
 */
public interface SpeechRecognizer extends AutoCloseable {
    RecognitionResult accept(short[] samples, int count);

    /** Flushes what is buffered and returns the final result (possibly empty text). */
    RecognitionResult.Final finish();

    /** Drops the current utterance and starts over. */
    void reset();

    @Override
    void close();
}
