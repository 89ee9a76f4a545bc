package homebot.voice;

/**
 * Plays an earcon and returns when it is done. Called on the speech thread only, in order with the spoken
 * sentences. A failure is logged and never fails the session.
 */
public interface EarconPlayer {
    void play(Earcon earcon) throws Exception;

    EarconPlayer NONE = earcon -> {};
}
