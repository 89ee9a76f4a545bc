package homebot.agent;

/**
 * @param maxRounds      LLM requests per turn at most; a model still calling tools after that gets stopped
 * @param traceCapacity  how many run traces {@code status} keeps
 */
public record AgentConfig(int maxRounds, int traceCapacity) {
    public AgentConfig {
        if (maxRounds < 1) {
            throw new IllegalArgumentException("maxRounds must be >= 1, was " + maxRounds);
        }
        if (traceCapacity < 1) {
            throw new IllegalArgumentException("traceCapacity must be >= 1, was " + traceCapacity);
        }
    }

    public static AgentConfig defaults() {
        return new AgentConfig(30, 20);
    }
}
