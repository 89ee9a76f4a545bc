package homebot.audio.vad;

/**
 * A stateful speech probability per {@link SileroVad#WINDOW}-sample window at 16 kHz: {@link SileroVad} in the
 * daemon, a scripted one in tests of the endpointer's rules.
 */
public interface SpeechProbability extends AutoCloseable {
    /** The probability (0..1) that the next window, {@code pcm[offset .. offset + WINDOW)}, is speech. */
    float probability(short[] pcm, int offset);

    /** A new stream: forget the past windows. */
    void reset();

    @Override
    void close();
}
