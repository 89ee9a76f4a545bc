package homebot.context;

import java.util.List;

/**
 * The parts of one request before budgeting.
 *
 * @param systemPrompt     the stable prefix text (base prompt, then a frozen mode prompt); no dynamic data
 * @param toolDefinitions  the tool definitions as they are sent (JSON text, fixed order); counted, not sent here
 * @param history          earlier turns, oldest first (all candidates; the assembler drops the oldest)
 * @param currentUserMessage the dynamic tail followed by the user's words of this turn
 */
public record ContextRequest(String systemPrompt, List<String> toolDefinitions, List<HistoryTurn> history,
                             String currentUserMessage) {
    public ContextRequest {
        toolDefinitions = List.copyOf(toolDefinitions);
        history = List.copyOf(history);
    }
}
