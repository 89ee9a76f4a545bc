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

    /** For {@code homebot status} and the journal: operators read English. */
    public String text() {
        return text(false);
    }

    /** For the console's {@code /mode}, in the console's language. */
    public String text(boolean chinese) {
        ActionState s = manager.state();
        if (chinese) {
            return chinese(s);
        }
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

    private String chinese(ActionState s) {
        if (!s.active()) {
            String reason = s.exitReason() == null ? "" : switch (s.exitReason()) {
                case "user" -> "；上次由你退出";
                case "expired" -> "；上次到期自动退出";
                default -> "；上次退出原因：" + s.exitReason();
            };
            return "当前没有模式" + reason;
        }
        Path dir = Path.of(s.sessionDir());
        int turns = new ConversationLog(dir, new ObjectMapper()).read().size();
        return "当前模式：" + s.displayName() + "（" + s.modeId() + "）\n"
                + "会话：" + s.sessionId() + "\n"
                + "开始于：" + s.startedAt() + "\n"
                + "到期：" + s.expiresAt() + "\n"
                + "轮数：" + turns + "\n"
                + "会话目录：" + dir
                + (manager.pendingExit().isPresent() ? "\n本轮结束后退出" : "");
    }
}
