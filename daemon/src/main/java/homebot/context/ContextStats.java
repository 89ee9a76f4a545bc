package homebot.context;

/**
 * What context assembly decided, for the run trace.
 *
 * @param candidateTurns  history turns available
 * @param keptTurns       history turns sent
 * @param estimatedTokens estimated prompt tokens of the request (messages + tool definitions)
 * @param budgetTokens    the prompt budget (total minus the reserve for the answer)
 * @param cutReason       {@code none}, {@code token-budget}, {@code max-turns} or {@code fixed-blocks-over-budget}
 * @param counter         which counter produced the estimate ({@code jtokkit-o200k}, {@code char-estimate})
 */
public record ContextStats(int candidateTurns, int keptTurns, int estimatedTokens, int budgetTokens,
                           String cutReason, String counter) {
    public int droppedTurns() {
        return candidateTurns - keptTurns;
    }
}
