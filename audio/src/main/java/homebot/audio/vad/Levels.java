package homebot.audio.vad;

/**
 * Signal level in dB relative to full scale, computed by us (TarsosDSP's SilenceDetector reports a value that
 * depends on the buffer size, so it cannot carry a threshold from config).
 */
public final class Levels {
    /** What digital silence reports instead of minus infinity. */
    public static final double FLOOR_DBFS = -96;

    private Levels() {}

    public static double rmsDbfs(short[] samples, int offset, int count) {
        if (count <= 0) {
            return FLOOR_DBFS;
        }
        double sum = 0;
        for (int i = offset; i < offset + count; i++) {
            double v = samples[i];
            sum += v * v;
        }
        return dbfs(sum / count);
    }

    /** Mean square of 16-bit samples to dBFS (a full-scale square wave is 0 dBFS). */
    static double dbfs(double meanSquare) {
        if (meanSquare <= 0) {
            return FLOOR_DBFS;
        }
        return Math.max(FLOOR_DBFS, 10 * Math.log10(meanSquare / (32768.0 * 32768.0)));
    }
}
