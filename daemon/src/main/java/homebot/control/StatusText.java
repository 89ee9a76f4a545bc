package homebot.control;

import java.time.Duration;
import java.util.List;

/** Renders {@code homebot status} for a terminal: the running daemon's report, or what the workspace says. */
public final class StatusText {
    private StatusText() {}

    public static String render(StatusReport r) {
        StringBuilder sb = new StringBuilder();
        sb.append("homebot ").append(r.version()).append(", running for ").append(uptime(r.uptime())).append('\n');
        field(sb, "state", r.state() + (r.muted() ? " (microphone muted by the switch)" : ""));
        field(sb, "mode", r.mode().isBlank() ? "normal" : r.mode());
        list(sb, "timers", r.timers(), "none");
        field(sb, "audio in", r.audioInput().isBlank() ? "unknown" : r.audioInput());
        list(sb, "devices", r.audioDevices(), "none found");
        list(sb, "errors", r.lastErrors(), "none");
        return sb.toString();
    }

    /**
     * When no daemon answers.
     *
     * @param why        the client's error, e.g. "daemon not running (no socket at /run/homebot/homebot.sock)"
     * @param modeText   the mode as the workspace's action.json says
     * @param timersText the timers as the workspace's schedule says (may span lines)
     */
    public static String renderOffline(String why, String modeText, String timersText) {
        StringBuilder sb = new StringBuilder();
        sb.append(why).append("; from the workspace:\n");
        field(sb, "mode", modeText == null || modeText.isBlank() ? "normal" : modeText);
        String timers = timersText == null || timersText.isBlank() ? "none" : timersText.strip();
        field(sb, "timers", timers.replace("\n", "\n" + " ".repeat(10)));
        sb.append("start it: sudo systemctl start homebot (or: homebot run)\n");
        return sb.toString();
    }

    static String uptime(Duration d) {
        long s = d.toSeconds();
        if (s < 60) {
            return s + " s";
        }
        if (s < 3600) {
            return s / 60 + " min " + s % 60 + " s";
        }
        if (s < 86_400) {
            return s / 3600 + " h " + s % 3600 / 60 + " min";
        }
        return s / 86_400 + " d " + s % 86_400 / 3600 + " h";
    }

    private static void field(StringBuilder sb, String name, String value) {
        sb.append(String.format("%-10s", name + ":")).append(value).append('\n');
    }

    private static void list(StringBuilder sb, String name, List<String> values, String empty) {
        if (values.isEmpty()) {
            field(sb, name, empty);
            return;
        }
        field(sb, name, values.get(0));
        for (String v : values.subList(1, values.size())) {
            sb.append(" ".repeat(10)).append(v).append('\n');
        }
    }
}
