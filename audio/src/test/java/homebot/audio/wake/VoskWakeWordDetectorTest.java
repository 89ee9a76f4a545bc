package homebot.audio.wake;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.Fixtures;
import homebot.audio.stt.SttException;
import homebot.audio.stt.VoskModel;
import homebot.audio.stt.VoskRecognizerFactory;
import homebot.audio.wav.WavReader;
import homebot.testing.TinyVoskModel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The wake detector on real Vosk output (tiny model: a tone burst is the word "alpha"). */
class VoskWakeWordDetectorTest {
    @TempDir
    static Path dir;
    static Path modelDir;
    static VoskRecognizerFactory factory;

    @BeforeAll
    static void loadModel() throws Exception {
        modelDir = TinyVoskModel.create(dir.resolve("tiny"));
        factory = VoskRecognizerFactory.load(modelDir);
    }

    @AfterAll
    static void freeModel() {
        if (factory != null) { // null when loading failed: that failure is the one to report
            factory.close();
        }
    }

    @Test
    void eachBurstWakesOnceWithTheEnergyGate() throws Exception {
        assertEquals(List.of("alpha", "alpha"), wakes(WakeConfig.defaults().withPhrases(List.of("alpha")), "alpha-bursts.wav"));
    }

    @Test
    void eachBurstWakesOnceWithoutTheEnergyGate() throws Exception {
        WakeConfig ungated = new WakeConfig(List.of("alpha"), 0.6, List.of(), false, -50, 600);
        assertEquals(List.of("alpha", "alpha"), wakes(ungated, "alpha-bursts.wav"));
    }

    @Test
    void silenceAndFaintNoiseNeverWake() throws Exception {
        WakeConfig gated = WakeConfig.defaults().withPhrases(List.of("alpha"));
        WakeConfig ungated = new WakeConfig(List.of("alpha"), 0.6, List.of(), false, -50, 600);
        for (WakeConfig config : List.of(gated, ungated)) {
            assertEquals(List.of(), wakes(config, "silence-2s.wav"));
            assertEquals(List.of(), wakes(config, "noise-faint-2s.wav"));
        }
    }

    @Test
    void aPhraseOutsideTheVocabularyIsAStartupError() {
        SttException e = assertThrows(SttException.class, () -> new VoskWakeWordDetector(factory,
                WakeConfig.defaults().withPhrases(List.of("alpha", "hey charlie"))));
        assertEquals("stt-phrase-unknown", e.code());
        assertTrue(e.getMessage().contains("'hey charlie'") && e.getMessage().contains("charlie"), e.getMessage());
    }

    @Test
    void defaultPhrasesUnknownToTheModelAreAStartupErrorNamingTheSetting() {
        SttException e = assertThrows(SttException.class, () -> new VoskWakeWordDetector(factory, WakeConfig.defaults()));
        assertEquals("stt-phrase-unknown", e.code());
        assertTrue(e.getMessage().contains("audio.wake.phrases"), e.getMessage());
    }

    @Test
    void modelLoadsAndFreesRepeatedly() {
        for (int i = 0; i < 20; i++) {
            try (VoskModel model = VoskModel.load(modelDir)) {
                assertTrue(model.vocabulary().knows("alpha"));
            }
        }
    }

    @Test
    void wakeWordsEnvironmentValueSplitsOnCommas() {
        assertEquals(List.of("你好电脑", "hey computer"), WakeConfig.parseList(" 你好电脑，hey computer ,"));
    }

    private static List<String> wakes(WakeConfig config, String fixture) throws Exception {
        short[] audio = WavReader.readMono16k(Fixtures.file(fixture));
        List<String> heard = new ArrayList<>();
        try (VoskWakeWordDetector detector = new VoskWakeWordDetector(factory, config)) {
            short[] chunk = new short[320];
            for (int off = 0; off < audio.length; off += chunk.length) {
                int n = Math.min(chunk.length, audio.length - off);
                System.arraycopy(audio, off, chunk, 0, n);
                Optional<WakeDetection> d = detector.accept(chunk, n);
                d.ifPresent(w -> heard.add(w.phrase()));
            }
        }
        return heard;
    }
}
