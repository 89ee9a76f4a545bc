package homebot.audio.stt;

import java.util.List;

/** What a recognizer says after a chunk of audio. */
public sealed interface RecognitionResult {
    /** Nothing new (no partial change). */
    record Nothing() implements RecognitionResult {}

    /** The current hypothesis, may still change. */
    record Partial(String text) implements RecognitionResult {}

    /** An endpointed utterance; {@code words} may be empty when the engine gives no word details. */
    record Final(String text, List<Word> words) implements RecognitionResult {
        public Final {
            words = List.copyOf(words);
        }
    }

    /** One recognized word with the engine's confidence (0..1) and times in seconds from the recognizer start. */
    record Word(String word, double confidence, double start, double end) {}

    RecognitionResult NOTHING = new Nothing();
}
