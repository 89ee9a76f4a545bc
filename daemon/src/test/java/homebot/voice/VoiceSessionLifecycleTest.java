package homebot.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.turn.DialogueState;
import homebot.turn.TurnReply;
import homebot.voice.VoiceEvent.InputEnded;
import homebot.voice.VoiceEvent.PlaybackFinished;
import homebot.voice.VoiceEvent.ReplyChunk;
import homebot.voice.VoiceEvent.ReplyFinished;
import homebot.voice.VoiceEvent.ReplyStarted;
import homebot.voice.VoiceEvent.StageFailed;
import homebot.voice.VoiceEvent.StopRequested;
import homebot.voice.VoiceEvent.TranscriptReady;
import homebot.voice.VoiceEvent.WakeDetected;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Starting, stopping, and the edges of the turn and grammar contracts. */
class VoiceSessionLifecycleTest {
    private final VoiceHarness h = new VoiceHarness();

    @AfterEach
    void close() {
        h.close();
    }

    @Test
    void closeEndsAMicrophoneThatNeverEndsAndJoinsEveryThread() throws Exception {
        FakeAudioSource mic = h.source(h.speech.script().silence(1000));
        mic.holdAt(500, new CountDownLatch(1)); // a live mic: the next chunk never comes
        h.start();
        VoiceHarness.await(mic.reached(500), "the mic to be read");
        assertFalse(h.session.awaitFinished(Duration.ofMillis(50)));

        h.session.close();
        assertTrue(h.session.awaitFinished(Duration.ofSeconds(5)));
        assertTrue(mic.closed());
        assertTrue(Thread.getAllStackTraces().keySet().stream()
                .noneMatch(t -> t.getName().equals("voice-speech") || t.getName().equals("voice-audio")),
                "no voice thread is left running");
    }

    @Test
    void closingTheSessionReleasesTheWakeDetectorAndTheEndpointer() throws Exception {
        // ONNX sessions (openWakeWord, Silero) hold native memory until closed
        FakeAudioSource mic = h.source(h.speech.script().silence(1000));
        mic.holdAt(500, new CountDownLatch(1));
        h.start();
        VoiceHarness.await(mic.reached(500), "the mic to be read");
        assertFalse(h.wake.closed());
        assertFalse(h.endpointer.closed());
        h.session.close();
        assertTrue(h.wake.closed(), "wake detector closed");
        assertTrue(h.endpointer.closed(), "endpointer closed");
    }

    @Test
    void aSourceThatCannotBeOpenedFailsTheStartWithItsReason() {
        h.source(new IOException("wav:/nope.wav: no such file"));
        IOException e = assertThrows(IOException.class, h::start);
        assertEquals("wav:/nope.wav: no such file", e.getMessage());
    }

    @Test
    void aTurnThatThrowsIsReportedAsTurnFailedAndTheSessionGoesOn() throws Exception {
        h.fallback = (u, sink) -> {
            throw new IllegalStateException("agent exploded");
        };
        FakeAudioSource mic = h.source(h.speech.script().silence(1000));
        mic.holdAt(500, h.listener.after(StageFailed.class));
        h.start();
        h.session.injectText("几点了");
        h.awaitFinished();

        assertEquals(List.of(new WakeDetected("", WakeSource.SAY), new TranscriptReady("几点了", "say"),
                new ReplyStarted(), new StageFailed("turn", "turn-failed", ""), new InputEnded()), h.listener.events());
        assertEquals(List.of(Earcon.ERROR), h.earcons.played());
    }

