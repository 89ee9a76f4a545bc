package homebot.mode;

import java.nio.file.Path;
import java.time.OffsetDateTime;

/** The running mode session: its action.json state, its mode and the session view its plugin gets. */
public record ActiveMode(ActionState state, RegisteredMode mode, KernelModeSession session) {
    public static final String SYSTEM_PROMPT_FILE = "system_prompt.md";
    public static final String SUMMARY_FILE = "summary.md";

    public String modeId() {
        return state.modeId();
    }

    public String sessionId() {
        return state.sessionId();
    }

    public String displayName() {
        return state.displayName();
    }

    public Path sessionDir() {
        return Path.of(state.sessionDir());
    }

    public Path systemPromptFile() {
        return sessionDir().resolve(SYSTEM_PROMPT_FILE);
    }

    public Path conversationFile() {
        return sessionDir().resolve(ConversationLog.FILE_NAME);
    }

    public OffsetDateTime startedAt() {
        return OffsetDateTime.parse(state.startedAt());
    }

    public OffsetDateTime expiresAt() {
        return OffsetDateTime.parse(state.expiresAt());
    }
}
