package homebot.audio.wav;

/**
 * Layout of interleaved PCM samples. {@code floating} is IEEE float (32 bit); otherwise signed little-endian
 * integers, except 8 bit which WAV stores unsigned.
 */
public record PcmFormat(int sampleRate, int channels, int bitsPerSample, boolean floating) {
    /** The one format everything downstream consumes: 16 kHz, mono, signed 16-bit little-endian. */
    public static final PcmFormat TARGET = new PcmFormat(16_000, 1, 16, false);

    public PcmFormat {
        if (sampleRate <= 0) {
            throw new IllegalArgumentException("sample rate must be positive: " + sampleRate);
        }
        if (channels <= 0) {
            throw new IllegalArgumentException("channel count must be positive: " + channels);
        }
        if (floating ? bitsPerSample != 32 : (bitsPerSample != 8 && bitsPerSample != 16
                && bitsPerSample != 24 && bitsPerSample != 32)) {
            throw new IllegalArgumentException("unsupported sample width: " + bitsPerSample + " bits"
                    + (floating ? " float" : ""));
        }
    }

    public static PcmFormat s16(int sampleRate, int channels) {
        return new PcmFormat(sampleRate, channels, 16, false);
    }

    public int bytesPerSample() {
        return bitsPerSample / 8;
    }

    public int frameSize() {
        return bytesPerSample() * channels;
    }

    public boolean isTarget() {
        return equals(TARGET);
    }

    @Override
    public String toString() {
        return sampleRate + " Hz, " + channels + (channels == 1 ? " channel, " : " channels, ")
                + bitsPerSample + "-bit " + (floating ? "float" : "PCM");
    }
}
