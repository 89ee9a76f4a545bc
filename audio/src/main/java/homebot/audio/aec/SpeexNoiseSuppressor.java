package homebot.audio.aec;

import com.sun.jna.Pointer;
import homebot.audio.capture.AudioSource;

/**
 * speexdsp's preprocessor as a stationary-noise suppressor (what openWakeWord's {@code enable_speex_noise_suppression}
 * uses): it tracks the noise spectrum in 10 ms frames and attenuates it by up to {@code suppressDb}; optionally its
 * AGC brings quiet speech up towards {@code agcLevel}. It lives beside the echo canceller because both are the same
 * speexdsp binding ({@link SpeexDsp}). Stateful (the noise estimate is learnt from what it hears), not
 * thread-safe: the audio thread owns it.
 */
public final class SpeexNoiseSuppressor implements AutoCloseable {
    public static final int FRAME = AudioSource.SAMPLE_RATE / 100;

    private final SpeexDsp lib;
    private final Pointer pre;
    private final short[] slice = new short[FRAME];

    /**
     * @param suppressDb the most noise is attenuated, in dB (negative: speexdsp's default is -15)
     * @param agcLevel the AGC's target level in int16 units (0 = AGC off; speexdsp's default 8000)
     * @throws IllegalStateException naming the package when libspeexdsp1 is missing
     */
    public SpeexNoiseSuppressor(int suppressDb, int agcLevel) {
        if (suppressDb < -60 || suppressDb > -1) {
            throw new IllegalArgumentException("noise suppression must be in [-60, -1] dB: " + suppressDb);
        }
        if (agcLevel < 0 || agcLevel > 32_000) {
            throw new IllegalArgumentException("AGC level must be in [0, 32000] (0 = off): " + agcLevel);
        }
        this.lib = SpeexDsp.load();
        this.pre = lib.speex_preprocess_state_init(FRAME, AudioSource.SAMPLE_RATE);
        lib.speex_preprocess_ctl(pre, SpeexDsp.SPEEX_PREPROCESS_SET_DENOISE, new int[] {1});
        lib.speex_preprocess_ctl(pre, SpeexDsp.SPEEX_PREPROCESS_SET_NOISE_SUPPRESS, new int[] {suppressDb});
        lib.speex_preprocess_ctl(pre, SpeexDsp.SPEEX_PREPROCESS_SET_AGC, new int[] {agcLevel > 0 ? 1 : 0});
        if (agcLevel > 0) {
            lib.speex_preprocess_ctl(pre, SpeexDsp.SPEEX_PREPROCESS_SET_AGC_LEVEL, new float[] {agcLevel});
        }
    }

    /** Cleans {@code count} samples from {@code offset} in place; {@code count} is a multiple of {@link #FRAME}. */
    public void process(short[] pcm, int offset, int count) {
        if (count % FRAME != 0) {
            throw new IllegalArgumentException("noise suppression takes multiples of " + FRAME + " samples: " + count);
        }
        for (int at = offset; at < offset + count; at += FRAME) {
            System.arraycopy(pcm, at, slice, 0, FRAME);
            lib.speex_preprocess_run(pre, slice);
            System.arraycopy(slice, 0, pcm, at, FRAME);
        }
    }

    @Override
    public void close() {
        lib.speex_preprocess_state_destroy(pre);
    }
}
