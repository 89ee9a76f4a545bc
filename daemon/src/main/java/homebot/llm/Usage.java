package homebot.llm;

/** Token counts reported by the server, when it reports them. */
public record Usage(long promptTokens, long completionTokens, long totalTokens) {}
