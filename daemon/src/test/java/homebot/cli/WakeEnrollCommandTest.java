package homebot.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.tts.FliteSynthesizer;
import homebot.audio.wake.OpenWakeWordConfig;
import homebot.audio.wake.OpenWakeWordDetector;
import homebot.audio.wake.WakeVerifier;
import homebot.testing.ExternalTools;
import homebot.testing.OnnxTestModels;
import homebot.testing.SpokenAudio;
import homebot.testing.TestAudio;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code homebot wake enroll} and {@code wake train}: real models (npm package) and espeak-ng clips; bad input writes nothing. */
class WakeEnrollCommandTest {
    @TempDir
    Path dir;

    private Path config() throws Exception {
        Path yaml = dir.resolve("homebot.yaml");
        Files.writeString(yaml, "workspace: " + dir.resolve("ws") + "\nmodels:\n  dir: " + dir.resolve("models") + "\n"
                + "audio:\n  wake:\n    engine: openwakeword\n    openwakeword:\n"
                + "      models: [" + OnnxTestModels.require(OnnxTestModels.HEY_JARVIS) + "]\n"
                + "      melspectrogram: " + OnnxTestModels.require(OnnxTestModels.MELSPECTROGRAM) + "\n"
                + "      embedding: " + OnnxTestModels.require(OnnxTestModels.EMBEDDING) + "\n");
        return yaml;
    }

    private Path verifierFile() {
        return OpenWakeWordDetector.verifierFile(OpenWakeWordDetector.verifierDir(dir.resolve("ws")), "hey_jarvis_v0.1");
    }

    /** exit code, stdout + stderr */
    private Object[] enroll(String... extra) throws Exception {
        return wake("enroll", extra);
    }

    private Object[] wake(String command, String... extra) throws Exception {
        String[] base = {"wake", command, "--config", config().toString(), "--model",
            OnnxTestModels.require(OnnxTestModels.HEY_JARVIS).toString()};
        String[] args = new String[base.length + extra.length];
        System.arraycopy(base, 0, args, 0, base.length);
        System.arraycopy(extra, 0, args, base.length, extra.length);
        PrintStream out = System.out;
        PrintStream err = System.err;
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream capture = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        System.setOut(capture);
        System.setErr(capture);
        try {
            int code = Main.execute(args);
            return new Object[] {code, bytes.toString(StandardCharsets.UTF_8)};
        } finally {
            System.setOut(out);
            System.setErr(err);
        }
    }

    private Path clips(String name, int n, String voice, String text) throws Exception {
        Path d = Files.createDirectories(dir.resolve(name));
        int[][] sp = {{150, 45}, {170, 50}, {160, 60}, {135, 40}};
        for (int i = 0; i < n; i++) {
            TestAudio.write(d.resolve("clip" + i + ".wav"), TestAudio.concat(TestAudio.silence(300),
                    SpokenAudio.espeak(voice, text, sp[i % sp.length][0], sp[i % sp.length][1]), TestAudio.silence(300)));
        }
        return d;
    }

    @Test
    void enrolWritesAVerifierWhereTheDaemonLooksForIt() throws Exception {
        Path pos = clips("pos", 4, "en-gb-x-gbcwmd", "hey jarvis");
        Path neg = clips("neg", 2, "en-gb-x-gbcwmd", "what are we cooking tonight");
        Object[] r = enroll("--positive", pos.toString(), "--negative", neg.toString());
        assertEquals(0, r[0], (String) r[1]);
        assertTrue(((String) r[1]).contains("wrote " + verifierFile()), (String) r[1]);
        WakeVerifier v = WakeVerifier.read(verifierFile(), "hey_jarvis_v0.1", 16);
        assertTrue(v.positives() >= 4 && v.negatives() > 100, v.positives() + " / " + v.negatives());
    }

