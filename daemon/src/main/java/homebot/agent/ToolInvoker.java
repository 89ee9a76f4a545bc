package homebot.agent;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.llm.ToolCall;
import homebot.skills.api.ToolArgumentException;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs one tool call and turns every outcome into text the model reads: the tool's result, or
 * {@code {"error":"<code>","message":"..."}} for an unknown or inactive tool, bad JSON, a
 * {@link ToolArgumentException} or any other exception. Never throws for a tool's fault.
 */
final class ToolInvoker {
    static final String UNKNOWN = "tool-unknown";
    static final String NOT_ACTIVE = "tool-not-active";
    static final String BAD_ARGUMENTS = "tool-bad-arguments";
    static final String FAILED = "tool-failed";
    /** Longest string any tool argument may carry; a tool may set a lower bound of its own. */
    static final int MAX_STRING_CHARS = 4_000;

    private static final Logger LOG = LoggerFactory.getLogger(ToolInvoker.class);
    private final ObjectMapper mapper = new ObjectMapper();

    String invoke(ToolCall call, TurnTools tools, ToolCallContext context, RunTrace trace) {
        TurnTools.Resolution r = tools.resolve(call.name());
        if (r instanceof TurnTools.Resolution.Unknown) {
            trace.toolRefused(call.name(), UNKNOWN);
            String names = tools.offered().stream().map(Tool::name).collect(Collectors.joining(", "));
            return error(UNKNOWN, "there is no tool named '" + call.name() + "'; available: " + names);
        }
        if (r instanceof TurnTools.Resolution.NotActive) {
            trace.toolRefused(call.name(), NOT_ACTIVE);
            return error(NOT_ACTIVE, "tool '" + call.name() + "' is not enabled; call " + FindToolsTool.NAME
                    + " with keywords first");
        }
        Tool tool = ((TurnTools.Resolution.Found) r).tool();
        long start = System.nanoTime();
        JsonNode args;
        try {
            args = parse(call.arguments());
        } catch (ToolArgumentException e) {
            trace.toolCall(tool.name(), call.arguments(), BAD_ARGUMENTS, elapsedMs(start));
            return error(BAD_ARGUMENTS, e.getMessage());
        }
        String tooLong = overlong(args, "");
        if (tooLong != null) {
            trace.toolCall(tool.name(), call.arguments(), ToolArgumentException.TOO_LONG, elapsedMs(start));
            return error(ToolArgumentException.TOO_LONG, tooLong);
        }
        try {
            String result = tool.call(args, context);
            trace.toolCall(tool.name(), call.arguments(), null, elapsedMs(start));
            return result == null ? "" : result;
        } catch (ToolArgumentException e) {
            trace.toolCall(tool.name(), call.arguments(), e.code(), elapsedMs(start));
            return error(e.code(), e.getMessage());
        } catch (Exception e) {
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            LOG.warn("tool {} failed: {}", tool.name(), e.toString(), e);
            trace.toolCall(tool.name(), call.arguments(), FAILED, elapsedMs(start));
            return error(FAILED, "the tool failed: " + e.getClass().getSimpleName()
                    + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        }
    }

    /** The first string anywhere in the arguments longer than {@link #MAX_STRING_CHARS}, described; else null. */
    private static String overlong(JsonNode node, String path) {
        if (node.isTextual()) {
            String v = node.asText();
            int chars = v.codePointCount(0, v.length());
            return chars > MAX_STRING_CHARS ? "argument '" + (path.isEmpty() ? "(value)" : path) + "' is " + chars
                    + " characters; at most " + MAX_STRING_CHARS + " are accepted. Shorten it and call again." : null;
        }
        if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                String found = overlong(node.get(i), path + "[" + i + "]");
                if (found != null) {
                    return found;
                }
            }
        }
        for (var it = node.fields(); it.hasNext(); ) {
            var field = it.next();
            String found = overlong(field.getValue(), path.isEmpty() ? field.getKey() : path + "." + field.getKey());
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    private JsonNode parse(String arguments) throws ToolArgumentException {
        if (arguments == null || arguments.isBlank()) {
            return mapper.createObjectNode(); // some servers send "" for a call without arguments
        }
        JsonNode n;
        try {
            n = mapper.readTree(arguments);
        } catch (JsonProcessingException e) {
            throw new ToolArgumentException("arguments are not valid JSON: " + e.getOriginalMessage());
        }
        if (n == null || !n.isObject()) {
            throw new ToolArgumentException("arguments must be a JSON object");
        }
        return n;
    }

    String error(String code, String message) {
        return mapper.createObjectNode().put("error", code).put("message", message).toString();
    }

    private static long elapsedMs(long startNanos) {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}
