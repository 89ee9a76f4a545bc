package homebot.audio.tts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.audio.wav.WavAudio;
import homebot.audio.wav.WavWriter;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.OkHttpClient;
import okio.Buffer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class HttpTtsSinkTest {
    private final MockWebServer server = new MockWebServer();
    private final RecordingPlayer player = new RecordingPlayer();
    private final OkHttpClient client = new OkHttpClient();

    @BeforeEach
    void start() throws Exception {
        server.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private HttpTtsSink sink() {
        return new HttpTtsSink(client, server.url("/v1/").toString(), homebot.audio.Secret.of("sk-secret"), "tts-1", "alloy", player);
    }

    @Test
    void postsOpenAiSpeechRequestAndPlaysTheWav() throws Exception {
        WavAudio clip = Earcons.tones(0.5, 200, 440);
        server.enqueue(new MockResponse.Builder().addHeader("Content-Type", "audio/wav")
                .body(new Buffer().write(WavWriter.toBytes(clip))).build());
        sink().speak("两个番茄。");

        RecordedRequest request = server.takeRequest();
        assertEquals("POST", request.getMethod());
        assertEquals("/v1/audio/speech", request.getTarget());
        assertEquals("Bearer sk-secret", request.getHeaders().get("Authorization"));
        JsonNode body = new ObjectMapper().readTree(request.getBody().utf8());
        assertEquals("tts-1", body.get("model").asText());
        assertEquals("两个番茄。", body.get("input").asText());
        assertEquals("alloy", body.get("voice").asText());
        assertEquals("wav", body.get("response_format").asText());
        assertEquals(java.util.List.of(clip), player.played);
    }

    @Test
    void serverErrorIsTtsHttpErrorWithStatusAndDetail() {
        server.enqueue(new MockResponse.Builder().code(401).body("{\"error\":\"bad key\"}").build());
        TtsException e = assertThrows(TtsException.class, () -> sink().speak("hi"));
        assertEquals("tts-http-error", e.code());
        assertTrue(e.getMessage().contains("401") && e.getMessage().contains("bad key"), e.getMessage());
        assertTrue(!e.getMessage().contains("sk-secret"), "the key never appears in errors");
    }

    @Test
    void aServerThatEchoesTheKeyBackNeverGetsItIntoAnErrorOrALog() {
        server.enqueue(new MockResponse.Builder().code(401)
                .body("{\"error\":\"Incorrect API key provided: sk-secret. Check your key.\"}").build());
        TtsException e = assertThrows(TtsException.class, () -> sink().speak("hi"));
        assertTrue(e.getMessage().contains("401") && e.getMessage().contains("****"), e.getMessage());
        assertTrue(!e.getMessage().contains("sk-secret"), "redacted: " + e.getMessage());
    }

    @Test
    void theConfiguredKeyIsASecretThatNeverPrintsItself() {
        TtsConfig c = new TtsConfig("http", "", "", "http://x/v1", "", homebot.audio.Secret.of("sk-secret"), "", 160,
                20_000, "default", true, 0.3);
        assertEquals("sk-secret", c.apiKey().reveal());
        assertTrue(!c.toString().contains("sk-secret") && !String.valueOf(c.apiKey()).contains("sk-secret"), c.toString());
    }

    @Test
    void nonWavBodyIsTtsBadAudio() {
        server.enqueue(new MockResponse.Builder().addHeader("Content-Type", "audio/mpeg").body("ID3\u0004mp3data").build());
        TtsException e = assertThrows(TtsException.class, () -> sink().speak("hi"));
        assertEquals("tts-bad-audio", e.code());
        assertTrue(e.getMessage().contains("audio/mpeg"), e.getMessage());
    }

    @Test
    void unreachableServerIsTtsUnavailable() {
        String url = server.url("/v1").toString();
        server.close();
        HttpTtsSink sink = new HttpTtsSink(client, url, homebot.audio.Secret.none(), "tts-1", "alloy", player);
        TtsException e = assertThrows(TtsException.class, () -> sink.speak("hi"));
        assertEquals("tts-unavailable", e.code());
    }
}
