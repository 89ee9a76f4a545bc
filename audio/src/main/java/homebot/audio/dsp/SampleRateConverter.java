package homebot.audio.dsp;

/** Streaming sample-rate conversion of mono floats; keeps its filter state between calls. */
public interface SampleRateConverter {
    /**
     * Converts {@code count} input samples and returns the output produced so far (the filter delays a few
     * samples, which {@link #flush} releases at the end of the stream).
     */
    float[] process(float[] input, int count);

    float[] flush();

    /** Where the conversion is a no-op. */
    static SampleRateConverter identity() {
        return new SampleRateConverter() {
            @Override
            public float[] process(float[] input, int count) {
                return java.util.Arrays.copyOf(input, count);
            }

            @Override
            public float[] flush() {
                return new float[0];
            }
        };
    }

    static SampleRateConverter create(int fromRate, int toRate) {
        return fromRate == toRate ? identity() : new TarsosResampler(fromRate, toRate);
    }
}
