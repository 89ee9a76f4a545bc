package homebot.app;

import homebot.audio.capture.AudioSource;
import homebot.voice.AudioSourceFactory;
import java.io.IOException;

/**
 * A microphone the mute switch can close. While muted the device is really closed (nothing is captured) and
 * silence is delivered at the real-time rate, so the voice loop keeps its rhythm and its watchdog heartbeat.
 */
final class MutableSource implements AudioSource {
    private final String spec;
    private final AudioSourceFactory factory;
    private volatile boolean muted;
    private AudioSource inner;

    /**
     * The device is opened on the first read, not here: a microphone missing at start is then one more
     * "device lost" that the voice loop retries with backoff, instead of a daemon that exits.
     */
    MutableSource(String spec, AudioSourceFactory factory) {
        this.spec = spec;
        this.factory = factory;
    }

    void setMuted(boolean muted) {
        this.muted = muted;
    }

    boolean muted() {
        return muted;
    }

    @Override
    public int read(short[] buffer) throws IOException {
        if (muted) {
            closeInner();
            java.util.Arrays.fill(buffer, (short) 0);
            int n = Math.min(buffer.length, SAMPLE_RATE / 50);
            try {
                Thread.sleep(n * 1000L / SAMPLE_RATE);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted while muted", e);
            }
            return n;
        }
        if (inner == null) {
            inner = factory.open();
        }
        return inner.read(buffer);
    }

    @Override
    public String describe() {
        return muted ? "muted" : inner == null ? spec : inner.describe();
    }

    private void closeInner() {
        if (inner != null) {
            inner.close();
            inner = null;
        }
    }

    @Override
    public void close() {
        closeInner();
    }
}
