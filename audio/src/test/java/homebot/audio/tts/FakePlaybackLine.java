package homebot.audio.tts;

import java.io.ByteArrayOutputStream;
import java.util.concurrent.CountDownLatch;

/** Accepts writes; with {@code blockAfterBytes} it blocks like a full device buffer until aborted. */
final class FakePlaybackLine implements PlaybackLine {
    final ByteArrayOutputStream written = new ByteArrayOutputStream();
    final CountDownLatch blocked = new CountDownLatch(1);
    private final CountDownLatch aborted = new CountDownLatch(1);
    private final int blockAfterBytes;
    boolean drained;
    boolean closed;

    FakePlaybackLine(int blockAfterBytes) {
        this.blockAfterBytes = blockAfterBytes;
    }

    @Override
    public int write(byte[] data, int offset, int length) {
        if (written.size() >= blockAfterBytes) {
            blocked.countDown();
            try {
                aborted.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return 0;
        }
        written.write(data, offset, length);
        return length;
    }

    @Override
    public void drain() {
        drained = true;
    }

    @Override
    public void abort() {
        aborted.countDown();
    }

    @Override
    public void close() {
        closed = true;
    }
}
