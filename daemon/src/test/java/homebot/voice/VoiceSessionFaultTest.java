package homebot.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.turn.DialogueState;
import homebot.voice.VoiceEvent.CaptureRecovered;
import homebot.voice.VoiceEvent.InputEnded;
import homebot.voice.VoiceEvent.PartialHeard;
import homebot.voice.VoiceEvent.PlaybackFinished;
import homebot.voice.VoiceEvent.ReplyChunk;
import homebot.voice.VoiceEvent.ReplyFinished;
import homebot.voice.VoiceEvent.ReplyStarted;
import homebot.voice.VoiceEvent.SpeechEnded;
import homebot.voice.VoiceEvent.SpeechStarted;
import homebot.voice.VoiceEvent.StageFailed;
import homebot.voice.VoiceEvent.WakeDetected;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** What the user hits when something breaks: every failure ends in IDLE and the next wake-up works. */
class VoiceSessionFaultTest {
    private final VoiceHarness h = new VoiceHarness();

    @AfterEach
    void close() {
        h.close();
    }

    @Test
    void lostAudioDeviceIsReopenedWithBackoffAndTheSessionCarriesOn() throws Exception {
        h.handler.reply(DialogueState.IDLE, "现在三点。");
        FakeAudioSource first = h.source(h.speech.script().silence(2000));
        first.failAt(1000);
        h.source(new IOException("no such device"));
        FakeAudioSource second = h.source(h.speech.script()
                .silence(300).say("小爱同学", 600).silence(400).say("几点了", 800).silence(300).silence(300));
        second.holdAt(2400, h.listener.after(PlaybackFinished.class));
        h.start();
        h.awaitFinished();

        assertEquals(List.of(
                new StageFailed("capture", "audio-device-lost", ""),
                new CaptureRecovered("fake:mic-3"),
                new WakeDetected("小爱同学", WakeSource.WAKE),
                new SpeechStarted(), new PartialHeard("几点了"), new SpeechEnded("几点了"),
                new ReplyStarted(), new ReplyChunk("现在三点。"), new ReplyFinished(DialogueState.IDLE),
                new PlaybackFinished(DialogueState.IDLE), new InputEnded()), h.listener.events());
        assertEquals(List.of(Duration.ofMillis(500), Duration.ofMillis(1000)), h.pauses, "doubling backoff");
        assertEquals(3, h.opens.get());
        assertTrue(first.closed(), "the lost source is closed");
        assertTrue(h.listener.first(StageFailed.class).event().toString().contains("device unplugged"));
    }

    @Test
    void ttsFailurePlaysTheErrorEarconReturnsToIdleAndTheNextWakeUpWorks() throws Exception {
        h.handler.reply(DialogueState.IDLE, List.of(new ScriptedTurnHandler.Piece("第一句。", null),
                        new ScriptedTurnHandler.Piece("第二句。", h.listener.after(StageFailed.class))))
                .reply(DialogueState.IDLE, "好的。");
        h.tts.failOn("第一句。", "tts-failed");
        FakeAudioSource mic = h.source(h.speech.script()
                .silence(500).say("小爱同学", 600).silence(400).say("几点了", 800).silence(300)
                .silence(300).say("小爱同学", 600).silence(400).say("再试一次", 600).silence(300)
                .silence(200));
        mic.holdAt(2600, h.listener.after(StageFailed.class));
        mic.holdAt(4800, h.listener.after(PlaybackFinished.class));
        h.start();
        h.awaitFinished();

        assertEquals(List.of(
                new WakeDetected("小爱同学", WakeSource.WAKE),
                new SpeechStarted(), new PartialHeard("几点了"), new SpeechEnded("几点了"),
                new ReplyStarted(), new ReplyChunk("第一句。"), new StageFailed("tts", "tts-failed", ""),
                new WakeDetected("小爱同学", WakeSource.WAKE),
                new SpeechStarted(), new PartialHeard("再试一次"), new SpeechEnded("再试一次"),
                new ReplyStarted(), new ReplyChunk("好的。"), new ReplyFinished(DialogueState.IDLE),
                new PlaybackFinished(DialogueState.IDLE), new InputEnded()), h.listener.events());
        assertEquals(VoiceState.IDLE, h.listener.first(StageFailed.class).to());
        assertEquals(List.of(Earcon.WAKE, Earcon.ERROR, Earcon.WAKE), h.earcons.played());
        assertEquals(List.of("第一句。", "好的。"), h.tts.spoken(), "nothing after the failure is spoken");
        assertEquals("tts-failed", h.runs.snapshot().get(0).failure().orElseThrow().code());
        assertEquals(List.of("chat-1", "chat-2"), h.handler.heard().stream().map(u -> u.chatId()).toList());
    }

