package homebot.audio.dsp;

import be.tarsos.dsp.resample.Resampler;
import java.util.Arrays;

/**
 * {@link SampleRateConverter} on TarsosDSP's port of libresample (a Kaiser-windowed sinc with a low-pass at the
 * lower Nyquist frequency, so 48 kHz to 16 kHz does not alias). The only class that touches TarsosDSP's
 * resampler.
 */
final class TarsosResampler implements SampleRateConverter {
    private final Resampler resampler;
    private final double factor;

    TarsosResampler(int fromRate, int toRate) {
        this.factor = (double) toRate / fromRate;
        this.resampler = new Resampler(true, factor, factor);
    }

    @Override
    public float[] process(float[] input, int count) {
        return run(input, count, false);
    }

    @Override
    public float[] flush() {
        return run(new float[0], 0, true);
    }

    private float[] run(float[] input, int count, boolean last) {
        float[] out = new float[(int) (count * factor) + 64];
        int produced = 0;
        int consumed = 0;
        // The resampler stops when the input is used up or the output is full: grow and go on. On the last
        // batch it releases its delay line over several calls, until it produces nothing.
        for (int guard = 0; guard < 10_000; guard++) {
            if (out.length - produced < 64) {
                out = Arrays.copyOf(out, out.length * 2);
            }
            Resampler.Result r = resampler.process(factor, input, consumed, count - consumed, last,
                    out, produced, out.length - produced);
            consumed += r.inputSamplesConsumed;
            produced += r.outputSamplesGenerated;
            boolean idle = r.inputSamplesConsumed == 0 && r.outputSamplesGenerated == 0;
            if (consumed >= count && (!last || r.outputSamplesGenerated == 0) || idle) {
                break;
            }
        }
        return Arrays.copyOf(out, produced);
    }
}
