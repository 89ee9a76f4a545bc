package homebot.mode;

import java.util.Optional;

/** The text of {@code homebot status} and the console's {@code /mode}. */
public final class ModeStatus {
    private final ModeManager manager;

    public ModeStatus(ModeManager manager) {
        this.manager = manager;
    }

    public String text() {
        Optional<ActiveMode> active = manager.active();
        if (active.isEmpty()) {
            String last = manager.state().exitReason();
            return "no active mode" + (last == null ? "" : "; last exit: " + last);
        }
        ActiveMode a = active.get();
        return "mode: " + a.displayName() + " (" + a.modeId() + ")\n"
                + "session: " + a.sessionId() + "\n"
                + "started: " + a.state().startedAt() + "\n"
                + "expires: " + a.state().expiresAt() + "\n"
                + "turns: " + a.session().turns().size() + "\n"
                + "session dir: " + a.sessionDir()
                + (manager.pendingExit().isPresent() ? "\nexit requested: after the current turn" : "");
    }
}
