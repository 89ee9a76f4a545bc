package homebot.voice;

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
import java.util.List;

/**
 * The voice session state machine: a pure function of state × event, no I/O, no clock, no threads. Events that
 * mean nothing in a state come back {@linkplain Transition#ignored() ignored} with no effects.
 */
public final class VoiceTransitions {
    private final VoiceConfig config;

    public VoiceTransitions(VoiceConfig config) {
        this.config = config;
    }

    public Transition apply(VoiceState state, VoiceEvent event) {
        if (event instanceof CaptureRecovered || event instanceof PartialHeard && listening(state)) {
            return Transition.to(state);
        }
        return switch (state) {
            case IDLE -> idle(event);
            case LISTENING, WAITING -> listening(state, event);
            case THINKING -> thinking(event);
            case SPEAKING -> speaking(event);
        };
    }

    private Transition idle(VoiceEvent event) {
        if (event instanceof WakeDetected w) {
            if (w.source().bringsText()) {
                return Transition.to(VoiceState.LISTENING, new NewSession(w.source()));
            }
            return Transition.to(VoiceState.LISTENING,
                    with(new NewSession(w.source()), earcon(Earcon.WAKE), startCommand()));
        }
        if (event instanceof StageFailed || event instanceof InputEnded) {
            return Transition.to(VoiceState.IDLE);
        }
        return Transition.ignore(VoiceState.IDLE);
    }

    private Transition listening(VoiceState state, VoiceEvent event) {
        if (event instanceof SpeechStarted) {
            return Transition.to(VoiceState.LISTENING);
        }
        if (event instanceof SpeechEnded s) {
            if (s.transcript().isBlank()) {
                // "I didn't understand" is a reply that waits: the mic re-opens without the wake word.
                return Transition.to(VoiceState.SPEAKING, new StopListening(),
                        new Speak(config.notUnderstoodReply()), new EndReply(DialogueState.WAITING));
            }
            return Transition.to(VoiceState.THINKING, new StopListening(), new RunTurn(s.transcript(), "voice"));
        }
        if (event instanceof TranscriptReady t) {
            return Transition.to(VoiceState.THINKING, new StopListening(), new RunTurn(t.text(), t.channel(), t.turnId()));
        }
        if (event instanceof WakeDetected w) {
            if (w.source().bringsText()) {
                return Transition.to(VoiceState.LISTENING, new StopListening());
            }
            // A press while already hearing a request changes nothing; a press in WAITING starts afresh.
            return state == VoiceState.WAITING
                    ? Transition.to(VoiceState.LISTENING, with(earcon(Earcon.WAKE), startCommand()))
                    : Transition.ignore(state);
        }
        if (event instanceof NoSpeechTimedOut) {
            // WAITING is governed by the follow-up window, not by the endpointer's no-speech timeout.
            return state == VoiceState.LISTENING
                    ? Transition.to(VoiceState.IDLE, new StopListening())
                    : Transition.ignore(state);
        }
        if (event instanceof FollowUpWindowExpired) {
            return state == VoiceState.WAITING
                    ? Transition.to(VoiceState.IDLE, new StopListening())
                    : Transition.ignore(state);
        }
        if (event instanceof StopRequested || event instanceof InputEnded) {
            return Transition.to(VoiceState.IDLE, new StopListening());
        }
        if (event instanceof StageFailed) {
            return Transition.to(VoiceState.IDLE, with(new StopListening(), earcon(Earcon.ERROR)));
        }
        return Transition.ignore(state);
    }

    private Transition thinking(VoiceEvent event) {
        if (event instanceof ReplyStarted || event instanceof InputEnded) {
            return Transition.to(VoiceState.THINKING);
        }
        if (event instanceof ReplyChunk c) {
            return Transition.to(VoiceState.SPEAKING, new Speak(c.sentence()));
        }
        if (event instanceof ReplyFinished f) {
            return Transition.to(VoiceState.SPEAKING, new EndReply(f.dialogueState()));
        }
        return interrupt(VoiceState.THINKING, event, new CancelTurn());
    }

    private Transition speaking(VoiceEvent event) {
        if (event instanceof ReplyChunk c) {
            return Transition.to(VoiceState.SPEAKING, new Speak(c.sentence()));
        }
        if (event instanceof ReplyFinished f) {
            return Transition.to(VoiceState.SPEAKING, new EndReply(f.dialogueState()));
        }
        if (event instanceof PlaybackFinished p) {
            if (p.next() == DialogueState.WAITING) {
                return Transition.to(VoiceState.WAITING,
                        new StartListening(Vocabulary.FOLLOW_UP),
                        new OpenFollowUpWindow(config.followUpWindowMs()));
            }
            return Transition.to(VoiceState.IDLE);
        }
        if (event instanceof InputEnded) {
            return Transition.to(VoiceState.SPEAKING);
        }
        return interrupt(VoiceState.SPEAKING, event, new StopPlayback(), new CancelTurn());
    }

    /** Barge-in, stop and failures while a reply is being made or spoken; {@code halt} ends that reply. */
    private Transition interrupt(VoiceState state, VoiceEvent event, Effect... halt) {
        if (event instanceof WakeDetected w) {
            if (w.source().bringsText()) {
                return Transition.to(VoiceState.LISTENING, halt);
            }
            if (w.source() == WakeSource.WAKE && !config.bargeIn()) {
                return Transition.ignore(state);
            }
            return Transition.to(VoiceState.LISTENING, with(halt, earcon(Earcon.WAKE), startCommand()));
        }
        if (event instanceof StopRequested) {
            return Transition.to(VoiceState.IDLE, halt);
        }
        if (event instanceof StageFailed f) {
            // A lost microphone does not stop the speaker: the reply in progress is still delivered.
            if (f.stage().equals("capture")) {
                return Transition.to(state);
            }
            return Transition.to(VoiceState.IDLE, with(halt, earcon(Earcon.ERROR)));
        }
        return Transition.ignore(state);
    }

    private static boolean listening(VoiceState state) {
        return state == VoiceState.LISTENING || state == VoiceState.WAITING;
    }

    private static StartListening startCommand() {
        return new StartListening(Vocabulary.COMMANDS);
    }

    private Effect earcon(Earcon earcon) {
        return config.earcons() ? new PlayEarcon(earcon) : null;
    }

    /** Effects in order, skipping the nulls of switched-off features. */
    private static Effect[] with(Object... parts) {
        List<Effect> out = new ArrayList<>();
        for (Object p : parts) {
            if (p instanceof Effect e) {
                out.add(e);
            } else if (p instanceof Effect[] many) {
                out.addAll(List.of(many));
            }
        }
        return out.toArray(Effect[]::new);
    }
}
