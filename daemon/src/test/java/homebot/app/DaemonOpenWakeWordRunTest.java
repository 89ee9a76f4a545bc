package homebot.app;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.config.ConfigLoader;
import homebot.config.HomebotConfig;
import homebot.testing.ExternalTools;
import homebot.testing.OnnxTestModels;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code homebot run --input wav:FILE} waking on a real openWakeWord model (hey_jarvis from the npm package) said by
 * espeak-ng, then a request the tiny Vosk model hears (a 300 Hz burst → "alpha"), the reply written as WAV. The
 * Vosk grammar wake word is off, so only the trained model can wake it.
 */
class DaemonOpenWakeWordRunTest {
    @TempDir
    Path dir;

    private static void exec(String... cmd) throws Exception {
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes());
        assertTrue(p.waitFor(60, TimeUnit.SECONDS) && p.exitValue() == 0, String.join(" ", cmd) + ": " + out);
    }

    private Path tinyVoskModel() throws Exception {
        homebot.testing.TinyVoskModel.create(dir.resolve("models/tiny"));
        return dir.resolve("models");
    }

    private Path spoken(boolean withWakePhrase) throws Exception {
        ExternalTools.requireProgram("espeak-ng", "espeak-ng");
        ExternalTools.requireProgram("sox", "sox");
        Path burst = dir.resolve("burst.wav");
        exec("sox", "-n", "-r", "16000", "-c", "1", "-b", "16", burst.toString(), "synth", "0.7", "sine", "300", "vol", "0.3",
                "pad", "0.3", "1.5");
        Path wake = dir.resolve("wake.wav");
        if (withWakePhrase) {
            exec("espeak-ng", "-v", "en-us", "-w", dir.resolve("wake-22k.wav").toString(), "hey jarvis");
            exec("sox", dir.resolve("wake-22k.wav").toString(), "-r", "16000", "-c", "1", "-b", "16", wake.toString(),
                    "pad", "0.8", "0");
        } else {
            exec("sox", burst.toString(), wake.toString());
        }
        Path input = dir.resolve("input.wav");
        exec("sox", wake.toString(), burst.toString(), input.toString());
        return input;
    }

    private HomebotConfig config(Path models) throws Exception {
        Path yaml = dir.resolve("homebot.yaml");
        Files.writeString(yaml, "workspace: " + dir.resolve("ws") + "\nlanguage: en-US\n"
                + "models:\n  dir: " + models + "\n  vosk_model: tiny\n"
                + "audio:\n  wake:\n    phrases: [alpha]\n    engine: openwakeword\n    openwakeword:\n"
                + "      models: [" + OnnxTestModels.require(OnnxTestModels.HEY_JARVIS) + "]\n"
                + "      melspectrogram: " + OnnxTestModels.require(OnnxTestModels.MELSPECTROGRAM) + "\n"
                + "      embedding: " + OnnxTestModels.require(OnnxTestModels.EMBEDDING) + "\n"
                + "  vad:\n    engine: silero\n    model: " + OnnxTestModels.require(OnnxTestModels.SILERO_VAD) + "\n");
        return new ConfigLoader(Schema.create(), Map.<String, String>of()::get).load(Optional.of(yaml));
    }

    private Path run(Path input, HomebotConfig config) throws Exception {
        Path out = dir.resolve("spoken");
        try (Daemon daemon = new Daemon(config, new Daemon.Options("wav:" + input, "wav:" + out, false),
                Clock.systemDefaultZone())) {
            daemon.start(new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()));
            daemon.awaitEnd();
        }
        return out;
    }

    @Test
    @Timeout(120)
    void spokenHeyJarvisWakesTheDaemonAndTheRequestIsAnswered() throws Exception {
        Path models = tinyVoskModel();
        Path out = run(spoken(true), config(models));
        assertTrue(Files.exists(out.resolve("0001.wav")), "woken by the trained model, the request got a spoken reply");
        assertTrue(Files.readString(out.resolve("0001.txt")).contains("offline"));
    }

    @Test
    @Timeout(120)
    void withoutTheWakePhraseNothingIsAnsweredEvenThoughVoskWouldHaveWoken() throws Exception {
        Path models = tinyVoskModel();
        Path out = run(spoken(false), config(models));
        assertFalse(Files.exists(out.resolve("0001.wav")), "the grammar phrase 'alpha' must not wake: engine openwakeword");
    }
}
