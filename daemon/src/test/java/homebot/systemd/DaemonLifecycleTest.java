package homebot.systemd;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.systemd.DaemonLifecycle.Action;
import homebot.systemd.DaemonLifecycle.Event;
import homebot.systemd.DaemonLifecycle.Phase;
import homebot.systemd.DaemonLifecycle.Step;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The lifecycle as a table: every phase × every event. */
class DaemonLifecycleTest {
    private static final Event STARTED = new Event.Started();
    private static final Event STOP = new Event.StopRequested("SIGTERM");
    private static final Event FAILED = new Event.StartFailed("no audio");
    private static final Event STOPPED = new Event.Stopped();

    private static void row(Phase from, Event e, Phase to, List<Action> actions, boolean ignored) {
        Step s = DaemonLifecycle.next(from, e);
        assertEquals(new Step(to, actions, ignored), s, from + " × " + e);
    }

    @Test
    void everyPhaseAndEvent() {
        row(Phase.STARTING, STARTED, Phase.RUNNING, List.of(Action.NOTIFY_READY), false);
        row(Phase.STARTING, STOP, Phase.STOPPING, List.of(Action.NOTIFY_STOPPING, Action.CLOSE_PARTS), false);
        row(Phase.STARTING, FAILED, Phase.STOPPING, List.of(Action.NOTIFY_STOPPING, Action.CLOSE_PARTS), false);
        row(Phase.STARTING, STOPPED, Phase.STARTING, List.of(), true);
        row(Phase.RUNNING, STARTED, Phase.RUNNING, List.of(), true);
        row(Phase.RUNNING, STOP, Phase.STOPPING, List.of(Action.NOTIFY_STOPPING, Action.CLOSE_PARTS), false);
        row(Phase.RUNNING, FAILED, Phase.RUNNING, List.of(), true);
        row(Phase.RUNNING, STOPPED, Phase.RUNNING, List.of(), true);
        row(Phase.STOPPING, STARTED, Phase.STOPPING, List.of(), true);
        row(Phase.STOPPING, STOP, Phase.STOPPING, List.of(), true);
        row(Phase.STOPPING, FAILED, Phase.STOPPING, List.of(), true);
        row(Phase.STOPPING, STOPPED, Phase.STOPPED, List.of(), false);
        for (Event e : List.of(STARTED, STOP, FAILED, STOPPED)) {
            row(Phase.STOPPED, e, Phase.STOPPED, List.of(), true);
        }
    }

    @Test
    void onlyARunningDaemonServesWork() {
        assertTrue(DaemonLifecycle.servesWork(Phase.RUNNING));
        for (Phase p : List.of(Phase.STARTING, Phase.STOPPING, Phase.STOPPED)) {
            assertFalse(DaemonLifecycle.servesWork(p), p.name());
        }
    }
}
