package homebot.doctor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.testing.wyoming.ScriptedWyomingPeer;
import java.net.ServerSocket;
import java.time.Duration;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code homebot doctor} on remote speech engines: describe/info for Wyoming, a connection for OpenAI-compatible. */
@Timeout(30)
class RemoteSpeechCheckTest {
    private static ScriptedWyomingPeer offering(String infoJson) throws Exception {
        return new ScriptedWyomingPeer(c -> {
            if (c.readUntil("describe") != null) {
                c.sendWithDataBlock("info", infoJson, null);
            }
        });
    }

    @Test
    void aWyomingServerOfferingTheServiceIsOkAndSaysItStreams() throws Exception {
        try (ScriptedWyomingPeer peer = offering("{\"asr\":[{\"name\":\"faster-whisper\",\"installed\":true,"
                + "\"supports_transcript_streaming\":true,\"models\":[]}],\"tts\":[]}")) {
            CheckResult r = new RemoteSpeechCheck("stt", peer.uri(), "asr", Duration.ofSeconds(2)).run();
            assertEquals(CheckStatus.OK, r.status(), r.message());
            assertTrue(r.message().contains("streams transcripts"), r.message());
        }
    }

    @Test
    void aWyomingServerWithoutTheServiceIsAWarning() throws Exception {
        try (ScriptedWyomingPeer peer = offering("{\"tts\":[{\"name\":\"piper\",\"installed\":true}]}")) {
            CheckResult r = new RemoteSpeechCheck("stt", peer.uri(), "asr", Duration.ofSeconds(2)).run();
            assertEquals(CheckStatus.WARN, r.status());
            assertTrue(r.message().contains("offers no asr"), r.message());
        }
    }

    @Test
    void anAbsentServerIsAWarningNotAFailure() throws Exception {
        int port;
        try (ServerSocket s = new ServerSocket(0)) {
            port = s.getLocalPort();
        }
        RemoteSpeechCheck check = new RemoteSpeechCheck("tts", "tcp://127.0.0.1:" + port, "tts", Duration.ofSeconds(1));
        CheckResult r = check.run();
        assertEquals(CheckStatus.WARN, r.status());
        assertTrue(r.message().contains("local engine answers instead"), r.message());
        assertTrue(!check.required(), "the local engine stands behind it");
        CheckResult http = new RemoteSpeechCheck("stt", "http://127.0.0.1:" + port + "/v1", "asr",
                Duration.ofSeconds(1)).run();
        assertEquals(CheckStatus.WARN, http.status());
    }

    @Test
    void anOpenAiEndpointThatAcceptsConnectionsIsOk() throws Exception {
        try (MockWebServer server = new MockWebServer()) {
            server.start();
            CheckResult r = new RemoteSpeechCheck("stt", server.url("/v1").toString(), "asr", Duration.ofSeconds(2)).run();
            assertEquals(CheckStatus.OK, r.status(), r.message());
        }
    }
}
