package homebot.voice;

/** Which small vocabulary to try first when the mic opens; {@link ExpectedPhrases} says what it holds now. */
public enum Vocabulary {
    /** After a wake-up: command phrases (e.g. the active mode's local intents), often none. */
    COMMANDS,
    /** In WAITING: answers to the question just asked (yes/no by default). */
    FOLLOW_UP
}
