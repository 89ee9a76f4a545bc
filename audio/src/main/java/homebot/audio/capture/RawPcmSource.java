package homebot.audio.capture;

import java.io.IOException;
import java.io.InputStream;

/** Raw s16le 16 kHz mono from a stream, e.g. {@code arecord -f S16_LE -r 16000 -c 1 | homebot run --input stdin}. */
public final class RawPcmSource implements AudioSource {
    private final InputStream in;
    private final String name;
    private byte[] bytes = new byte[0];
    private int oddByte = -1;

    public RawPcmSource(InputStream in, String name) {
        this.in = in;
        this.name = name;
    }

    @Override
    public int read(short[] buffer) throws IOException {
        if (bytes.length < buffer.length * 2) {
            bytes = new byte[buffer.length * 2];
        }
        int start = 0;
        if (oddByte >= 0) {
            bytes[0] = (byte) oddByte;
            start = 1;
            oddByte = -1;
        }
        int total = start;
        // A pipe delivers any number of bytes; keep reading until a whole sample is there.
        while (total < 2) {
            int got = in.read(bytes, total, bytes.length - total);
            if (got < 0) {
                return -1;
            }
            total += got;
        }
        int samples = total / 2;
        for (int i = 0; i < samples; i++) {
            buffer[i] = (short) ((bytes[2 * i] & 0xFF) | (bytes[2 * i + 1] << 8));
        }
        if ((total & 1) == 1) {
            oddByte = bytes[total - 1] & 0xFF;
        }
        return samples;
    }

    @Override
    public String describe() {
        return name;
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException ignored) {
            // nothing buffered to lose on an input stream
        }
    }
}
