package homebot.turn;

/**
 * Who started a turn. A {@link #USER} turn carries the user's own words; a {@link #PROACTIVE} turn is the
 * backend waking the model (a due follow-up): it is recorded as such, shown to the model as a reminder that is
 * not a user message, skips the local intents, and its text never counts as the user's words.
 */
public enum TurnKind {
    USER,
    PROACTIVE
}
