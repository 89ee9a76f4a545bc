package homebot.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.turn.DialogueState;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class SpeechQueueTest {
    private final RecordingTtsSink tts = new RecordingTtsSink();
    private final List<VoiceEvent> events = new ArrayList<>();
    private final List<Earcon> earconsTried = new ArrayList<>();
    private final EarconPlayer brokenEarcons = e -> {
        synchronized (earconsTried) {
            earconsTried.add(e);
        }
        throw new IllegalStateException("no sound card");
    };
    private final SpeechQueue queue = new SpeechQueue(tts, brokenEarcons, (ok, e) -> {
        synchronized (events) {
            if (ok.getAsBoolean()) {
                events.add(e);
            }
        }
    });

    @AfterEach
    void close() {
        queue.close();
    }

    @Test
    void speaksInOrderAndReportsTheEndOfTheReplyAfterTheLastSentence() throws Exception {
        queue.start();
        queue.speak("一。");
        queue.speak("  ");
        queue.speak("二。");
        queue.endReply(DialogueState.WAITING);
        assertTrue(queue.awaitIdle(10_000));
        assertEquals(List.of("一。", "二。"), tts.spoken(), "blank sentences are skipped");
        assertEquals(List.of(new VoiceEvent.PlaybackFinished(DialogueState.WAITING)), events);
    }

    @Test
    void stopDropsEverythingQueuedAndTheEndOfThatReply() throws Exception {
        tts.holdUntilStopped("一。");
        queue.start();
        queue.speak("一。");
        queue.speak("二。");
        queue.endReply(DialogueState.IDLE);
        VoiceHarness.await(tts.receives("一。"), "the first sentence");
        queue.stop();
        queue.speak("新的。");
        assertTrue(queue.awaitIdle(10_000));
        assertEquals(List.of("一。", "新的。"), tts.spoken());
        assertEquals(List.of(), events, "a stopped reply never reports PlaybackFinished");
    }

    @Test
    void aFailingEarconIsOnlyLogged() throws Exception {
        queue.start();
        queue.earcon(Earcon.ERROR);
        queue.speak("还在。");
        assertTrue(queue.awaitIdle(10_000));
        assertEquals(List.of(Earcon.ERROR), earconsTried);
        assertEquals(List.of("还在。"), tts.spoken());
        assertEquals(List.of(), events);
    }

    @Test
    void aFailingSentenceReportsTheSinksCode() throws Exception {
        tts.failOn("坏。", "tts-engine-missing");
        queue.start();
        queue.speak("坏。");
        assertTrue(queue.awaitIdle(10_000));
        assertEquals(1, events.size());
        VoiceEvent.StageFailed f = (VoiceEvent.StageFailed) events.get(0);
        assertEquals("tts", f.stage());
        assertEquals("tts-engine-missing", f.code());
    }
}
