package homebot.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class ListeningStageTest {
    private final FakeSpeech speech = new FakeSpeech().phrase("好的").phrase("番茄炒蛋");
    private final ScriptedRecognizerFactory recognizers = new ScriptedRecognizerFactory(speech, 300);

    private List<VoiceEvent> feed(ListeningStage stage, short[] pcm) {
        List<VoiceEvent> out = new ArrayList<>();
        for (int off = 0; off < pcm.length; off += FakeSpeech.FRAME) {
            short[] chunk = Arrays.copyOfRange(pcm, off, off + FakeSpeech.FRAME);
            out.addAll(stage.accept(chunk, chunk.length));
        }
        return out;
    }

    @Test
    void freeReRunGetsTheNewestAudioWhenTheUtteranceOutgrowsTheBuffer() {
        ListeningStage stage = new ListeningStage(recognizers, new FakeEndpointer(VoiceConfig.defaults()),
                new Phrases(recognizers), 1000);
        stage.start(List.of("好的"));
        List<VoiceEvent> events = feed(stage, speech.script().silence(2000).say("番茄炒蛋", 500).silence(300).pcm());

        assertEquals(List.of(new VoiceEvent.SpeechStarted(), new VoiceEvent.PartialHeard("[unk]"),
                new VoiceEvent.SpeechEnded("番茄炒蛋")), events);
        assertEquals(16_000, recognizers.opened().get(1).fedSamples, "only the last second was kept");
        assertTrue(recognizers.opened().get(1).closed, "the re-run recognizer is closed");
        assertFalse(stage.active(), "one utterance per start");
    }

    @Test
    void anEmptyFinalFromTheRecognizerDoesNotEndTheUtterance() {
        ScriptedRecognizerFactory eager = new ScriptedRecognizerFactory(speech, 300);
        eager.emptyFinalsOnSilence = true;
        ListeningStage stage = new ListeningStage(eager, new FakeEndpointer(VoiceConfig.defaults()),
                new Phrases(eager), 1000);
        stage.start(List.of());
        // three empty finals during the leading silence; the utterance ends only after the speech
        List<VoiceEvent> events = feed(stage, speech.script().silence(1000).say("好的", 300).silence(300).pcm());
        assertEquals(List.of(new VoiceEvent.SpeechStarted(), new VoiceEvent.PartialHeard("好的"),
                new VoiceEvent.SpeechEnded("好的")), events);
    }

    @Test
    void aRecognizerCrashKeepsTheEventsOfTheChunkBeforeTheFailure() {
        recognizers.crashOn = "好的";
        ListeningStage stage = new ListeningStage(recognizers, new FakeEndpointer(VoiceConfig.defaults()),
                new Phrases(recognizers), 1000);
        stage.start(List.of());
        List<VoiceEvent> events = feed(stage, speech.script().silence(200).say("好的", 300).pcm());
        assertEquals(2, events.size());
        assertEquals(new VoiceEvent.SpeechStarted(), events.get(0));
        assertEquals("stt-failed", ((VoiceEvent.StageFailed) events.get(1)).code());
    }
}
