package homebot.fault;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;
import homebot.testing.SseScript;
import mockwebserver3.MockResponse;
import mockwebserver3.MockResponseBody;
import okio.BufferedSink;

/**
 * The faults an OpenAI-compatible server can throw at a turn, each as the responses it gives to the turn's
 * requests in order (the last repeats for retries and further tool rounds).
 */
enum LlmFault {
    NONE, TIMEOUT_BEFORE_FIRST_TOKEN, STALL_MID_STREAM, RATE_LIMITED, SERVER_ERROR, TRUNCATED_STREAM,
    MALFORMED_TOOL_ARGS, ENDLESS_TOOL_LOOP, RECOVERS_AFTER_500;

    List<MockResponse> responses(long stallMs) {
        return switch (this) {
            case NONE -> List.of(text("好的，番茄炒蛋先炒蛋。", "<state>IDLE</state>"));
            case TIMEOUT_BEFORE_FIRST_TOKEN -> List.of(sse(new StalledBody("", stallMs)));
            case STALL_MID_STREAM -> List.of(sse(new StalledBody(SseScript.sse().text("先说第一句。").text("第二").body(), stallMs)));
            case RATE_LIMITED -> List.of(new MockResponse.Builder().code(429).addHeader("Retry-After", "0")
                    .body("{\"error\":{\"message\":\"rate limited\",\"type\":\"rate_limit\"}}").build());
            case SERVER_ERROR -> List.of(new MockResponse.Builder().code(500)
                    .body("{\"error\":{\"message\":\"boom\"}}").build());
            case TRUNCATED_STREAM -> List.of(SseScript.sse().text("半句")
                    .raw("data: {\"choices\":[{\"delta\":{\"content\":\"话").response());
            case MALFORMED_TOOL_ARGS -> List.of(SseScript.toolCall("call_x", "schedule_follow_up", "{in_minutes: 3, \"reason"),
                    text("抱歉，我没能设好提醒。"));
            case ENDLESS_TOOL_LOOP -> List.of(SseScript.toolCall("call_x", "lookup_weather", "{\"city\":\"上海\"}"));
            case RECOVERS_AFTER_500 -> List.of(new MockResponse.Builder().code(500).body("{}").build(),
                    text("第二次就好了。"));
        };
    }

    static MockResponse text(String... pieces) {
        return SseScript.textAnswer(pieces);
    }

    private static MockResponse sse(MockResponseBody body) {
        return SseScript.eventStream(body);
    }

    /** Sends {@code first}, then says nothing for longer than the client's read timeout. */
    private record StalledBody(String first, long stallMs) implements MockResponseBody {
        @Override
        public long getContentLength() {
            return -1;
        }

        @Override
        public void writeTo(BufferedSink sink) throws java.io.IOException {
            sink.write(first.getBytes(StandardCharsets.UTF_8));
            sink.flush();
            try {
                TimeUnit.MILLISECONDS.sleep(stallMs); // the stalled server: the client must give up first
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