    @Test
    void badInputIsRefusedWithTheReasonAndWritesNothing() throws Exception {
        Path empty = Files.createDirectories(dir.resolve("empty"));
        assertRefused(enroll("--positive", empty.toString()), "no .wav files in the phrase folder " + empty);
        assertRefused(enroll("--positive", dir.resolve("nowhere").toString()), "does not exist");

        Path two = clips("two", 2, "en-us", "hey jarvis");
        assertRefused(enroll("--positive", two.toString()), "record at least 3");

        Path rate = clips("rate", 3, "en-us", "hey jarvis");
        Path eightK = rate.resolve("clip1.wav");
        Files.write(eightK, homebot.audio.wav.WavWriter.toBytes(homebot.audio.wav.WavAudio.mono16(new short[8000], 8000)));
        assertRefused(enroll("--positive", rate.toString()), eightK + " is 8000 Hz");

        Path broken = clips("broken", 3, "en-us", "hey jarvis");
        Path bad = broken.resolve("clip2.wav");
        Files.writeString(bad, "not audio at all");
        assertRefused(enroll("--positive", broken.toString()), bad + " cannot be read");

        Path good = clips("good", 3, "en-us", "hey jarvis");
        Path negBad = Files.createDirectories(dir.resolve("negbad"));
        Files.writeString(negBad.resolve("x.wav"), "RIFF");
        assertRefused(enroll("--positive", good.toString(), "--negative", negBad.toString()), "other speech clip");
    }

    @Test
    void trainWritesAVerifierFromEspeakVoicesThatTheDetectorLoads() throws Exception {
        ExternalTools.requireProgram("espeak-ng", "espeak-ng");
        // as on a Pi without flite: espeak-ng's voices only, said once
        Object[] r = wake("train", "--accents", "en-us", "--renderings", "1", "--flite-voices", "kal,slt",
                "--flite", "/nonexistent/flite");
        assertEquals(0, r[0], (String) r[1]);
        String out = (String) r[1];
        assertTrue(out.contains("flite is not usable (apt install flite for its voices): training on espeak-ng voices "
                + "only"), out);
        assertEquals(1, out.split("flite is not usable", -1).length - 1, "said once: " + out);
        assertTrue(out.contains("en-us: 60 phrase clips so far") && !out.contains("flite:"), out);
        assertTrue(out.contains("trained hey_jarvis_v0.1 for \"hey jarvis\"") && out.contains("wrote " + verifierFile()),
                out);
        assertTrue(out.contains("verifier_threshold is 0.70") && out.contains("at 0.90"), "the stricter threshold is "
                + "recommended: " + out);
        WakeVerifier v = WakeVerifier.read(verifierFile(), "hey_jarvis_v0.1", 16);
        assertTrue(v.positives() >= 30 && v.negatives() > 1000, v.positives() + " / " + v.negatives());
        assertTheDetectorLoadsTheVerifier();
    }

    /** With flite installed the asked voices follow espeak-ng's in the plan (rendering: SyntheticWakeTrainingRealModelTest). */
    @Test
    void trainPlansFliteVoicesTooWhenFliteIsInstalled() {
        ExternalTools.requireProgram("flite", "flite");
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        List<String> voices = WakeCommand.Train.trainingVoices(List.of("en-us", "en-029"), List.of("kal", "slt"),
                new FliteSynthesizer("flite", Duration.ofSeconds(20)), new PrintStream(said, true, StandardCharsets.UTF_8));
        assertEquals(List.of("en-us", "en-029", "flite:kal", "flite:slt"), voices);
        assertEquals("", said.toString(StandardCharsets.UTF_8));
        assertEquals(List.of("en-us", "flite:kal", "flite:kal16", "flite:awb", "flite:rms", "flite:slt"),
                WakeCommand.Train.trainingVoices(List.of("en-us"), List.of("kal", "kal16", "awb", "rms", "slt"),
                        new FliteSynthesizer("flite", Duration.ofSeconds(20)), new PrintStream(said)), "all of them");
        assertEquals(List.of("en-us"), WakeCommand.Train.trainingVoices(List.of("en-us"),
                List.of(WakeCommand.Train.DEFAULT_FLITE_VOICES.split(",")),
                new FliteSynthesizer("flite", Duration.ofSeconds(20)), new PrintStream(said)),
                "opt-in: more false accepts on the held-out 3 h stream");
        assertEquals(List.of("en-us"), WakeCommand.Train.trainingVoices(List.of("en-us"), List.of("none"),
                new FliteSynthesizer("flite", Duration.ofSeconds(20)), new PrintStream(said)));
    }

