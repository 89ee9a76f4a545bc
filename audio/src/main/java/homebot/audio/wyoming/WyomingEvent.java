package homebot.audio.wyoming;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Arrays;
import java.util.Objects;

/**
 * One Wyoming event as it travels: a type, a JSON object of data (the header's {@code data} with the extra data
 * block merged over it) and an optional binary payload (PCM audio, usually).
 *
 * @param payload empty when the frame has none; never null
 */
public record WyomingEvent(String type, ObjectNode data, byte[] payload) {
    private static final byte[] NONE = new byte[0];

    public WyomingEvent {
        Objects.requireNonNull(type, "type");
        data = data == null ? JsonNodeFactory.instance.objectNode() : data;
        payload = payload == null ? NONE : payload;
    }

    public WyomingEvent(String type, ObjectNode data) {
        this(type, data, null);
    }

    public static WyomingEvent of(String type) {
        return new WyomingEvent(type, null, null);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof WyomingEvent e && type.equals(e.type) && data.equals(e.data)
                && Arrays.equals(payload, e.payload);
    }

    @Override
    public int hashCode() {
        return Objects.hash(type, data, Arrays.hashCode(payload));
    }

    @Override
    public String toString() {
        return "WyomingEvent[" + type + " " + data + (payload.length > 0 ? " +" + payload.length + " bytes" : "") + "]";
    }
}
