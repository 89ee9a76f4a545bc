package homebot.llm;

import java.util.List;

/** Messages in order (system prefix, history, this turn) and the tool definitions, both sent as given. */
public record LlmRequest(List<ChatMessage> messages, List<ToolSpec> tools) {
    public LlmRequest {
        messages = List.copyOf(messages);
        tools = tools == null ? List.of() : List.copyOf(tools);
    }
}
