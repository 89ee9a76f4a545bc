package homebot.audio.stt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** POST /audio/transcriptions on a loopback MockWebServer: the request's shape and every way a reply goes wrong. */
@Timeout(30)
class OpenAiRecognizerFactoryTest {
    private final MockWebServer server = new MockWebServer();

    @BeforeEach
    void start() throws Exception {
        server.start();
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private OpenAiRecognizerFactory engine(Duration timeout) {
        return new OpenAiRecognizerFactory(new OkHttpClient(), server.url("/v1").toString(), "Systran/faster-whisper-small",
                "zh", "sk-secret", timeout, 16_000 * 30);
    }

    private String transcribe(OpenAiRecognizerFactory e) {
        try (SpeechRecognizer r = e.open()) {
            short[] audio = new short[1600];
            audio[5] = 1000;
            r.accept(audio, 1600);
            r.accept(audio, 1600);
            return r.finish().text();
        }
    }

    @Test
    void theUtteranceIsPostedAsAMultipartWavWithModelAndLanguage() throws Exception {
        server.enqueue(new MockResponse.Builder().body("{\"text\":\" 打开做饭模式 \"}").build());
        assertEquals("打开做饭模式", transcribe(engine(Duration.ofSeconds(5))));
        RecordedRequest req = server.takeRequest(5, TimeUnit.SECONDS);
        assertEquals("/v1/audio/transcriptions", req.getTarget());
        assertEquals("Bearer sk-secret", req.getHeaders().get("Authorization"));
        assertTrue(req.getHeaders().get("Content-Type").startsWith("multipart/form-data"));
        String body = req.getBody().string(StandardCharsets.ISO_8859_1);
        assertTrue(body.contains("name=\"model\"\r\nContent-Length: 28\r\n\r\nSystran/faster-whisper-small")
                || body.contains("Systran/faster-whisper-small"), body.substring(0, 300));
        assertTrue(body.contains("name=\"language\""), "language sent");
        assertTrue(body.contains("filename=\"utterance.wav\""), "file part");
        assertTrue(body.contains("RIFF") && body.contains("WAVE"), "a WAV file");
        assertTrue(req.getBody().size() > 6400 + 44, "both chunks of audio are in it");
    }

    @Test
    void clientAndServerErrorsAreUnavailableWithTheStatus() {
        for (int status : new int[] {400, 401, 404, 500, 503}) {
            server.enqueue(new MockResponse.Builder().code(status).body("{\"error\":\"nope\"}").build());
            SttException e = assertThrows(SttException.class, () -> transcribe(engine(Duration.ofSeconds(5))));
            assertEquals(OpenAiRecognizerFactory.REMOTE_UNAVAILABLE, e.code());
            assertTrue(e.getMessage().contains("HTTP " + status), e.getMessage());
            assertTrue(!e.getMessage().contains("sk-secret"), "the key is never in a message");
        }
    }

    @Test
    void aSlowServerTimesOut() {
        server.enqueue(new MockResponse.Builder().body("{\"text\":\"late\"}").headersDelay(5, TimeUnit.SECONDS).build());
        SttException e = assertThrows(SttException.class, () -> transcribe(engine(Duration.ofMillis(700))));
        assertEquals(OpenAiRecognizerFactory.REMOTE_UNAVAILABLE, e.code());
    }

    @Test
    void garbageRepliesAreBadReplies() {
        for (String garbage : new String[] {"<html>proxy error</html>", "{\"txt\":\"x\"}", "[]", "{\"text\":42}", ""}) {
            server.enqueue(new MockResponse.Builder().body(garbage).build());
            SttException e = assertThrows(SttException.class, () -> transcribe(engine(Duration.ofSeconds(5))), garbage);
            assertEquals(OpenAiRecognizerFactory.BAD_REPLY, e.code(), garbage);
        }
    }

    @Test
    void silenceIsNotSent() {
        try (SpeechRecognizer r = engine(Duration.ofSeconds(5)).open()) {
            assertEquals("", r.finish().text());
        }
        assertEquals(0, server.getRequestCount());
    }
}
