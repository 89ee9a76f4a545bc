package homebot.audio.dsp;

import homebot.audio.wav.PcmFormat;

/** Interleaved PCM bytes to mono floats in [-1, 1]; several channels are averaged (stereo to mono). */
public final class PcmDecoder {
    private PcmDecoder() {}

    /** Decodes {@code frames} frames starting at {@code offset} into {@code out[0..frames)}. */
    public static void toMono(byte[] src, int offset, int frames, PcmFormat format, float[] out) {
        int channels = format.channels();
        int width = format.bytesPerSample();
        int p = offset;
        for (int i = 0; i < frames; i++) {
            float sum = 0;
            for (int c = 0; c < channels; c++) {
                sum += sample(src, p, width, format.floating());
                p += width;
            }
            out[i] = sum / channels;
        }
    }

    private static float sample(byte[] b, int p, int width, boolean floating) {
        switch (width) {
            case 1:
                return ((b[p] & 0xFF) - 128) / 128f;
            case 2:
                return (short) ((b[p] & 0xFF) | (b[p + 1] << 8)) / 32768f;
            case 3:
                return ((b[p] & 0xFF) | ((b[p + 1] & 0xFF) << 8) | (b[p + 2] << 16)) / 8388608f;
            default:
                int bits = (b[p] & 0xFF) | ((b[p + 1] & 0xFF) << 8) | ((b[p + 2] & 0xFF) << 16) | (b[p + 3] << 24);
                return floating ? Math.max(-1f, Math.min(1f, Float.intBitsToFloat(bits))) : bits / 2147483648f;
        }
    }

    /** Floats in [-1, 1] to clipped 16-bit samples. */
    public static short toShort(float v) {
        float scaled = v * 32768f;
        if (scaled >= 32767f) {
            return Short.MAX_VALUE;
        }
        if (scaled <= -32768f) {
            return Short.MIN_VALUE;
        }
        return (short) Math.round(scaled);
    }
}
