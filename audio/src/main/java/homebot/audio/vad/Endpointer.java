package homebot.audio.vad;

/**
 * Decides where an utterance starts and ends from the audio alone (energy), independent of the recognizer.
 * Pure over its input: no clock, no I/O; time is the number of samples seen.
 */
public interface Endpointer {
    EndpointEvent accept(short[] samples, int count);

    void reset();

    /**
     * How long the pause after speech has lasted so far, in ms: 0 while speech goes on, -1 when unknown or before
     * speech started. Lets a caller end early on a short pause when it knows the utterance is complete.
     */
    default long pauseMillis() {
        return -1;
    }

    /**
     * True for a trained speech model (Silero) that tells a voice from other sound, so that its speech start over
     * the assistant's own (echo-cancelled) playback may open the barge-in check; an energy endpointer cannot (the
     * echo is energy too) and gates nothing.
     */
    default boolean tellsSpeechFromEcho() {
        return false;
    }
}
