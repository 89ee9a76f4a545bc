package homebot.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.skills.api.Utterance;
import homebot.turn.DialogueState;
import homebot.voice.VoiceEvent.InputEnded;
import homebot.voice.VoiceEvent.PartialHeard;
import homebot.voice.VoiceEvent.PlaybackFinished;
import homebot.voice.VoiceEvent.ReplyChunk;
import homebot.voice.VoiceEvent.ReplyFinished;
import homebot.voice.VoiceEvent.ReplyStarted;
import homebot.voice.VoiceEvent.SpeechEnded;
import homebot.voice.VoiceEvent.SpeechStarted;
import homebot.voice.VoiceEvent.TranscriptReady;
import homebot.voice.VoiceEvent.WakeDetected;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Streaming speech, the end of a file, grammars, and the inputs that open a session without the wake word. */
class VoiceSessionInputTest {
    private final VoiceHarness h = new VoiceHarness();

    @AfterEach
    void close() {
        h.close();
    }

    private FakeSpeech.Script wakeAndAsk(String request) {
        return h.speech.script().silence(500).say("小爱同学", 600).silence(400).say(request, 800).silence(300);
    }

    @Test
    void firstSentenceReachesTheSpeakerWhileTheReplyIsStillBeingWritten() throws Exception {
        CountDownLatch firstSpoken = h.tts.receives("第一步，打蛋。");
        h.handler.reply(DialogueState.IDLE, List.of(new ScriptedTurnHandler.Piece("第一步，打蛋。", null),
                new ScriptedTurnHandler.Piece("第二步，切番茄。", firstSpoken)));
        FakeAudioSource mic = h.source(wakeAndAsk("番茄炒蛋").silence(200));
        mic.holdAt(2600, h.listener.after(PlaybackFinished.class));
        h.start();
        h.awaitFinished();

        assertTrue(h.handler.allPausesEnded(), "the turn waited for the first sentence to be spoken, and it was");
        assertEquals(List.of("第一步，打蛋。", "第二步，切番茄。"), h.tts.spoken());
    }

    @Test
    void keepsReadingTheMicrophoneWhileThinking() throws Exception {
        FakeAudioSource mic = h.source(wakeAndAsk("几点了").silence(5000));
        CountDownLatch readOn = mic.reached(6000);
        h.handler.reply(DialogueState.IDLE, List.of(new ScriptedTurnHandler.Piece("现在三点。", readOn)));
        h.start();
        h.awaitFinished();

        assertTrue(h.handler.allPausesEnded(), "the mic was read up to 6 s while the turn was still thinking");
        assertTrue(h.wake.fedMs() >= 6000 - 2600 - 100, "chunks read while busy went to the wake detector");
    }

    @Test
    void endOfFileFinishesTheUtteranceAndReturnsOnlyAfterTheLastReplyWasSpoken() throws Exception {
        CountDownLatch playbackDone = new CountDownLatch(1);
        h.handler.reply(DialogueState.WAITING, "现在三点，还要别的吗？");
        h.tts.holdOn("现在三点，还要别的吗？", playbackDone);
        h.source(h.speech.script().silence(500).say("小爱同学", 600).silence(400).say("几点了", 800).silence(100));
        h.start();
        VoiceHarness.await(h.tts.receives("现在三点，还要别的吗？"), "the reply to reach the speaker");

        assertFalse(h.session.awaitFinished(Duration.ofMillis(200)), "the run must not end while the reply plays");
        playbackDone.countDown();
        h.awaitFinished();
        assertEquals(List.of(
                new WakeDetected("小爱同学", WakeSource.WAKE),
                new SpeechStarted(), new PartialHeard("几点了"), new SpeechEnded("几点了"), new InputEnded(),
                new ReplyStarted(), new ReplyChunk("现在三点，还要别的吗？"), new ReplyFinished(DialogueState.WAITING),
                new PlaybackFinished(DialogueState.WAITING), new InputEnded()), h.listener.events());
        assertEquals(VoiceState.IDLE, h.session.state());
    }

