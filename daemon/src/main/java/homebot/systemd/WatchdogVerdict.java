package homebot.systemd;

import java.util.List;

/** The outcome of one watchdog round: ping systemd, or name the checks that failed. */
public record WatchdogVerdict(List<String> failing) {

    public WatchdogVerdict {
        failing = List.copyOf(failing);
    }

    public boolean healthy() {
        return failing.isEmpty();
    }
}
