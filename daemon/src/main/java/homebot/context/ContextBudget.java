package homebot.context;

/**
 * The token budget of one request.
 *
 * @param totalTokens    the model's context window (YAML {@code context.total_tokens}, default 64000)
 * @param reserveTokens  kept free for the answer (YAML {@code context.reserve_tokens}, default 8000)
 * @param maxHistoryTurns upper bound on history turns even when tokens remain; 0 = no bound
 *                        (YAML {@code context.max_history_turns}, default 0)
 */
public record ContextBudget(int totalTokens, int reserveTokens, int maxHistoryTurns) {
    public ContextBudget {
        if (totalTokens <= 0 || reserveTokens < 0 || reserveTokens >= totalTokens) {
            throw new IllegalArgumentException("context budget needs total_tokens > reserve_tokens >= 0, got "
                    + totalTokens + " / " + reserveTokens);
        }
        if (maxHistoryTurns < 0) {
            throw new IllegalArgumentException("context.max_history_turns must be >= 0, got " + maxHistoryTurns);
        }
    }

    public static ContextBudget defaults() {
        return new ContextBudget(64000, 8000, 0);
    }

    public int promptTokens() {
        return totalTokens - reserveTokens;
    }
}
