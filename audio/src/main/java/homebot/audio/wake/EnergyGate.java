package homebot.audio.wake;

import homebot.audio.capture.AudioSource;
import homebot.audio.vad.Levels;

/**
 * Opens when a chunk is louder than the threshold and closes after {@code hangoverMs} of quieter chunks. Pure:
 * time is samples seen. While closed it keeps the last {@code prerollMs} of audio so the start of a word that
 * opened the gate is not lost.
 */
final class EnergyGate {
    enum Change { NONE, OPENED, CLOSED }

    private final double thresholdDbfs;
    private final long hangoverSamples;
    private final short[] preroll;
    private int prerollFill;
    private int prerollPos;
    private boolean open;
    private long quietSamples;

    EnergyGate(double thresholdDbfs, int hangoverMs, int prerollMs) {
        this.thresholdDbfs = thresholdDbfs;
        this.hangoverSamples = (long) hangoverMs * AudioSource.SAMPLE_RATE / 1000;
        this.preroll = new short[prerollMs * AudioSource.SAMPLE_RATE / 1000];
    }

    boolean isOpen() {
        return open;
    }

    Change accept(short[] samples, int count) {
        boolean loud = Levels.rmsDbfs(samples, 0, count) >= thresholdDbfs;
        if (open) {
            quietSamples = loud ? 0 : quietSamples + count;
            if (quietSamples >= hangoverSamples) {
                open = false;
                return Change.CLOSED;
            }
            return Change.NONE;
        }
        if (loud) {
            open = true;
            quietSamples = 0;
            return Change.OPENED;
        }
        remember(samples, count);
        return Change.NONE;
    }

    /** The audio buffered before the gate opened, oldest first; clears the buffer. */
    short[] drainPreroll() {
        short[] out = new short[prerollFill];
        int start = (prerollPos - prerollFill + preroll.length) % Math.max(1, preroll.length);
        for (int i = 0; i < prerollFill; i++) {
            out[i] = preroll[(start + i) % preroll.length];
        }
        prerollFill = 0;
        return out;
    }

    void reset() {
        open = false;
        quietSamples = 0;
        prerollFill = 0;
    }

    private void remember(short[] samples, int count) {
        if (preroll.length == 0) {
            return;
        }
        for (int i = 0; i < count; i++) {
            preroll[prerollPos] = samples[i];
            prerollPos = (prerollPos + 1) % preroll.length;
        }
        prerollFill = Math.min(preroll.length, prerollFill + count);
    }
}
