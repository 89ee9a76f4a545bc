package homebot.voice;

import static homebot.voice.VoiceState.IDLE;
import static homebot.voice.VoiceState.LISTENING;
import static homebot.voice.VoiceState.SPEAKING;
import static homebot.voice.VoiceState.THINKING;
import static homebot.voice.VoiceState.WAITING;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.turn.DialogueState;
import homebot.voice.Effect.CancelTurn;
import homebot.voice.Effect.EndReply;
import homebot.voice.Effect.NewSession;
import homebot.voice.Effect.OpenFollowUpWindow;
import homebot.voice.Effect.PlayEarcon;
import homebot.voice.Effect.RunTurn;
import homebot.voice.Effect.Speak;
import homebot.voice.Effect.StartListening;
import homebot.voice.Effect.StopListening;
import homebot.voice.Effect.StopPlayback;
import homebot.voice.VoiceEvent.CaptureRecovered;
import homebot.voice.VoiceEvent.FollowUpWindowExpired;
import homebot.voice.VoiceEvent.InputEnded;
import homebot.voice.VoiceEvent.NoSpeechTimedOut;
import homebot.voice.VoiceEvent.PartialHeard;
import homebot.voice.VoiceEvent.PlaybackFinished;
import homebot.voice.VoiceEvent.ReplyChunk;
import homebot.voice.VoiceEvent.ReplyFinished;
import homebot.voice.VoiceEvent.ReplyStarted;
import homebot.voice.VoiceEvent.SpeechEnded;
import homebot.voice.VoiceEvent.SpeechStarted;
import homebot.voice.VoiceEvent.StageFailed;
import homebot.voice.VoiceEvent.StopRequested;
import homebot.voice.VoiceEvent.TranscriptReady;
import homebot.voice.VoiceEvent.WakeDetected;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** The transition function as a table: every state against every kind of event. */
class VoiceTransitionsTest {
    private static final VoiceConfig CONFIG = VoiceConfig.defaults();
    private static final VoiceTransitions T = new VoiceTransitions(CONFIG);

    private static final WakeDetected WAKE = new WakeDetected("hey homebot", WakeSource.WAKE);
    private static final WakeDetected BUTTON = new WakeDetected("", WakeSource.BUTTON);
    private static final WakeDetected SAY = new WakeDetected("", WakeSource.SAY);
    private static final StageFailed STT = new StageFailed("stt", "stt-failed", "boom");
    private static final StageFailed TTS = new StageFailed("tts", "tts-failed", "boom");
    private static final StageFailed CAPTURE = new StageFailed("capture", "audio-device-lost", "gone");

    /** One of each event kind, for the exhaustive check. */
    private static final List<VoiceEvent> ALL_EVENTS = List.of(WAKE, BUTTON, SAY, new SpeechStarted(),
            new PartialHeard("ji"), new SpeechEnded("几点了"), new SpeechEnded(""), new NoSpeechTimedOut(),
            new TranscriptReady("几点了", "say"), new ReplyStarted(), new ReplyChunk("现在三点。"),
            new ReplyFinished(DialogueState.WAITING), new ReplyFinished(DialogueState.IDLE), new PlaybackFinished(DialogueState.WAITING),
            new PlaybackFinished(DialogueState.IDLE), new StopRequested("stop"), new FollowUpWindowExpired(), STT,
            TTS, CAPTURE, new CaptureRecovered("mic"), new InputEnded());

    private static final StartListening FREE = new StartListening(Vocabulary.COMMANDS);
    private static final PlayEarcon WAKE_EARCON = new PlayEarcon(Earcon.WAKE);
    private static final PlayEarcon ERROR_EARCON = new PlayEarcon(Earcon.ERROR);

