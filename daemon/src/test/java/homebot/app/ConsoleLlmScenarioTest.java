package homebot.app;

import static homebot.testing.SseScript.sse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.config.ConfigLoader;
import homebot.config.HomebotConfig;
import homebot.console.ChatConsole;
import homebot.testing.SseScript;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The text console against a scripted OpenAI-compatible server on loopback: the whole path, real HTTP. */
class ConsoleLlmScenarioTest {
    @TempDir
    Path workspace;

    private final MockWebServer server = new MockWebServer();
    private final ObjectMapper json = new ObjectMapper();
    private final Clock clock = Clock.fixed(Instant.parse("2026-11-29T11:05:00Z"), ZoneId.of("Asia/Shanghai"));

    @BeforeEach
    void start() throws Exception {
        server.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private String chat(String input, Map<String, String> extraEnv) throws Exception {
        Map<String, String> env = new java.util.HashMap<>(Map.of("HOMEBOT_WORKSPACE", workspace.toString(),
                "HOMEBOT_LLM_BASE_URL", server.url("/v1").toString(), "HOMEBOT_LLM_MODEL", "test-model",
                "HOMEBOT_LLM_API_KEY", "sk-test-secret"));
        env.putAll(extraEnv);
        HomebotConfig config = new ConfigLoader(Schema.create(), env::get).load(Optional.empty());
        try (Assembly app = new Assembly(config, clock)) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            ChatConsole console = new ChatConsole(app.pipeline(), new ChatConsole.Deps(app.conversations(),
                    app.recorder(), app.prompts()::skills, app::rebuildSystemPrompt, app::localModeStatus, app::drainAlerts,
                    config.language()), new PrintStream(bytes, true, StandardCharsets.UTF_8), false);
            console.run(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)));
            return bytes.toString(StandardCharsets.UTF_8);
        }
    }

    @Test
    void aTurnThatNeedsAToolRoundTripsAndThePlainReplyIsPrinted() throws Exception {
        server.enqueue(sse().toolStart(0, "call_1", "schedule_follow_up", "{\"in_minutes\":")
                .toolArgs(0, " 20, \"reason\": \"检查烤箱\"}").finish("tool_calls").done().response());
        server.enqueue(SseScript.textAnswer("好的，", "二十分钟后我提醒你看烤箱。<state>IDLE</state>"));

        // "二十分钟后提醒我看看烤箱" is a local timer now (issue 12); this one needs the model
        String out = chat("二十分钟后帮我跟进一下烤箱的情况\n现在几点\n", Map.of());

        assertTrue(out.contains("好的，二十分钟后我提醒你看烤箱。"), out);
        assertFalse(out.contains("<state>"), out);
        assertTrue(out.contains("现在是晚上7点05分"), "local intents still answer first: " + out);
        assertEquals(2, server.getRequestCount(), "the time question never reached the LLM");

        RecordedRequest first = server.takeRequest();
        assertEquals("/v1/chat/completions", first.getUrl().encodedPath());
        assertEquals("Bearer sk-test-secret", first.getHeaders().get("Authorization"));
        JsonNode body1 = json.readTree(first.getBody().utf8());
        assertTrue(body1.get("stream").asBoolean());
        assertEquals("system", body1.get("messages").get(0).get("role").asText());
        assertTrue(body1.toString().contains("schedule_follow_up"));
        JsonNode body2 = json.readTree(server.takeRequest().getBody().utf8());
        JsonNode last = body2.get("messages").get(body2.get("messages").size() - 1);
        assertEquals("tool", last.get("role").asText());
        assertEquals("call_1", last.get("tool_call_id").asText());

        assertTrue(Files.readString(workspace.resolve("schedule/jobs.json")).contains("检查烤箱"));
        List<String> lines = conversationLines();
        assertTrue(lines.stream().anyMatch(l -> l.contains("\"tool_call_id\":\"call_1\"")), lines.toString());
        assertTrue(lines.stream().noneMatch(l -> l.contains("sk-test-secret")));
    }

    @Test
    void llmFailureGivesASpokenFallbackAndTheConsoleGoesOn() throws Exception {
        for (int i = 0; i < 3; i++) {
            server.enqueue(new MockResponse.Builder().code(500).body("{\"error\":{\"message\":\"boom\"}}").build());
        }
        server.enqueue(SseScript.eventStream("data: {\"choices\":[{\"delta\":{\"content\":\"半句话"));
        server.enqueue(SseScript.eventStream("data: {not json}\n\n"));

        String out = chat("讲个笑话\n再讲一个\n第三个\n现在几点\n", Map.of("HOMEBOT_LLM_API_KEY", ""));

        String[] replies = out.strip().split("\n");
        assertEquals(4, replies.length, out);
        for (int i = 0; i < 3; i++) {
            assertFalse(replies[i].isBlank(), out);
        }
        assertTrue(replies[3].startsWith("现在是"), out);
        for (String line : conversationLines()) {
            json.readTree(line); // every line parses
        }
    }

    private List<String> conversationLines() throws Exception {
        try (Stream<Path> s = Files.list(workspace.resolve("conversations"))) {
            Path f = s.findFirst().orElseThrow();
            return Files.readAllLines(f);
        }
    }
}
