package homebot.audio.tts;

import homebot.audio.wav.WavAudio;

/** Text to a WAV clip, without playing it. */
public interface SpeechSynthesizer {
    /**
     * Renders {@code text}; returns empty audio when {@link #cancel} was called meanwhile.
     *
     * @throws TtsException {@code tts-engine-missing}, {@code tts-engine-failed}, {@code tts-http-error}...
     */
    WavAudio synthesize(String text) throws TtsException;

    /** Aborts a synthesis in progress (kills the engine process, cancels the HTTP call). */
    void cancel();

    String describe();
}
