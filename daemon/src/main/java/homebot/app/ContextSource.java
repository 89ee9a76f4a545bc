package homebot.app;

import homebot.agent.Tool;
import homebot.llm.ChatMessage;
import homebot.skills.api.Utterance;
import java.util.List;
import java.util.Map;

/** Builds the request for one agent turn: the messages and the tools beyond the always-registered ones. */
public interface ContextSource {
    Context assemble(Utterance utterance);

    /** {@code stats} goes into the run trace (candidate/kept turns, estimated tokens, why the rest was cut). */
    record Context(List<ChatMessage> messages, List<Tool> extraTools, Map<String, Object> stats) {}
}
