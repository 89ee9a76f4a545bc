package homebot.audio.wake;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.Fixtures;
import homebot.audio.onnx.OnnxModelException;
import homebot.audio.wav.WavReader;
import homebot.testing.ExternalTools;
import homebot.testing.OnnxTestModels;
import homebot.testing.SpokenAudio;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The real openWakeWord models from the npm package (see {@link OnnxTestModels}); espeak-ng speech fixtures. */
class OpenWakeWordDetectorTest {
    private static final Map<String, String> FILES = Map.of("melspectrogram", OnnxTestModels.MELSPECTROGRAM,
            "embedding_model", OnnxTestModels.EMBEDDING, "hey_jarvis_v0.1", OnnxTestModels.HEY_JARVIS,
            "alexa_v0.1", OnnxTestModels.ALEXA, "silero_vad", OnnxTestModels.SILERO_VAD);

    static Path resolve(String name) {
        return OnnxTestModels.require(FILES.getOrDefault(name, name));
    }

    static OpenWakeWordDetector detector(OpenWakeWordConfig config) {
        return OpenWakeWordDetector.load(config, OpenWakeWordDetectorTest::resolve);
    }

    /** Wakes (phrase, sample offset at the end of the chunk that woke) over the audio fed in {@code chunk}s. */
    static List<long[]> wakes(OpenWakeWordDetector d, short[] audio, int chunk, List<String> phrases) {
        List<long[]> out = new ArrayList<>();
        for (int off = 0; off < audio.length; off += chunk) {
            int n = Math.min(chunk, audio.length - off);
            short[] c = Arrays.copyOfRange(audio, off, off + n);
            int end = off + n;
            d.accept(c, n).ifPresent(w -> {
                phrases.add(w.phrase());
                out.add(new long[] {end, Math.round(w.confidence() * 1000)});
            });
        }
        return out;
    }

    @Test
    void spokenHeyJarvisWakesOnceSoonAfterThePhraseEnds() throws Exception {
        short[] audio = WavReader.readMono16k(Fixtures.file("hey-jarvis.wav"));
        long[] speech = Fixtures.boundaries("hey-jarvis.wav");
        try (OpenWakeWordDetector d = detector(OpenWakeWordConfig.defaults())) {
            List<String> phrases = new ArrayList<>();
            List<long[]> w = wakes(d, audio, 1600, phrases);
            assertEquals(List.of("hey_jarvis_v0.1"), phrases);
            long atMs = w.get(0)[0] / 16;
            assertTrue(atMs > speech[0] && atMs < speech[1] + 800, "woke at " + atMs + " ms, speech " + Arrays.toString(speech));
            assertTrue(w.get(0)[1] >= 500, "score " + w.get(0)[1] / 1000.0);
        }
    }

    @Test
    void otherSpeechSilenceAndNoiseNeverWake() throws Exception {
        try (OpenWakeWordDetector d = detector(OpenWakeWordConfig.defaults())) {
            for (String f : List.of("speech-en.wav", "speech-zh.wav", "silence-2s.wav", "noise-faint-2s.wav")) {
                d.reset();
                List<String> phrases = new ArrayList<>();
                wakes(d, WavReader.readMono16k(Fixtures.file(f)), 1600, phrases);
                assertEquals(List.of(), phrases, f);
            }
        }
    }

    @Test
    void scoresDoNotDependOnHowTheAudioIsChunked() throws Exception {
        short[] audio = WavReader.readMono16k(Fixtures.file("hey-jarvis.wav"));
        float[] a = scoreTrace(audio, WakeFeatures.FRAME);
        float[] b = scoreTrace(audio, 333);
        assertArrayEquals(a, b, 1e-5f);
        float max = 0;
        for (float v : a) {
            max = Math.max(max, v);
        }
        assertTrue(max > 0.9, "the trace holds the phrase: max score " + max);
    }

    private static float[] scoreTrace(short[] audio, int chunk) {
        try (OpenWakeWordDetector d = detector(OpenWakeWordConfig.defaults().withThreshold(0.999999))) {
            float[] trace = new float[audio.length / WakeFeatures.FRAME];
            int frames = 0;
            short[] c = new short[chunk];
            for (int off = 0; off < audio.length; off += chunk) {
                int n = Math.min(chunk, audio.length - off);
                System.arraycopy(audio, off, c, 0, n);
                long before = frames;
                d.accept(c, n);
                // chunks up to one frame long complete at most one frame each: record its score
                int now = (off + n) / WakeFeatures.FRAME;
                if (now > before) {
                    trace[now - 1] = d.lastScores()[0];
                    frames = now;
                }
            }
            return trace;
        }
    }

    @Test
    void severalModelsRunAtOnceAndTheRightOneWakes() throws Exception {
        short[] audio = WavReader.readMono16k(Fixtures.file("hey-jarvis.wav"));
        OpenWakeWordConfig both = new OpenWakeWordConfig(List.of("alexa_v0.1", "hey_jarvis_v0.1"), null, null, 0.5, 1, 2000);
        try (OpenWakeWordDetector d = detector(both)) {
            assertEquals(List.of("alexa_v0.1", "hey_jarvis_v0.1"), d.names());
            List<String> phrases = new ArrayList<>();
            wakes(d, audio, 1600, phrases);
            assertEquals(List.of("hey_jarvis_v0.1"), phrases);
        }
    }

