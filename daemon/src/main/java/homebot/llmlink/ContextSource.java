package homebot.llmlink;

import homebot.agent.Tool;
import homebot.llm.ChatMessage;
import homebot.turn.Turn;
import java.util.List;
import java.util.Map;

/** Builds the request for one agent turn: the messages and the tools beyond the always-registered ones. */
public interface ContextSource {
    Context assemble(Turn turn);

    /** {@code stats} goes into the run trace (candidate/kept turns, estimated tokens, why the rest was cut). */
    record Context(List<ChatMessage> messages, List<Tool> extraTools, Map<String, Object> stats) {}
}
