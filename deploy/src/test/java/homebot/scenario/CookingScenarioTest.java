package homebot.scenario;

import static homebot.testing.SseScript.sse;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.skills.api.Utterance;
import homebot.testing.MovableClock;
import homebot.testing.SseScript;
import homebot.turn.ReplySink;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A whole dish by typing what one would say (issue 5): cooking mode entered by voice phrase, 番茄炒蛋 for
 * three, a scaled amount, steps forwards and back, two named timers, a restart in the middle, timers firing
 * on a moved clock, one acknowledged and one repeating, then leaving the mode. Once with local intents
 * only, once with a scripted OpenAI-compatible server on loopback.
 */
class CookingScenarioTest {
    @TempDir
    Path workspace;

    private final ObjectMapper json = new ObjectMapper();
    private final MovableClock clock = new MovableClock(Instant.parse("2026-11-29T10:00:00Z"), ZoneId.of("Asia/Shanghai"));
    private final MockWebServer server = new MockWebServer();
    private Assembly app;

    @AfterEach
    void close() {
        if (app != null) {
            app.close();
        }
        server.close();
    }

    private void start(boolean llm) {
        Map<String, String> env = new HashMap<>(Map.of("HOMEBOT_WORKSPACE", workspace.toString()));
        if (llm) {
            env.put("HOMEBOT_LLM_BASE_URL", server.url("/v1").toString());
            env.put("HOMEBOT_LLM_MODEL", "scripted");
        }
        app = new Assembly(new ConfigLoader(Schema.create(), env::get).load(Optional.empty()), clock);
    }

    private void restart(boolean llm) {
        app.close();
        start(llm);
    }

    private String say(String text) {
        return app.pipeline().run(new Utterance(text, "voice", "kitchen-1", "mom"), ReplySink.NONE).text();
    }

    private List<String> alertsAfter(Duration d) {
        clock.advance(d);
        return app.drainAlerts();
    }

    private void cookTomatoEggsUntilTheRestart() {
        assertTrue(say("打开做饭模式").contains("做饭模式"));
        String started = say("做番茄炒蛋，三个人");
        assertTrue(started.contains("三人份") && started.contains("第一步"), started);
        assertTrue(say("番茄要放几个？").contains("三个"), "2 tomatoes for 2 people scale to 3 for 3");
        assertTrue(say("下一步").startsWith("第二步"));
        assertTrue(say("下一步").startsWith("第三步"));
        assertTrue(say("上一步").startsWith("第二步"));
        assertTrue(say("再说一遍").startsWith("第二步"));
        assertTrue(say("炒蛋计时两分钟").contains("两分钟"));
        assertTrue(say("米饭计时五分钟").contains("五分钟"));
    }

    private void continueAfterTheRestartAndFinish() throws Exception {
        assertTrue(say("再说一遍").startsWith("第二步"), "the same step after the restart");
        String timers = say("有哪些计时");
        assertTrue(timers.contains("炒蛋") && timers.contains("米饭"), timers);

        List<String> first = alertsAfter(Duration.ofMinutes(2));
        assertEquals(1, first.size(), first.toString());
        assertTrue(first.get(0).contains("炒蛋"), first.toString());
        assertTrue(say("知道了").contains("关掉"));
        assertTrue(alertsAfter(Duration.ofSeconds(31)).isEmpty(), "an acknowledged timer stays quiet");

        List<String> rice = alertsAfter(Duration.ofMinutes(3));
        assertTrue(rice.size() == 1 && rice.get(0).contains("米饭"), rice.toString());
        List<String> again = alertsAfter(Duration.ofSeconds(31));
        assertTrue(again.size() == 1 && again.get(0).contains("米饭"), "an unacknowledged timer repeats: " + again);

        assertTrue(say("退出做饭模式").contains("退出"));
        JsonNode action = json.readTree(workspace.resolve("modes/action.json").toFile());
        assertEquals(false, action.get("active").asBoolean());
        assertEquals("user", action.get("exit_reason").asText());
        Path sessions = workspace.resolve("modes/sessions/cooking");
        Path session;
        try (var s = Files.list(sessions)) {
            session = s.findFirst().orElseThrow();
        }
        String summary = Files.readString(session.resolve("summary.md"));
        assertTrue(summary.contains("番茄炒蛋") && summary.contains("3"), summary);
        String history = Files.readString(workspace.resolve("cooking/history.md"));
        assertTrue(history.contains("番茄炒蛋") && history.contains(session.toString()), history);
        for (String line : Files.readAllLines(session.resolve("conversation.jsonl"))) {
            JsonNode turn = json.readTree(line);
            for (String key : List.of("timestamp", "channel", "chat_id", "speaker_id", "user", "assistant")) {
                assertTrue(turn.has(key), key + " in " + line);
            }
        }
    }

