package homebot.conversation;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import homebot.llm.ToolCall;
import java.util.List;

/**
 * One message line of a conversation file (seed 003): {@code {"type":"message","msg_id","parent_id","role",
 * "content","timestamp",...}}. The system prompt is never stored. The assistant line of a failed turn carries
 * {@code "failed": "<error code>"} (the words are the apology the user heard); a proactive turn's reminder is a
 * {@code system} line, never a {@code user} line.
 */
@JsonInclude(JsonInclude.Include.NON_EMPTY)
public record Message(
        @JsonProperty("type") String type,
        @JsonProperty("msg_id") String msgId,
        @JsonProperty("parent_id") @JsonInclude(JsonInclude.Include.ALWAYS) String parentId,
        @JsonProperty("role") String role,
        @JsonProperty("content") @JsonInclude(JsonInclude.Include.ALWAYS) String content,
        @JsonProperty("timestamp") String timestamp,
        @JsonProperty("tool_calls") List<ToolCall> toolCalls,
        @JsonProperty("tool_call_id") String toolCallId,
        @JsonProperty("speaker_id") String speakerId,
        @JsonProperty("failed") String failed) {

    public Message {
        type = "message";
        toolCalls = toolCalls == null ? List.of() : List.copyOf(toolCalls);
    }
}
