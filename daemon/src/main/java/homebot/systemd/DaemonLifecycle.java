package homebot.systemd;

import java.util.List;

/**
 * The daemon's lifecycle as a pure transition function: {@code phase × event → phase + actions}. STARTING until
 * everything is up, RUNNING (READY=1 sent; turns, alerts and the control socket are served), STOPPING (STOPPING=1
 * sent; no new work is taken, the current turn may end), STOPPED. A second stop request, or one after the end,
 * changes nothing, so SIGTERM during start-up or a double close is harmless. No I/O here: {@code Daemon} applies
 * the actions.
 */
public final class DaemonLifecycle {
    public enum Phase { STARTING, RUNNING, STOPPING, STOPPED }

    public sealed interface Event {
        /** Every part is up. */
        record Started() implements Event {}

        /** SIGTERM, {@code close()}, or the end of a file input. */
        record StopRequested(String why) implements Event {}

        /** Start-up failed part way: what was started is stopped again. */
        record StartFailed(String why) implements Event {}

        /** Every part has been closed. */
        record Stopped() implements Event {}
    }

    public enum Action { NOTIFY_READY, NOTIFY_STOPPING, CLOSE_PARTS }

    /** @param ignored true when the event does not apply in this phase (nothing changes) */
    public record Step(Phase to, List<Action> actions, boolean ignored) {
        static Step to(Phase p, Action... actions) {
            return new Step(p, List.of(actions), false);
        }

        static Step ignore(Phase p) {
            return new Step(p, List.of(), true);
        }
    }

    private DaemonLifecycle() {}

    public static Step next(Phase from, Event event) {
        boolean stop = event instanceof Event.StopRequested || event instanceof Event.StartFailed;
        return switch (from) {
            case STARTING -> event instanceof Event.Started ? Step.to(Phase.RUNNING, Action.NOTIFY_READY)
                    : stop ? Step.to(Phase.STOPPING, Action.NOTIFY_STOPPING, Action.CLOSE_PARTS) : Step.ignore(from);
            case RUNNING -> event instanceof Event.StopRequested
                    ? Step.to(Phase.STOPPING, Action.NOTIFY_STOPPING, Action.CLOSE_PARTS) : Step.ignore(from);
            case STOPPING -> event instanceof Event.Stopped ? Step.to(Phase.STOPPED) : Step.ignore(from);
            case STOPPED -> Step.ignore(from);
        };
    }

    /** Whether new turns, alerts and control requests are served in this phase. */
    public static boolean servesWork(Phase phase) {
        return phase == Phase.RUNNING;
    }
}
