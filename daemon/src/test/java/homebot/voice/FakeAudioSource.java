package homebot.voice;

import homebot.audio.capture.AudioSource;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * An array-backed microphone delivering 100 ms chunks. Gates hold the stream at a position until the test says
 * the session got there (the reply was spoken...), standing in for the real time a person waits; a device
 * failure can be scripted at a position.
 */
final class FakeAudioSource implements AudioSource {
    private record Gate(int atMs, CountDownLatch open) {}

    private final String name;
    private final short[] pcm;
    private final List<Gate> gates = new ArrayList<>();
    private final List<Gate> reached = new ArrayList<>();
    private volatile int position;
    private int failAtMs = -1;
    private volatile boolean closed;

    FakeAudioSource(String name, short[] pcm) {
        this.name = name;
        this.pcm = pcm;
    }

    /** The stream does not pass {@code atMs} until {@code open} is counted down. */
    FakeAudioSource holdAt(int atMs, CountDownLatch open) {
        gates.add(new Gate(atMs, open));
        return this;
    }

    /** A latch counted down once the stream has been read up to {@code atMs}. */
    CountDownLatch reached(int atMs) {
        CountDownLatch l = new CountDownLatch(1);
        synchronized (reached) {
            reached.add(new Gate(atMs, l));
            if (position / 16 >= atMs) {
                l.countDown();
            }
        }
        return l;
    }

    FakeAudioSource failAt(int atMs) {
        failAtMs = atMs;
        return this;
    }

    /** Milliseconds delivered so far: the end of the chunk the session is working on. */
    long positionMs() {
        return position / 16;
    }

    boolean closed() {
        return closed;
    }

    @Override
    public int read(short[] buffer) throws IOException {
        int ms = position / 16;
        for (Gate g : gates) {
            if (g.atMs() == ms) {
                await(g);
            }
        }
        if (closed || position >= pcm.length) {
            return -1;
        }
        if (failAtMs >= 0 && ms >= failAtMs) {
            failAtMs = -1;
            throw new IOException("device unplugged");
        }
        int n = Math.min(Math.min(buffer.length, FakeSpeech.FRAME), pcm.length - position);
        System.arraycopy(pcm, position, buffer, 0, n);
        position += n;
        synchronized (reached) {
            reached.stream().filter(g -> g.atMs() <= position / 16).forEach(g -> g.open().countDown());
        }
        return n;
    }

    private void await(Gate g) {
        try {
            if (!g.open().await(10, TimeUnit.SECONDS) && !closed) {
                throw new IllegalStateException("the stream was held at " + g.atMs() + " ms and never released");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public String describe() {
        return "fake:" + name;
    }

    @Override
    public void close() {
        closed = true;
        gates.forEach(g -> g.open().countDown()); // a close unblocks a held read, as on a real device
    }
}
