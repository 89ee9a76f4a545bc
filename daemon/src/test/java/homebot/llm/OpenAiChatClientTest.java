package homebot.llm;

import homebot.audio.Secret;

import static homebot.testing.SseScript.sse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.testing.RecordingLogHandler;
import homebot.testing.SseScript;
import java.io.IOException;
import java.net.ServerSocket;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class OpenAiChatClientTest {
    private static final String KEY = "sk-test-SECRET-7f3a9c";
    private static final ObjectMapper M = new ObjectMapper();

    private final MockWebServer server = new MockWebServer();
    private final RecordingSleeper sleeper = new RecordingSleeper();
    private final List<GatedBody> gates = new ArrayList<>();

    @BeforeEach
    void start() throws IOException {
        server.start();
    }

    @AfterEach
    void stop() {
        gates.forEach(g -> g.gate.countDown());
        server.close();
    }

    private LlmConfig config(Secret key) {
        return LlmConfig.of(server.url("/v1/").toString(), "test-model", key).withRetries(2, 100, 1_000);
    }

    private OpenAiChatClient client(LlmConfig config) {
        return new OpenAiChatClient(config, new OkHttpClient(), sleeper, Clock.systemUTC(), () -> 0.5);
    }

    private static LlmRequest ask(String text) {
        return new LlmRequest(List.of(ChatMessage.system("be brief"), ChatMessage.user(text)), List.of());
    }

    @Test
    void streamsTextDeltasToTheCallbackInOrderAndReturnsTheWholeText() throws Exception {
        server.enqueue(sse().text("你好").text("，世界。").finish("stop").usage(12, 3).done().response());
        List<String> deltas = new ArrayList<>();

        LlmResponse r = client(config(Secret.none())).complete(ask("hi"), deltas::add);

        assertEquals(List.of("你好", "，世界。"), deltas);
        assertEquals("你好，世界。", r.text());
        assertEquals("stop", r.finishReason());
        assertEquals(new Usage(12, 3, 15), r.usage());
        assertFalse(r.hasToolCalls());
    }

    @Test
    void toleratesMissingIdsCommentsExtraFieldsAndDataWithoutSpace() throws Exception {
        String body = ": keep-alive\n\n"
                + "data:{\"choices\":[{\"delta\":{\"role\":\"assistant\",\"content\":\"Hi\"},\"logprobs\":null}],\"x\":1}\n\n"
                + ": ping\n\n"
                + "data: {\"choices\":[{\"index\":0,\"delta\":{\"reasoning_content\":\"hmm\",\"content\":\" there\"}}]}\n\n"
                + "data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\n"
                + "data: [DONE]\n\n";
        server.enqueue(sse().raw(body).response());

        LlmResponse r = client(config(Secret.none())).complete(ask("hi"), d -> {});

        assertEquals("Hi there", r.text());
        assertNull(r.usage());
    }

    @Test
    void assemblesToolCallsFromFragmentsKeyedByIndex() throws Exception {
        server.enqueue(sse()
                .toolStart(0, "call_a", "timer_start", "{\"min")
                .toolStart(1, "call_b", "weather", "")
                .toolArgs(0, "utes\":")
                .toolArgs(1, "{\"city\":\"北京\"}")
                .toolArgs(0, " 5}")
                .finish("tool_calls").done().response());

        LlmResponse r = client(config(Secret.none())).complete(ask("x"), d -> {});

        assertEquals(List.of(new ToolCall("call_a", "timer_start", "{\"minutes\": 5}"),
                new ToolCall("call_b", "weather", "{\"city\":\"北京\"}")), r.toolCalls());
        assertEquals("tool_calls", r.finishReason());
    }

    @Test
    void aToolCallWithoutIdGetsOneSoTheResultCanAnswerIt() throws Exception {
        server.enqueue(sse().toolStart(0, null, "now", "{}").finish("tool_calls").done().response());

        LlmResponse r = client(config(Secret.none())).complete(ask("x"), d -> {});

        assertTrue(r.toolCalls().get(0).id().startsWith("call_"));
    }

    @Test
    void requestCarriesStreamModelMessagesAndToolsInTheGivenOrder() throws Exception {
        server.enqueue(SseScript.textAnswer("ok"));
        JsonNode schema = M.readTree("{\"type\":\"object\",\"properties\":{}}");
        List<ChatMessage> history = List.of(ChatMessage.system("sys"), ChatMessage.user("q"),
                ChatMessage.assistantToolCalls("", List.of(new ToolCall("c1", "b_tool", "{}"))),
                ChatMessage.tool("c1", "{\"ok\":true}"), ChatMessage.user("again"));
        LlmRequest req = new LlmRequest(history, List.of(new ToolSpec("b_tool", "B", schema),
                new ToolSpec("a_tool", "A", schema)));

        client(config(Secret.none())).complete(req, d -> {});

        RecordedRequest rec = server.takeRequest();
        assertEquals("/v1/chat/completions", rec.getUrl().encodedPath());
        JsonNode body = M.readTree(rec.getBody().utf8());
        assertTrue(body.get("stream").asBoolean());
        assertEquals("test-model", body.get("model").asText());
        assertEquals("b_tool", body.at("/tools/0/function/name").asText());
        assertEquals("a_tool", body.at("/tools/1/function/name").asText());
        assertEquals("function", body.at("/tools/0/type").asText());
        assertTrue(body.at("/messages/2/content").isNull());
        assertEquals("c1", body.at("/messages/2/tool_calls/0/id").asText());
        assertEquals("b_tool", body.at("/messages/2/tool_calls/0/function/name").asText());
        assertEquals("c1", body.at("/messages/3/tool_call_id").asText());
        assertEquals("tool", body.at("/messages/3/role").asText());
        assertNull(rec.getHeaders().get("Authorization"));
    }

    @Test
    void equalRequestsAreByteIdenticalForPrefixCaching() throws Exception {
        server.enqueue(SseScript.textAnswer("1"));
        server.enqueue(SseScript.textAnswer("2"));
        OpenAiChatClient c = client(config(Secret.none()));
        c.complete(ask("same"), d -> {});
        c.complete(ask("same"), d -> {});

        assertEquals(server.takeRequest().getBody(), server.takeRequest().getBody());
    }

    @Test
    void sendsTheBearerKeyOnlyWhenOneIsSet() throws Exception {
        server.enqueue(SseScript.textAnswer("ok"));
        client(config(Secret.of(KEY))).complete(ask("x"), d -> {});

        assertEquals("Bearer " + KEY, server.takeRequest().getHeaders().get("Authorization"));
    }

    @Test
    void retriesA429AfterTheServersRetryAfterThenSucceeds() throws Exception {
        server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "2")
                .body("{\"error\":{\"message\":\"slow down\"}}").build());
        server.enqueue(SseScript.textAnswer("好的。"));

        LlmResponse r = client(config(Secret.none())).complete(ask("x"), d -> {});

        assertEquals("好的。", r.text());
        assertEquals(List.of(Duration.ofSeconds(2)), sleeper.waits);
        assertEquals(2, server.getRequestCount());
    }

    @Test
    void repeated500sBackOffExponentiallyThenFailWithServerError() {
        for (int i = 0; i < 3; i++) {
            server.enqueue(new MockResponse.Builder().code(500).body("upstream exploded").build());
        }

        LlmException e = assertThrows(LlmException.class,
                () -> client(config(Secret.none())).complete(ask("x"), d -> {}));

        assertEquals(LlmException.SERVER_ERROR, e.code());
        assertEquals(500, e.httpStatus());
        assertTrue(e.getMessage().contains("\"upstream exploded\""), e.getMessage());
        assertEquals(List.of(Duration.ofMillis(75), Duration.ofMillis(150)), sleeper.waits);
        assertEquals(3, server.getRequestCount());
    }

    @Test
    void aClientErrorIsRejectedAtOnceQuotingTheServerButNeverTheKey() {
        server.enqueue(new MockResponse.Builder().code(401)
                .body("{\"error\":{\"message\":\"Incorrect API key provided: " + KEY + "\"}}").build());

        LlmException e = assertThrows(LlmException.class,
                () -> client(config(Secret.of(KEY))).complete(ask("x"), d -> {}));

        assertEquals(LlmException.REJECTED, e.code());
        assertEquals(401, e.httpStatus());
        assertTrue(e.getMessage().contains("Incorrect API key provided"), e.getMessage());
        assertFalse(e.getMessage().contains(KEY));
        assertEquals(1, server.getRequestCount());
        assertTrue(sleeper.waits.isEmpty());
    }

    @Test
    void aChunkedErrorBodyIsStillQuoted() {
        server.enqueue(new MockResponse.Builder().code(400)
                .chunkedBody("{\"error\":{\"message\":\"model 'x' not found\"}}", 7).build());

        LlmException e = assertThrows(LlmException.class,
                () -> client(config(Secret.none())).complete(ask("x"), d -> {}));

        assertEquals(LlmException.REJECTED, e.code());
        assertTrue(e.getMessage().endsWith("HTTP 400: \"model 'x' not found\""), e.getMessage());
    }

    @Test
    void aRetryAfterBeyondTheTotalBudgetGivesUpWithoutWaiting() {
        server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "3600").build());
        LlmConfig cfg = config(Secret.none()).withTimeouts(1_000, 1_000, 10_000);

        LlmException e = assertThrows(LlmException.class, () -> client(cfg).complete(ask("x"), d -> {}));

        assertEquals(LlmException.RATE_LIMITED, e.code());
        assertTrue(sleeper.waits.isEmpty());
    }

    @Test
    void aRefusedConnectionIsUnreachableAfterRetries() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        LlmConfig cfg = LlmConfig.of("http://127.0.0.1:" + port + "/v1", "m", Secret.of(KEY)).withRetries(1, 100, 1_000);

        LlmException e = assertThrows(LlmException.class, () -> client(cfg).complete(ask("x"), d -> {}));

        assertEquals(LlmException.UNREACHABLE, e.code());
        assertTrue(e.getMessage().contains("127.0.0.1:" + port), e.getMessage());
        assertEquals(1, sleeper.waits.size());
    }

    @Test
    void aServerThatStallsMidStreamTimesOutWithoutRetry() {
        GatedBody stall = new GatedBody(sse().text("Let me think").body(), sse().finish("stop").done().body());
        gates.add(stall);
        server.enqueue(stall.response());
        LlmConfig cfg = config(Secret.none()).withTimeouts(1_000, 200, 10_000);
        List<String> deltas = new ArrayList<>();

        LlmException e = assertThrows(LlmException.class, () -> client(cfg).complete(ask("x"), deltas::add));

        assertEquals(LlmException.TIMEOUT, e.code());
        assertEquals(List.of("Let me think"), deltas);
        assertEquals(1, server.getRequestCount());
    }

    @Test
    void theTotalBudgetAlsoBoundsAStreamThatKeepsTheConnectionAlive() {
        GatedBody slow = new GatedBody(sse().text("Hm").body(), sse().finish("stop").done().body());
        gates.add(slow);
        server.enqueue(slow.response());
        LlmConfig cfg = config(Secret.none()).withTimeouts(1_000, 5_000, 300);

        LlmException e = assertThrows(LlmException.class, () -> client(cfg).complete(ask("x"), d -> {}));

        assertEquals(LlmException.TIMEOUT, e.code());
    }

    @Test
    void aBaseUrlThatIsNotHttpIsRefusedAtConstruction() {
        LlmConfig cfg = LlmConfig.of("localhost:11434", "m", Secret.none());
        assertThrows(IllegalArgumentException.class, () -> client(cfg));
    }

    @Test
    void aStreamEndingWithoutDoneOrFinishReasonIsTruncatedAndNotRetriedAfterTokens() {
        server.enqueue(sse().text("半句").response());

        LlmException e = assertThrows(LlmException.class,
                () -> client(config(Secret.none())).complete(ask("x"), d -> {}));

        assertEquals(LlmException.TRUNCATED_STREAM, e.code());
        assertEquals(1, server.getRequestCount());
    }

    @Test
    void aFinishReasonWithoutDoneIsAcceptedAsComplete() throws Exception {
        server.enqueue(sse().text("ok").finish("stop").response());

        assertEquals("ok", client(config(Secret.none())).complete(ask("x"), d -> {}).text());
    }

    @Test
    void aGarbageChunkIsABadResponse() {
        server.enqueue(sse().text("a").data("{\"choices\":[{\"delta\":").done().response());

        LlmException e = assertThrows(LlmException.class,
                () -> client(config(Secret.none())).complete(ask("x"), d -> {}));

        assertEquals(LlmException.BAD_RESPONSE, e.code());
    }

    @Test
    void anErrorObjectMidStreamIsAServerErrorWithItsMessage() {
        server.enqueue(sse().data("{\"error\":{\"message\":\"model overloaded\"}}").response());

        LlmException e = assertThrows(LlmException.class,
                () -> client(config(Secret.none())).complete(ask("x"), d -> {}));

        assertEquals(LlmException.SERVER_ERROR, e.code());
        assertTrue(e.getMessage().contains("model overloaded"));
    }

    @Test
    void whateverFollowsDoneIsIgnoredAndTheCancelIsNotAFailure() throws Exception {
        server.enqueue(sse().text("done").done().data("not json at all").response());

        assertEquals("done", client(config(Secret.none())).complete(ask("x"), d -> {}).text());
    }

    @Test
    void aStreamLabelledPlainTextIsStillRead() throws Exception {
        server.enqueue(new MockResponse.Builder().code(200).addHeader("Content-Type", "text/plain")
                .body(sse().text("ok").done().body()).build());

        assertEquals("ok", client(config(Secret.none())).complete(ask("x"), d -> {}).text());
    }

    @Test
    void theKeyNeverAppearsInLogsOrExceptionsAcrossFailures() throws Exception {
        server.enqueue(new MockResponse.Builder().code(503).body("bad key " + KEY).build());
        server.enqueue(new MockResponse.Builder().code(403).body("{\"error\":\"forbidden for " + KEY + "\"}").build());
        server.enqueue(sse().text("x").data("garbage " + KEY).response());
        List<String> messages = new ArrayList<>();
        try (RecordingLogHandler logs = new RecordingLogHandler()) {
            OpenAiChatClient c = client(config(Secret.of(KEY)));
            for (int i = 0; i < 2; i++) {
                try {
                    c.complete(ask("hello"), d -> {});
                } catch (LlmException e) {
                    messages.add(e.getMessage());
                    messages.add(String.valueOf(e));
                }
            }
            assertFalse(logs.lines().isEmpty(), "the retry should have been logged");
            assertFalse(logs.all().contains(KEY), logs.all());
        }
        assertEquals(4, messages.size());
        messages.forEach(m -> assertFalse(m.contains(KEY), m));
        assertTrue(messages.get(0).contains("forbidden for ****"), messages.get(0));
    }

    @Test
    void configToStringMasksTheKey() {
        LlmConfig cfg = LlmConfig.of("http://x/v1", "m", Secret.of(KEY));

        assertFalse(cfg.toString().contains(KEY));
        assertTrue(cfg.toString().contains("****"));
        assertEquals("(unset)", Secret.of("  ").toString());
        assertFalse(Secret.of("").isSet());
    }
}
