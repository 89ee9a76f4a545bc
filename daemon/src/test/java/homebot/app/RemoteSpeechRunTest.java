package homebot.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.wav.WavAudio;
import homebot.audio.wav.WavReader;
import homebot.audio.wav.WavWriter;
import homebot.config.ConfigLoader;
import homebot.config.HomebotConfig;
import homebot.testing.ExternalTools;
import homebot.testing.wyoming.ScriptedWyomingPeer;
import homebot.testing.wyoming.ScriptedWyomingPeer.Frame;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code homebot run --input wav:FILE --tts wav:DIR} with every speech engine remote and no local model: the
 * wake word, the transcript and the voice come from Wyoming peers (or an OpenAI-compatible endpoint) that follow
 * the protocol document, and the reply lands in a WAV file. A TTS server killed mid-turn still leaves a spoken
 * answer, rendered by the local espeak-ng.
 */
@Timeout(90)
class RemoteSpeechRunTest {
    @TempDir
    Path dir;

    /** 1 s quiet (the wake server answers in it), 0.8 s of a 300 Hz tone (the request), 2 s quiet; 16 kHz mono. */
    private Path input() throws Exception {
        short[] s = new short[16_000 * 38 / 10];
        for (int i = 16_000; i < 16_000 + 12_800; i++) {
            s[i] = (short) (9000 * Math.sin(2 * Math.PI * 300 * i / 16_000.0));
        }
        Path wav = dir.resolve("input.wav");
        WavWriter.write(wav, WavAudio.mono16(s, 16_000));
        return wav;
    }

    /** Wakes once, on the first connection, after a few chunks; later connections (barge-in) never wake. */
    private static ScriptedWyomingPeer wakeServer() throws Exception {
        AtomicInteger connections = new AtomicInteger();
        return new ScriptedWyomingPeer(c -> {
            boolean first = connections.getAndIncrement() == 0;
            c.readUntil("audio-chunk");
            c.readUntil("audio-chunk");
            if (first) {
                c.send("detection", "{\"name\":\"hey_jarvis\",\"timestamp\":200}");
            }
            while (c.read() != null) {
                // keep reading until the client ends the stream
            }
        });
    }

    private static ScriptedWyomingPeer sttServer(String text) throws Exception {
        return new ScriptedWyomingPeer(c -> {
            if (c.readUntil("audio-stop") != null) {
                c.sendWithDataBlock("transcript", "{\"text\":\"" + text + "\"}", null);
            }
        });
    }

    /** Piper-like: 22.05 kHz audio, a quarter second per sentence, in two chunks. */
    private static ScriptedWyomingPeer ttsServer(boolean dieOnSynthesize) throws Exception {
        return new ScriptedWyomingPeer(c -> {
            Frame f = c.read();
            if (f.type().equals("describe")) {
                c.send("info", "{\"tts\":[{\"name\":\"piper\",\"installed\":true,\"attribution\":{\"name\":\"x\",\"url\":\"y\"},"
                        + "\"voices\":[]}]}");
                return;
            }
            String format = "{\"rate\":22050,\"width\":2,\"channels\":1}";
            c.send("audio-start", format);
            if (dieOnSynthesize) {
                c.writeRaw(("{\"type\":\"audio-chunk\",\"data\":" + format + ",\"payload_length\":5512}\n").getBytes());
                c.hangUp(); // the server dies in the middle of the reply
                return;
            }
            byte[] half = new byte[5512];
            for (int i = 0; i < half.length; i += 2) {
                half[i] = (byte) (i % 50);
            }
            c.send("audio-chunk", format, half);
            c.send("audio-chunk", format, half);
            c.send("audio-stop", null);
        });
    }

    private HomebotConfig config(String audioYaml) throws Exception {
        Path yaml = dir.resolve("homebot.yaml");
        Files.writeString(yaml, "workspace: " + dir.resolve("ws") + "\nlanguage: en-US\nmodels:\n  dir: "
                + dir.resolve("no-models") + "\naudio:\n" + audioYaml);
        return new ConfigLoader(Schema.create(), Map.<String, String>of()::get).load(Optional.of(yaml));
    }

    private String statusLine;

    private Path run(HomebotConfig config, Path input) throws Exception {
        Path out = dir.resolve("spoken");
        try (Daemon daemon = new Daemon(config, new Daemon.Options("wav:" + input, "wav:" + out, false),
                Clock.systemDefaultZone())) {
            daemon.start(new ByteArrayInputStream(new byte[0]), new PrintStream(new ByteArrayOutputStream()));
            daemon.awaitEnd();
            statusLine = daemon.status().audioInput();
        }
        return out;
    }

