package homebot.agent;

/**
 * @param maxRounds      LLM requests per turn at most; a model still calling tools after that gets stopped
 * @param traceCapacity  how many run traces {@code status} keeps
 * @param thinkingNoticeMs when the model has said nothing after this long, a short "still thinking" is spoken so
 *                       a slow or stuck LLM is never silence (0 = off)
 * @param turnDeadlineMs a whole turn (every round, every tool, every link of the chain) may take this long; then
 *                       the user hears a short apology, the turn is recorded as failed ({@code turn-deadline}) and
 *                       the next turn runs. Applies to every turn, spoken, typed or sent with {@code homebot say}.
 */
public record AgentConfig(int maxRounds, int traceCapacity, int thinkingNoticeMs, int turnDeadlineMs) {
    public AgentConfig {
        if (maxRounds < 1) {
            throw new IllegalArgumentException("maxRounds must be >= 1, was " + maxRounds);
        }
        if (thinkingNoticeMs < 0) {
            throw new IllegalArgumentException("thinking_notice_ms must be >= 0, was " + thinkingNoticeMs);
        }
        if (turnDeadlineMs < 100) {
            throw new IllegalArgumentException("turn_deadline_ms must be >= 100, was " + turnDeadlineMs);
        }
        if (traceCapacity < 1) {
            throw new IllegalArgumentException("traceCapacity must be >= 1, was " + traceCapacity);
        }
    }

    public static AgentConfig defaults() {
        return new AgentConfig(30, 20, 3000, 20_000);
    }
}
