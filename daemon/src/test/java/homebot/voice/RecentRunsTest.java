package homebot.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import homebot.turn.DialogueState;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

class RecentRunsTest {
    private static final Instant T0 = Instant.parse("2026-11-29T20:00:00Z");

    private static VoiceTrace trace(int second, String chat, VoiceState from, VoiceEvent e, VoiceState to) {
        return new VoiceTrace(T0.plusSeconds(second), second * 1000L, chat, from, e, to, List.of(), false);
    }

    private static void run(RecentRuns runs, int start, String chat) {
        runs.onEvent(trace(start, chat, VoiceState.IDLE, new VoiceEvent.WakeDetected("x", WakeSource.WAKE),
                VoiceState.LISTENING));
        runs.onEvent(trace(start + 1, chat, VoiceState.LISTENING, new VoiceEvent.NoSpeechTimedOut(), VoiceState.IDLE));
    }

    @Test
    void keepsOnlyTheLastRunsOldestFirst() {
        RecentRuns runs = new RecentRuns(2);
        run(runs, 0, "a");
        run(runs, 10, "b");
        run(runs, 20, "c");
        assertEquals(List.of("b", "c"), runs.snapshot().stream().map(RecentRuns.Run::chatId).toList());
        assertEquals(T0.plusSeconds(21), runs.snapshot().get(1).endedAt());
    }

    @Test
    void showsTheRunInProgressAndSkipsEventsOutsideASession() {
        RecentRuns runs = new RecentRuns(3);
        runs.onEvent(trace(0, null, VoiceState.IDLE, new VoiceEvent.InputEnded(), VoiceState.IDLE));
        runs.onEvent(trace(1, "a", VoiceState.IDLE, new VoiceEvent.WakeDetected("", WakeSource.SAY),
                VoiceState.LISTENING));
        runs.onEvent(trace(2, "a", VoiceState.LISTENING, new VoiceEvent.TranscriptReady("hi", "say"),
                VoiceState.THINKING));
        runs.onEvent(trace(3, "a", VoiceState.THINKING, new VoiceEvent.StageFailed("turn", "turn-failed", "x"),
                VoiceState.IDLE));
        runs.onEvent(trace(4, "b", VoiceState.IDLE, new VoiceEvent.WakeDetected("", WakeSource.BUTTON),
                VoiceState.LISTENING));
        List<RecentRuns.Run> snap = runs.snapshot();
        assertEquals(2, snap.size());
        assertEquals(3, snap.get(0).events().size());
        assertEquals("turn-failed", snap.get(0).failure().orElseThrow().code());
        assertEquals("b", snap.get(1).chatId());
        assertNull(snap.get(1).endedAt());
        assertEquals(new VoiceEvent.ReplyFinished(DialogueState.IDLE).dialogueState(), DialogueState.IDLE);
    }

    @Test
    void refusesAnEmptyRing() {
        assertThrows(IllegalArgumentException.class, () -> new RecentRuns(0));
    }
}
