package homebot.agent;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One record of a run: {@code llm-request}, {@code tool-call}, {@code tool-refused}, {@code llm-error}, or any
 * kind another part notes ({@code context} stats...). Fields keep their insertion order for readable log lines.
 */
public record TraceEntry(Instant at, String kind, Map<String, Object> fields) {
    public TraceEntry {
        fields = Collections.unmodifiableMap(new LinkedHashMap<>(fields));
    }

    public Object get(String field) {
        return fields.get(field);
    }

    /** {@code kind=tool-call name=timer_start ok=true ms=3}: values with spaces are quoted. */
    public String line() {
        StringBuilder b = new StringBuilder("kind=").append(kind);
        fields.forEach((k, v) -> b.append(' ').append(k).append('=').append(format(v)));
        return b.toString();
    }

    private static String format(Object v) {
        String s = String.valueOf(v);
        boolean plain = !s.isEmpty() && s.chars().noneMatch(c -> Character.isWhitespace(c) || c == '"' || c == '=');
        return plain ? s : '"' + s.replace("\\", "\\\\").replace("\"", "\\\"").replace("\n", "\\n") + '"';
    }
}
