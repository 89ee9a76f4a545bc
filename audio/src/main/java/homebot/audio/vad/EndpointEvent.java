package homebot.audio.vad;

/** What the endpointer decided after a chunk; times are milliseconds since the endpointer was reset. */
public sealed interface EndpointEvent {
    record None() implements EndpointEvent {}

    record SpeechStarted(long atMillis) implements EndpointEvent {}

    /** Trailing silence long enough after speech: the utterance is complete. */
    record SpeechEnded(long startMillis, long endMillis) implements EndpointEvent {}

    /** No speech began within the no-speech timeout. */
    record NoSpeech(long afterMillis) implements EndpointEvent {}

    /** Speech went on past the maximum utterance length. */
    record MaxLength(long startMillis, long endMillis) implements EndpointEvent {}

    EndpointEvent NONE = new None();
}
