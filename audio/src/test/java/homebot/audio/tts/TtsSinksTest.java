package homebot.audio.tts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import okhttp3.OkHttpClient;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TtsSinksTest {
    private final RecordingPlayer player = new RecordingPlayer();
    private final OkHttpClient http = new OkHttpClient();

    @Test
    void eachEngineNameBuildsItsSink(@TempDir Path dir) throws Exception {
        assertInstanceOf(EspeakTtsSink.class, TtsSinks.create(TtsConfig.defaults(), player, http, System.out));
        assertInstanceOf(TextSink.class, TtsSinks.create(TtsConfig.defaults().withEngine("text", ""), player, http, System.out));
        TtsSink wav = TtsSinks.create(TtsConfig.defaults().withEngine("wav", dir.toString()), player, http, System.out);
        assertInstanceOf(WavDirectorySink.class, wav);
        assertTrue(wav.describe().startsWith("wav:" + dir), wav.describe());
    }

    @Test
    void incompleteOrUnknownConfigIsRefusedClearly() {
        assertEquals("tts-write-failed", assertThrows(TtsException.class,
                () -> TtsSinks.create(TtsConfig.defaults().withEngine("wav", ""), player, http, System.out)).code());
        assertEquals("tts-voice-missing", assertThrows(TtsException.class,
                () -> TtsSinks.create(TtsConfig.defaults().withEngine("piper", ""), player, http, System.out)).code());
        assertEquals("tts-unavailable", assertThrows(TtsException.class,
                () -> TtsSinks.create(TtsConfig.defaults().withEngine("http", ""), player, http, System.out)).code());
        TtsException e = assertThrows(TtsException.class,
                () -> TtsSinks.create(TtsConfig.defaults().withEngine("festival", ""), player, http, System.out));
        assertEquals("tts-engine-missing", e.code());
        assertTrue(e.getMessage().contains("espeak, piper, http, wyoming, wav, text"), e.getMessage());
        assertEquals("tts-unavailable", assertThrows(TtsException.class,
                () -> TtsSinks.create(TtsConfig.defaults().withEngine("wyoming", ""), player, http, System.out)).code(),
                "wyoming needs audio.tts.url: tcp://host:port");
    }

    @Test
    void apiKeyIsMaskedInToString() {
        TtsConfig c = new TtsConfig("http", "", "", "http://x/v1", "tts-1", homebot.audio.Secret.of("sk-123"), "", 160, 20_000, "", true, 0.3);
        assertTrue(!c.toString().contains("sk-123") && c.toString().contains("***"));
    }
}
