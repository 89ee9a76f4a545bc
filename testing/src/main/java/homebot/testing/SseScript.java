package homebot.testing;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import mockwebserver3.MockResponse;
import mockwebserver3.MockResponseBody;

/**
 * Scripted OpenAI-compatible {@code /chat/completions} streams for MockWebServer: text deltas, tool calls whose
 * arguments arrive in fragments, finish reasons, usage and {@code [DONE]}, or any raw (broken) bytes.
 */
public final class SseScript {
    private static final ObjectMapper M = new ObjectMapper();
    private final StringBuilder body = new StringBuilder();

    public static SseScript sse() {
        return new SseScript();
    }

    /** A whole streamed text answer, one delta per piece, with finish_reason stop and [DONE]. */
    public static MockResponse textAnswer(String... pieces) {
        SseScript s = sse();
        for (String p : pieces) {
            s.text(p);
        }
        return s.finish("stop").done().response();
    }

    /** A whole response that asks for one tool call (arguments in one piece) and ends with finish_reason tool_calls. */
    public static MockResponse toolCall(String id, String name, String argumentsJson) {
        return sse().toolStart(0, id, name, argumentsJson).finish("tool_calls").done().response();
    }

    /** A 200 event-stream response around an already written SSE body (for bodies that must be malformed). */
    public static MockResponse eventStream(String body) {
        return new MockResponse.Builder().code(200).addHeader("Content-Type", "text/event-stream").body(body).build();
    }

    /** A 200 event-stream response whose body writes itself (to stall, gate or trickle the stream). */
    public static MockResponse eventStream(MockResponseBody body) {
        return new MockResponse.Builder().code(200).addHeader("Content-Type", "text/event-stream").body(body).build();
    }

    /** A non-streamed error answer in the OpenAI error shape. */
    public static MockResponse error(int code, String message) {
        ObjectNode error = M.createObjectNode();
        error.putObject("error").put("message", message).put("type", "test_error");
        return new MockResponse.Builder().code(code).addHeader("Content-Type", "application/json")
                .body(error.toString()).build();
    }

    public SseScript text(String content) {
        ObjectNode chunk = chunk();
        chunk.withArray("choices").addObject().put("index", 0).putNull("finish_reason")
                .putObject("delta").put("content", content);
        return data(chunk.toString());
    }

    /** First fragment of a tool call: index, id, name and the start of the arguments. */
    public SseScript toolStart(int index, String id, String name, String args) {
        ObjectNode chunk = chunk();
        ObjectNode call = chunk.withArray("choices").addObject().put("index", 0).putObject("delta")
                .withArray("tool_calls").addObject().put("index", index);
        if (id != null) {
            call.put("id", id);
        }
        call.put("type", "function");
        call.putObject("function").put("name", name).put("arguments", args);
        return data(chunk.toString());
    }

    /** A later fragment: only index and a piece of the arguments. */
    public SseScript toolArgs(int index, String args) {
        ObjectNode chunk = chunk();
        chunk.withArray("choices").addObject().put("index", 0).putObject("delta")
                .withArray("tool_calls").addObject().put("index", index).putObject("function").put("arguments", args);
        return data(chunk.toString());
    }

    public SseScript finish(String reason) {
        ObjectNode chunk = chunk();
        chunk.withArray("choices").addObject().put("index", 0).put("finish_reason", reason).putObject("delta");
        return data(chunk.toString());
    }

    public SseScript usage(int prompt, int completion) {
        ObjectNode chunk = chunk();
        chunk.putArray("choices");
        chunk.putObject("usage").put("prompt_tokens", prompt).put("completion_tokens", completion)
                .put("total_tokens", prompt + completion);
        return data(chunk.toString());
    }

    public SseScript done() {
        return data("[DONE]");
    }

    public SseScript data(String payload) {
        body.append("data: ").append(payload).append("\n\n");
        return this;
    }

    /** Any raw text (comments, "data:" without a space, broken lines). */
    public SseScript raw(String text) {
        body.append(text);
        return this;
    }

    public String body() {
        return body.toString();
    }

    public MockResponse response() {
        return eventStream(body());
    }

    private static ObjectNode chunk() {
        ObjectNode c = M.createObjectNode();
        c.put("id", "chatcmpl-1").put("object", "chat.completion.chunk").put("model", "test-model");
        return c;
    }
}
