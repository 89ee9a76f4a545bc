package homebot.control;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.ReadableByteChannel;
import java.nio.charset.StandardCharsets;

/** Reads '\n'-terminated UTF-8 lines from a channel, refusing any line longer than a limit. */
final class LineReader {
    static final class LineTooLongException extends IOException {
        LineTooLongException(int max) {
            super("line longer than " + max + " bytes");
        }
    }

    private final ReadableByteChannel channel;
    private final int maxBytes;
    private final ByteBuffer buffer = ByteBuffer.allocate(8192);
    private final ByteArrayOutputStream line = new ByteArrayOutputStream();

    LineReader(ReadableByteChannel channel, int maxBytes) {
        this.channel = channel;
        this.maxBytes = maxBytes;
        buffer.flip();
    }

    /** The next line without its terminator, or null at end of stream (a last unterminated line counts). */
    String readLine() throws IOException {
        while (true) {
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
            buffer.clear();
            int n = channel.read(buffer);
            buffer.flip();
            if (n < 0) {
                return line.size() > 0 ? take() : null;
            }
        }
    }

    private String take() {
        String s = line.toString(StandardCharsets.UTF_8);
        line.reset();
        return s.endsWith("\r") ? s.substring(0, s.length() - 1) : s;
    }
}
