package homebot.audio.wake;

import homebot.audio.capture.AudioSource;
import homebot.audio.vad.SileroVad;

/**
 * openWakeWord's {@code vad_threshold} idea: a wake score counts only if Silero VAD heard speech recently. Noise
 * that happens to score (a hiss, a clatter) is not speech to Silero, so the wake threshold can go lower without
 * more wakes on noise. Fed the same audio as the wake models; keeps its own Silero state (it runs while idle,
 * when no endpointer does). Not thread-safe: the audio thread owns it.
 */
final class SpeechGate implements AutoCloseable {
    private final SileroVad vad;
    private final float threshold;
    private final long windowSamples;
    private final short[] window = new short[SileroVad.WINDOW];
    private int filled;
    private long samples;
    private long lastSpeech = Long.MIN_VALUE / 2;

    /**
     * @param threshold a 32 ms window is speech at this probability or more
     * @param windowMs speech within this long before now opens the gate
     */
    SpeechGate(SileroVad vad, double threshold, int windowMs) {
        if (threshold <= 0 || threshold >= 1) {
            throw new IllegalArgumentException("VAD gate threshold must be in (0, 1): " + threshold);
        }
        this.vad = vad;
        this.threshold = (float) threshold;
        this.windowSamples = (long) windowMs * AudioSource.SAMPLE_RATE / 1000;
    }

    /** Hears {@code count} samples from {@code offset}. */
    void accept(short[] pcm, int offset, int count) {
        int i = 0;
        while (i < count) {
            int n = Math.min(count - i, window.length - filled);
            System.arraycopy(pcm, offset + i, window, filled, n);
            filled += n;
            i += n;
            samples += n;
            if (filled == window.length) {
                filled = 0;
                if (vad.probability(window, 0) >= threshold) {
                    lastSpeech = samples;
                }
            }
        }
    }

    /** Whether speech was heard within the window before the last sample fed. */
    boolean open() {
        return samples - lastSpeech <= windowSamples;
    }

    /** A new stream: no speech heard yet. */
    void reset() {
        vad.reset();
        filled = 0;
        lastSpeech = samples - windowSamples - 1;
    }

    @Override
    public void close() {
        vad.close();
    }
}
