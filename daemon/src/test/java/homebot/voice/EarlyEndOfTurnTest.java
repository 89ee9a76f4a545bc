package homebot.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Answering the moment a command is complete: a short pause ends "下一步", a longer sentence waits. */
class EarlyEndOfTurnTest {
    private final FakeSpeech speech = new FakeSpeech().phrase("下一步").phrase("之前先告诉我").phrase("定一个五分钟的计时")
            .phrase("番茄炒蛋");
    private final ScriptedRecognizerFactory recognizers = new ScriptedRecognizerFactory(speech, 3000);

    /** The daemon's sentences and a mode's with 下一步, as while that mode is active. */
    private final CommandCompleteness inMode = new IntentCompleteness(
            () -> java.util.List.of(IntentCompletenessTest.STEP_MODE, IntentCompletenessTest.DAEMON));
    private final CommandCompleteness noMode = new IntentCompleteness(() -> java.util.List.of(IntentCompletenessTest.DAEMON));

    private ListeningStage stage(CommandCompleteness completeness) {
        ListeningStage s = new ListeningStage(recognizers, new FakeEndpointer(VoiceConfig.defaults()),
                new Phrases(recognizers), 20_000, completeness, 250);
        s.start(List.of(), Vocabulary.COMMANDS);
        return s;
    }

    /** The utterance's end event and when (ms of audio fed) it came. */
    private record Ended(String text, long atMs) {}

    private Ended run(ListeningStage stage, short[] pcm) {
        List<Ended> ends = new ArrayList<>();
        for (int off = 0; off < pcm.length; off += FakeSpeech.FRAME) {
            short[] chunk = Arrays.copyOfRange(pcm, off, off + FakeSpeech.FRAME);
            long at = (off + FakeSpeech.FRAME) / 16;
            for (VoiceEvent e : stage.accept(chunk, chunk.length)) {
                if (e instanceof VoiceEvent.SpeechEnded s) {
                    ends.add(new Ended(s.transcript(), at));
                }
            }
        }
        assertEquals(1, ends.size(), ends.toString());
        return ends.get(0);
    }

    @Test
    void aCompleteCommandEndsAfterAShortPauseInsteadOfTheFullTrailingSilence() {
        short[] pcm = speech.script().silence(500).say("下一步", 600).silence(1500).pcm();
        Ended early = run(stage(inMode), pcm);
        Ended late = run(stage(CommandCompleteness.NEVER), pcm);
        assertEquals("下一步", early.text());
        assertEquals("下一步", late.text());
        long speechEnd = 1100;
        assertTrue(early.atMs() - speechEnd <= 400, "early end " + (early.atMs() - speechEnd) + " ms after speech");
        assertTrue(late.atMs() - speechEnd >= 700, "without it the full trailing silence: " + (late.atMs() - speechEnd));
    }

    @Test
    void aSentenceThatStartsWithACommandIsNotCutAtAShortBreath() {
        short[] pcm = speech.script().silence(500).say("下一步", 500).silence(200).say("之前先告诉我", 900).silence(1500).pcm();
        Ended e = run(stage(inMode), pcm);
        assertEquals("下一步 之前先告诉我", e.text());
    }

    @Test
    void aTimerWithItsDurationIsComplete() {
        short[] pcm = speech.script().silence(300).say("定一个五分钟的计时", 1500).silence(1500).pcm();
        Ended e = run(stage(inMode), pcm);
        assertEquals("定一个五分钟的计时", e.text());
        assertTrue(e.atMs() - 1800 <= 400, "ended " + (e.atMs() - 1800) + " ms after speech");
    }

    @Test
    void outsideTheModeItsCommandWaitsForTheEndpointer() {
        short[] pcm = speech.script().silence(500).say("下一步", 600).silence(1500).pcm();
        Ended e = run(stage(noMode), pcm);
        assertEquals("下一步", e.text());
        assertTrue(e.atMs() - 1100 >= 700, "waited for the trailing silence: " + (e.atMs() - 1100));
    }

    @Test
    void otherRequestsWaitForTheEndpointer() {
        short[] pcm = speech.script().silence(300).say("番茄炒蛋", 800).silence(1500).pcm();
        Ended e = run(stage(inMode), pcm);
        assertTrue(e.atMs() - 1100 >= 700, "waited for the trailing silence: " + (e.atMs() - 1100));
    }
}