    @Test
    void recognizerFailureIsReportedAsSttFailedAndTheNextWakeUpWorks() throws Exception {
        h.recognizers.crashOn = "噪音";
        h.handler.reply(DialogueState.IDLE, "现在三点。");
        FakeAudioSource mic = h.source(h.speech.script()
                .silence(500).say("小爱同学", 600).silence(400).say("噪音", 500).silence(300)
                .say("小爱同学", 600).silence(400).say("几点了", 800).silence(300).silence(200));
        mic.holdAt(4600, h.listener.after(PlaybackFinished.class));
        h.start();
        h.awaitFinished();

        assertEquals(List.of(
                new WakeDetected("小爱同学", WakeSource.WAKE),
                new SpeechStarted(), new StageFailed("stt", "stt-failed", ""),
                new WakeDetected("小爱同学", WakeSource.WAKE),
                new SpeechStarted(), new PartialHeard("几点了"), new SpeechEnded("几点了"),
                new ReplyStarted(), new ReplyChunk("现在三点。"), new ReplyFinished(DialogueState.IDLE),
                new PlaybackFinished(DialogueState.IDLE), new InputEnded()), h.listener.events());
        assertEquals(List.of(Earcon.WAKE, Earcon.ERROR, Earcon.WAKE), h.earcons.played());
        assertTrue(h.recognizers.opened().get(0).closed, "the failed recognizer is closed");
    }

    @Test
    void recognizerThatCannotOpenAfterTheWakeWordIsReportedAndTheSessionReturnsToIdle() throws Exception {
        h.recognizers.failOpen = true;
        h.source(h.speech.script().silence(500).say("小爱同学", 600).silence(400).say("几点了", 800).silence(500));
        h.start();
        h.awaitFinished();

        assertEquals(List.of(new WakeDetected("小爱同学", WakeSource.WAKE), new StageFailed("stt", "stt-failed", ""),
                new InputEnded()), h.listener.events());
        assertEquals(List.of(Earcon.WAKE, Earcon.ERROR), h.earcons.played());
        assertEquals(List.of(), h.handler.heard());
    }

    @Test
    void silenceOnlyInputNeverOpensASessionAndTheMicIsReadToTheEnd() throws Exception {
        h.source(h.speech.script().silence(30_000));
        h.start();
        h.awaitFinished();

        assertEquals(List.of(new InputEnded()), h.listener.events());
        assertEquals(30_000, h.wake.fedMs(), "every chunk went to the wake detector");
        assertEquals(0, h.endpointer.fedMs(), "the endpointer is not fed while idle");
        assertEquals(List.of(), h.recognizers.openedGrammars());
        assertEquals(List.of(), h.tts.spoken());
        assertEquals(List.of(), h.runs.snapshot());
    }

    @Test
    void noSpeechAfterTheWakeWordTimesOutToIdle() throws Exception {
        h.source(h.speech.script().silence(500).say("小爱同学", 600).silence(6000));
        h.start();
        h.awaitFinished();

        assertEquals(List.of(new WakeDetected("小爱同学", WakeSource.WAKE), new VoiceEvent.NoSpeechTimedOut(),
                new InputEnded()), h.listener.events());
        assertEquals(1200 + 5000, h.listener.first(VoiceEvent.NoSpeechTimedOut.class).audioMs());
    }

    @Test
    void wakeDetectorFailureIsReportedOnceNotPerChunk() throws Exception {
        h.wake.failing = true;
        h.source(h.speech.script().silence(3000));
        h.start();
        h.awaitFinished();

        assertEquals(List.of(new StageFailed("wake", "wake-failed", ""), new InputEnded()), h.listener.events());
    }
}
