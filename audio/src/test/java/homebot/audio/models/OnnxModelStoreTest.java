package homebot.audio.models;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.testing.OnnxTestModels;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okhttp3.OkHttpClient;
import okio.Buffer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Single-file ONNX models (openWakeWord, Silero VAD) in the store and the built-in catalog. */
class OnnxModelStoreTest {
    @TempDir
    Path tmp;
    private final MockWebServer server = new MockWebServer();
    private Path models;

    @BeforeEach
    void start() throws Exception {
        server.start();
        models = tmp.resolve("models");
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void aRealModelFileInstallsAsNameSlashNameOnnxAndVerifiesByItsDigest() throws Exception {
        Path real = OnnxTestModels.require(OnnxTestModels.SILERO_VAD);
        byte[] bytes = Files.readAllBytes(real);
        server.enqueue(new MockResponse.Builder().body(new Buffer().write(bytes)).build());
        ModelStore store = store("silero_vad", bytes.length, sha256(bytes));

        InstallResult r = store.install("silero_vad", (n, d, t) -> { });

        assertTrue(r.checksumVerified());
        assertEquals(models.resolve("silero_vad/silero_vad.onnx"), store.onnxFile("silero_vad"));
        assertEquals(-1, Files.mismatch(real, store.onnxFile("silero_vad")));
        assertFalse(Files.exists(models.resolve(".downloads/silero_vad.onnx.part")));
        Verification v = store.verify("silero_vad");
        assertTrue(v.ok() && v.checksumVerified() && v.problems().isEmpty(), v.toString());

        Files.write(store.onnxFile("silero_vad"), new byte[] {1, 2, 3}); // damaged after install
        Verification broken = store.verify("silero_vad");
        assertFalse(broken.ok(), broken.toString());
        assertTrue(broken.problems().get(0).contains("reinstall"), broken.toString());
    }

    @Test
    void aDownloadWithTheWrongDigestIsDiscardedAndNothingIsInstalled() throws Exception {
        byte[] bytes = "not a model".getBytes();
        server.enqueue(new MockResponse.Builder().body(new Buffer().write(bytes)).build());
        ModelStore store = store("hey_jarvis_v0.1", bytes.length, "0".repeat(64));
        ModelException e = assertThrows(ModelException.class, () -> store.install("hey_jarvis_v0.1", (n, d, t) -> { }));
        assertEquals(ModelException.CHECKSUM_MISMATCH, e.code());
        assertFalse(Files.exists(models.resolve("hey_jarvis_v0.1")));
    }

    @Test
    void theBuiltInCatalogPinsTheDigestsOfTheTestedFilesAndPointsAtTheUpstreamRelease() throws Exception {
        ModelCatalog catalog = ModelCatalog.builtIn();
        for (String name : List.of("melspectrogram", "embedding_model", "silero_vad", "hey_jarvis_v0.1", "alexa_v0.1")) {
            ModelInfo m = catalog.require(name);
            assertEquals(ModelInfo.ONNX, m.format(), name);
            assertEquals(OnnxTestModels.pinned().get(name + ".onnx"), m.sha256(), name);
            assertEquals("https://github.com/dscripka/openWakeWord/releases/download/v0.5.1/" + name + ".onnx", m.url());
        }
        assertEquals("https://mirror.example/m/silero_vad.onnx",
                catalog.withMirror("https://mirror.example/m/").require("silero_vad").url());
    }

    @Test
    void theSpeechModelLocatorNeverPicksAnInstalledOnnxModel() throws Exception {
        Files.createDirectories(models.resolve("hey_jarvis_v0.1"));
        Optional<Path> found = ModelLocator.locate(null, new ModelsConfig("", "", ""), models, ModelCatalog.builtIn());
        assertEquals(Optional.empty(), found);
    }

    private ModelStore store(String name, long size, String sha) {
        ModelInfo info = new ModelInfo(name, server.url("/m/" + name + ".onnx").toString(), size, sha, "", "", "",
                ModelInfo.ONNX);
        return new ModelStore(models, new ModelCatalog(List.of(info)), new OkHttpClient());
    }

    private static String sha256(byte[] b) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(b));
    }

}
