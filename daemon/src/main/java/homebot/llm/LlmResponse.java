package homebot.llm;

import java.util.List;

/**
 * One complete answer.
 *
 * @param text         all content deltas joined (control tags included: the agent strips them)
 * @param toolCalls    assembled tool calls in index order; empty when the model answered
 * @param finishReason {@code stop}, {@code tool_calls}, {@code length}... or null when the server sent none
 * @param usage        null when the server sent none
 */
public record LlmResponse(String text, List<ToolCall> toolCalls, String finishReason, Usage usage) {
    public LlmResponse {
        text = text == null ? "" : text;
        toolCalls = List.copyOf(toolCalls);
    }

    public boolean hasToolCalls() {
        return !toolCalls.isEmpty();
    }
}