    @Test
    void aReplyThatWasNotStreamedIsStillSpoken() throws Exception {
        h.fallback = (u, sink) -> Optional.of(TurnReply.of("我只会说一整句。", DialogueState.IDLE, "offline"));
        FakeAudioSource mic = h.source(h.speech.script().silence(1000));
        mic.holdAt(500, h.listener.after(PlaybackFinished.class));
        h.start();
        h.session.injectText("你好", WakeSource.CONSOLE);
        h.awaitFinished();

        assertEquals(List.of(new WakeDetected("", WakeSource.CONSOLE), new TranscriptReady("你好", "console"),
                new ReplyStarted(), new ReplyChunk("我只会说一整句。"), new ReplyFinished(DialogueState.IDLE),
                new PlaybackFinished(DialogueState.IDLE), new InputEnded()), h.listener.events());
        assertEquals(List.of("我只会说一整句。"), h.tts.spoken());
    }

    @Test
    void requestStopEndsAReplyBeingSpoken() throws Exception {
        h.handler.reply(DialogueState.WAITING, "从前有座山。");
        h.tts.holdUntilStopped("从前有座山。");
        FakeAudioSource mic = h.source(h.speech.script().silence(1000));
        mic.holdAt(500, h.listener.after(StopRequested.class));
        h.start();
        h.session.injectText("讲个故事");
        VoiceHarness.await(h.tts.receives("从前有座山。"), "the reply to play");
        VoiceHarness.await(h.listener.after(ReplyFinished.class), "the reply to be complete");
        h.session.requestStop();
        h.awaitFinished();

        assertEquals(List.of(new WakeDetected("", WakeSource.SAY), new TranscriptReady("讲个故事", "say"),
                new ReplyStarted(), new ReplyChunk("从前有座山。"), new ReplyFinished(DialogueState.WAITING),
                new StopRequested(""), new InputEnded()), h.listener.events());
        assertEquals(1, h.tts.stops());
        assertEquals(null, h.session.chatId());
    }

    @Test
    void theVocabularyIsAskedForWhenTheMicOpensSoAModeCanChangeIt() throws Exception {
        // The first turn "enters a mode": from the second mic opening on, the mode's phrases are expected. Counting
        // the askings (not a flag the test thread flips after the first reply) keeps the audio thread race-free.
        java.util.concurrent.atomic.AtomicInteger commandAskings = new java.util.concurrent.atomic.AtomicInteger();
        h.expected = v -> v != Vocabulary.COMMANDS ? List.of("好的")
                : commandAskings.getAndIncrement() == 0 ? List.of() : List.of("番茄炒蛋");
        h.handler.reply(DialogueState.IDLE, "第一步。").reply(DialogueState.IDLE, "第二步。");
        FakeAudioSource mic = h.source(h.speech.script()
                .silence(500).say("小爱同学", 600).silence(400).say("几点了", 800).silence(300)
                .say("小爱同学", 600).silence(400).say("番茄炒蛋", 600).silence(300).silence(200));
        mic.holdAt(2600, h.listener.after(PlaybackFinished.class, 1));
        mic.holdAt(4500, h.listener.after(PlaybackFinished.class, 2));
        h.start();
        h.awaitFinished();

        assertEquals(List.of("free", "番茄炒蛋"), h.recognizers.openedGrammars(),
                "free at first, the mode's grammar after the next wake-up, no re-run needed");
        assertEquals("番茄炒蛋", h.handler.heard().get(1).text());
    }

    @Test
    void stopPhrasesTheModelDoesNotKnowAreLeftOutOfTheGrammar() throws Exception {
        h.recognizers.unknownPhrases = Set.of("别说了", "停止");
        h.handler.reply(DialogueState.IDLE, "从前有座山。");
        h.tts.holdOn("从前有座山。", h.listener.after(WakeDetected.class, 2));
        FakeAudioSource mic = h.source(h.speech.script().silence(1000).silence(300).silence(200));
        mic.holdAt(500, h.tts.receives("从前有座山。"));
        mic.holdAt(1000, h.listener.after(WakeDetected.class, 2));
        h.start();
        h.session.injectText("讲个故事");
        VoiceHarness.await(mic.reached(1000), "audio read while speaking");
        h.session.pressButton();
        h.awaitFinished();

        assertTrue(h.recognizers.openedGrammars().contains("stop|停"), h.recognizers.openedGrammars().toString());
    }
}
