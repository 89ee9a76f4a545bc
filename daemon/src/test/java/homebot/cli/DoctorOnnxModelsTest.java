package homebot.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.testing.OnnxTestModels;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code homebot doctor} knows the openWakeWord and Silero models the config uses. */
class DoctorOnnxModelsTest {
    @TempDir
    Path dir;

    private String doctor(String audioYaml) throws Exception {
        Path yaml = dir.resolve("homebot.yaml");
        Files.writeString(yaml, "workspace: " + dir.resolve("ws") + "\nmodels:\n  dir: " + dir.resolve("models") + "\n"
                + "audio:\n" + audioYaml);
        PrintStream saved = System.out;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        System.setOut(new PrintStream(bytes, true, StandardCharsets.UTF_8));
        try {
            Main.execute("doctor", "--config", yaml.toString());
        } finally {
            System.setOut(saved);
        }
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void missingWakeModelsFailWithTheInstallCommands() throws Exception {
        String out = doctor("  wake:\n    engine: openwakeword\n  vad:\n    engine: silero\n");
        String wake = line(out, "wake models (openWakeWord)");
        assertTrue(wake.contains("FAIL") && wake.contains("homebot models install melspectrogram"), out);
        assertTrue(out.contains("homebot models install hey_jarvis_v0.1"), out);
        assertTrue(line(out, "VAD model (Silero)").contains("FAIL"), out);
    }

    @Test
    void withVadOnAutoAMissingSileroIsOnlyAWarningNamingTheFallback() throws Exception {
        String vad = line(doctor("  vad:\n    engine: auto\n"), "VAD model (Silero)");
        assertTrue(vad.contains("WARN") && vad.contains("RMS endpointer") && !vad.contains("FAIL"), vad);
    }

    @Test
    void installedModelsAreLoadedAndReported() throws Exception {
        String out = doctor("  wake:\n    engine: both\n    openwakeword:\n"
                + "      models: [" + OnnxTestModels.require(OnnxTestModels.HEY_JARVIS) + "]\n"
                + "      melspectrogram: " + OnnxTestModels.require(OnnxTestModels.MELSPECTROGRAM) + "\n"
                + "      embedding: " + OnnxTestModels.require(OnnxTestModels.EMBEDDING) + "\n"
                + "  vad:\n    model: " + OnnxTestModels.require(OnnxTestModels.SILERO_VAD) + "\n");
        assertTrue(line(out, "wake models (openWakeWord)").contains("loads: melspectrogram.onnx, embedding_model.onnx, "
                + "hey_jarvis_v0.1.onnx, silero_vad.onnx"), "the speech gate's Silero model is checked too: " + out);
        assertTrue(line(out, "VAD model (Silero)").contains("loads: silero_vad.onnx"), out);
    }

    private static String line(String out, String check) {
        return out.lines().filter(l -> l.contains(check)).findFirst().orElse("(no line for " + check + ")");
    }
}
