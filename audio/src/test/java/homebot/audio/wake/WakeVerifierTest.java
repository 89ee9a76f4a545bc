package homebot.audio.wake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.Fixtures;
import homebot.audio.wav.WavReader;
import homebot.testing.RecordingLogHandler;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WakeVerifierTest {
    @TempDir
    Path dir;

    private static WakeVerifier toy(String model, int window) {
        SplittableRandom r = new SplittableRandom(3);
        int dims = window * WakeFeatures.EMBEDDING;
        List<float[]> pos = new ArrayList<>();
        List<float[]> neg = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            float[] p = new float[dims];
            float[] n = new float[dims];
            for (int d = 0; d < dims; d++) {
                p[d] = (float) (r.nextGaussian() + (d % 7 == 0 ? 2 : 0));
                n[d] = (float) (r.nextGaussian() - (d % 7 == 0 ? 2 : 0));
            }
            pos.add(p);
            neg.add(n);
        }
        return WakeVerifier.train(model, window, pos, neg, WakeVerifier.DEFAULT_L2);
    }

    @Test
    void aSavedVerifierReadsBackWithTheSameProbabilities() throws Exception {
        WakeVerifier v = toy("hey_jarvis_v0.1", 2);
        Path file = dir.resolve("hey_jarvis_v0.1.verifier.json");
        Files.writeString(file, v.toJson());
        WakeVerifier back = WakeVerifier.read(file, "hey_jarvis_v0.1", 2);
        float[] probe = new float[2 * WakeFeatures.EMBEDDING];
        for (int d = 0; d < probe.length; d++) {
            probe[d] = d % 7 == 0 ? 1.5f : 0.1f * (d % 3);
        }
        assertEquals(v.probability(probe), back.probability(probe), 1e-6);
        assertEquals(20, back.positives());
        assertEquals(20, back.negatives());
    }

    @Test
    void aDamagedOrForeignFileIsRefusedNamingTheFileAndWhy() throws Exception {
        Path file = dir.resolve("x.verifier.json");
        String good = toy("hey_jarvis_v0.1", 2).toJson();
        List<String[]> cases = List.of(
                new String[] {"{not json", "cannot be read"},
                new String[] {"{\"format\": \"something-else\"}", "is not a wake verifier"},
                new String[] {good.replace("\"hey_jarvis_v0.1\"", "\"alexa_v0.1\""), "enrolled for wake model \"alexa_v0.1\""},
                new String[] {good.replace("\"window\" : 2", "\"window\" : 16"), "has features 16 x 96"},
                new String[] {good.replaceFirst("\"bias\" : [-0-9.Ee]+", "\"bias\" : \"x\""), "is damaged"},
                new String[] {good.replaceFirst("\"weights\" : \\[", "\"weights\" : [ 1.0,"), "is damaged"});
        for (String[] c : cases) {
            Files.writeString(file, c[0]);
            var e = assertThrows(WakeVerifier.VerifierFileException.class,
                    () -> WakeVerifier.read(file, "hey_jarvis_v0.1", 2), c[1]);
            assertTrue(e.getMessage().contains(file.toString()) && e.getMessage().contains(c[1]), e.getMessage());
        }
        assertThrows(WakeVerifier.VerifierFileException.class,
                () -> WakeVerifier.read(dir.resolve("missing.json"), "hey_jarvis_v0.1", 2));
    }

    private static WakeVerifier toyMlp(String model, int window, VerifierInputs inputs) {
        SplittableRandom r = new SplittableRandom(4);
        int dims = window * WakeFeatures.EMBEDDING;
        List<float[]> pos = new ArrayList<>();
        List<float[]> neg = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            float[] p = new float[dims];
            float[] n = new float[dims];
            for (int d = 0; d < dims; d++) {
                p[d] = (float) (r.nextGaussian() + (d % 7 == 0 ? 1 : 0));
                n[d] = (float) (r.nextGaussian() - (d % 7 == 0 ? 1 : 0));
            }
            pos.add(p);
            neg.add(n);
        }
        return WakeVerifier.train(model, window, pos, neg, new VerifierTraining.Mlp(8, 1e-3, 1, 20, inputs));
    }

    private static float[] probe(int window) {
        float[] probe = new float[window * WakeFeatures.EMBEDDING];
        for (int d = 0; d < probe.length; d++) {
            probe[d] = d % 7 == 0 ? 0.5f : 0.1f * (d % 3);
        }
        return probe;
    }

    @Test
    void anMlpVerifierSaysSoInItsFileAndReadsBackWithTheSameProbabilities() throws Exception {
        for (VerifierInputs inputs : VerifierInputs.values()) {
            WakeVerifier v = toyMlp("hey_jarvis_v0.1", 2, inputs);
            assertEquals("mlp", v.kind());
            String json = v.toJson();
            assertTrue(json.contains("\"format\" : \"homebot-wake-verifier/2\"") && json.contains("\"kind\" : \"mlp\"")
                    && json.contains("\"inputs\" : \"" + inputs.id() + "\""), json.substring(0, 300));
            Path file = dir.resolve("mlp.verifier.json");
            Files.writeString(file, json);
            WakeVerifier back = WakeVerifier.read(file, "hey_jarvis_v0.1", 2);
            assertEquals("mlp", back.kind());
            assertEquals(inputs, back.inputs());
            assertEquals(v.probability(probe(2)), back.probability(probe(2)), 1e-6);
            assertEquals(40, back.positives());
        }
    }

    @Test
    void aLogisticFileOfTheFirstFormatStillReads() throws Exception {
        WakeVerifier v = toy("hey_jarvis_v0.1", 2);
        String json = v.toJson();
        assertTrue(json.contains("\"format\" : \"homebot-wake-verifier/1\"") && !json.contains("\"kind\""),
                "a plain logistic verifier is still written as before, readable by older daemons");
        Path file = dir.resolve("lr.verifier.json");
        Files.writeString(file, json);
        WakeVerifier back = WakeVerifier.read(file, "hey_jarvis_v0.1", 2);
        assertEquals("logistic", back.kind());
        assertEquals(v.probability(probe(2)), back.probability(probe(2)), 1e-6);
    }

    @Test
    void aDamagedOrUnknownMlpFileIsRefusedNamingTheFileAndWhy() throws Exception {
        Path file = dir.resolve("x.verifier.json");
        String good = toyMlp("hey_jarvis_v0.1", 2, VerifierInputs.WINDOW).toJson();
        List<String[]> cases = List.of(
                new String[] {good.replace("homebot-wake-verifier/2", "homebot-wake-verifier/9"), "format version 9"},
                new String[] {good.replace("\"kind\" : \"mlp\"", "\"kind\" : \"forest\""), "unknown kind \"forest\""},
                new String[] {good.replace("\"inputs\" : \"window\"", "\"inputs\" : \"spectrum\""), "unknown inputs"},
                new String[] {good.replaceFirst("\"hidden\" : 8", "\"hidden\" : 9"), "is damaged"},
                new String[] {good.replaceFirst("\"output_weights\" : \\[", "\"output_weights\" : [ 1.0,"), "is damaged"},
                new String[] {good.replaceFirst("\"input_weights\" : \\[ [-0-9.Ee]+", "\"input_weights\" : [ \"x\""), "is damaged"},
                new String[] {good.substring(0, good.length() / 2), "cannot be read"});
        for (String[] c : cases) {
            Files.writeString(file, c[0]);
            var e = assertThrows(WakeVerifier.VerifierFileException.class,
                    () -> WakeVerifier.read(file, "hey_jarvis_v0.1", 2), c[1]);
            assertTrue(e.getMessage().contains(file.toString()) && e.getMessage().contains(c[1]), e.getMessage());
        }
    }

    @Test
    void pooledInputsAddTheMeanAndMaxOfEachEmbeddingDimensionOverTheWindow() {
        float[] w = new float[3 * WakeFeatures.EMBEDDING];
        for (int t = 0; t < 3; t++) {
            for (int d = 0; d < WakeFeatures.EMBEDDING; d++) {
                w[t * WakeFeatures.EMBEDDING + d] = t * 10 + d;
            }
        }
        float[] f = VerifierInputs.WINDOW_POOLED.of(w, 3);
        assertEquals(5 * WakeFeatures.EMBEDDING, f.length);
        assertEquals(w[2 * WakeFeatures.EMBEDDING + 5], f[2 * WakeFeatures.EMBEDDING + 5]);
        assertEquals(10 + 5, f[3 * WakeFeatures.EMBEDDING + 5], 1e-6); // mean of 5, 15, 25
        assertEquals(20 + 5, f[4 * WakeFeatures.EMBEDDING + 5], 1e-6); // max
        assertTrue(VerifierInputs.WINDOW.of(w, 3) == w);
    }

    /** Real models: a corrupt verifier file is logged with its name and the model wakes as without one. */
    @Test
    void theDetectorRunsWithoutAVerifierItCannotUseAndLosesNothing() throws Exception {
        Files.writeString(OpenWakeWordDetector.verifierFile(dir, "hey_jarvis_v0.1"), "{\"format\": truncated");
        short[] audio = WavReader.readMono16k(Fixtures.file("hey-jarvis.wav"));
        try (RecordingLogHandler log = new RecordingLogHandler(OpenWakeWordDetector.class);
             OpenWakeWordDetector d = OpenWakeWordDetector.load(OpenWakeWordConfig.defaults(),
                     OpenWakeWordDetector.VAD_MODEL, OpenWakeWordDetectorTest::resolve, dir)) {
            assertEquals(List.of(), d.verified());
            assertTrue(log.all().contains(OpenWakeWordDetector.verifierFile(dir, "hey_jarvis_v0.1").toString())
                    && log.all().contains("runs without it"), log.all());
            List<String> phrases = new ArrayList<>();
            OpenWakeWordDetectorTest.wakes(d, audio, 1600, phrases);
            assertEquals(List.of("hey_jarvis_v0.1"), phrases);
        }
    }

    @Test
    void withoutAVerifierFileTheDetectorIsUnchanged() throws Exception {
        short[] audio = WavReader.readMono16k(Fixtures.file("hey-jarvis.wav"));
        List<long[]> plain;
        List<long[]> withDir;
        try (OpenWakeWordDetector d = OpenWakeWordDetectorTest.detector(OpenWakeWordConfig.defaults())) {
            plain = OpenWakeWordDetectorTest.wakes(d, audio, 1600, new ArrayList<>());
        }
        try (OpenWakeWordDetector d = OpenWakeWordDetector.load(OpenWakeWordConfig.defaults(),
                OpenWakeWordDetector.VAD_MODEL, OpenWakeWordDetectorTest::resolve, dir.resolve("none"))) {
            assertEquals(List.of(), d.verified());
            withDir = OpenWakeWordDetectorTest.wakes(d, audio, 1600, new ArrayList<>());
        }
        assertEquals(plain.size(), withDir.size());
        for (int i = 0; i < plain.size(); i++) {
            assertEquals(plain.get(i)[0], withDir.get(i)[0]);
            assertEquals(plain.get(i)[1], withDir.get(i)[1]);
        }
    }
}
