package homebot.audio.wav;

import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;

/**
 * The parsed header of a RIFF/WAVE stream, read up to the first byte of the {@code data} chunk.
 *
 * <p>{@code dataLength} is -1 when the writer streamed the file and never patched the length (espeak-ng
 * {@code --stdout} and many TTS servers write 0x7FFFF000 or 0xFFFFFFFF there): read to end of stream then.
 */
public record WavHeader(PcmFormat format, long dataLength) {
    private static final int FORMAT_PCM = 1;
    private static final int FORMAT_FLOAT = 3;
    private static final int FORMAT_EXTENSIBLE = 0xFFFE;
    private static final long STREAMING_LENGTH_FLOOR = 0x7F000000L;

    /** Reads the header; {@code in} is left positioned at the first sample byte. */
    public static WavHeader read(InputStream in) throws IOException {
        DataInputStream data = new DataInputStream(in);
        byte[] tag = new byte[4];
        try {
            data.readFully(tag);
        } catch (EOFException e) {
            throw new WavException(WavException.CORRUPT, "not a WAV file: fewer than 12 header bytes");
        }
        if (!"RIFF".equals(ascii(tag))) {
            throw new WavException(WavException.CORRUPT, "not a WAV file: starts with '" + printable(tag)
                    + "' instead of 'RIFF'");
        }
        try {
            readLe32(data);
            data.readFully(tag);
            if (!"WAVE".equals(ascii(tag))) {
                throw new WavException(WavException.CORRUPT, "RIFF file is not WAVE but '" + printable(tag) + "'");
            }
            PcmFormat format = null;
            while (true) {
                data.readFully(tag);
                String id = ascii(tag);
                long size = readLe32(data);
                if ("fmt ".equals(id)) {
                    format = readFormat(data, size);
                } else if ("data".equals(id)) {
                    if (format == null) {
                        throw new WavException(WavException.CORRUPT, "WAV 'data' chunk comes before 'fmt '");
                    }
                    return new WavHeader(format, size >= STREAMING_LENGTH_FLOOR ? -1 : size);
                } else {
                    skipFully(data, size + (size & 1));
                }
            }
        } catch (EOFException e) {
            throw new WavException(WavException.CORRUPT, "WAV header ends early: no complete 'fmt ' and 'data' chunk");
        }
    }

    private static PcmFormat readFormat(DataInputStream data, long size) throws IOException {
        if (size < 16) {
            throw new WavException(WavException.CORRUPT, "WAV 'fmt ' chunk too short: " + size + " bytes");
        }
        int tag = readLe16(data);
        int channels = readLe16(data);
        long rate = readLe32(data);
        readLe32(data); // byte rate: derived, not trusted
        readLe16(data); // block align: derived, not trusted
        int bits = readLe16(data);
        long rest = size - 16;
        if (tag == FORMAT_EXTENSIBLE && rest >= 10) {
            readLe16(data); // cbSize
            readLe16(data); // valid bits
            readLe32(data); // channel mask
            tag = readLe16(data); // first two bytes of the sub-format GUID carry the format tag
            rest -= 10;
        }
        skipFully(data, rest + (size & 1));
        if (tag != FORMAT_PCM && tag != FORMAT_FLOAT) {
            throw new WavException(WavException.UNSUPPORTED, "WAV encoding " + tag
                    + " is not supported; use PCM (e.g. sox in.wav -e signed -b 16 out.wav)");
        }
        if (channels <= 0 || rate <= 0 || rate > 384_000) {
            throw new WavException(WavException.CORRUPT, "WAV header has " + channels + " channels at " + rate + " Hz");
        }
        try {
            return new PcmFormat((int) rate, channels, bits, tag == FORMAT_FLOAT);
        } catch (IllegalArgumentException e) {
            throw new WavException(WavException.UNSUPPORTED, "WAV " + e.getMessage());
        }
    }

    private static int readLe16(DataInputStream in) throws IOException {
        int b0 = in.readUnsignedByte();
        return b0 | (in.readUnsignedByte() << 8);
    }

    private static long readLe32(DataInputStream in) throws IOException {
        long b0 = in.readUnsignedByte();
        long b1 = in.readUnsignedByte();
        long b2 = in.readUnsignedByte();
        long b3 = in.readUnsignedByte();
        return b0 | (b1 << 8) | (b2 << 16) | (b3 << 24);
    }

    private static void skipFully(InputStream in, long n) throws IOException {
        while (n > 0) {
            long skipped = in.skip(n);
            if (skipped <= 0) {
                if (in.read() < 0) {
                    throw new EOFException();
                }
                skipped = 1;
            }
            n -= skipped;
        }
    }

    private static String ascii(byte[] b) {
        return new String(b, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    private static String printable(byte[] b) {
        StringBuilder s = new StringBuilder();
        for (byte x : b) {
            s.append(x >= 32 && x < 127 ? (char) x : '?');
        }
        return s.toString();
    }
}
