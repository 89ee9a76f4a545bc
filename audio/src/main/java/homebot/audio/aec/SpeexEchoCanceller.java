package homebot.audio.aec;

import com.sun.jna.Pointer;
import homebot.audio.capture.AudioSource;

/**
 * speexdsp's adaptive echo canceller (MDF) followed by its preprocessor's residual-echo suppression. Frames of
 * 10 ms; the filter covers {@code tailMs} of echo path (output buffering plus room), 250 ms by default.
 */
public final class SpeexEchoCanceller implements EchoCanceller {
    private static final int FRAME = AudioSource.SAMPLE_RATE / 100;

    private final SpeexDsp lib;
    private final Pointer echo;
    private final Pointer pre;

    public SpeexEchoCanceller(int tailMs) {
        if (tailMs < 20 || tailMs > 1000) {
            throw new IllegalArgumentException("echo tail must be in [20, 1000] ms: " + tailMs);
        }
        this.lib = SpeexDsp.load();
        this.echo = lib.speex_echo_state_init(FRAME, tailMs * AudioSource.SAMPLE_RATE / 1000);
        lib.speex_echo_ctl(echo, SpeexDsp.SPEEX_ECHO_SET_SAMPLING_RATE, new int[] {AudioSource.SAMPLE_RATE});
        this.pre = lib.speex_preprocess_state_init(FRAME, AudioSource.SAMPLE_RATE);
        lib.speex_preprocess_ctl(pre, SpeexDsp.SPEEX_PREPROCESS_SET_DENOISE, new int[] {0}); // echo only: leave noise to the models
        lib.speex_preprocess_ctl(pre, SpeexDsp.SPEEX_PREPROCESS_SET_ECHO_STATE, echo);
    }

    @Override
    public int frameSize() {
        return FRAME;
    }

    @Override
    public void process(short[] mic, short[] reference, short[] out) {
        lib.speex_echo_cancellation(echo, mic, reference, out);
        lib.speex_preprocess_run(pre, out);
    }

    @Override
    public void reset() {
        lib.speex_echo_state_reset(echo);
    }

    @Override
    public void close() {
        lib.speex_preprocess_state_destroy(pre);
        lib.speex_echo_state_destroy(echo);
    }
}