    @Test
    void aWholeDishWithLocalIntentsOnly() throws Exception {
        start(false);
        cookTomatoEggsUntilTheRestart();
        restart(false);
        continueAfterTheRestartAndFinish();
    }

    @Test
    void aWholeDishWithAScriptedLlmThatAlsoSeesTheEarlierTurnsAfterARestart() throws Exception {
        server.start();
        start(true);
        cookTomatoEggsUntilTheRestart();
        restart(true);

        server.enqueue(SseScript.textAnswer("可以，出锅前撒一点葱花。<state>IDLE</state>"));
        assertEquals("可以，出锅前撒一点葱花。", say("番茄炒蛋可以放葱吗"));
        RecordedRequest request = server.takeRequest();
        JsonNode messages = json.readTree(request.getBody().utf8()).get("messages");
        String system = messages.get(0).get("content").asText();
        assertTrue(system.contains("做饭模式"), "the frozen SKILL.md is in the stable prefix");
        assertTrue(messages.toString().contains("做番茄炒蛋，三个人"), "earlier turns survive the restart");
        JsonNode last = messages.get(messages.size() - 1);
        assertTrue(last.get("content").asText().endsWith("番茄炒蛋可以放葱吗"), "the user's words end the tail");
        assertTrue(!system.contains("mom") && last.get("content").asText().contains("mom"),
                "the speaker is only in the dynamic tail");

        continueAfterTheRestartAndFinish();
    }

    @Test
    void theModelLeavesTheModeOnlyWhenTheUserAskedAndItsSummaryIsKept() throws Exception {
        server.start();
        start(true);
        assertTrue(say("打开做饭模式").contains("做饭模式"));
        // The user never asked to leave: the backend refuses the model's switch_mode, and the model is told why.
        server.enqueue(sse().toolStart(0, "c1", "switch_mode", "{\"action\":\"exit\",\"mode_id\":\"cooking\"}")
                .finish("tool_calls").done().response());
        server.enqueue(SseScript.textAnswer("好的，我们继续。"));
        say("今天天气真好");
        server.takeRequest();
        String refusal = json.readTree(server.takeRequest().getBody().utf8()).get("messages").toString();
        assertTrue(refusal.contains("switch-refused"), refusal);
        assertTrue(json.readTree(workspace.resolve("modes/action.json").toFile()).get("active").asBoolean());

        server.enqueue(sse().toolStart(0, "c2", "switch_mode",
                "{\"action\":\"exit\",\"mode_id\":\"cooking\",\"summary\":\"做了番茄炒蛋，三人份，少放糖。\"}")
                .finish("tool_calls").done().response());
        server.enqueue(SseScript.textAnswer("好的，已经退出做饭模式，下次见。"));
        say("我做完了，请退出做饭模式吧");
        JsonNode action = json.readTree(workspace.resolve("modes/action.json").toFile());
        assertEquals(false, action.get("active").asBoolean());
        assertEquals("user", action.get("exit_reason").asText());
        try (var s = Files.list(workspace.resolve("modes/sessions/cooking"))) {
            Path session = s.findFirst().orElseThrow();
            assertTrue(Files.readString(session.resolve("summary.md")).contains("少放糖"));
        }
    }

    @Test
    void whatCanYouDoNamesTheModesThatReallyExist() {
        start(false);
        assertTrue(say("你会什么").contains("打开做饭模式"));
        assertTrue(say("what can you do").contains("turn on cooking mode"));
    }

    @Test
    void whileCookingTheRecognizerTriesTheNavigationPhrasesFirst() {
        start(false);
        assertTrue(app.modeCommandPhrases().isEmpty(), "normal mode: free recognition at once");
        say("打开做饭模式");
        assertTrue(app.modeCommandPhrases().containsAll(List.of("下一步", "上一步", "再说一遍")), app.modeCommandPhrases().toString());
        say("退出做饭模式");
        assertTrue(app.modeCommandPhrases().isEmpty());
    }

    @Test
    void theModeExpiresAtTenPastMidnight() throws Exception {
        start(false);
        assertTrue(say("打开做饭模式").contains("做饭模式"));
        say("做番茄炒蛋");
        clock.advance(Duration.ofHours(15)); // 18:00 → 09:00 next day, past 00:10
        app.drainAlerts();
        JsonNode action = json.readTree(workspace.resolve("modes/action.json").toFile());
        assertEquals(false, action.get("active").asBoolean());
        assertEquals("expired", action.get("exit_reason").asText());
    }
}
