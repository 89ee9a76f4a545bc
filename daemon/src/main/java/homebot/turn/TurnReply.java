package homebot.turn;

/**
 * The result of one turn.
 *
 * @param text   the whole reply as spoken
 * @param state  WAITING or IDLE (dialogue_state)
 * @param source which link of the chain answered: {@code mode}, {@code intent:<name>}, {@code agent}, {@code offline}, {@code error}
 * @param errorCode a stable kebab-case code when the turn failed ({@code llm-timeout}...), else null
 */
public record TurnReply(String text, DialogueState state, String source, String errorCode) {
    public static TurnReply of(String text, DialogueState state, String source) {
        return new TurnReply(text, state, source, null);
    }

    public boolean failed() {
        return errorCode != null;
    }
}
