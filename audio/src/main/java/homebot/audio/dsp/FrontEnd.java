package homebot.audio.dsp;

import homebot.audio.wav.PcmFormat;

/**
 * Turns a byte stream in any supported PCM format into 16 kHz mono s16: decode, downmix, resample, optional
 * high-pass, optional gain, clip. Stateful and streaming: chunks may split frames anywhere. One thread.
 */
public final class FrontEnd {
    private final PcmFormat input;
    private final SampleRateConverter converter;
    private final HighPassFilter highPass;
    private final float gain;
    private final byte[] pending;
    private int pendingBytes;
    private float[] mono = new float[0];

    public FrontEnd(PcmFormat input, FrontEndConfig config) {
        this.input = input;
        this.converter = SampleRateConverter.create(input.sampleRate(), PcmFormat.TARGET.sampleRate());
        this.highPass = config.highPassHz() > 0
                ? new HighPassFilter(config.highPassHz(), PcmFormat.TARGET.sampleRate()) : null;
        this.gain = (float) Math.pow(10, config.gainDb() / 20);
        this.pending = new byte[input.frameSize()];
    }

    public PcmFormat input() {
        return input;
    }

    /** Converts {@code length} bytes; returns the 16 kHz samples ready now (possibly none). */
    public short[] process(byte[] data, int offset, int length) {
        int frameSize = input.frameSize();
        int p = offset;
        int end = offset + length;
        int frames = (pendingBytes + length) / frameSize;
        ensureMono(frames);
        int produced = 0;
        if (pendingBytes > 0) {
            int need = frameSize - pendingBytes;
            int take = Math.min(need, length);
            System.arraycopy(data, p, pending, pendingBytes, take);
            pendingBytes += take;
            p += take;
            if (pendingBytes < frameSize) {
                return new short[0];
            }
            PcmDecoder.toMono(pending, 0, 1, input, mono);
            produced = 1;
            pendingBytes = 0;
        }
        int whole = (end - p) / frameSize;
        float[] tmp = produced == 0 ? mono : new float[whole];
        PcmDecoder.toMono(data, p, whole, input, tmp);
        if (produced > 0) {
            System.arraycopy(tmp, 0, mono, 1, whole);
        }
        produced += whole;
        p += whole * frameSize;
        pendingBytes = end - p;
        System.arraycopy(data, p, pending, 0, pendingBytes);
        return finish(converter.process(mono, produced));
    }

    /** Converts a chunk already in 16-bit mono at the input rate (Java Sound lines opened in s16le mono). */
    public short[] process(short[] samples, int count) {
        ensureMono(count);
        for (int i = 0; i < count; i++) {
            mono[i] = samples[i] / 32768f;
        }
        return finish(converter.process(mono, count));
    }

    /** Releases the resampler's delay at the end of a stream. */
    public short[] flush() {
        return finish(converter.flush());
    }

    private short[] finish(float[] resampled) {
        if (highPass != null) {
            highPass.process(resampled, resampled.length);
        }
        short[] out = new short[resampled.length];
        for (int i = 0; i < out.length; i++) {
            out[i] = PcmDecoder.toShort(resampled[i] * gain);
        }
        return out;
    }

    private void ensureMono(int frames) {
        if (mono.length < frames) {
            mono = new float[Math.max(frames, mono.length * 2)];
        }
    }
}