    @Test
    void endpointerEndsTheUtteranceWhenTheRecognizerGivesNoFinal() throws Exception {
        h.recognizerFinalAfter(0);
        h.handler.reply(DialogueState.IDLE, "现在三点。");
        FakeAudioSource mic = h.source(wakeAndAsk("几点了").silence(400).silence(300));
        mic.holdAt(3000, h.listener.after(PlaybackFinished.class));
        h.start();
        h.awaitFinished();

        assertEquals(3000, h.listener.first(SpeechEnded.class).audioMs(), "700 ms of trailing silence after 2300");
        assertEquals(new SpeechEnded("几点了"), h.listener.first(SpeechEnded.class).event());
    }

    @Test
    void answerOutsideTheYesNoGrammarIsReRunWithFreeRecognition() throws Exception {
        h.handler.reply(DialogueState.WAITING, "想做什么菜？").reply(DialogueState.IDLE, "好，番茄炒蛋。");
        FakeAudioSource mic = h.source(wakeAndAsk("几点了")
                .silence(500).say("番茄炒蛋", 700).silence(300).silence(200));
        mic.holdAt(2600, h.listener.after(PlaybackFinished.class, 1));
        mic.holdAt(4100, h.listener.after(PlaybackFinished.class, 2));
        h.start();
        h.awaitFinished();

        List<VoiceTrace> ends = h.listener.all(SpeechEnded.class);
        assertEquals(new SpeechEnded("番茄炒蛋"), ends.get(1).event());
        assertEquals(new PartialHeard("[unk]"), h.listener.all(PartialHeard.class).get(1).event(),
                "the grammar alone heard nothing it knew");
        assertEquals(List.of("free", String.join("|", h.config.allFollowUpPhrases()), "free"),
                h.recognizers.openedGrammars());
        assertEquals(1500 * 16, h.recognizers.opened().get(2).fedSamples,
                "the free re-run got the whole utterance from the window's start");
        assertEquals("番茄炒蛋", h.handler.heard().get(1).text());
    }

    @Test
    void emptyTranscriptSaysItDidNotUnderstandAndListensWithoutTheWakeWord() throws Exception {
        h.handler.reply(DialogueState.IDLE, "现在三点。");
        FakeAudioSource mic = h.source(h.speech.script().silence(500).say("小爱同学", 600).silence(400)
                .say("嗯", 500).silence(700)  // mumble: speech without words, endpointer ends it at 2700
                .silence(300).say("几点了", 800).silence(300).silence(200));
        mic.holdAt(2700, h.listener.after(PlaybackFinished.class, 1));
        mic.holdAt(4100, h.listener.after(PlaybackFinished.class, 2));
        h.start();
        h.awaitFinished();

        assertEquals(List.of(
                new WakeDetected("小爱同学", WakeSource.WAKE),
                new SpeechStarted(), new SpeechEnded(""), new PlaybackFinished(DialogueState.WAITING),
                // WAITING tries the yes/no grammar first, then re-runs the utterance freely
                new SpeechStarted(), new PartialHeard("[unk]"), new SpeechEnded("几点了"),
                new ReplyStarted(), new ReplyChunk("现在三点。"), new ReplyFinished(DialogueState.IDLE),
                new PlaybackFinished(DialogueState.IDLE), new InputEnded()), h.listener.events());
        assertEquals(List.of(h.config.notUnderstoodReply(), "现在三点。"), h.tts.spoken());
        assertEquals(1, h.earcons.played().size(), "no second wake earcon: the mic re-opened by itself");
    }

    @Test
    void injectedTextSkipsRecognitionAndItsReplyIsSpoken() throws Exception {
        h.handler.reply(DialogueState.IDLE, "现在三点。");
        FakeAudioSource mic = h.source(h.speech.script().silence(2000));
        mic.holdAt(1000, h.listener.after(PlaybackFinished.class));
        h.start();
        h.session.injectText("几点了");
        h.awaitFinished();

        assertEquals(List.of(new WakeDetected("", WakeSource.SAY), new TranscriptReady("几点了", "say"),
                new ReplyStarted(), new ReplyChunk("现在三点。"), new ReplyFinished(DialogueState.IDLE),
                new PlaybackFinished(DialogueState.IDLE), new InputEnded()), h.listener.events());
        assertEquals(List.of(new Utterance("几点了", "say", "chat-1", null)), h.handler.heard());
        assertEquals(List.of("现在三点。"), h.tts.spoken());
        assertEquals(List.of(), h.earcons.played());
        // (the stop-phrase recognizer opens while the reply is spoken, as in VoiceSessionScenarioTest: whether it did
        // depends on how long the test's sink took to "speak", so only the typed text's own recognition is checked)
        assertEquals(List.of(), h.recognizers.openedGrammars().stream().filter(g -> !g.startsWith("stop|")).toList(),
                "no recognizer for typed text");
        assertThrows(IllegalArgumentException.class, () -> h.session.injectText("x", WakeSource.WAKE));
    }

