package homebot.wyoming;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.audio.wyoming.Asr;
import homebot.audio.wyoming.Handle;
import homebot.audio.wyoming.Infos;
import homebot.audio.wyoming.Timer;
import homebot.audio.wyoming.WyomingConnection;
import homebot.audio.wyoming.WyomingEndpoint;
import homebot.audio.wyoming.WyomingException;
import homebot.audio.wyoming.WyomingMessage;
import homebot.config.ConfigLoader;
import homebot.testing.SseScript;
import homebot.testing.MovableClock;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** homebot as a Wyoming handle service, driven by a client over loopback TCP. */
@Timeout(30)
class WyomingServerTest {
    @TempDir
    Path workspace;

    private final MovableClock clock = MovableClock.kitchenEvening();
    private final MockWebServer llm = new MockWebServer();
    private Assembly app;
    private WyomingServer server;

    @AfterEach
    void stop() {
        if (server != null) {
            server.close();
        }
        if (app != null) {
            app.close();
        }
        llm.close();
    }

    static int freePort() throws Exception {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }

    private WyomingConnection start(boolean withLlm) throws Exception {
        Map<String, String> env = new HashMap<>(Map.of("HOMEBOT_WORKSPACE", workspace.toString(),
                "HOMEBOT_LANGUAGE", "en-US"));
        if (withLlm) {
            llm.start();
            env.put("HOMEBOT_LLM_BASE_URL", llm.url("/v1").toString());
            env.put("HOMEBOT_LLM_MODEL", "scripted");
        }
        app = new Assembly(new ConfigLoader(Schema.create(), env::get).load(Optional.empty()), clock);
        WyomingServerConfig config = new WyomingServerConfig(true, "127.0.0.1", freePort(), List.of(), 4, 10_000);
        server = new WyomingServer(config, app.pipeline(), app.schedule().scheduler(), List.of("en"), "test");
        server.start();
        return connect();
    }

    private WyomingConnection connect() throws Exception {
        return WyomingConnection.connect(new WyomingEndpoint("127.0.0.1", server.port()), Duration.ofSeconds(2),
                Duration.ofSeconds(10));
    }

    /** Sends a transcript and collects the reply events up to handled-stop. */
    static List<WyomingMessage> say(WyomingConnection c, String text, ObjectNode context) throws Exception {
        c.send(new Asr.Transcript(text, null, context));
        List<WyomingMessage> got = new ArrayList<>();
        WyomingMessage m;
        do {
            m = c.expectMore("handled-stop");
            got.add(m);
        } while (!(m instanceof Handle.HandledStop));
        return got;
    }

    static Handle.Handled handled(List<WyomingMessage> reply) {
        return reply.stream().filter(Handle.Handled.class::isInstance).map(Handle.Handled.class::cast).findFirst()
                .orElseThrow(() -> new AssertionError("no handled in " + reply));
    }

    @Test
    void describeAnnouncesAStreamingHandleService() throws Exception {
        try (WyomingConnection c = start(false)) {
            c.send(new Infos.Describe());
            Infos.Info info = (Infos.Info) c.expectMore("info");
            assertTrue(info.offers("handle"));
            assertTrue(info.supports("handle", "supports_handled_streaming"));
            assertEquals("en", info.data().get("handle").get(0).get("models").get(0).get("languages").get(0).asText());
        }
    }

    @Test
    void aTranscriptIsAnsweredAsAStreamAndAsOneHandledForOlderClients() throws Exception {
        try (WyomingConnection c = start(false)) {
            List<WyomingMessage> reply = say(c, "what time is it", null);
            assertInstanceOf(Handle.HandledStart.class, reply.get(0));
            Handle.HandledChunk chunk = (Handle.HandledChunk) reply.get(1);
            Handle.Handled whole = (Handle.Handled) reply.get(2);
            assertInstanceOf(Handle.HandledStop.class, reply.get(3));
            assertTrue(whole.text().startsWith("It's "), whole.text());
            assertEquals(whole.text(), chunk.text());
            assertTrue(whole.context().get("conversation_id").asText().startsWith("wyoming-"));
        }
    }

    @Test
    void aTimerStartedByATurnIsReportedAndItsFinishArrivesWhenTheClockGetsThere() throws Exception {
        try (WyomingConnection c = start(false)) {
            List<WyomingMessage> reply = say(c, "set a timer for 5 minutes", null);
            assertTrue(handled(reply).text().toLowerCase().contains("5 minutes")
                    || handled(reply).text().toLowerCase().contains("five"), handled(reply).text());
            Timer.TimerStarted started = (Timer.TimerStarted) c.expectMore("timer-started");
            assertEquals(300, started.totalSeconds());
            assertEquals(5, started.startMinutes());
            clock.advance(Duration.ofMinutes(5));
            app.drainAlerts(); // what the daemon's ticker does every 500 ms
            Timer.TimerFinished finished = (Timer.TimerFinished) c.expectMore("timer-finished");
            assertEquals(started.id(), finished.id());
        }
    }