    @Test
    void theRefractoryPeriodLetsOnePhraseWakeOnceAndTheNextPhraseWakeAgain() throws Exception {
        short[] once = WavReader.readMono16k(Fixtures.file("hey-jarvis.wav")); // ~3.4 s: the phrase ends ~1.9 s
        short[] twice = new short[once.length * 2];
        System.arraycopy(once, 0, twice, 0, once.length);
        System.arraycopy(once, 0, twice, once.length, once.length);
        List<String> phrases = new ArrayList<>();
        try (OpenWakeWordDetector d = detector(OpenWakeWordConfig.defaults())) {
            wakes(d, twice, 1600, phrases);
        }
        assertEquals(2, phrases.size(), "two phrases 3.4 s apart, refractory 2 s");
        phrases.clear();
        OpenWakeWordConfig longQuiet = new OpenWakeWordConfig(List.of("hey_jarvis_v0.1"), null, null, 0.5, 1, 5000);
        try (OpenWakeWordDetector d = detector(longQuiet)) {
            wakes(d, twice, 1600, phrases);
        }
        assertEquals(1, phrases.size(), "the second phrase falls in a 5 s refractory period");
    }

    @Test
    void patienceAboveTheRunOfHighScoresPreventsTheWake() throws Exception {
        short[] audio = WavReader.readMono16k(Fixtures.file("hey-jarvis.wav"));
        List<String> phrases = new ArrayList<>();
        try (OpenWakeWordDetector d = detector(OpenWakeWordConfig.defaults().withPatience(40))) {
            wakes(d, audio, 1600, phrases);
        }
        assertEquals(List.of(), phrases);
    }

    /** How many times the detector wakes on {@code audio} fed in 1600-sample chunks. */
    static int wakeCount(OpenWakeWordConfig config, short[] audio) {
        try (OpenWakeWordDetector d = detector(config)) {
            return wakes(d, audio, 1600, new ArrayList<>()).size();
        }
    }

    @Test
    void heyJarvisOverFanHumOrLoudHissWakesThroughTheNoiseSuppressorThoughTheRawModelMissesIt() throws Exception {
        ExternalTools.requireLibrary("libspeexdsp1", "/usr/lib/x86_64-linux-gnu/libspeexdsp.so.1",
                "/usr/lib/aarch64-linux-gnu/libspeexdsp.so.1");
        short[] phrase = SpokenAudio.espeak("en-us", "hey jarvis");
        // 2 s of the noise alone first: the suppressor learns it, as it does in a kitchen before anyone speaks
        short[] hum = SpokenAudio.mix(phrase, SpokenAudio.sox(6, "sine", "50", "sine", "100", "sine", "150", "sine",
                "300", "remix", "1-4"), 5, 2000, 1500);
        short[] hiss = SpokenAudio.mix(phrase, SpokenAudio.sox(6, "pinknoise"), 0, 2000, 1500);
        // upstream's decision (0.5, one frame, no gate), so that only the suppressor differs
        OpenWakeWordConfig raw = OpenWakeWordConfig.defaults().withThreshold(0.5).withPatience(1).withVadThreshold(0);
        OpenWakeWordConfig suppressed = raw.withNoiseSuppressDb(-30);
        assertEquals(0, wakeCount(raw, hum), "hum at 5 dB SNR, no suppression");
        assertEquals(0, wakeCount(raw, hiss), "pink noise at 0 dB SNR, no suppression");
        assertEquals(1, wakeCount(suppressed, hum), "hum at 5 dB SNR, suppressed");
        assertEquals(1, wakeCount(suppressed, hiss), "pink noise at 0 dB SNR, suppressed");
    }

    @Test
    void theSpeechGateKeepsASpokenWakeAndTheConfigChecksItsRanges() throws Exception {
        short[] audio = WavReader.readMono16k(Fixtures.file("hey-jarvis.wav"));
        assertEquals(1, wakeCount(OpenWakeWordConfig.defaults().withVadThreshold(0.5), audio));
        assertThrows(IllegalArgumentException.class, () -> OpenWakeWordConfig.defaults().withVadThreshold(1));
        assertThrows(IllegalArgumentException.class, () -> OpenWakeWordConfig.defaults().withNoiseSuppressDb(3));
        assertThrows(IllegalArgumentException.class, () -> OpenWakeWordConfig.defaults().withNoiseSuppressDb(-61));
    }

    @Test
    void aModelThatIsNotAWakeModelIsRejectedByName() {
        OnnxModelException e = assertThrows(OnnxModelException.class, () -> detector(new OpenWakeWordConfig(
                List.of(OnnxTestModels.SILERO_VAD), null, null, 0.5, 1, 0)));
        assertTrue(e.getMessage().contains("not an openWakeWord model"), e.getMessage());
    }

    @Test
    void aMissingModelFileNamesTheInstallCommand() {
        OnnxModelException e = assertThrows(OnnxModelException.class, () -> OpenWakeWordDetector.load(
                OpenWakeWordConfig.defaults(), name -> Path.of("/nonexistent", name + ".onnx")));
        assertTrue(e.getMessage().contains("homebot models install hey_jarvis_v0.1"), e.getMessage());
    }
}
