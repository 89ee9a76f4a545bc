package homebot.audio.wyoming;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Writes Wyoming frames the way the reference implementation does: the header line carries {@code type},
 * {@code version} and the lengths; a non-empty data object goes into the extra data block; then the payload.
 * Thread-safe: one frame is written whole before the next.
 */
public final class WyomingWriter {
    /** The protocol version this implementation follows (the event set of wyoming 1.9). */
    public static final String VERSION = "1.9.0";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final OutputStream out;

    public WyomingWriter(OutputStream out) {
        this.out = out;
    }

    public synchronized void write(WyomingEvent event) throws IOException {
        out.write(encode(event));
        out.flush();
    }

    /** The exact bytes of one frame. */
    public static byte[] encode(WyomingEvent event) {
        try {
            ObjectNode header = JSON.createObjectNode();
            header.put("type", event.type());
            header.put("version", VERSION);
            byte[] data = event.data().isEmpty() ? new byte[0] : JSON.writeValueAsBytes(event.data());
            if (data.length > 0) {
                header.put("data_length", data.length);
            }
            if (event.payload().length > 0) {
                header.put("payload_length", event.payload().length);
            }
            byte[] line = JSON.writeValueAsBytes(header); // compact: no raw newline can appear inside
            byte[] frame = new byte[line.length + 1 + data.length + event.payload().length];
            System.arraycopy(line, 0, frame, 0, line.length);
            frame[line.length] = '\n';
            System.arraycopy(data, 0, frame, line.length + 1, data.length);
            System.arraycopy(event.payload(), 0, frame, line.length + 1 + data.length, event.payload().length);
            return frame;
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot encode " + event.type(), e);
        }
    }
}
