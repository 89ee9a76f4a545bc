package homebot.audio.tts;

import homebot.audio.wav.WavAudio;

/** Plays a clip to the end, or until {@link #stop} is called from another thread (barge-in). */
public interface AudioPlayer {
    /** Blocks while playing; returns early and quietly when stopped. */
    void play(WavAudio audio) throws TtsException;

    /**
     * Plays like {@link #play(WavAudio)} but also ends early once {@code cancelled} turns true (checked between
     * short slices). Lets a caller cancel a clip it is about to start without racing {@link #stop}.
     */
    default void play(WavAudio audio, java.util.function.BooleanSupplier cancelled) throws TtsException {
        if (!cancelled.getAsBoolean()) {
            play(audio);
        }
    }

    /** Stops the clip playing now, if any; safe from any thread. */
    void stop();
}
