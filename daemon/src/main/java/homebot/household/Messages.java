package homebot.household;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.time.Instant;
import java.time.format.DateTimeParseException;

/** Reading household JSON defensively: any peer (or anyone with broker access) may send anything. */
final class Messages {
    private Messages() {}

    static JsonNode read(ObjectMapper json, byte[] payload) {
        try {
            JsonNode n = json.readTree(payload);
            if (n == null || !n.isObject()) {
                throw new BadMessage("household-message-bad", "not a JSON object");
            }
            return n;
        } catch (IOException e) {
            throw new BadMessage("household-message-bad", "not JSON (" + payload.length + " bytes)");
        }
    }

    static void requireVersion(JsonNode n) {
        JsonNode v = n.get("v");
        if (v == null || !v.isInt() || v.asInt() < UnitState.VERSION) {
            throw new BadMessage("household-message-old", "no or an older format version ("
                    + (v == null ? "none" : v.toString()) + "); this homebot speaks version " + UnitState.VERSION);
        }
        // A newer version is read for the fields this one knows: additions never remove a field.
    }

    static String text(JsonNode n, String field) {
        JsonNode v = n.get(field);
        if (v == null || !v.isTextual() || v.asText().isBlank()) {
            throw new BadMessage("household-message-bad", "'" + field + "' missing or not text");
        }
        String s = v.asText();
        if (s.length() > 2_000) {
            throw new BadMessage("household-message-bad", "'" + field + "' longer than 2000 characters");
        }
        return s;
    }

    static Instant instant(JsonNode n, String field) {
        try {
            return Instant.parse(text(n, field));
        } catch (DateTimeParseException e) {
            throw new BadMessage("household-message-bad", "'" + field + "' is not an ISO-8601 instant");
        }
    }
}