    static Stream<Arguments> table() {
        return Stream.of(
                // IDLE: only a wake-up opens a session
                row(IDLE, WAKE, LISTENING, new NewSession(WakeSource.WAKE), WAKE_EARCON, FREE),
                row(IDLE, BUTTON, LISTENING, new NewSession(WakeSource.BUTTON), WAKE_EARCON, FREE),
                row(IDLE, SAY, LISTENING, new NewSession(WakeSource.SAY)),
                row(IDLE, STT, IDLE),
                row(IDLE, CAPTURE, IDLE),
                row(IDLE, new InputEnded(), IDLE),
                // LISTENING
                row(LISTENING, new SpeechStarted(), LISTENING),
                row(LISTENING, new PartialHeard("ji"), LISTENING),
                row(LISTENING, new SpeechEnded("几点了"), THINKING, new StopListening(), new RunTurn("几点了", "voice")),
                row(LISTENING, new SpeechEnded(" "), SPEAKING, new StopListening(),
                        new Speak(CONFIG.notUnderstoodReply()), new EndReply(DialogueState.WAITING)),
                row(LISTENING, new NoSpeechTimedOut(), IDLE, new StopListening()),
                row(LISTENING, new TranscriptReady("几点了", "say"), THINKING, new StopListening(),
                        new RunTurn("几点了", "say")),
                row(LISTENING, SAY, LISTENING, new StopListening()),
                row(LISTENING, new StopRequested("stop"), IDLE, new StopListening()),
                row(LISTENING, STT, IDLE, new StopListening(), ERROR_EARCON),
                row(LISTENING, CAPTURE, IDLE, new StopListening(), ERROR_EARCON),
                row(LISTENING, new InputEnded(), IDLE, new StopListening()),
                // WAITING: like LISTENING, but the window decides and a press starts afresh
                row(WAITING, new SpeechStarted(), LISTENING),
                row(WAITING, new PartialHeard("ye"), WAITING),
                row(WAITING, new SpeechEnded("yes"), THINKING, new StopListening(), new RunTurn("yes", "voice")),
                row(WAITING, new SpeechEnded(""), SPEAKING, new StopListening(),
                        new Speak(CONFIG.notUnderstoodReply()), new EndReply(DialogueState.WAITING)),
                row(WAITING, new FollowUpWindowExpired(), IDLE, new StopListening()),
                row(WAITING, BUTTON, LISTENING, WAKE_EARCON, FREE),
                row(WAITING, WAKE, LISTENING, WAKE_EARCON, FREE),
                row(WAITING, SAY, LISTENING, new StopListening()),
                row(WAITING, new TranscriptReady("好", "console"), THINKING, new StopListening(),
                        new RunTurn("好", "console")),
                row(WAITING, new StopRequested(""), IDLE, new StopListening()),
                row(WAITING, TTS, IDLE, new StopListening(), ERROR_EARCON),
                row(WAITING, CAPTURE, IDLE, new StopListening(), ERROR_EARCON),
                row(WAITING, new InputEnded(), IDLE, new StopListening()),
                // THINKING
                row(THINKING, new ReplyStarted(), THINKING),
                row(THINKING, new ReplyChunk("现在三点。"), SPEAKING, new Speak("现在三点。")),
                row(THINKING, new ReplyFinished(DialogueState.IDLE), SPEAKING, new EndReply(DialogueState.IDLE)),
                row(THINKING, WAKE, LISTENING, new CancelTurn(), WAKE_EARCON, FREE),
                row(THINKING, BUTTON, LISTENING, new CancelTurn(), WAKE_EARCON, FREE),
                row(THINKING, SAY, LISTENING, new CancelTurn()),
                row(THINKING, new StopRequested(""), IDLE, new CancelTurn()),
                row(THINKING, STT, IDLE, new CancelTurn(), ERROR_EARCON),
                row(THINKING, CAPTURE, THINKING),
                row(THINKING, new InputEnded(), THINKING),
                // SPEAKING
                row(SPEAKING, new ReplyChunk("还有呢。"), SPEAKING, new Speak("还有呢。")),
                row(SPEAKING, new ReplyFinished(DialogueState.WAITING), SPEAKING, new EndReply(DialogueState.WAITING)),
                row(SPEAKING, new PlaybackFinished(DialogueState.WAITING), WAITING,
                        new StartListening(Vocabulary.FOLLOW_UP), new OpenFollowUpWindow(8000)),
                row(SPEAKING, new PlaybackFinished(DialogueState.IDLE), IDLE),
                row(SPEAKING, WAKE, LISTENING, new StopPlayback(), new CancelTurn(), WAKE_EARCON, FREE),
                row(SPEAKING, BUTTON, LISTENING, new StopPlayback(), new CancelTurn(), WAKE_EARCON, FREE),
                row(SPEAKING, SAY, LISTENING, new StopPlayback(), new CancelTurn()),
                row(SPEAKING, new StopRequested("别说了"), IDLE, new StopPlayback(), new CancelTurn()),
                row(SPEAKING, TTS, IDLE, new StopPlayback(), new CancelTurn(), ERROR_EARCON),
                row(SPEAKING, CAPTURE, SPEAKING),
                row(SPEAKING, new InputEnded(), SPEAKING));
    }

