package homebot.wyoming;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.app.Schema;
import homebot.audio.AudioConfig;
import homebot.config.ConfigException;
import homebot.config.ConfigLoader;
import homebot.config.HomebotConfig;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The remote-engine and Wyoming-server sections as a user writes them, and the mistakes they refuse. */
class RemoteSpeechConfigTest {
    @TempDir
    Path dir;

    private HomebotConfig load(String yaml, Map<String, String> env) throws Exception {
        Path f = dir.resolve("homebot.yaml");
        Files.writeString(f, "workspace: " + dir.resolve("ws") + "\n" + yaml);
        return new ConfigLoader(Schema.create(), env::get).load(Optional.of(f));
    }

    @Test
    void theDefaultsListenNowhereAndUseTheLocalEngines() throws Exception {
        HomebotConfig c = load("", Map.of());
        AudioConfig audio = c.section("audio", AudioConfig.class);
        assertEquals("vosk", audio.stt().engine());
        assertTrue(!audio.remoteWake().enabled());
        WyomingServerConfig server = c.section("wyoming_server", WyomingServerConfig.class);
        assertTrue(!server.enabled());
        assertEquals("127.0.0.1", server.host());
    }

    @Test
    void theDocumentedKeysLoad() throws Exception {
        HomebotConfig c = load("audio:\n  stt:\n    engine: openai\n    url: http://nas:8000/v1\n    model: whisper-small\n"
                + "  remote_wake:\n    uri: tcp://nas:10400\n    names: [hey_jarvis]\n"
                + "wyoming_server:\n  enabled: true\n  host: 0.0.0.0\n  port: 10800\n  allow: [192.168.1.20, 10.0.0.0/8]\n",
                Map.of("HOMEBOT_STT_API_KEY", "sk-stt"));
        AudioConfig audio = c.section("audio", AudioConfig.class);
        assertEquals("openai", audio.stt().engine());
        assertEquals("sk-stt", audio.stt().apiKey());
        assertTrue(!audio.stt().toString().contains("sk-stt"), "the key never reaches a log line");
        assertEquals("tcp://nas:10400", audio.remoteWake().uri());
        assertEquals(2, c.section("wyoming_server", WyomingServerConfig.class).allow().size());
    }

    @Test
    void mistakesAreErrorsNamingTheKey() {
        for (String[] bad : new String[][] {
                {"audio:\n  stt:\n    engine: whisper\n", "audio.stt.engine"},
                {"audio:\n  stt:\n    engine: wyoming\n", "audio.stt.uri"},
                {"wyoming_server:\n  enabled: true\n  host: 0.0.0.0\n", "wyoming_server.allow"},
                {"wyoming_server:\n  allow: [homeassistant.local]\n", "wyoming_server.allow"}}) {
            ConfigException e = assertThrows(ConfigException.class, () -> load(bad[0], Map.of()), bad[0]);
            assertTrue(e.getMessage().contains(bad[1]), e.getMessage());
        }
    }
}
