package homebot.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.config.ConfigLoader;
import homebot.config.HomebotConfig;
import homebot.control.ControlClient;
import homebot.control.SayResult;
import homebot.control.StatusReport;
import homebot.testing.ExternalTools;
import homebot.testing.TestAudio;
import homebot.testing.TinyVoskModel;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code homebot run} end to end with the real Vosk library (homebot-testing's tiny untrained model), a WAV of two
 * tone bursts, and the WAV-directory TTS sink (real espeak-ng): wake word, request, reply written as WAV.
 */
class DaemonRunTest {
    @TempDir
    Path dir;

    private HomebotConfig config(String extraYaml) throws Exception {
        Path yaml = dir.resolve("homebot.yaml");
        Files.writeString(yaml, "workspace: " + dir.resolve("ws") + "\nlanguage: en-US\n" + extraYaml);
        return new ConfigLoader(Schema.create(), Map.<String, String>of()::get).load(Optional.of(yaml));
    }

    @Test
    @Timeout(120)
    void aRecordingIsHeardAndAnsweredIntoWavFiles() throws Exception {
        ExternalTools.requireProgram("espeak-ng", "espeak-ng"); // the wav:DIR sink renders with it
        TinyVoskModel.create(dir.resolve("models/tiny"));
        // Wake phrase "alpha" (one tone burst), then a request (a second burst): the tiny model hears "alpha" twice.
        Path input = TestAudio.write(dir.resolve("input.wav"), TestAudio.concat(TestAudio.alphaBurst(), TestAudio.alphaBurst()));
        Path out = dir.resolve("spoken");

        HomebotConfig config = config("models:\n  dir: " + dir.resolve("models") + "\n  vosk_model: tiny\n"
                + "audio:\n  wake:\n    phrases: [alpha]\n");
        try (Daemon daemon = new Daemon(config, new Daemon.Options("wav:" + input, "wav:" + out, false),
                Clock.systemDefaultZone())) {
            daemon.start(new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()));
            daemon.awaitEnd();
        }
        assertTrue(Files.exists(out.resolve("0001.wav")), "the reply was spoken into a WAV file");
        String said = Files.readString(out.resolve("0001.txt"));
        assertTrue(said.contains("offline"), said);
        assertTrue(Files.size(out.resolve("0001.wav")) > 10_000, "real audio, not an empty file");
    }

    @Test
    @Timeout(60)
    void withoutAModelTheDaemonRunsOnAndAnswersOverTheControlSocket() throws Exception {
        HomebotConfig config = config("models:\n  dir: " + dir.resolve("no-models") + "\n");
        try (Daemon daemon = new Daemon(config, new Daemon.Options("mic", "text", true), Clock.systemDefaultZone())) {
            ByteArrayOutputStream console = new ByteArrayOutputStream();
            daemon.start(new ByteArrayInputStream(new byte[0]), new PrintStream(console, true, StandardCharsets.UTF_8));
            Path socket = dir.resolve("ws/run/homebot.sock");
            assertTrue(Files.exists(socket), "control socket at " + socket);
            List<String> sentences = new ArrayList<>();
            SayResult r = new ControlClient(socket).say("what time is it", sentences::add);
            assertTrue(r.reply().startsWith("It's "), r.reply());
            assertEquals(List.of(r.reply()), sentences);
            // the speech side prints it after the turn's reply reached the socket, on its own thread: on a loaded
            // machine (a CI run) the print can come a moment later, so wait for it, not for a fixed time
            long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(10);
            while (!console.toString(StandardCharsets.UTF_8).contains(r.reply()) && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertTrue(console.toString(StandardCharsets.UTF_8).contains(r.reply()), "the text TTS sink printed it");
            StatusReport status = StatusReport.fromJson(new ControlClient(socket).status());
            assertEquals("VOICE-OFF", status.state());
            assertTrue(status.audioInput().contains("no speech model"), status.audioInput());
        }
    }
}
