package homebot.audio.tts;

/** An open output line; {@link #abort} (from any thread) makes a blocked {@link #write} return at once. */
public interface PlaybackLine extends AutoCloseable {
    /** Writes PCM, blocking while the device buffer is full; returns bytes accepted (fewer when aborted). */
    int write(byte[] data, int offset, int length);

    /** Blocks until everything written has been heard. */
    void drain();

    /** Discards what is buffered and unblocks writers. */
    void abort();

    @Override
    void close();
}
