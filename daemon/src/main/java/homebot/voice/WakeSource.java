package homebot.voice;

/** What opened (or barged into) a session. Only WAKE and BUTTON open the microphone; SAY and CONSOLE bring text. */
public enum WakeSource {
    WAKE,
    BUTTON,
    SAY,
    CONSOLE;

    public boolean bringsText() {
        return this == SAY || this == CONSOLE;
    }

    /** The turn channel for an utterance that came this way. */
    public String channel() {
        return bringsText() ? name().toLowerCase(java.util.Locale.ROOT) : "voice";
    }
}
