package homebot.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.config.ConfigLoader;
import homebot.config.HomebotConfig;
import homebot.control.PipelineControlHandler;
import homebot.control.SayResult;
import homebot.testing.SseScript;
import homebot.turn.ReplySink;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every {@code say} over the control socket opens its own chat, like a new wake-up; the model must still see the
 * last minutes of conversation ({@code history_minutes}), not only the one exchange before.
 */
class SocketSayHistoryTest {
    @TempDir
    Path workspace;

    private final MockWebServer server = new MockWebServer();
    private final Clock clock = Clock.fixed(Instant.parse("2026-11-29T11:05:00Z"), ZoneId.of("Asia/Shanghai"));

    @BeforeEach
    void start() throws Exception {
        server.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void aSayOverTheSocketCarriesEveryExchangeOfTheLastMinutes() throws Exception {
        Map<String, String> env = Map.of("HOMEBOT_WORKSPACE", workspace.toString(),
                "HOMEBOT_LLM_BASE_URL", server.url("/v1").toString(), "HOMEBOT_LLM_MODEL", "test-model",
                "HOMEBOT_LLM_API_KEY", "sk-test");
        HomebotConfig config = new ConfigLoader(Schema.create(), env::get).load(Optional.empty());
        server.enqueue(SseScript.textAnswer("北京今天晴。<state>IDLE</state>"));
        server.enqueue(SseScript.textAnswer("上海今天下雨。<state>IDLE</state>"));
        server.enqueue(SseScript.textAnswer("北京更暖和。<state>IDLE</state>"));
        AtomicInteger n = new AtomicInteger();
        try (Assembly app = new Assembly(config, clock)) {
            PipelineControlHandler say = new PipelineControlHandler(app.pipeline(), ReplySink.NONE,
                    () -> "socket-" + n.incrementAndGet(), () -> { throw new UnsupportedOperationException(); });
            for (String text : new String[] {"北京天气怎么样", "上海天气怎么样", "哪个城市更暖和"}) {
                SayResult[] r = new SayResult[1];
                say.say(text, s -> {}, x -> r[0] = x);
                assertTrue(r[0] != null && r[0].errorCode() == null, String.valueOf(r[0]));
            }
        }
        assertEquals(3, server.getRequestCount());
        server.takeRequest();
        server.takeRequest();
        String third = new ObjectMapper().readTree(server.takeRequest().getBody().utf8()).get("messages").toString();
        assertTrue(third.contains("北京天气怎么样") && third.contains("北京今天晴"), "the first exchange is remembered: " + third);
        assertTrue(third.contains("上海天气怎么样") && third.contains("上海今天下雨"), third);
    }
}
