package homebot.audio.vad;

/**
 * Decides where an utterance starts and ends from the audio alone (energy), independent of the recognizer.
 * Pure over its input: no clock, no I/O; time is the number of samples seen.
 */
public interface Endpointer {
    EndpointEvent accept(short[] samples, int count);

    void reset();
}
