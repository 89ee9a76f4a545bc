package homebot.turn;

import homebot.llm.ChatMessage;
import java.util.List;

/**
 * The result of one turn.
 *
 * @param text   the whole reply as spoken
 * @param state  WAITING or IDLE (dialogue_state)
 * @param source which link of the chain answered: {@code mode}, {@code intent:<name>}, {@code agent}, {@code offline}, {@code error}
 * @param errorCode a stable kebab-case code when the turn failed ({@code llm-timeout}, {@code turn-deadline}...), else null
 * @param toolMessages the tool round trips the agent made this turn (assistant tool calls and tool results), in
 *                     order, for the history; empty for every other link
 */
public record TurnReply(String text, DialogueState state, String source, String errorCode, List<ChatMessage> toolMessages) {
    public TurnReply {
        toolMessages = toolMessages == null ? List.of() : List.copyOf(toolMessages);
    }

    public TurnReply(String text, DialogueState state, String source, String errorCode) {
        this(text, state, source, errorCode, List.of());
    }

    public static TurnReply of(String text, DialogueState state, String source) {
        return new TurnReply(text, state, source, null);
    }

    public boolean failed() {
        return errorCode != null;
    }
}
