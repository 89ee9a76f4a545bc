package homebot.audio.tts;

import homebot.audio.wav.WavAudio;

/** Plays a clip to the end, or until {@link #stop} is called from another thread (barge-in). */
public interface AudioPlayer {
    /** Blocks while playing; returns early and quietly when stopped. */
    void play(WavAudio audio) throws TtsException;

    /** Stops the clip playing now, if any; safe from any thread. */
    void stop();
}
