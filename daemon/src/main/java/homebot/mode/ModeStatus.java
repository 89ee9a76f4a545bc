package homebot.mode;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;

/**
 * The text of {@code homebot status} and the console's {@code /mode}. It needs action.json and the session folder
 * only, so a status command may pass a manager built on an empty registry without loading any skill.
 */
public final class ModeStatus {
    private final ModeManager manager;

    public ModeStatus(ModeManager manager) {
        this.manager = manager;
    }

    public String text() {
        ActionState s = manager.state();
        if (!s.active()) {
            return "no active mode" + (s.exitReason() == null ? "" : "; last exit: " + s.exitReason());
        }
        Path dir = Path.of(s.sessionDir());
        int turns = new ConversationLog(dir, new ObjectMapper()).read().size();
        return "mode: " + s.displayName() + " (" + s.modeId() + ")\n"
                + "session: " + s.sessionId() + "\n"
                + "started: " + s.startedAt() + "\n"
                + "expires: " + s.expiresAt() + "\n"
                + "turns: " + turns + "\n"
                + "session dir: " + dir
                + (manager.pendingExit().isPresent() ? "\nexit requested: after the current turn" : "");
    }
}
