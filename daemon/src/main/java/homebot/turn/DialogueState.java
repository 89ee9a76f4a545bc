package homebot.turn;

/** What happens after a reply: WAITING re-opens the mic without the wake word, IDLE goes back to the wake word. */
public enum DialogueState {
    WAITING,
    IDLE
}