    private static Arguments row(VoiceState from, VoiceEvent event, VoiceState to, Effect... effects) {
        return Arguments.of(from, event, to, List.of(effects));
    }

    @ParameterizedTest(name = "{0} + {1} -> {2} {3}")
    @MethodSource("table")
    void handledEventsMoveAndAct(VoiceState from, VoiceEvent event, VoiceState to, List<Effect> effects) {
        Transition t = T.apply(from, event);
        assertEquals(new Transition(to, effects, false), t);
    }

    @Test
    void everyOtherCombinationIsIgnoredWithoutEffects() {
        Set<String> handled = new HashSet<>();
        table().forEach(a -> handled.add(key((VoiceState) a.get()[0], (VoiceEvent) a.get()[1])));
        for (VoiceState s : VoiceState.values()) {
            handled.add(key(s, new CaptureRecovered("mic"))); // checked below
        }
        List<String> ignored = new ArrayList<>();
        List<String> unexpected = new ArrayList<>();
        for (VoiceState s : VoiceState.values()) {
            for (VoiceEvent e : ALL_EVENTS) {
                Transition t = T.apply(s, e);
                if (handled.contains(key(s, e))) {
                    continue;
                }
                if (!t.equals(new Transition(s, List.of(), true))) {
                    unexpected.add(key(s, e) + " -> " + t);
                }
                ignored.add(key(s, e));
            }
        }
        assertEquals(List.of(), unexpected, "combinations missing from the table or not ignored");
        // spot checks that the table really leaves these out
        assertTrue(ignored.contains(key(IDLE, new ReplyChunk("现在三点。"))));
        assertTrue(ignored.contains(key(IDLE, new SpeechEnded("几点了"))));
        assertTrue(ignored.contains(key(LISTENING, WAKE)));
        assertTrue(ignored.contains(key(LISTENING, new PlaybackFinished(DialogueState.WAITING))));
        assertTrue(ignored.contains(key(WAITING, new NoSpeechTimedOut())));
        assertTrue(ignored.contains(key(THINKING, new PlaybackFinished(DialogueState.IDLE))));
        assertTrue(ignored.contains(key(SPEAKING, new SpeechEnded("几点了"))));
    }

    @Test
    void capturedRecoveryIsHandledInEveryState() {
        for (VoiceState s : VoiceState.values()) {
            assertEquals(new Transition(s, List.of(), false), T.apply(s, new CaptureRecovered("mic")));
        }
    }

    @Test
    void earconsOffLeavesThemOutAndBargeInOffIgnoresTheWakePhraseButNotTheButton() {
        VoiceTransitions quiet = new VoiceTransitions(CONFIG.withEarcons(false).withBargeIn(false));
        assertEquals(new Transition(LISTENING, List.of(new NewSession(WakeSource.WAKE), FREE), false),
                quiet.apply(IDLE, WAKE));
        assertEquals(new Transition(IDLE, List.of(new StopListening()), false), quiet.apply(LISTENING, STT));
        assertEquals(new Transition(SPEAKING, List.of(), true), quiet.apply(SPEAKING, WAKE));
        assertEquals(new Transition(THINKING, List.of(), true), quiet.apply(THINKING, WAKE));
        assertEquals(new Transition(LISTENING, List.of(new StopPlayback(), new CancelTurn(), FREE), false),
                quiet.apply(SPEAKING, BUTTON));
    }

    /** Events that the machine treats alike share a key: the table needs one row per key. */
    private static String key(VoiceState s, VoiceEvent e) {
        String kind = e.getClass().getSimpleName();
        if (e instanceof WakeDetected w) {
            kind += ":" + w.source();
        } else if (e instanceof SpeechEnded se) {
            kind += se.transcript().isBlank() ? ":blank" : "";
        } else if (e instanceof PlaybackFinished p) {
            kind += ":" + p.next();
        } else if (e instanceof StageFailed f) {
            kind += f.stage().equals("capture") ? ":capture" : "";
        }
        return s + "+" + kind;
    }
}
