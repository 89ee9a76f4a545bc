package homebot.audio.vad;

import java.util.Arrays;

/**
 * The "level-relative end" of the user's speech, for when Silero is right that someone is still talking (background
 * talkers, a radio or TV, a sizzling pan's bursts) but the user, who stands at the device and is louder, has
 * stopped. Fed the speech-band level of every window since the endpointer's reset, it learns the background from
 * the first {@value #BACKGROUND_MS} ms (its loud moments: the {@value #BACKGROUND_PERCENTILE} quantile), counts
 * the user as heard once {@value #USER_MS} ms of windows stood {@code levelEndDb} or more above it, and from then
 * on calls a window quiet when its level (smoothed over {@value #SMOOTH_WINDOWS} windows) is back within
 * {@value #NEAR_BACKGROUND_DB} dB of the background. The endpointer ends the utterance on a quiet run
 * {@value #EXTRA_SILENCE_MS} ms longer than its trailing silence: a quiet syllable masked by the background for a
 * moment is not a pause. When the user spoke before the background was heard, or is not {@code levelEndDb} above
 * it, nothing is ever quiet and Silero alone decides. Parameters chosen on the even half of the issue-13 set
 * (BENCHMARKS.md, "Session 8: end of speech in background speech").
 */
final class LevelEnd {
    static final int BACKGROUND_MS = 500;
    static final double BACKGROUND_PERCENTILE = 0.9;
    static final double NEAR_BACKGROUND_DB = 2;
    static final int SMOOTH_WINDOWS = 3;
    static final int USER_MS = 300;
    static final int EXTRA_SILENCE_MS = 400;
    private static final int WINDOW_MS = SileroVad.WINDOW * 1000 / 16_000;
    private static final int BACKGROUND_WINDOWS = BACKGROUND_MS / WINDOW_MS;

    private final double levelEndDb;
    private final double[] first = new double[BACKGROUND_WINDOWS];
    private final double[] recent = new double[SMOOTH_WINDOWS];
    private int heard;
    private double background;
    private int userWindows;

    LevelEnd(double levelEndDb) {
        this.levelEndDb = levelEndDb;
        reset();
    }

    void reset() {
        heard = 0;
        userWindows = 0;
        background = Double.NaN;
        Arrays.fill(recent, 0);
    }

    /** The next window's speech-band level (dBFS); true when it is back at the background after the user spoke. */
    boolean quiet(double dbfs) {
        recent[heard % SMOOTH_WINDOWS] = Math.pow(10, dbfs / 10);
        int n = Math.min(heard + 1, SMOOTH_WINDOWS);
        double mean = 0;
        for (int i = 0; i < n; i++) {
            mean += recent[i];
        }
        double smoothed = 10 * Math.log10(Math.max(mean / n, 1e-10));
        if (heard < BACKGROUND_WINDOWS) {
            first[heard++] = dbfs;
            if (heard == BACKGROUND_WINDOWS) {
                background = quantile(first, BACKGROUND_PERCENTILE);
            }
            return false;
        }
        heard++;
        if (smoothed >= background + levelEndDb) {
            userWindows++;
        }
        return userWindows * WINDOW_MS >= USER_MS && smoothed <= background + NEAR_BACKGROUND_DB;
    }

    /** The run of quiet windows that ends the utterance, for a given trailing silence. */
    static long silenceMs(long trailingSilenceMs) {
        return trailingSilenceMs + EXTRA_SILENCE_MS;
    }

    /** Linear interpolation between order statistics (numpy's default), as in the offline tuning. */
    static double quantile(double[] values, double q) {
        double[] s = values.clone();
        Arrays.sort(s);
        double at = q * (s.length - 1);
        int lo = (int) Math.floor(at);
        int hi = Math.min(s.length - 1, lo + 1);
        return s[lo] + (at - lo) * (s[hi] - s[lo]);
    }
}
