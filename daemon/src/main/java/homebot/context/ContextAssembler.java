package homebot.context;

import homebot.llm.ChatMessage;
import java.util.ArrayList;
import java.util.List;

/**
 * Builds the request messages in the layout of seeds 000 and 004: stable prefix (one system message) → history
 * as ordinary user/assistant messages → the current user message carrying the dynamic tail. The fixed blocks
 * (system prompt, tool definitions, current message) are always sent; history is then added newest-first until
 * the prompt budget is spent, so the oldest turns are the ones cut.
 */
public final class ContextAssembler {
    /** OpenAI's chat format costs about 3 tokens per message plus 3 to prime the reply. */
    static final int PER_MESSAGE = 3;
    static final int PER_REQUEST = 3;

    private final TokenCounter counter;
    private final ContextBudget budget;

    public ContextAssembler(TokenCounter counter, ContextBudget budget) {
        this.counter = counter;
        this.budget = budget;
    }

    public AssembledContext assemble(ContextRequest request) {
        int available = budget.promptTokens();
        int used = PER_REQUEST + message(request.systemPrompt()) + message(request.currentUserMessage());
        for (String tool : request.toolDefinitions()) {
            used += counter.count(tool);
        }
        List<HistoryTurn> history = request.history();
        int candidates = history.size();
        int kept = 0;
        String cut = "none";
        if (used > available) {
            cut = candidates > 0 ? "fixed-blocks-over-budget" : "none";
        } else {
            for (int i = candidates - 1; i >= 0; i--) {
                if (budget.maxHistoryTurns() > 0 && kept == budget.maxHistoryTurns()) {
                    cut = "max-turns";
                    break;
                }
                HistoryTurn turn = history.get(i);
                int cost = message(turn.user()) + message(turn.assistant());
                if (used + cost > available) {
                    cut = "token-budget";
                    break;
                }
                used += cost;
                kept++;
            }
        }
        List<ChatMessage> messages = new ArrayList<>(2 + 2 * kept);
        messages.add(ChatMessage.system(request.systemPrompt()));
        for (HistoryTurn turn : history.subList(candidates - kept, candidates)) {
            messages.add(ChatMessage.user(turn.user()));
            messages.add(ChatMessage.assistant(turn.assistant()));
        }
        messages.add(ChatMessage.user(request.currentUserMessage()));
        return new AssembledContext(messages,
                new ContextStats(candidates, kept, used, available, cut, counter.name()));
    }

    private int message(String content) {
        return PER_MESSAGE + counter.count(content);
    }
}
