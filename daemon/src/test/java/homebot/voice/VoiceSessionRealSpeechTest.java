package homebot.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.turn.DialogueState;
import homebot.voice.VoiceEvent.InputEnded;
import homebot.voice.VoiceEvent.PlaybackFinished;
import homebot.voice.VoiceEvent.ReplyChunk;
import homebot.voice.VoiceEvent.ReplyFinished;
import homebot.voice.VoiceEvent.ReplyStarted;
import homebot.voice.VoiceEvent.SpeechEnded;
import homebot.voice.VoiceEvent.SpeechStarted;
import homebot.voice.VoiceEvent.WakeDetected;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A session over real speech (espeak-ng + sox): the routing and endpointing hold up on real audio. */
class VoiceSessionRealSpeechTest {
    private final VoiceHarness h = new VoiceHarness();

    @AfterEach
    void close() {
        h.close();
    }

    @Test
    void wakePhraseAndRequestInRealSpeechMakeOneTurnWithBoundariesWithin150Ms(@TempDir Path dir) throws Exception {
        RealSpeechFixture f = new RealSpeechFixture();
        f.silence(1000);
        int wakeAt = f.say("en", "hey homebot");
        int wakeEnd = f.lengthMs();
        f.silence(700);
        int askAt = f.say("en", "what time is it in the kitchen");
        int askEnd = f.lengthMs();
        f.silence(2000);
        FakeAudioSource mic = new FakeAudioSource("wav", f.pcm());
        h.source(mic);
        PositionScriptedEngines engines = new PositionScriptedEngines(mic::positionMs,
                Map.of(wakeAt, "hey homebot", askAt, "what time is it in the kitchen"));
        h.wakeOverride = engines.wake("hey homebot");
        h.recognizersOverride = engines.recognizers();
        h.handler.reply(DialogueState.IDLE, "It is three o'clock.");
        mic.holdAt((f.lengthMs() - 300) / 100 * 100, h.listener.after(PlaybackFinished.class));
        h.start();
        h.awaitFinished();

        assertEquals(List.of(new WakeDetected("hey homebot", WakeSource.WAKE),
                new SpeechStarted(), new SpeechEnded("what time is it in the kitchen"),
                new ReplyStarted(), new ReplyChunk("It is three o'clock."), new ReplyFinished(DialogueState.IDLE),
                new PlaybackFinished(DialogueState.IDLE), new InputEnded()), h.listener.events());
        long started = h.listener.first(SpeechStarted.class).audioMs() - 100; // trace time is the chunk's end
        long ended = h.listener.first(SpeechEnded.class).audioMs() - 700 /* audio.endpointing.trailing_silence_ms */;
        assertTrue(Math.abs(started - askAt) <= 150, "speech start " + started + " vs fixture " + askAt);
        assertTrue(Math.abs(ended - askEnd) <= 150, "speech end " + ended + " vs fixture " + askEnd);
        assertTrue(h.listener.first(WakeDetected.class).audioMs() - wakeEnd <= 400, "wake reported promptly");
        assertEquals(List.of("It is three o'clock."), h.tts.spoken());
    }
}
