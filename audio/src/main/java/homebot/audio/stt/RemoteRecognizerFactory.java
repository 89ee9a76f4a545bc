package homebot.audio.stt;

import java.util.List;

/**
 * A speech-to-text service on another box (Wyoming, OpenAI-compatible): it has no grammar and no vocabulary a
 * client can ask about, so it always recognises freely and callers build no grammar for it; it holds no model.
 */
public interface RemoteRecognizerFactory extends SpeechRecognizerFactory {
    @Override
    default SpeechRecognizer open(List<String> phrases) {
        return open();
    }

    @Override
    default boolean knows(String phrase) {
        return false;
    }

    @Override
    default void close() {}
}
