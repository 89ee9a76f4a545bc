package homebot.audio.stt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import homebot.audio.Fixtures;
import homebot.audio.wake.DefaultWakePhrases;
import homebot.audio.wake.VoskWakeWordDetector;
import homebot.audio.wake.WakeConfig;
import homebot.audio.wav.WavReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Accuracy and grammar on a real model; runs only when HOMEBOT_VOSK_MODEL names one (skipped otherwise). */
class VoskRealModelTest {
    static VoskRecognizerFactory factory;

    /** Per test, so each one is reported as skipped (an aborted @BeforeAll would report nothing). */
    @BeforeEach
    void load() {
        String dir = System.getenv("HOMEBOT_VOSK_MODEL");
        assumeTrue(dir != null && !dir.isBlank() && Files.isDirectory(Path.of(dir)),
                "HOMEBOT_VOSK_MODEL does not name a model directory: real-model accuracy and grammar tests skipped");
        if (factory == null) {
            factory = VoskRecognizerFactory.load(Path.of(dir));
        }
    }

    @AfterAll
    static void free() {
        if (factory != null) {
            factory.close();
        }
    }

    private static boolean english() {
        return factory.knows("timer");
    }

    @Test
    void espeakSentenceIsTranscribed() throws Exception {
        String fixture = english() ? "speech-en.wav" : "speech-zh.wav";
        String text = String.join(" ", VoskTinyModelTest.transcribeWith(factory.open(),
                WavReader.readMono16k(Fixtures.file(fixture))));
        if (english()) {
            assertTrue(text.contains("timer") && text.contains("minutes"), text);
        } else {
            assertTrue(text.replace(" ", "").contains("模式"), text);
        }
    }

    @Test
    void grammarRecognizerOnlyReturnsItsPhrasesOrUnk() throws Exception {
        assumeTrue(factory.model().hasRuntimeGraph(), "model has no runtime graph: grammar not supported");
        List<String> phrases = english() ? List.of("set a timer for ten minutes", "stop") : List.of("打开做饭模式", "停");
        String fixture = english() ? "speech-en.wav" : "speech-zh.wav";
        List<String> texts = VoskTinyModelTest.transcribeWith(factory.open(phrases),
                WavReader.readMono16k(Fixtures.file(fixture)));
        assertFalse(texts.isEmpty());
        String expected = String.join(" ", factory.segment(phrases.get(0)));
        assertEquals(expected, texts.get(0));
    }

    @Test
    void defaultWakePhraseForTheModelsLanguageIsKnownAndSilenceDoesNotWake() throws Exception {
        assertFalse(DefaultWakePhrases.forVocabulary(factory.model().vocabulary()).isEmpty(),
                "the model knows one of " + DefaultWakePhrases.ALL);
        try (VoskWakeWordDetector d = new VoskWakeWordDetector(factory, WakeConfig.defaults())) {
            short[] noise = WavReader.readMono16k(Fixtures.file("noise-faint-2s.wav"));
            assertTrue(d.accept(noise, noise.length).isEmpty());
        }
    }
}
