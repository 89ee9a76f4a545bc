package homebot.audio.wyoming;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.net.SocketTimeoutException;

/**
 * Reads Wyoming frames: a JSON header line, then {@code data_length} bytes of JSON merged over the header's
 * {@code data}, then {@code payload_length} bytes of payload. Every length is checked against {@link FrameLimits}
 * before reading. Not thread-safe: one reader per connection, one thread reading.
 */
public final class WyomingReader {
    private static final ObjectMapper JSON = new ObjectMapper();

    private final InputStream in;
    private final FrameLimits limits;

    public WyomingReader(InputStream in, FrameLimits limits) {
        this.in = in;
        this.limits = limits;
    }

    /**
     * The next event, or null when the peer closed cleanly between frames.
     *
     * @throws WyomingException a malformed, oversized or truncated frame; the connection is then unusable
     */
    public WyomingEvent read() throws IOException {
        byte[] line = readHeaderLine();
        if (line == null) {
            return null;
        }
        JsonNode header;
        try {
            header = JSON.readTree(line);
        } catch (JsonProcessingException e) {
            throw new WyomingException(WyomingException.MALFORMED, "header is not JSON: " + e.getOriginalMessage(), e);
        }
        if (header == null || !header.isObject()) {
            throw new WyomingException(WyomingException.MALFORMED, "header is not a JSON object");
        }
        JsonNode type = header.get("type");
        if (type == null || !type.isTextual() || type.asText().isEmpty()) {
            throw new WyomingException(WyomingException.MALFORMED, "header has no string 'type'");
        }
        ObjectNode data = objectOrNull(header.get("data"), "data");
        int dataLength = length(header, "data_length", limits.maxDataBytes());
        int payloadLength = length(header, "payload_length", limits.maxPayloadBytes());
        if (dataLength > 0) {
            byte[] extra = readExactly(dataLength, "data");
            ObjectNode merged;
            try {
                merged = objectOrNull(JSON.readTree(extra), "extra data");
            } catch (JsonProcessingException e) {
                throw new WyomingException(WyomingException.MALFORMED, "extra data is not JSON: "
                        + e.getOriginalMessage(), e);
            }
            if (merged == null) {
                throw new WyomingException(WyomingException.MALFORMED, "extra data is not a JSON object");
            }
            // Merged on top of the header's data, key by key (the extra block wins).
            data = data == null ? merged : (ObjectNode) data.setAll(merged);
        }
        byte[] payload = payloadLength > 0 ? readExactly(payloadLength, "payload") : null;
        return new WyomingEvent(type.asText(), data, payload);
    }

    private static ObjectNode objectOrNull(JsonNode node, String what) throws WyomingException {
        if (node == null || node.isNull() || node.isMissingNode()) {
            return null;
        }
        if (!node.isObject()) {
            throw new WyomingException(WyomingException.MALFORMED, what + " is not a JSON object");
        }
        return (ObjectNode) node;
    }

    private static int length(JsonNode header, String field, int max) throws WyomingException {
        JsonNode n = header.get(field);
        if (n == null || n.isNull()) {
            return 0;
        }
        if (!n.isIntegralNumber() || n.asLong() < 0) {
            throw new WyomingException(WyomingException.MALFORMED, field + " is not a non-negative integer: " + n);
        }
        if (!n.canConvertToLong() || n.asLong() > max) {
            throw new WyomingException(WyomingException.TOO_LARGE, field + " " + n.asText() + " exceeds the limit of "
                    + max + " bytes");
        }
        return n.asInt();
    }

    private byte[] readHeaderLine() throws IOException {
        ByteArrayOutputStream line = new ByteArrayOutputStream(256);
        while (true) {
            int b = readByte();
            if (b < 0) {
                if (line.size() == 0) {
                    return null;
                }
                throw new WyomingException(WyomingException.TRUNCATED, "connection closed inside a header line");
            }
            if (b == '\n') {
                return line.toByteArray();
            }
            if (line.size() + 1 >= limits.maxHeaderBytes()) {
                throw new WyomingException(WyomingException.TOO_LARGE, "header line longer than "
                        + limits.maxHeaderBytes() + " bytes");
            }
            line.write(b);
        }
    }

    private int readByte() throws IOException {
        try {
            return in.read();
        } catch (SocketTimeoutException e) {
            throw new WyomingException(WyomingException.TIMEOUT, "no event from the peer in time", e);
        }
    }

    private byte[] readExactly(int n, String what) throws IOException {
        byte[] out = new byte[n];
        int off = 0;
        while (off < n) {
            int r;
            try {
                r = in.read(out, off, n - off);
            } catch (SocketTimeoutException e) {
                throw new WyomingException(WyomingException.TIMEOUT, "the peer stalled inside the " + what, e);
            }
            if (r < 0) {
                throw new WyomingException(WyomingException.TRUNCATED, "connection closed after " + off + " of " + n
                        + " " + what + " bytes");
            }
            off += r;
        }
        return out;
    }

    @Override
    public String toString() {
        return "WyomingReader" + limits;
    }
}
