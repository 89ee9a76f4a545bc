package homebot.voice;

import homebot.turn.DialogueState;
import java.util.Objects;

/**
 * Everything that happens to a voice session, as data, named in the past tense. Produced by the audio loop,
 * the turn thread, the speech thread and the public inputs; consumed only by {@link VoiceTransitions}.
 */
public sealed interface VoiceEvent {

    /** The wake phrase was heard, the button pressed, or text was injected ({@code phrase} empty then). */
    record WakeDetected(String phrase, WakeSource source) implements VoiceEvent {
        public WakeDetected {
            phrase = phrase == null ? "" : phrase;
            Objects.requireNonNull(source, "source");
        }
    }

    /** The endpointer heard the start of speech. */
    record SpeechStarted() implements VoiceEvent {}

    /** The recognizer's current hypothesis (trace only). */
    record PartialHeard(String text) implements VoiceEvent {}

    /** The utterance ended; {@code transcript} is empty when nothing was understood. */
    record SpeechEnded(String transcript) implements VoiceEvent {}

    /** No speech began within the no-speech timeout after the wake-up. */
    record NoSpeechTimedOut() implements VoiceEvent {}

    /** Text arrived without speech recognition ({@code homebot say}, the console). */
    record TranscriptReady(String text, String channel, String turnId) implements VoiceEvent {
        /** A transcript whose turn gets a fresh id (nobody waits for it by id). */
        public TranscriptReady(String text, String channel) {
            this(text, channel, null);
        }
    }

    /** The turn thread began running the turn. */
    record ReplyStarted() implements VoiceEvent {}

    /** One sentence of the reply is ready to be spoken. */
    record ReplyChunk(String sentence) implements VoiceEvent {}

    /** The reply is complete; {@code dialogueState} says what happens after it has been spoken. */
    record ReplyFinished(DialogueState dialogueState) implements VoiceEvent {}

    /** The last sentence of the reply has been spoken; {@code next} carries the reply's dialogue state. */
    record PlaybackFinished(DialogueState next) implements VoiceEvent {}

    /** The user asked to stop ("stop", "别说了"), or {@link VoiceSession#requestStop()} was called. */
    record StopRequested(String phrase) implements VoiceEvent {}

    /** The follow-up window closed without speech. */
    record FollowUpWindowExpired() implements VoiceEvent {}

    /**
     * A stage failed: {@code stage} is capture, wake, stt, turn or tts; {@code code} is stable kebab-case
     * ({@code audio-device-lost}, {@code stt-failed}, {@code tts-failed}...).
     */
    record StageFailed(String stage, String code, String message) implements VoiceEvent {}

    /** The audio source was reopened after a failure. */
    record CaptureRecovered(String source) implements VoiceEvent {}

    /** A finite source (a WAV file, stdin) has no more audio. */
    record InputEnded() implements VoiceEvent {}
}
