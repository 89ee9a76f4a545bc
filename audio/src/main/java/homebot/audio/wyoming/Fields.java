package homebot.audio.wyoming;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;

/** Reading and writing event data fields; a required field that is missing or mistyped is a malformed event. */
final class Fields {
    private Fields() {}

    static ObjectNode object() {
        return JsonNodeFactory.instance.objectNode();
    }

    static String text(WyomingEvent e, String field) throws WyomingException {
        JsonNode n = e.data().get(field);
        if (n == null || !n.isTextual()) {
            throw new WyomingException(WyomingException.MALFORMED, e.type() + " needs a string '" + field + "'");
        }
        return n.asText();
    }

    static String optText(WyomingEvent e, String field) {
        JsonNode n = e.data().get(field);
        return n == null || !n.isTextual() ? null : n.asText();
    }

    static int integer(WyomingEvent e, String field) throws WyomingException {
        JsonNode n = e.data().get(field);
        if (n == null || !n.isIntegralNumber() || !n.canConvertToInt()) {
            throw new WyomingException(WyomingException.MALFORMED, e.type() + " needs an integer '" + field + "'");
        }
        return n.asInt();
    }

    static Long optLong(WyomingEvent e, String field) {
        JsonNode n = e.data().get(field);
        return n == null || !n.isIntegralNumber() ? null : n.asLong();
    }

    static Integer optInt(WyomingEvent e, String field) {
        JsonNode n = e.data().get(field);
        return n == null || !n.isIntegralNumber() || !n.canConvertToInt() ? null : n.asInt();
    }

    static boolean bool(WyomingEvent e, String field) throws WyomingException {
        JsonNode n = e.data().get(field);
        if (n == null || !n.isBoolean()) {
            throw new WyomingException(WyomingException.MALFORMED, e.type() + " needs a boolean '" + field + "'");
        }
        return n.asBoolean();
    }

    static ObjectNode optObject(WyomingEvent e, String field) {
        JsonNode n = e.data().get(field);
        return n != null && n.isObject() ? (ObjectNode) n : null;
    }

    static List<String> optTexts(WyomingEvent e, String field) {
        JsonNode n = e.data().get(field);
        if (n == null || !n.isArray()) {
            return null;
        }
        List<String> out = new ArrayList<>();
        n.forEach(x -> {
            if (x.isTextual()) {
                out.add(x.asText());
            }
        });
        return out;
    }

    /** Puts a value unless it is null (optional fields are left out, as the reference implementation does). */
    static ObjectNode put(ObjectNode o, String field, Object value) {
        if (value == null) {
            return o;
        }
        if (value instanceof String s) {
            o.put(field, s);
        } else if (value instanceof Integer i) {
            o.put(field, i);
        } else if (value instanceof Long l) {
            o.put(field, l);
        } else if (value instanceof Boolean b) {
            o.put(field, b);
        } else if (value instanceof JsonNode j) {
            o.set(field, j);
        } else if (value instanceof List<?> list) {
            var arr = o.putArray(field);
            list.forEach(x -> arr.add(String.valueOf(x)));
        } else {
            throw new IllegalArgumentException("unsupported field type " + value.getClass());
        }
        return o;
    }
}
