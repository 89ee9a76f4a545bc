package homebot.context;

import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.TextStyle;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * The per-turn block that goes at the start of the current user message, never into the system prompt: time,
 * channel, speaker, session paths, the mode's run context, then the user's own words last. Everything here may
 * change every turn without invalidating a provider's prefix cache.
 */
public final class DynamicTail {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ssxxx");
    /** A mode's run context is a few lines; a plugin returning more must not swell every request of a session. */
    public static final int MAX_RUN_CONTEXT_CHARS = 4_000;
    private final Map<String, String> fields = new LinkedHashMap<>();
    private String runContext = "";

    public DynamicTail time(ZonedDateTime now) {
        fields.put("time", now.format(TIME) + " ("
                + now.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.ENGLISH) + ")");
        return this;
    }

    public DynamicTail field(String name, String value) {
        if (value != null && !value.isBlank()) {
            fields.put(name, value.strip());
        }
        return this;
    }

    /** Free text from the active mode plugin (current step, running timers...), cut to its bound. */
    public DynamicTail runContext(String text) {
        String t = text == null ? "" : text.strip();
        if (t.length() > MAX_RUN_CONTEXT_CHARS) {
            int end = Character.isHighSurrogate(t.charAt(MAX_RUN_CONTEXT_CHARS - 1)) ? MAX_RUN_CONTEXT_CHARS - 1
                    : MAX_RUN_CONTEXT_CHARS;
            t = t.substring(0, end) + "\n(run context cut: " + t.length() + " characters, first "
                    + MAX_RUN_CONTEXT_CHARS + " kept)";
        }
        runContext = t;
        return this;
    }

    /** The whole current user message: the context block, a blank line, then the user's words. */
    public String render(String userWords) {
        StringBuilder out = new StringBuilder("[turn context]\n");
        fields.forEach((k, v) -> out.append(k).append(": ").append(v).append('\n'));
        if (!runContext.isEmpty()) {
            out.append(runContext).append('\n');
        }
        out.append("[/turn context]\n\n").append(userWords == null ? "" : userWords);
        return out.toString();
    }
}
