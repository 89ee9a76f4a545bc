package homebot.audio.aec;

import com.sun.jna.Library;
import com.sun.jna.Native;
import com.sun.jna.Pointer;

/**
 * The few speexdsp calls the echo canceller and the noise suppressor need, from Debian's {@code libspeexdsp1} through JNA (no JNI code of
 * ours). {@link #load} fails with the package to install when the library is absent.
 */
interface SpeexDsp extends Library {
    int SPEEX_ECHO_SET_SAMPLING_RATE = 24;
    int SPEEX_PREPROCESS_SET_ECHO_STATE = 24;
    int SPEEX_PREPROCESS_SET_DENOISE = 0;
    int SPEEX_PREPROCESS_SET_AGC = 2;
    int SPEEX_PREPROCESS_SET_AGC_LEVEL = 6;
    int SPEEX_PREPROCESS_SET_NOISE_SUPPRESS = 18;

    Pointer speex_echo_state_init(int frameSize, int filterLength);

    void speex_echo_state_destroy(Pointer st);

    void speex_echo_cancellation(Pointer st, short[] rec, short[] play, short[] out);

    void speex_echo_state_reset(Pointer st);

    int speex_echo_ctl(Pointer st, int request, int[] value);

    Pointer speex_preprocess_state_init(int frameSize, int samplingRate);

    void speex_preprocess_state_destroy(Pointer st);

    int speex_preprocess_ctl(Pointer st, int request, Pointer value);

    int speex_preprocess_ctl(Pointer st, int request, int[] value);

    int speex_preprocess_ctl(Pointer st, int request, float[] value);

    int speex_preprocess_run(Pointer st, short[] x);

    static SpeexDsp load() {
        try {
            return Native.load("speexdsp", SpeexDsp.class);
        } catch (UnsatisfiedLinkError first) {
            try {
                return Native.load("libspeexdsp.so.1", SpeexDsp.class);
            } catch (UnsatisfiedLinkError e) {
                throw new IllegalStateException("echo cancellation and noise suppression need libspeexdsp (sudo apt install libspeexdsp1): "
                        + e.getMessage(), e);
            }
        }
    }
}