    @Test
    void buttonOpensASessionLikeTheWakeWord() throws Exception {
        h.handler.reply(DialogueState.IDLE, "现在三点。");
        FakeAudioSource mic = h.source(h.speech.script().silence(1000).say("几点了", 800).silence(300).silence(200));
        mic.holdAt(1000, h.listener.after(WakeDetected.class));
        mic.holdAt(2100, h.listener.after(PlaybackFinished.class));
        h.start();
        h.session.pressButton();
        h.awaitFinished();

        assertEquals(List.of(new WakeDetected("", WakeSource.BUTTON),
                new SpeechStarted(), new PartialHeard("几点了"), new SpeechEnded("几点了"),
                new ReplyStarted(), new ReplyChunk("现在三点。"), new ReplyFinished(DialogueState.IDLE),
                new PlaybackFinished(DialogueState.IDLE), new InputEnded()), h.listener.events());
        assertEquals(List.of(Earcon.WAKE), h.earcons.played());
        assertEquals("voice", h.handler.heard().get(0).channel());
    }

    @Test
    void buttonWhileSpeakingBargesInEvenWithWakeWordBargeInOff() throws Exception {
        h.config = h.config.withBargeIn(false);
        h.handler.reply(DialogueState.IDLE, "从前有座山。").reply(DialogueState.IDLE, "明天晴。");
        h.tts.holdUntilStopped("从前有座山。");
        FakeAudioSource mic = h.source(wakeAndAsk("讲个故事")
                .silence(300).say("小爱同学", 600).silence(400)   // ignored: barge-in by voice is off
                .say("明天天气", 600).silence(300).silence(200));
        mic.holdAt(2600, h.listener.after(ReplyFinished.class));
        mic.holdAt(3900, h.listener.after(WakeDetected.class, 2));
        mic.holdAt(4800, h.listener.after(PlaybackFinished.class));
        h.start();
        VoiceHarness.await(mic.reached(3900), "the ignored wake phrase to be read");
        h.session.pressButton();
        h.awaitFinished();

        assertEquals(List.of(
                new WakeDetected("小爱同学", WakeSource.WAKE),
                new SpeechStarted(), new PartialHeard("讲个故事"), new SpeechEnded("讲个故事"),
                new ReplyStarted(), new ReplyChunk("从前有座山。"), new ReplyFinished(DialogueState.IDLE),
                new WakeDetected("", WakeSource.BUTTON),
                new SpeechStarted(), new PartialHeard("明天天气"), new SpeechEnded("明天天气"),
                new ReplyStarted(), new ReplyChunk("明天晴。"), new ReplyFinished(DialogueState.IDLE),
                new PlaybackFinished(DialogueState.IDLE), new InputEnded()), h.listener.events());
        assertEquals(VoiceState.SPEAKING, h.listener.all(WakeDetected.class).get(1).from());
        assertTrue(h.tts.stops() >= 1);
    }

    @Test
    void twoSaysWithTheSameWordsEachGetTheReplyOfTheirOwnTurn() throws Exception {
        homebot.turn.TurnReplies replies = new homebot.turn.TurnReplies();
        h.turnListeners.add(replies);
        h.handler.reply(DialogueState.IDLE, "第一个计时好了。");
        h.handler.reply(DialogueState.IDLE, "第二个计时好了。");
        h.source(h.speech.script().silence(60_000));
        h.start();
        // Both clients wait before the first turn ends, as two `homebot say 计时十秒` at once do.
        var first = replies.expect("say-1");
        var second = replies.expect("say-2");
        h.session.injectText("计时十秒", WakeSource.SAY, "say-1");
        assertEquals("第一个计时好了。", first.get(10, java.util.concurrent.TimeUnit.SECONDS).text());
        assertFalse(second.isDone(), "the first turn's reply is not the second client's, though the words are the same");
        h.session.injectText("计时十秒", WakeSource.SAY, "say-2");
        assertEquals("第二个计时好了。", second.get(10, java.util.concurrent.TimeUnit.SECONDS).text());
    }
}
