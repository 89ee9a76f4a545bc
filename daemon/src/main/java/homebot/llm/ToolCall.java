package homebot.llm;

/** A tool call requested by the model; {@code arguments} is the raw JSON text, possibly malformed. */
public record ToolCall(String id, String name, String arguments) {}
