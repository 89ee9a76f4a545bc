package homebot.bench;

import homebot.audio.capture.AudioSource;
import java.io.InterruptedIOException;

/**
 * Audio handed out like a microphone does: whole 100 ms buffers, each only once its last sample would have been
 * captured in real time, so a sample's capture moment is known ({@link #wallNanosOf}). Ends after the clip.
 */
final class PacedSource implements AudioSource {
    private final short[] pcm;
    private volatile long delivered;
    private long startNanos = -1;
    private volatile boolean closed;

    PacedSource(short[] pcm) {
        this.pcm = pcm;
    }

    long delivered() {
        return delivered;
    }

    /** When sample {@code index} was "captured", on {@link System#nanoTime}. */
    long wallNanosOf(long index) {
        return startNanos + index * 1_000_000_000L / SpokenText.RATE;
    }

    @Override
    public int read(short[] buffer) throws InterruptedIOException {
        if (startNanos < 0) {
            startNanos = System.nanoTime();
        }
        int n = (int) Math.min(buffer.length, pcm.length - delivered);
        if (n <= 0 || closed) {
            return -1;
        }
        long due = wallNanosOf(delivered + n);
        try {
            long wait;
            while ((wait = due - System.nanoTime()) > 0) {
                Thread.sleep(wait / 1_000_000, (int) (wait % 1_000_000));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("closed");
        }
        System.arraycopy(pcm, (int) delivered, buffer, 0, n);
        delivered += n;
        return n;
    }

    @Override
    public String describe() {
        return "paced clip";
    }

    @Override
    public void close() {
        closed = true;
    }
}
