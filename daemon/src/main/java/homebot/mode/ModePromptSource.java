package homebot.mode;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import homebot.agent.Tool;
import homebot.context.ContextRequest;
import homebot.context.DynamicTail;
import homebot.context.HistoryTurn;
import homebot.context.ProactiveReminder;
import homebot.skills.api.SkillTool;
import homebot.skills.api.Utterance;
import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * What the agent handler needs from the mode kernel for one request, in the layout of seed 000: the stable
 * system prompt (base prompt + the frozen {@code system_prompt.md}), the tools in a fixed order
 * ({@code switch_mode} first, then the mode's own), the mode history from {@code conversation.jsonl}, and the
 * current user message with the dynamic tail. Outside a mode the caller's normal-mode history is used.
 */
public final class ModePromptSource {
    private static final Logger LOG = LoggerFactory.getLogger(ModePromptSource.class);

    private final ModeManager manager;
    private final SwitchModeTool switchMode;
    private final ObjectMapper json = new ObjectMapper();

    public ModePromptSource(ModeManager manager, SwitchModeTool switchMode) {
        this.manager = manager;
        this.switchMode = switchMode;
    }

    /** Everything for one request; {@code normalHistory} is used only when no mode is active. */
    public ContextRequest request(String basePrompt, Utterance utterance, List<HistoryTurn> normalHistory) {
        Optional<ActiveMode> active = manager.active();
        return new ContextRequest(systemPrompt(basePrompt, active), toolDefinitions(tools(active)),
                active.map(ModePromptSource::history).orElse(normalHistory), currentUserMessage(utterance, active));
    }

    public Optional<ActiveMode> active() {
        return manager.active();
    }

    /** Base prompt, then the active session's frozen prompt. Nothing here changes during a session. */
    public String systemPrompt(String basePrompt, Optional<ActiveMode> active) {
        String base = basePrompt == null ? "" : basePrompt.strip();
        if (active.isEmpty()) {
            return base;
        }
        ActiveMode a = active.get();
        String frozen;
        try {
            frozen = Files.readString(a.systemPromptFile());
        } catch (IOException e) {
            LOG.error("mode-prompt-missing: {}: {}; the mode runs without its instructions",
                    a.systemPromptFile(), e.toString());
            frozen = "";
        }
        return base + "\n\n# Active mode: " + a.displayName() + " (" + a.modeId() + ")\n\n" + frozen.strip();
    }

    /** {@code switch_mode} (when any mode exists), then the active mode's tools in the plugin's order. */
    public List<Tool> tools(Optional<ActiveMode> active) {
        List<Tool> tools = new ArrayList<>();
        if (!manager.registry().modes().isEmpty()) {
            tools.add(switchMode);
        }
        active.ifPresent(a -> {
            try {
                for (SkillTool t : a.mode().plugin().tools(a.session())) {
                    tools.add(new SkillToolAdapter(t));
                }
            } catch (RuntimeException e) {
                LOG.error("mode-tools-failed: mode {}: {}", a.modeId(), e.toString(), e);
            }
        });
        return tools;
    }

    /**
     * The session's turns as plain user/assistant pairs, oldest first; a proactive turn's reminder comes back as
     * the reminder it was, never as something the user said.
     */
    public static List<HistoryTurn> history(ActiveMode a) {
        return a.session().turns().stream().map(t -> new HistoryTurn(
                t.proactive() ? ProactiveReminder.wrap(t.user()) : t.user(), t.assistant())).toList();
    }

    /** The dynamic tail (time, channel, speaker, session paths, run context), then the user's own words. */
    public String currentUserMessage(Utterance u, Optional<ActiveMode> active) {
        DynamicTail tail = new DynamicTail()
                .time(manager.clock().instant().atZone(manager.config().zone(manager.clock())))
                .field("channel", u.channel())
                .field("chat_id", u.chatId())
                .field("speaker", u.speakerId());
        active.ifPresent(a -> {
            tail.field("mode", a.displayName() + " (" + a.modeId() + "), session " + a.sessionId())
                    .field("mode_expires_at", a.state().expiresAt())
                    .field("session_dir", a.sessionDir().toString())
                    .field("conversation_file", a.conversationFile().toString())
                    .field("past_sessions_dir", manager.sessionsDir(a.modeId()).toString())
                    .field("skill_data_dir", a.session().dataDir().toString());
            try {
                tail.runContext(a.mode().plugin().runContext(a.session()));
            } catch (RuntimeException e) {
                LOG.error("mode-run-context-failed: mode {}: {}", a.modeId(), e.toString(), e);
            }
        });
        return tail.render(u.text());
    }

    /** Tool definitions as sent in an OpenAI-compatible request, for token counting. */
    public List<String> toolDefinitions(List<Tool> tools) {
        List<String> out = new ArrayList<>(tools.size());
        for (Tool t : tools) {
            ObjectNode fn = json.createObjectNode().put("type", "function");
            fn.putObject("function").put("name", t.name()).put("description", t.description())
                    .set("parameters", t.parameters());
            out.add(fn.toString());
        }
        return out;
    }
}
