package homebot.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.time.Duration;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import mockwebserver3.junit5.StartStop;
import org.junit.jupiter.api.Test;

class LlmCheckTest {
    private static final String KEY = "sk-test-7f3a9c1e5b";
    private static final String MODELS = "{\"object\":\"list\",\"data\":[{\"id\":\"deepseek-chat\"},{\"id\":\"deepseek-reasoner\"}]}";

    @StartStop
    private final MockWebServer server = new MockWebServer();

    private CheckResult check(String model) {
        return LlmCheck.of(server.url("/v1/").toString(), model, KEY, Duration.ofSeconds(2)).run();
    }

    private static void assertNoKey(CheckResult r) {
        assertFalse(r.message().contains(KEY), r.message());
        assertFalse(String.valueOf(r.fixCommand()).contains(KEY), r.fixCommand());
    }

    @Test
    void reachableWithTheModelListedIsOkAndSendsTheKeyOnlyToTheServer() throws Exception {
        server.enqueue(new MockResponse.Builder().code(200).body(MODELS).build());
        CheckResult r = check("deepseek-chat");
        assertEquals(CheckStatus.OK, r.status(), r.message());
        assertTrue(r.message().contains("'deepseek-chat' listed"), r.message());
        RecordedRequest req = server.takeRequest();
        assertEquals("/v1/models", req.getUrl().encodedPath());
        assertEquals("Bearer " + KEY, req.getHeaders().get("Authorization"));
        assertNoKey(r);
    }

    @Test
    void reachableButModelMissingIsAWarningNamingWhatTheServerHas() {
        server.enqueue(new MockResponse.Builder().code(200).body(MODELS).build());
        CheckResult r = check("gpt-4o");
        assertEquals(CheckStatus.WARN, r.status());
        assertTrue(r.message().contains("'gpt-4o' is not listed") && r.message().contains("deepseek-reasoner"), r.message());
    }

    @Test
    void unauthorizedFailsWithCheckTheApiKeyButNeverPrintsIt() {
        server.enqueue(new MockResponse.Builder().code(401)
                .body("{\"error\":{\"message\":\"Incorrect API key provided: " + KEY + "\"}}").build());
        CheckResult r = check("deepseek-chat");
        assertEquals(CheckStatus.FAIL, r.status());
        assertTrue(r.message().contains("check the API key"), r.message());
        assertNoKey(r);
    }

    @Test
    void unreachableServerFailsWithTheUrlAndACommandToTry() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort(); // closed again: nothing listens there
        }
        CheckResult r = LlmCheck.of("http://127.0.0.1:" + port + "/v1", "m", KEY, Duration.ofSeconds(2)).run();
        assertEquals(CheckStatus.FAIL, r.status());
        assertTrue(r.message().startsWith("cannot reach http://127.0.0.1:" + port + "/v1/models"), r.message());
        assertTrue(r.fixCommand().contains("curl"), r.fixCommand());
        assertNoKey(r);
    }

    @Test
    void notConfiguredMeansOfflineWithLocalIntents() {
        CheckResult r = LlmCheck.of("", null, null, Duration.ofSeconds(1)).run();
        assertEquals(CheckStatus.WARN, r.status());
        assertTrue(r.message().contains("offline: local intents only"), r.message());
    }

    @Test
    void serverErrorAndMissingEndpointAreReported() {
        server.enqueue(new MockResponse.Builder().code(404).body("not here").build());
        assertEquals(CheckStatus.WARN, check("m").status());
        server.enqueue(new MockResponse.Builder().code(503).body("busy").build());
        CheckResult r = check("m");
        assertEquals(CheckStatus.FAIL, r.status());
        assertTrue(r.message().contains("HTTP 503"), r.message());
    }

    @Test
    void theLlmIsOptionalByDefault() {
        assertFalse(LlmCheck.of("http://x", "m", null, Duration.ofSeconds(1)).required());
    }
}