    @Test
    void trainWithAFliteVoiceFliteDoesNotHaveIsRefusedAndWritesNothing() throws Exception {
        ExternalTools.requireProgram("flite", "flite");
        assertRefused(wake("train", "--accents", "en-us", "--renderings", "1", "--flite-voices", "slt,nosuch"),
                "flite has no voice 'nosuch'");
    }

    @Test
    void trainWritesAnMlpVerifierWhenAskedThatTheDetectorLoads() throws Exception {
        ExternalTools.requireProgram("espeak-ng", "espeak-ng");
        Object[] r = wake("train", "--accents", "en-us", "--renderings", "1", "--flite-voices", "none", "--verifier", "mlp+pooled");
        assertEquals(0, r[0], (String) r[1]);
        WakeVerifier v = WakeVerifier.read(verifierFile(), "hey_jarvis_v0.1", 16);
        assertEquals("mlp", v.kind());
        assertEquals(homebot.audio.wake.VerifierInputs.WINDOW_POOLED, v.inputs());
        assertTheDetectorLoadsTheVerifier();
    }

    @Test
    void trainWithHardNegativeMiningWritesTheRetrainedVerifier() throws Exception {
        ExternalTools.requireProgram("espeak-ng", "espeak-ng");
        Object[] r = wake("train", "--accents", "en-us", "--renderings", "1", "--flite-voices", "none", "--mining", "1:0:50:10");
        assertEquals(0, r[0], (String) r[1]);
        String out = (String) r[1];
        assertTrue(out.contains("hard-negative mining: 1 round(s)") && out.contains("mining candidates"), out);
        WakeVerifier v = WakeVerifier.read(verifierFile(), "hey_jarvis_v0.1", 16);
        // every nominated window (floor 0) up to 50, ten times each, on top of the other class
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(\\d+) other clips \\((\\d+) windows\\)").matcher(out);
        assertTrue(m.find(), out);
        int other = Integer.parseInt(m.group(2));
        assertTrue(v.negatives() > other && (v.negatives() - other) % 10 == 0 && v.negatives() - other <= 500,
                v.negatives() + " negatives, " + other + " other windows");
    }

    @Test
    void trainWithAMalformedMiningIsRefusedBeforeRenderingAndWritesNothing() throws Exception {
        assertRefused(wake("train", "--accents", "en-us", "--renderings", "1", "--flite-voices", "none", "--mining", "lots"),
                "is not rounds:minScore:limit:weight");
    }

    @Test
    void trainWithAnUnknownVerifierKindIsRefusedAndWritesNothing() throws Exception {
        assertRefused(wake("train", "--accents", "en-us", "--renderings", "1", "--flite-voices", "none", "--verifier", "forest"),
                "unknown verifier kind \"forest\"");
    }

    @Test
    void trainWithAnAccentEspeakDoesNotKnowIsRefusedAndWritesNothing() throws Exception {
        ExternalTools.requireProgram("espeak-ng", "espeak-ng");
        assertRefused(wake("train", "--accents", "xx-nonexistent", "--renderings", "1"), "espeak-ng could not render");
    }

    private static final java.util.Map<String, String> ONNX = java.util.Map.of(
            "melspectrogram", OnnxTestModels.MELSPECTROGRAM, "embedding_model", OnnxTestModels.EMBEDDING,
            "hey_jarvis_v0.1", OnnxTestModels.HEY_JARVIS, "silero_vad", OnnxTestModels.SILERO_VAD);

    private void assertRefused(Object[] r, String reason) {
        assertEquals(1, r[0], (String) r[1]);
        assertTrue(((String) r[1]).contains(reason), "expected \"" + reason + "\" in: " + r[1]);
        assertFalse(Files.exists(verifierFile()), "nothing may be written");
    }

    /** The detector of a workspace whose verifier was just written loads it for hey_jarvis. */
    private void assertTheDetectorLoadsTheVerifier() throws Exception {
        try (OpenWakeWordDetector d = OpenWakeWordDetector.load(OpenWakeWordConfig.defaults(),
                OpenWakeWordDetector.VAD_MODEL, n -> OnnxTestModels.require(ONNX.getOrDefault(n, n)),
                OpenWakeWordDetector.verifierDir(dir.resolve("ws")))) {
            assertEquals(java.util.List.of("hey_jarvis_v0.1"), d.verified());
        }
    }
}
