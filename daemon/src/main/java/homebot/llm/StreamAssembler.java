package homebot.llm;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Consumer;

/**
 * Folds the {@code data:} payloads of one streamed completion into an {@link LlmResponse}. Text deltas go to
 * the callback at once; tool calls arrive as fragments keyed by {@code index} (id and name only in the first,
 * arguments split anywhere) and are assembled. Unknown fields are ignored so any OpenAI-compatible server works.
 */
final class StreamAssembler {
    private final ObjectMapper mapper;
    private final Consumer<String> onText;
    private final StringBuilder text = new StringBuilder();
    private final TreeMap<Integer, PartialCall> calls = new TreeMap<>();
    private String finishReason;
    private Usage usage;
    private boolean done;
    private boolean streamed;

    StreamAssembler(ObjectMapper mapper, Consumer<String> onText) {
        this.mapper = mapper;
        this.onText = onText;
    }

    void accept(String data) throws LlmException {
        String d = data.strip();
        if (d.isEmpty()) {
            return;
        }
        if (d.equals("[DONE]")) {
            done = true;
            return;
        }
        JsonNode chunk;
        try {
            chunk = mapper.readTree(d);
        } catch (JsonProcessingException e) {
            throw new LlmException(LlmException.BAD_RESPONSE, "malformed JSON in the stream: " + quote(d));
        }
        if (chunk == null || !chunk.isObject()) {
            throw new LlmException(LlmException.BAD_RESPONSE, "a stream chunk is not a JSON object: " + quote(d));
        }
        JsonNode error = chunk.get("error");
        if (error != null && !error.isNull()) {
            String msg = error.isObject() ? error.path("message").asText(error.toString()) : error.asText();
            throw new LlmException(LlmException.SERVER_ERROR, "the server reported an error mid-stream: " + quote(msg));
        }
        JsonNode u = chunk.get("usage");
        if (u != null && u.isObject()) {
            usage = new Usage(u.path("prompt_tokens").asLong(), u.path("completion_tokens").asLong(),
                    u.path("total_tokens").asLong());
        }
        for (JsonNode choice : chunk.path("choices")) {
            if (choice.path("index").asInt(0) != 0) {
                continue; // n > 1 is never requested; ignore stray alternatives
            }
            JsonNode delta = choice.path("delta");
            String content = delta.path("content").isTextual() ? delta.get("content").asText() : null;
            if (content != null && !content.isEmpty()) {
                streamed = true;
                text.append(content);
                onText.accept(content);
            }
            int position = 0;
            for (JsonNode tc : delta.path("tool_calls")) {
                streamed = true;
                int index = tc.path("index").asInt(position++);
                PartialCall p = calls.computeIfAbsent(index, i -> new PartialCall());
                if (tc.path("id").isTextual() && !tc.get("id").asText().isEmpty()) {
                    p.id = tc.get("id").asText();
                }
                JsonNode fn = tc.path("function");
                if (fn.path("name").isTextual() && !fn.get("name").asText().isEmpty()) {
                    p.name = fn.get("name").asText();
                }
                if (fn.path("arguments").isTextual()) {
                    p.arguments.append(fn.get("arguments").asText());
                } else if (fn.path("arguments").isObject()) {
                    p.arguments.append(fn.get("arguments").toString()); // some servers send an object
                }
            }
            if (choice.path("finish_reason").isTextual()) {
                finishReason = choice.get("finish_reason").asText();
            }
        }
    }

    boolean done() {
        return done;
    }

    /** True once a text or tool-call delta arrived: from then on a failure must not be retried. */
    boolean streamed() {
        return streamed;
    }

    /** A stream is complete with {@code [DONE]} or, for servers that omit it, a finish reason. */
    boolean complete() {
        return done || finishReason != null;
    }

    LlmResponse response() {
        List<ToolCall> out = new ArrayList<>();
        for (PartialCall p : calls.values()) {
            // some local servers omit ids; the tool message still needs one to answer the call
            String id = p.id != null ? p.id : "call_" + UUID.randomUUID().toString().substring(0, 8);
            out.add(new ToolCall(id, p.name == null ? "" : p.name, p.arguments.toString()));
        }
        return new LlmResponse(text.toString(), out, finishReason, usage);
    }

    private static String quote(String s) {
        String t = s.length() > 160 ? s.substring(0, 160) + "…" : s;
        return "\"" + t + "\"";
    }

    private static final class PartialCall {
        String id;
        String name;
        final StringBuilder arguments = new StringBuilder();
    }
}
