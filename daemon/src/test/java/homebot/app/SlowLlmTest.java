package homebot.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.config.ConfigLoader;
import homebot.skills.api.Utterance;
import homebot.testing.SseScript;
import homebot.turn.ReplySink;
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
import org.junit.jupiter.api.io.TempDir;

/** A slow or dead LLM is never silence, and local intents keep answering meanwhile. */
class SlowLlmTest {
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

    private void start(String baseUrl) throws Exception {
        Path yaml = dir.resolve("homebot.yaml");
        Files.writeString(yaml, "workspace: " + dir.resolve("ws") + "\nagent:\n  thinking_notice_ms: 300\n"
                + "llm:\n  base_url: " + baseUrl + "\n  model: m\n  max_retries: 0\n  connect_timeout_ms: 1000\n");
        app = new Assembly(new ConfigLoader(Schema.create(), Map.<String, String>of()::get).load(Optional.of(yaml)),
                Clock.systemDefaultZone());
    }

    private TurnReply say(String text, List<String> heard) {
        return app.pipeline().run(new Utterance(text, "voice", "c1", null), heard::add);
    }

    @Test
    void aSlowModelGetsAShortNoticeFirstThenItsAnswer() throws Exception {
        server.enqueue(SseScript.textAnswer("番茄炒蛋要先炒蛋。<state>IDLE</state>").newBuilder()
                .headersDelay(1500, TimeUnit.MILLISECONDS).build());
        server.start();
        start(server.url("/v1").toString());
        List<String> heard = new CopyOnWriteArrayList<>();
        TurnReply reply = say("番茄炒蛋先炒什么", heard);
        assertEquals(List.of("稍等，我还在想。", "番茄炒蛋要先炒蛋。"), heard);
        assertEquals("番茄炒蛋要先炒蛋。", reply.text(), "the notice is not part of the answer");
    }

    @Test
    void aPromptModelGetsNoNotice() throws Exception {
        server.enqueue(SseScript.textAnswer("好的。<state>IDLE</state>"));
        server.start();
        start(server.url("/v1").toString());
        List<String> heard = new CopyOnWriteArrayList<>();
        say("你好", heard);
        assertEquals(List.of("好的。"), heard);
    }

    @Test
    void aDeadModelGetsASpokenFallbackAndLocalIntentsStillWork() throws Exception {
        server.start();
        String url = server.url("/v1").toString();
        server.close(); // nothing listens there any more
        start(url);
        List<String> heard = new CopyOnWriteArrayList<>();
        TurnReply reply = say("讲个笑话", heard);
        assertNotNull(reply.errorCode(), "the failure has a code");
        assertTrue(!reply.text().isBlank() && heard.contains(reply.text()), "the fallback is spoken: " + heard);
        assertTrue(say("现在几点", new CopyOnWriteArrayList<>()).text().startsWith("现在是"));
    }
}
