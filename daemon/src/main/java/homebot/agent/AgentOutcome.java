package homebot.agent;

import homebot.llm.ChatMessage;
import homebot.turn.TurnReply;
import java.util.List;

/**
 * @param reply       the turn's reply (source {@code agent}; errorCode set when it failed)
 * @param newMessages the assistant and tool messages this turn added, in order, for the caller to persist
 * @param trace       what happened
 */
public record AgentOutcome(TurnReply reply, List<ChatMessage> newMessages, RunTrace trace) {
    public AgentOutcome {
        newMessages = List.copyOf(newMessages);
    }
}
