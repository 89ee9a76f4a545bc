package homebot.audio.aec;

import java.util.Arrays;

/**
 * What the speaker is playing, at 16 kHz mono, handed from the playback thread to the capture thread: playback
 * {@link #played offers} samples as it writes them, capture {@link #take takes} as many as it read from the
 * microphone (silence when nothing plays). Bounded: if capture stops taking, the oldest audio goes. Also tells
 * whether anything was played recently, for gating.
 */
public final class PlaybackReference {
    private final short[] ring;
    private int head;
    private int size;
    private long silentTaken = Long.MAX_VALUE / 2;

    /** @param capacitySamples the most audio held between the two threads (a second is plenty) */
    public PlaybackReference(int capacitySamples) {
        this.ring = new short[capacitySamples];
    }

    /** The playback thread: these samples are going to the speaker now. */
    public synchronized void played(short[] samples, int count) {
        for (int i = 0; i < count; i++) {
            ring[(head + size) % ring.length] = samples[i];
            if (size < ring.length) {
                size++;
            } else {
                head = (head + 1) % ring.length;
            }
        }
    }

    /** The capture thread: the reference for the next {@code count} microphone samples (zeros past the end). */
    public synchronized void take(short[] out, int count) {
        int n = Math.min(count, size);
        for (int i = 0; i < n; i++) {
            out[i] = ring[(head + i) % ring.length];
        }
        Arrays.fill(out, n, count, (short) 0);
        head = (head + n) % ring.length;
        size -= n;
        silentTaken = n > 0 ? count - n : silentTaken + count;
    }

    /** True while playback audio was taken within the last {@code samples} samples of capture. */
    public synchronized boolean playedWithin(long samples) {
        return size > 0 || silentTaken < samples;
    }
}