    @Test
    void aCancelledTimerIsReportedCancelled() throws Exception {
        try (WyomingConnection c = start(false)) {
            say(c, "set a timer for 10 minutes", null);
            Timer.TimerStarted started = (Timer.TimerStarted) c.expectMore("timer-started");
            List<WyomingMessage> reply = new ArrayList<>(say(c, "cancel the timer", null));
            // A scheduler change is reported as it happens, so it may arrive inside the reply's events.
            if (reply.stream().noneMatch(Timer.TimerCancelled.class::isInstance)) {
                reply.add(c.expectMore("timer-cancelled"));
            }
            assertTrue(reply.contains(new Timer.TimerCancelled(started.id())), reply.toString());
        }
    }

    @Test
    void theLlmsSentencesStreamAsChunksAndTheContextCarriesTheConversation() throws Exception {
        try (WyomingConnection c = start(true)) {
            llm.enqueue(SseScript.textAnswer("Braise it for an hour. ", "Then reduce the sauce.<state>WAITING</state>"));
            List<WyomingMessage> first = say(c, "how long do I braise pork belly", null);
            List<String> chunks = first.stream().filter(Handle.HandledChunk.class::isInstance)
                    .map(m -> ((Handle.HandledChunk) m).text()).toList();
            assertEquals(2, chunks.size(), "one chunk per sentence: " + first);
            ObjectNode context = handled(first).context();
            assertEquals("waiting", context.get("dialogue_state").asText());

            llm.enqueue(SseScript.textAnswer("Low heat.<state>IDLE</state>"));
            List<WyomingMessage> second = say(c, "and the heat?", JsonNodeFactory.instance.objectNode()
                    .put("conversation_id", context.get("conversation_id").asText()));
            assertEquals("Low heat.", handled(second).text());
            llm.takeRequest();
            RecordedRequest followUp = llm.takeRequest();
            String body = followUp.getBody().utf8();
            assertTrue(body.contains("how long do I braise pork belly") && body.contains("Braise it for an hour"),
                    "the follow-up sees the earlier turn of the same conversation");
        }
    }

    @Test
    void malformedJsonClosesThatConnectionOnly() throws Exception {
        try (WyomingConnection good = start(false);
             Socket bad = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            OutputStream out = bad.getOutputStream();
            out.write("{\"type\":\"transcript\",\"data\":{\"text\":\n".getBytes(StandardCharsets.UTF_8));
            out.flush();
            bad.setSoTimeout(5000);
            assertEquals(-1, bad.getInputStream().read(), "the server closed the bad connection");
            assertTrue(handled(say(good, "what time is it", null)).text().startsWith("It's "));
        }
    }

    @Test
    void aGigabytePayloadIsRefusedAndUnknownEventsAreIgnored() throws Exception {
        try (WyomingConnection c = start(false);
             Socket greedy = new Socket(InetAddress.getLoopbackAddress(), server.port())) {
            greedy.getOutputStream().write(("{\"type\":\"audio-chunk\",\"data\":{\"rate\":16000,\"width\":2,"
                    + "\"channels\":1},\"payload_length\":1073741824}\n").getBytes(StandardCharsets.UTF_8));
            greedy.setSoTimeout(5000);
            assertEquals(-1, greedy.getInputStream().read());
            c.send(() -> homebot.audio.wyoming.WyomingEvent.of("satellite-dance"));
            assertTrue(handled(say(c, "what time is it", null)).text().startsWith("It's "));
        }
    }

    @Test
    void aNonLoopbackListenerNeedsAnAllowList() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> new WyomingServerConfig(true, "0.0.0.0", 10800, List.of(), 4, 10_000));
        assertTrue(e.getMessage().contains("wyoming_server.allow"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> new WyomingServerConfig(true, "0.0.0.0", 10800, List.of("homeassistant.local"), 4, 10_000));
        assertTrue(!WyomingServerConfig.defaults().enabled(), "off by default");
        assertEquals("127.0.0.1", WyomingServerConfig.defaults().host());
    }

    @Test
    void theAllowListMatchesAddressesAndBlocks() throws Exception {
        AllowList allow = new AllowList(List.of("192.168.1.10", "10.0.0.0/8", "fd00::/8"));
        assertTrue(allow.allows(InetAddress.getByName("192.168.1.10")));
        assertTrue(!allow.allows(InetAddress.getByName("192.168.1.11")));
        assertTrue(allow.allows(InetAddress.getByName("10.200.3.4")));
        assertTrue(!allow.allows(InetAddress.getByName("11.0.0.1")));
        assertTrue(allow.allows(InetAddress.getByName("fd12::1")));
        assertTrue(allow.allows(InetAddress.getByName("127.0.0.1")), "loopback always");
        assertTrue(!new AllowList(List.of("192.168.1.0/25")).allows(InetAddress.getByName("192.168.1.200")));
    }

    @Test
    void aFullServerClosesExtraConnections() throws Exception {
        try (WyomingConnection first = start(false)) {
            List<WyomingConnection> held = new ArrayList<>();
            for (int i = 0; i < 3; i++) {
                held.add(connect());
            }
            for (WyomingConnection h : held) {
                h.send(new Infos.Describe());
                h.expectMore("info"); // all four slots in use now
            }
            try (WyomingConnection extra = connect()) {
                extra.send(new Infos.Describe());
                WyomingException e = assertThrows(WyomingException.class, () -> extra.expectMore("info"));
                assertTrue(e.code().equals(WyomingException.TRUNCATED) || e.code().equals(WyomingException.UNAVAILABLE),
                        e.code());
            }
            held.forEach(WyomingConnection::close);
        }
    }
}
