package homebot.audio.aec;

/**
 * Removes what the speaker played ({@code reference}) from what the microphone heard. Frames of
 * {@link #frameSize()} samples, in order; one thread.
 */
public interface EchoCanceller extends AutoCloseable {
    int frameSize();

    /** {@code out} = {@code mic} without the echo of {@code reference}; all three {@link #frameSize()} long. */
    void process(short[] mic, short[] reference, short[] out);

    void reset();

    @Override
    void close();
}
