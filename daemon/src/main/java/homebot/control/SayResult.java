package homebot.control;

/**
 * The end of an injected turn.
 *
 * @param reply          the whole reply text
 * @param dialogueState  {@code IDLE} or {@code WAITING}
 * @param errorCode      a stable kebab-case code when the turn failed, else null
 */
public record SayResult(String reply, String dialogueState, String errorCode) {
    public static SayResult of(String reply, String dialogueState) {
        return new SayResult(reply, dialogueState, null);
    }
}
