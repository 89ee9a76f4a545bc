package homebot.audio.dsp;

/**
 * 2nd-order Butterworth high-pass ({@link Biquad}). Removes DC offset and low rumble (fridge, extractor fan) that
 * would otherwise lift the energy endpointer's noise floor.
 */
public final class HighPassFilter {
    private final Biquad biquad;

    public HighPassFilter(double cutoffHz, int sampleRate) {
        biquad = Biquad.highPass(cutoffHz, sampleRate);
    }

    public void process(float[] samples, int count) {
        biquad.process(samples, count);
    }
}
