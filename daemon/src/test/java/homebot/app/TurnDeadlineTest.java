package homebot.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.config.ConfigLoader;
import homebot.conversation.Message;
import homebot.testing.SseScript;
import homebot.skills.api.Utterance;
import homebot.turn.TurnReply;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole-turn deadline ({@code agent.turn_deadline_ms}) in the real Assembly: a model that answers every
 * round slowly, always with one more tool call, would hold a turn for 30 rounds; the deadline cuts it off.
 */
class TurnDeadlineTest {
    @TempDir
    Path dir;

    private final MockWebServer server = new MockWebServer();
    private Assembly app;

    @AfterEach
    void close() {
        if (app != null) {
            app.close();
        }
        server.close();
    }

    private void start(int deadlineMs) throws Exception {
        Path yaml = dir.resolve("homebot.yaml");
        Files.writeString(yaml, "workspace: " + dir.resolve("ws") + "\nagent:\n  thinking_notice_ms: 0\n"
                + "  turn_deadline_ms: " + deadlineMs + "\n"
                + "llm:\n  base_url: " + server.url("/v1") + "\n  model: m\n  max_retries: 0\n");
        app = new Assembly(new ConfigLoader(Schema.create(), Map.<String, String>of()::get).load(Optional.of(yaml)),
                Clock.systemDefaultZone());
    }

    /** One slow round: a sentence, then a tool call, so the loop asks again. */
    private static MockResponse slowRound(int i) {
        return SseScript.sse().text("我再查一下。").toolStart(0, "call-" + i, "tools_find", "{\"query\":\"菜谱\"}")
                .finish("tool_calls").done().response().newBuilder().headersDelay(300, TimeUnit.MILLISECONDS).build();
    }

    @Test
    @Timeout(20)
    void aModelSlowInEveryRoundIsCutOffAtTheTurnDeadlineTheUserHearsAnApologyAndTheTurnIsRecordedFailed()
            throws Exception {
        for (int i = 0; i < 30; i++) {
            server.enqueue(slowRound(i));
        }
        server.start();
        start(1500);
        List<String> heard = new CopyOnWriteArrayList<>();
        TurnReply reply = app.pipeline().run(new Utterance("帮我找个菜谱", "voice", "c1", null), heard::add);

        assertEquals("turn-deadline", reply.errorCode());
        assertTrue(reply.text().startsWith("抱歉"), reply.text());
        assertEquals(reply.text(), heard.get(heard.size() - 1), "the apology is the last thing heard: " + heard);
        assertTrue(server.getRequestCount() < 30, "the turn did not run its 30 rounds: " + server.getRequestCount());

        List<Message> chain = app.conversations().load("c1").chain();
        assertEquals("user", chain.get(0).role());
        assertEquals("帮我找个菜谱", chain.get(0).content());
        Message last = chain.get(chain.size() - 1);
        assertEquals("assistant", last.role());
        assertEquals(reply.text(), last.content());
        assertEquals("turn-deadline", last.failed(), "recorded as failed");

        // The next turn is not held by the abandoned one.
        TurnReply time = app.pipeline().run(new Utterance("现在几点", "voice", "c1", null), s -> {});
        assertTrue(time.text().startsWith("现在是"), time.text());
    }

    @Test
    void theDefaultVoiceTurnDeadlineIsTwentySeconds() throws Exception {
        assertEquals(20_000, homebot.agent.AgentConfig.defaults().turnDeadlineMs());
    }
}