    @Test
    void aRecordingIsWokenTranscribedAndAnsweredThroughWyomingServers() throws Exception {
        try (ScriptedWyomingPeer wake = wakeServer(); ScriptedWyomingPeer stt = sttServer("what time is it");
             ScriptedWyomingPeer tts = ttsServer(false)) {
            HomebotConfig config = config("  remote_wake:\n    uri: " + wake.uri() + "\n    names: [hey_jarvis]\n"
                    + "  stt:\n    engine: wyoming\n    uri: " + stt.uri() + "\n"
                    + "  tts:\n    engine: wyoming\n    url: " + tts.uri() + "\n");
            Path out = run(config, input());
            String said = Files.readString(out.resolve("0001.txt"));
            assertTrue(said.startsWith("It's "), "the time intent answered the remote transcript: " + said);
            WavAudio reply = WavReader.read(out.resolve("0001.wav"));
            assertEquals(22050, reply.format().sampleRate(), "rendered by the Wyoming TTS server");
            assertEquals(2 * 5512, reply.data().length, "both chunks of the server's audio");
            assertTrue(stt.receivedTypes().contains("audio-stop"));
            Frame start = stt.received().stream().filter(f -> f.type().equals("audio-start")).findFirst().orElseThrow();
            assertEquals(16000, start.data().get("rate").asInt());
            assertEquals("en", stt.received().get(0).data().get("language").asText());
            assertEquals("hey_jarvis", wake.received().get(0).data().get("names").get(0).asText());
        }
    }

    @Test
    void aRecordingIsTranscribedThroughAnOpenAiCompatibleEndpoint() throws Exception {
        try (ScriptedWyomingPeer wake = wakeServer(); MockWebServer openai = new MockWebServer();
             ScriptedWyomingPeer tts = ttsServer(false)) {
            openai.enqueue(new MockResponse.Builder().body("{\"text\":\"what time is it\"}").build());
            openai.start();
            HomebotConfig config = config("  remote_wake:\n    uri: " + wake.uri() + "\n"
                    + "  stt:\n    engine: openai\n    url: " + openai.url("/v1") + "\n    model: whisper-small\n"
                    + "  tts:\n    engine: wyoming\n    url: " + tts.uri() + "\n");
            Path out = run(config, input());
            assertTrue(Files.readString(out.resolve("0001.txt")).startsWith("It's "));
            assertEquals("/v1/audio/transcriptions", openai.takeRequest().getTarget());
        }
    }

    /**
     * The STT server dies while the request is being heard: the kept audio is replayed into the local Vosk model
     * (the project's tiny untrained model, homebot.testing.TinyVoskModel, that hears a tone burst as "alpha"), which answers the turn.
     */
    @Test
    void anSttServerKilledMidUtteranceLeavesTheTurnToTheLocalModel() throws Exception {
        ExternalTools.requireProgram("espeak-ng", "espeak-ng");
        homebot.testing.TinyVoskModel.create(dir.resolve("models/tiny"));
        try (ScriptedWyomingPeer wake = wakeServer(); ScriptedWyomingPeer stt = new ScriptedWyomingPeer(c -> {
            c.readUntil("audio-chunk");
            c.readUntil("audio-chunk");
            c.hangUp(); // dies mid-utterance
        })) {
            Path yaml = dir.resolve("homebot.yaml");
            Files.writeString(yaml, "workspace: " + dir.resolve("ws") + "\nlanguage: en-US\nmodels:\n  dir: "
                    + dir.resolve("models") + "\n  vosk_model: tiny\naudio:\n  wake:\n    phrases: [alpha]\n"
                    + "  remote_wake:\n    uri: " + wake.uri() + "\n  stt:\n    engine: wyoming\n    uri: " + stt.uri() + "\n");
            HomebotConfig config = new ConfigLoader(Schema.create(), Map.<String, String>of()::get).load(Optional.of(yaml));
            Path out = run(config, input());
            assertTrue(Files.readString(out.resolve("0001.txt")).contains("speech recognition server is away"),
                    "the outage is said first, once");
            String said = Files.readString(out.resolve("0002.txt"));
            assertTrue(said.contains("offline"), "the local model heard the request and the turn was answered: " + said);
            assertTrue(!Files.exists(out.resolve("0003.txt")));
        }
    }

    @Test
    void aTtsServerKilledMidTurnStillLeavesASpokenAnswerAndSaysSoOnce() throws Exception {
        ExternalTools.requireProgram("espeak-ng", "espeak-ng");
        try (ScriptedWyomingPeer wake = wakeServer(); ScriptedWyomingPeer stt = sttServer("what time is it");
             ScriptedWyomingPeer tts = ttsServer(true)) {
            HomebotConfig config = config("  remote_wake:\n    uri: " + wake.uri() + "\n"
                    + "  stt:\n    engine: wyoming\n    uri: " + stt.uri() + "\n"
                    + "  tts:\n    engine: wyoming\n    url: " + tts.uri() + "\n");
            Path out = run(config, input());
            String said = Files.readString(out.resolve("0001.txt"));
            assertTrue(said.startsWith("It's "), said);
            assertTrue(Files.size(out.resolve("0001.wav")) > 10_000, "espeak-ng rendered the answer");
            assertTrue(Files.readString(out.resolve("0002.txt")).contains("speech synthesis server is away"),
                    "the outage is said once, right after");
            assertTrue(!Files.exists(out.resolve("0003.txt")), "and only once");
            assertTrue(statusLine.contains("tts wyoming " + tts.uri() + ": away since"), statusLine);
            assertTrue(statusLine.contains("stt wyoming " + stt.uri() + ": remote in use"), statusLine);
        }
    }
}
