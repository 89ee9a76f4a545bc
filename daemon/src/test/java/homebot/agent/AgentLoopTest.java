package homebot.agent;

import static homebot.testing.SseScript.sse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.llm.ChatMessage;
import homebot.llm.GatedBody;
import homebot.llm.LlmConfig;
import homebot.llm.OpenAiChatClient;
import homebot.llm.RecordingSleeper;
import homebot.audio.Secret;
import homebot.llm.ToolCall;
import homebot.skills.api.ToolArgumentException;
import homebot.skills.api.Utterance;
import homebot.testing.RecordingLogHandler;
import homebot.testing.SseScript;
import homebot.turn.DialogueState;
import homebot.turn.TurnReply;
import java.io.IOException;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class AgentLoopTest {
    private static final ObjectMapper M = new ObjectMapper();
    private static final String KEY = "sk-loop-SECRET-42";
    private static final Utterance USER = new Utterance("现在几点，顺便定个五分钟的计时器", "console", "chat-1", null);

    private final MockWebServer server = new MockWebServer();
    private final TraceLog traces = new TraceLog(5);
    private final RecordingSink sink = new RecordingSink();
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

    private AgentLoop loop(int maxRounds) {
        LlmConfig cfg = LlmConfig.of(server.url("/v1").toString(), "m", Secret.of(KEY)).withRetries(2, 100, 1_000);
        OpenAiChatClient client = new OpenAiChatClient(cfg, new OkHttpClient(), new RecordingSleeper(),
                Clock.systemUTC(), () -> 0.5);
        return new AgentLoop(client, new AgentConfig(maxRounds, 5, 0, 20_000), traces, Clock.systemUTC());
    }

    private static AgentRun run(ToolScope tools, String language) {
        return new AgentRun(List.of(ChatMessage.system("你是厨房助手。"), ChatMessage.user(USER.text())), tools, USER,
                language);
    }

    private JsonNode request() throws InterruptedException {
        try {
            return M.readTree(server.takeRequest().getBody().utf8());
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }

    private static List<String> toolNames(JsonNode body) {
        List<String> out = new ArrayList<>();
        body.path("tools").forEach(t -> out.add(t.at("/function/name").asText()));
        return out;
    }

    @Test
    void aPlainAnswerIsSpokenSentenceBySentenceWithTheTaggedState() {
        server.enqueue(SseScript.textAnswer("好的，", "我来帮你。要几", "个鸡蛋？<state>WAI", "TING</state>"));

        AgentOutcome out = loop(30).run(run(ToolScope.empty(), "zh-CN"), sink);

        assertEquals(List.of("好的，我来帮你。", "要几个鸡蛋？"), sink.sentences);
        assertEquals(new TurnReply("好的，我来帮你。要几个鸡蛋？", DialogueState.WAITING, "agent", null), out.reply());
        assertEquals(List.of(ChatMessage.assistant("好的，我来帮你。要几个鸡蛋？")), out.newMessages());
        assertEquals(out.trace(), traces.last().orElseThrow());
    }

    @Test
    void withoutATagAStatementEndsIdleAndAQuestionWaits() {
        server.enqueue(SseScript.textAnswer("Done. The timer is set."));
        server.enqueue(SseScript.textAnswer("Which recipe?"));

        assertEquals(DialogueState.IDLE, loop(30).run(run(ToolScope.empty(), "en-US"), sink).reply().state());
        assertEquals(DialogueState.WAITING, loop(30).run(run(ToolScope.empty(), "en-US"), sink).reply().state());
    }

    @Test
    void theFirstSentenceReachesTheSinkBeforeTheStreamEnds() {
        GatedBody body = new GatedBody(sse().text("第一句话。第二").body(),
                sse().text("句话。").finish("stop").done().body());
        gates.add(body);
        server.enqueue(body.response());
        RecordingSink opening = new RecordingSink(s -> body.gate.countDown());

        AgentOutcome out = loop(30).run(run(ToolScope.empty(), "zh-CN"), opening);

        // the server only sends the rest after the sink got the first sentence
        assertTrue(body.openedInTime(), "the first sentence was not delivered while the stream was open");
        assertEquals(List.of("第一句话。", "第二句话。"), opening.sentences);
        assertNull(out.reply().errorCode());
    }

    @Test
    void oneToolCallRoundTripWithArgumentsSplitOverDeltas() throws Exception {
        RecordingTool timer = RecordingTool.answering("timer_start", "{\"timer_id\":\"t1\"}");
        server.enqueue(sse().text("我来设置。").toolStart(0, "call_1", "timer_start", "{\"min")
                .toolArgs(0, "utes\": ").toolArgs(0, "5}").finish("tool_calls").done().response());
        server.enqueue(SseScript.textAnswer("五分钟计时器已经开始。<state>IDLE</state>"));

        AgentOutcome out = loop(30).run(run(ToolScope.of(List.of(timer)), "zh-CN"), sink);

        assertEquals(5, timer.calls.get(0).get("minutes").asInt());
        assertEquals(USER, timer.contexts.get(0).utterance());
        assertEquals(List.of("我来设置。", "五分钟计时器已经开始。"), sink.sentences);
        assertEquals(DialogueState.IDLE, out.reply().state());
        assertEquals(List.of(
                ChatMessage.assistantToolCalls("我来设置。", List.of(new ToolCall("call_1", "timer_start", "{\"minutes\": 5}"))),
                ChatMessage.tool("call_1", "{\"timer_id\":\"t1\"}"),
                ChatMessage.assistant("五分钟计时器已经开始。")), out.newMessages());
        JsonNode first = request();
        JsonNode second = request();
        assertEquals(List.of("timer_start"), toolNames(first));
        assertEquals(2, first.get("messages").size());
        assertEquals("call_1", second.at("/messages/3/tool_call_id").asText());
        assertEquals("{\"timer_id\":\"t1\"}", second.at("/messages/3/content").asText());
        assertEquals(first.get("tools"), second.get("tools"));
        TraceEntry call = out.trace().entries("tool-call").get(0);
        assertEquals("timer_start", call.get("name"));
        assertEquals(true, call.get("ok"));
    }

    @Test
    void twoToolCallsInOneRoundRunInOrder() throws Exception {
        List<String> order = new ArrayList<>();
        Tool a = new RecordingTool("time_now", "time", Visibility.VISIBLE, x -> { order.add("time_now"); return "12:00"; });
        Tool b = new RecordingTool("timer_start", "timer", Visibility.VISIBLE, x -> { order.add("timer_start"); return "ok"; });
        server.enqueue(sse().toolStart(0, "c1", "timer_start", "{}").toolStart(1, "c2", "time_now", "{}")
                .finish("tool_calls").done().response());
        server.enqueue(SseScript.textAnswer("现在十二点，计时器已开始。"));

        AgentOutcome out = loop(30).run(run(ToolScope.of(List.of(a, b)), "zh-CN"), sink);

        assertEquals(List.of("timer_start", "time_now"), order);
        request();
        JsonNode second = request();
        assertEquals("c1", second.at("/messages/3/tool_call_id").asText());
        assertEquals("c2", second.at("/messages/4/tool_call_id").asText());
        assertEquals(4, out.newMessages().size());
    }

    @Test
    void severalRoundsUntilTheModelAnswers() {
        RecordingTool step = RecordingTool.answering("next_step", "{\"step\":\"切番茄\"}");
        for (int i = 0; i < 3; i++) {
            server.enqueue(sse().toolStart(0, "c" + i, "next_step", "{}").finish("tool_calls").done().response());
        }
        server.enqueue(SseScript.textAnswer("先切番茄。"));

        AgentOutcome out = loop(30).run(run(ToolScope.of(List.of(step)), "zh-CN"), sink);

        assertEquals(3, step.calls.size());
        assertEquals(4, server.getRequestCount());
        assertEquals(4, out.trace().entries("llm-request").size());
        assertEquals("先切番茄。", out.reply().text());
    }

    @Test
    void toolsFindActivatesADeferredToolForTheRestOfTheTurn() throws Exception {
        RecordingTool visible = RecordingTool.answering("time_now", "12:00");
        RecordingTool timer = RecordingTool.deferred("timer_start", "Start a countdown timer", "{\"ok\":true}");
        server.enqueue(sse().toolStart(0, "c1", "tools_find", "{\"query\":\"timer\"}").finish("tool_calls").done().response());
        server.enqueue(sse().toolStart(0, "c2", "timer_start", "{\"minutes\":5}").finish("tool_calls").done().response());
        server.enqueue(SseScript.textAnswer("好了。"));

        AgentOutcome out = loop(30).run(run(ToolScope.of(List.of(visible, timer)), "zh-CN"), sink);

        assertEquals(1, timer.calls.size());
        assertEquals(List.of("time_now", "tools_find"), toolNames(request()));
        JsonNode second = request();
        assertEquals(List.of("time_now", "timer_start", "tools_find"), toolNames(second));
        assertTrue(second.at("/messages/3/content").asText().contains("\"timer_start\""));
        assertEquals(List.of("time_now", "timer_start", "tools_find"), toolNames(request()));
        assertEquals("好了。", out.reply().text());
    }

    @Test
    void aDeferredToolCalledBeforeActivationIsRefusedAndTraced() throws Exception {
        RecordingTool timer = RecordingTool.deferred("timer_start", "timer", "ok");
        server.enqueue(sse().toolStart(0, "c1", "timer_start", "{}").finish("tool_calls").done().response());
        server.enqueue(SseScript.textAnswer("好。"));

        AgentOutcome out = loop(30).run(run(ToolScope.of(List.of(timer)), "zh-CN"), sink);

        assertTrue(timer.calls.isEmpty());
        assertEquals("tool-not-active", out.trace().entries("tool-refused").get(0).get("reason"));
        request();
        assertEquals("tool-not-active", M.readTree(request().at("/messages/3/content").asText()).get("error").asText());
    }

    @Test
    void anUnknownToolBecomesAnErrorResultTheModelSees() throws Exception {
        server.enqueue(sse().toolStart(0, "c1", "launch_rocket", "{}").finish("tool_calls").done().response());
        server.enqueue(SseScript.textAnswer("我做不到。"));

        AgentOutcome out = loop(30).run(run(ToolScope.of(List.of(RecordingTool.answering("time_now", "1"))), "zh-CN"), sink);

        request();
        JsonNode result = M.readTree(request().at("/messages/3/content").asText());
        assertEquals("tool-unknown", result.get("error").asText());
        assertTrue(result.get("message").asText().contains("time_now"));
        assertEquals("launch_rocket", out.trace().entries("tool-refused").get(0).get("name"));
        assertNull(out.reply().errorCode());
    }

    @Test
    void malformedArgumentsAreReportedWithoutCallingTheTool() throws Exception {
        RecordingTool timer = RecordingTool.answering("timer_start", "ok");
        server.enqueue(sse().toolStart(0, "c1", "timer_start", "{\"minutes\": 5").finish("tool_calls").done().response());
        server.enqueue(SseScript.textAnswer("参数错了。"));

        AgentOutcome out = loop(30).run(run(ToolScope.of(List.of(timer)), "zh-CN"), sink);

        assertTrue(timer.calls.isEmpty());
        request();
        JsonNode result = M.readTree(request().at("/messages/3/content").asText());
        assertEquals("tool-bad-arguments", result.get("error").asText());
        assertEquals("tool-bad-arguments", out.trace().entries("tool-call").get(0).get("error"));
    }

    @Test
    void argumentAndRuntimeFailuresOfToolsBecomeErrorResults() throws Exception {
        Tool picky = new RecordingTool("timer_start", "t", Visibility.VISIBLE, a -> {
            throw new ToolArgumentException("minutes must be between 1 and 600");
        });
        Tool broken = new RecordingTool("time_now", "t", Visibility.VISIBLE, a -> {
            throw new IllegalStateException("clock unplugged");
        });
        server.enqueue(sse().toolStart(0, "c1", "timer_start", "{\"minutes\":0}").toolStart(1, "c2", "time_now", "")
                .finish("tool_calls").done().response());
        server.enqueue(SseScript.textAnswer("抱歉。"));

        AgentOutcome out = loop(30).run(run(ToolScope.of(List.of(picky, broken)), "zh-CN"), sink);

        request();
        JsonNode second = request();
        JsonNode r1 = M.readTree(second.at("/messages/3/content").asText());
        JsonNode r2 = M.readTree(second.at("/messages/4/content").asText());
        assertEquals("tool-bad-arguments", r1.get("error").asText());
        assertEquals("minutes must be between 1 and 600", r1.get("message").asText());
        assertEquals("tool-failed", r2.get("error").asText());
        assertTrue(r2.get("message").asText().contains("clock unplugged"));
        assertEquals("抱歉。", out.reply().text());
    }

    @Test
    void stopsAfterMaxRoundsWithASpokenExplanation() {
        RecordingTool step = RecordingTool.answering("next_step", "more");
        for (int i = 0; i < 3; i++) {
            server.enqueue(sse().toolStart(0, "c" + i, "next_step", "{}").finish("tool_calls").done().response());
        }

        AgentOutcome out = loop(3).run(run(ToolScope.of(List.of(step)), "zh-CN"), sink);

        assertEquals(3, server.getRequestCount());
        assertEquals(FallbackReplies.MAX_ROUNDS, out.reply().errorCode());
        assertEquals(FallbackReplies.forCode(FallbackReplies.MAX_ROUNDS, "zh-CN"), out.reply().text());
        assertEquals(List.of(out.reply().text()), sink.sentences);
        assertEquals(DialogueState.IDLE, out.reply().state());
        ChatMessage last = out.newMessages().get(out.newMessages().size() - 1);
        assertEquals(ChatMessage.assistant(out.reply().text()), last);
    }

    @Test
    void anLlmFailureEndsTheTurnWithAFallbackInTheUsersLanguage() {
        for (int i = 0; i < 6; i++) {
            server.enqueue(new MockResponse.Builder().code(500).body("boom").build());
        }

        AgentOutcome zh = loop(30).run(run(ToolScope.empty(), "zh-CN"), sink);
        AgentOutcome en = loop(30).run(run(ToolScope.empty(), "en-US"), new RecordingSink());

        assertEquals("llm-server-error", zh.reply().errorCode());
        assertEquals("抱歉，语言模型服务出错了。", zh.reply().text());
        assertEquals("agent", zh.reply().source());
        assertEquals("Sorry, the language model service had an error.", en.reply().text());
        assertEquals("llm-server-error", zh.trace().entries("llm-error").get(0).get("code"));
    }

    @Test
    void aStreamThatBreaksOffKeepsWhatWasSaidAndAddsTheFallback() {
        server.enqueue(sse().text("第一步，切番茄。第二步").response());

        AgentOutcome out = loop(30).run(run(ToolScope.empty(), "zh-CN"), sink);

        assertEquals("llm-truncated-stream", out.reply().errorCode());
        assertEquals(List.of("第一步，切番茄。", "第二步", "抱歉，语言模型的回答中断了。"), sink.sentences);
    }

    @Test
    void anEmptyAnswerGetsASpokenFallback() {
        server.enqueue(SseScript.textAnswer("<state>IDLE</state>"));

        AgentOutcome out = loop(30).run(run(ToolScope.empty(), "en-US"), sink);

        assertEquals(FallbackReplies.EMPTY_REPLY, out.reply().errorCode());
        assertFalse(out.reply().text().isEmpty());
    }

    @Test
    void tracesTruncateLongArgumentsAndNeverContainTheKeyOrTheUserText() {
        String longArg = "{\"note\":\"" + "x".repeat(1_000) + "\"}";
        RecordingTool note = RecordingTool.answering("note_add", "ok");
        server.enqueue(sse().toolStart(0, "c1", "note_add", longArg).finish("tool_calls").done().response());
        server.enqueue(new MockResponse.Builder().code(401).body("bad key " + KEY).build());
        AgentOutcome out;
        try (RecordingLogHandler logs = new RecordingLogHandler()) {
            out = loop(30).run(run(ToolScope.of(List.of(note)), "zh-CN"), sink);
            assertFalse(logs.all().contains(KEY), logs.all());
            assertFalse(logs.all().contains(USER.text()));
            assertTrue(logs.all().contains("kind=tool-call name=note_add ok=true"), logs.all());
        }
        String args = (String) out.trace().entries("tool-call").get(0).get("args");
        assertTrue(args.length() < 200, args);
        String all = out.trace().entries().toString();
        assertFalse(all.contains(KEY));
        assertEquals("llm-rejected", out.reply().errorCode());
    }

    @Test
    void theTraceLogKeepsOnlyTheLastRuns() {
        TraceLog log = new TraceLog(2);
        for (int i = 0; i < 3; i++) {
            log.add(new RunTrace("r" + i, Clock.systemUTC()));
        }
        assertEquals(List.of("r1", "r2"), log.recent().stream().map(RunTrace::runId).toList());
    }

    @Test
    void aRunPastItsTurnDeadlineStartsNoFurtherRound() {
        AgentRun late = new AgentRun(List.of(ChatMessage.system("你是厨房助手。"), ChatMessage.user(USER.text())),
                ToolScope.empty(), USER, "zh-CN", java.time.Instant.now().minusMillis(1));
        AgentOutcome out = loop(30).run(late, sink);
        assertEquals(AgentLoop.TURN_DEADLINE, out.reply().errorCode());
        assertEquals(0, server.getRequestCount(), "no request once the turn's time is up");
    }
}
