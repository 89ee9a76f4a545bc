package homebot.audio.wav;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;

/** A whole clip of PCM audio in memory: what TTS engines return and what the WAV sink writes. */
public record WavAudio(PcmFormat format, byte[] data) {
    public WavAudio {
        if (data.length % format.frameSize() != 0) {
            throw new IllegalArgumentException("PCM data of " + data.length + " bytes is not a whole number of "
                    + format.frameSize() + "-byte frames");
        }
    }

    /** Mono signed 16-bit samples at {@code sampleRate}. */
    public static WavAudio mono16(short[] samples, int sampleRate) {
        ByteBuffer buffer = ByteBuffer.allocate(samples.length * 2).order(ByteOrder.LITTLE_ENDIAN);
        buffer.asShortBuffer().put(samples);
        return new WavAudio(PcmFormat.s16(sampleRate, 1), buffer.array());
    }

    public long frames() {
        return data.length / format.frameSize();
    }

    public long durationMillis() {
        return frames() * 1000 / format.sampleRate();
    }

    /** The samples as a 16-bit array; only for mono 16-bit audio (use a FrontEnd to convert others). */
    public short[] samples16() {
        if (format.channels() != 1 || format.bitsPerSample() != 16 || format.floating()) {
            throw new IllegalStateException("not mono 16-bit: " + format);
        }
        short[] out = new short[data.length / 2];
        ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN).asShortBuffer().get(out);
        return out;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof WavAudio w && w.format.equals(format) && Arrays.equals(w.data, data);
    }

    @Override
    public int hashCode() {
        return format.hashCode() * 31 + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return "WavAudio[" + format + ", " + durationMillis() + " ms]";
    }
}
