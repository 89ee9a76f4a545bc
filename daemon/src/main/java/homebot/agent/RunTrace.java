package homebot.agent;

import java.time.Clock;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What happened in one agent run, as data tests and {@code status} can read, each record also logged as one
 * line. Holds no secrets and never the full user text: tool arguments and free text are truncated.
 */
public final class RunTrace {
    private static final Logger LOG = LoggerFactory.getLogger(RunTrace.class);
    static final int MAX_TEXT = 160;

    private final String runId;
    private final Clock clock;
    private final List<TraceEntry> entries = new ArrayList<>();

    public RunTrace(String runId, Clock clock) {
        this.runId = runId;
        this.clock = clock;
    }

    public String runId() {
        return runId;
    }

    public synchronized List<TraceEntry> entries() {
        return List.copyOf(entries);
    }

    public synchronized List<TraceEntry> entries(String kind) {
        return entries.stream().filter(e -> e.kind().equals(kind)).toList();
    }

    public void llmRequest(int round, int messages, List<String> tools, long estimatedChars) {
        note("llm-request", ordered("round", round, "messages", messages, "tools", String.join(",", tools),
                "est_chars", estimatedChars));
    }

    public void llmResponse(int round, int textChars, int toolCalls, String finishReason) {
        note("llm-response", ordered("round", round, "text_chars", textChars, "tool_calls", toolCalls,
                "finish", String.valueOf(finishReason)));
    }

    /** @param error null when the call succeeded, else the error code the model saw */
    public void toolCall(String name, String arguments, String error, long durationMs) {
        note("tool-call", ordered("name", name, "ok", error == null, "error", error == null ? "-" : error,
                "ms", durationMs, "args", truncate(arguments)));
    }

    public void toolRefused(String name, String reason) {
        note("tool-refused", ordered("name", truncate(name), "reason", reason));
    }

    public void llmError(String code, String message) {
        note("llm-error", ordered("code", code, "message", truncate(message)));
    }

    /** A record of any kind; others add context-assembly stats this way. */
    public void note(String kind, Map<String, ?> fields) {
        TraceEntry e = new TraceEntry(clock.instant(), kind, new LinkedHashMap<>(fields));
        synchronized (this) {
            entries.add(e);
        }
        LOG.info("trace run={} {}", runId, e.line());
    }

    static String truncate(String s) {
        if (s == null) {
            return "";
        }
        return s.length() <= MAX_TEXT ? s : s.substring(0, MAX_TEXT) + "…(" + s.length() + " chars)";
    }

    private static Map<String, Object> ordered(Object... kv) {
        Map<String, Object> m = new LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) {
            m.put((String) kv[i], kv[i + 1]);
        }
        return m;
    }
}
