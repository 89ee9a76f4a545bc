package homebot.voice;

/**
 * Sees every event of every session, after its effects were applied. Called with the session lock held: keep
 * it quick and never call back into the session. Observability only, never control flow.
 */
public interface VoiceEventListener {
    void onEvent(VoiceTrace trace);
}
