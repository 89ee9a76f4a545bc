package homebot.control;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ReadableByteChannel;
import java.nio.charset.StandardCharsets;

/**
 * Assembles '\n'-terminated UTF-8 lines from a non-blocking channel, refusing any line longer than a limit.
 * It never waits: {@link #fill} takes what the channel has, {@link #poll} hands out complete lines.
 */
final class LineReader {
    static final class LineTooLongException extends IOException {
        LineTooLongException(int max) {
            super("line longer than " + max + " bytes");
        }
    }

    private final int maxBytes;
    private final ByteBuffer buffer = ByteBuffer.allocate(8192);
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();
    private boolean eof;

    LineReader(int maxBytes) {
        this.maxBytes = maxBytes;
        buffer.flip();
    }

    /** Reads what is available without blocking; false once the peer has closed its side. */
    boolean fill(ReadableByteChannel channel) throws IOException {
        if (buffer.hasRemaining()) {
            return !eof; // lines still buffered: hand them out first
        }
        buffer.clear();
        int n = channel.read(buffer);
        buffer.flip();
        if (n < 0) {
            eof = true;
        }
        return !eof;
    }

    /** The next complete line without its terminator, else null; at end of stream a last unterminated line counts. */
    String poll() throws LineTooLongException {
        while (buffer.hasRemaining()) {
            byte b = buffer.get();
            if (b == '\n') {
                return take();
            }
            if (line.size() >= maxBytes) {
                throw new LineTooLongException(maxBytes);
            }
            line.write(b);
        }
        return eof && line.size() > 0 ? take() : null;
    }

    private String take() {
        String s = line.toString(StandardCharsets.UTF_8);
        line.reset();
        return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
    }
}
