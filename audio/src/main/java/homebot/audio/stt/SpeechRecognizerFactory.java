package homebot.audio.stt;

import java.util.List;

/** Opens recognizers on one loaded model; the model is shared, each recognizer is cheap. */
public interface SpeechRecognizerFactory extends AutoCloseable {
    /** A free-form recognizer. */
    SpeechRecognizer open();

    /**
     * A recognizer restricted to {@code phrases} (plus {@code [unk]}), for small expected vocabularies;
     * falls back to free recognition where the model has no runtime graph.
     */
    SpeechRecognizer open(List<String> phrases);

    /** True when every word of {@code phrase} is in the model's vocabulary. */
    boolean knows(String phrase);

    @Override
    void close();
}
