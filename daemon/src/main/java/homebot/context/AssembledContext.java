package homebot.context;

import homebot.llm.ChatMessage;
import java.util.List;

/** The request messages in order (system, history, current user message) and how they were chosen. */
public record AssembledContext(List<ChatMessage> messages, ContextStats stats) {
    public AssembledContext {
        messages = List.copyOf(messages);
    }
}
