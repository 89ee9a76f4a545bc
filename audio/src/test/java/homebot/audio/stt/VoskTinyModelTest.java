package homebot.audio.stt;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.Fixtures;
import homebot.audio.wav.WavReader;
import homebot.testing.TinyVoskModel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The real Vosk native path on the tiny untrained model: lifecycle, threading, JSON, silence vs sound. */
class VoskTinyModelTest {
    @TempDir
    static Path dir;
    static VoskRecognizerFactory factory;

    @BeforeAll
    static void loadModel() throws Exception {
        factory = VoskRecognizerFactory.load(TinyVoskModel.create(dir.resolve("tiny")));
    }

    @AfterAll
    static void freeModel() {
        if (factory != null) {
            factory.close();
        }
    }

    @Test
    void twoToneBurstsAreTwoAlphaWordsWithConfidence() throws Exception {
        List<RecognitionResult.Final> finals = transcribe(WavReader.readMono16k(Fixtures.file("alpha-bursts.wav")));
        assertEquals(List.of("alpha", "alpha"), finals.stream().map(RecognitionResult.Final::text).toList());
        for (RecognitionResult.Final f : finals) {
            assertEquals(1, f.words().size());
            RecognitionResult.Word w = f.words().get(0);
            assertTrue(w.confidence() > 0 && w.confidence() <= 1 && w.end() > w.start(), w.toString());
        }
    }

    @Test
    void silenceAndFaintNoiseGiveNothing() throws Exception {
        for (String quiet : List.of("silence-2s.wav", "noise-faint-2s.wav")) {
            assertEquals(List.of(), transcribe(WavReader.readMono16k(Fixtures.file(quiet))), quiet);
        }
    }

    @Test
    void partialsAppearWhileABurstIsBeingHeard() throws Exception {
        short[] audio = WavReader.readMono16k(Fixtures.file("alpha-bursts.wav"));
        List<String> partials = new ArrayList<>();
        try (SpeechRecognizer r = factory.open()) {
            for (int off = 0; off + 1600 <= 16_000; off += 1600) {
                short[] chunk = java.util.Arrays.copyOfRange(audio, off, off + 1600);
                if (r.accept(chunk, chunk.length) instanceof RecognitionResult.Partial p) {
                    partials.add(p.text());
                }
            }
        }
        assertTrue(partials.contains("alpha"), partials.toString());
    }

    @Test
    void manyRecognizerSessionsOpenAndCloseWithoutLeakOrCrash() {
        short[] tone = WavReader.toMono16k(homebot.audio.wav.WavAudio.mono16(new short[1600], 16_000),
                homebot.audio.dsp.FrontEndConfig.defaults());
        for (int i = 0; i < 200; i++) {
            SpeechRecognizer r = factory.open();
            r.accept(tone, tone.length);
            assertEquals("", r.finish().text());
            r.close();
            r.close(); // idempotent
        }
        SpeechRecognizer closed = factory.open();
        closed.close();
        assertThrows(IllegalStateException.class, () -> closed.accept(tone, tone.length));
    }

    @Test
    void audioFedFromAnotherThreadIsRecognized() throws Exception {
        short[] audio = WavReader.readMono16k(Fixtures.file("alpha-bursts.wav"));
        ExecutorService feeder = Executors.newSingleThreadExecutor();
        try {
            CompletableFuture<List<RecognitionResult.Final>> result =
                    CompletableFuture.supplyAsync(() -> transcribe(audio), feeder);
            assertEquals(2, result.get(30, TimeUnit.SECONDS).size());
        } finally {
            feeder.shutdownNow();
        }
    }

    @Test
    void transcriberReadsAWholeSource() throws Exception {
        try (homebot.audio.capture.WavFileSource source = new homebot.audio.capture.WavFileSource(
                Fixtures.file("alpha-bursts.wav"), homebot.audio.capture.Pacer.none())) {
            assertEquals(List.of("alpha", "alpha"), Transcriber.transcribe(source, factory));
        }
    }

    @Test
    void finishFlushesAnUnfinishedUtterance() throws Exception {
        short[] audio = WavReader.readMono16k(Fixtures.file("alpha-bursts.wav"));
        try (SpeechRecognizer r = factory.open()) {
            r.accept(audio, 16_000); // first burst, no trailing silence yet
            assertEquals("alpha", r.finish().text());
        }
    }

    @Test
    void vocabularyComesFromTheModelsWordList() {
        assertTrue(factory.knows("alpha"));
        assertTrue(factory.knows("alpha bravo"));
        assertFalse(factory.knows("charlie"));
        SttException e = assertThrows(SttException.class, () -> factory.open(List.of("alpha charlie")));
        assertEquals("stt-phrase-unknown", e.code());
        assertTrue(e.getMessage().contains("charlie"), e.getMessage());
    }

    @Test
    void grammarOnAModelWithoutRuntimeGraphFallsBackToFreeRecognition() throws Exception {
        assertFalse(factory.model().hasRuntimeGraph());
        assertEquals("[\"alpha\",\"[unk]\"]", factory.grammarJson(List.of("alpha")));
        try (SpeechRecognizer r = factory.open(List.of("alpha"))) {
            short[] audio = WavReader.readMono16k(Fixtures.file("alpha-bursts.wav"));
            r.accept(audio, 16_000);
            assertEquals("alpha", r.finish().text());
        }
    }

    @Test
    void missingModelDirectoryIsSttModelMissingWithPathAndInstallCommand() {
        Path nowhere = dir.resolve("vosk-model-small-cn-0.22");
        SttException e = assertThrows(SttException.class, () -> VoskRecognizerFactory.load(nowhere));
        assertEquals("stt-model-missing", e.code());
        assertTrue(e.getMessage().contains(nowhere.toString()), e.getMessage());
        assertTrue(e.getMessage().contains("homebot models install vosk-model-small-cn-0.22"), e.getMessage());
    }

    @Test
    void directoryThatIsNotAModelIsSttModelMissing() throws Exception {
        Path empty = java.nio.file.Files.createDirectories(dir.resolve("not-a-model"));
        SttException e = assertThrows(SttException.class, () -> VoskModel.load(empty));
        assertEquals("stt-model-missing", e.code());
        assertTrue(e.getMessage().contains("Vosk cannot load it"), e.getMessage());
    }

    /** Texts of the non-empty finals, feeding 50 ms chunks; closes the recognizer. */
    static List<String> transcribeWith(SpeechRecognizer recognizer, short[] audio) {
        return transcribe(recognizer, audio).stream().map(RecognitionResult.Final::text).toList();
    }

    static List<RecognitionResult.Final> transcribe(short[] audio) {
        return transcribe(factory.open(), audio);
    }

    static List<RecognitionResult.Final> transcribe(SpeechRecognizer recognizer, short[] audio) {
        List<RecognitionResult.Final> finals = new ArrayList<>();
        try (SpeechRecognizer r = recognizer) {
            short[] chunk = new short[800];
            for (int off = 0; off < audio.length; off += chunk.length) {
                int n = Math.min(chunk.length, audio.length - off);
                System.arraycopy(audio, off, chunk, 0, n);
                if (r.accept(chunk, n) instanceof RecognitionResult.Final f) {
                    finals.add(f);
                }
            }
            RecognitionResult.Final last = r.finish();
            if (!last.text().isEmpty()) {
                finals.add(last);
            }
        }
        finals.forEach(f -> assertInstanceOf(RecognitionResult.Final.class, f));
        return finals;
    }
}
