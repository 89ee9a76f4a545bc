package homebot.context;

import java.time.Duration;

/**
 * Context settings (YAML block {@code context}).
 *
 * @param totalTokens          {@code context.total_tokens}, default 64000: the model's context window
 * @param reserveTokens        {@code context.reserve_tokens}, default 8000: kept free for the answer
 * @param maxHistoryTurns      {@code context.max_history_turns}, default 0 (no bound beyond tokens)
 * @param recentHistoryMinutes {@code context.recent_history_minutes}, default 5: normal-mode memory across wake-ups
 */
public record ContextConfig(int totalTokens, int reserveTokens, int maxHistoryTurns, int recentHistoryMinutes) {
    public ContextConfig {
        budget(totalTokens, reserveTokens, maxHistoryTurns);
        if (recentHistoryMinutes < 0) {
            throw new IllegalArgumentException("context.recent_history_minutes must be >= 0, got " + recentHistoryMinutes);
        }
    }

    public static ContextConfig defaults() {
        return new ContextConfig(64000, 8000, 0, 5);
    }

    public ContextBudget budget() {
        return budget(totalTokens, reserveTokens, maxHistoryTurns);
    }

    public RecentHistory recentHistory() {
        return new RecentHistory(Duration.ofMinutes(recentHistoryMinutes));
    }

    private static ContextBudget budget(int total, int reserve, int maxTurns) {
        return new ContextBudget(total, reserve, maxTurns);
    }
}
