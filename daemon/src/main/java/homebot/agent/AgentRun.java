package homebot.agent;

import homebot.llm.ChatMessage;
import homebot.skills.api.Utterance;
import java.util.List;

/**
 * One agent turn's input, as the context assembler built it.
 *
 * @param messages  system prefix, history and the current user message, in order
 * @param tools     the tools of this turn (registry scope plus the mode's tools)
 * @param utterance the user's own words (tools such as switch_mode check them)
 * @param language  {@code zh-CN} (default) or {@code en-US}: language of fallback replies
 * @param deadline  when the whole turn must be over, or null: no round starts after it (the pipeline has given
 *                  up on the turn by then, so further requests would only cost money and time)
 */
public record AgentRun(List<ChatMessage> messages, ToolScope tools, Utterance utterance, String language,
                       java.time.Instant deadline) {
    public AgentRun(List<ChatMessage> messages, ToolScope tools, Utterance utterance, String language) {
        this(messages, tools, utterance, language, null);
    }

    public AgentRun {
        messages = List.copyOf(messages);
        tools = tools == null ? ToolScope.empty() : tools;
        language = language == null || language.isBlank() ? "zh-CN" : language;
    }
}
