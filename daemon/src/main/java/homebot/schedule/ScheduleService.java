package homebot.schedule;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.agent.Tool;
import homebot.skills.api.Timers;
import homebot.turn.TurnListener;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.function.Consumer;

/**
 * Everything the daemon wires, in one place: the scheduler on {@code <workspace>/schedule/}, the gate that holds
 * alerts for turn boundaries, the skills' {@link Timers}, the model's {@code schedule_follow_up} tool and the
 * real-time driver. {@link #runDue} is the driver's sink and can be called directly in tests and scenarios.
 */
public final class ScheduleService implements AutoCloseable {
    private final Scheduler scheduler;
    private final AlertGate gate = new AlertGate();
    private final Clock clock;
    private final TimersFacade timers;
    private final ScheduleFollowUpTool followUpTool;
    private final Consumer<List<ScheduleEvent>> observer;
    private SchedulerThread thread;

    /** @param observer sees every event of every tick (logging, status, tests); may be {@code e -> {}} */
    public ScheduleService(Path workspace, SchedulerConfig config, Clock clock, ObjectMapper json,
                           Consumer<List<ScheduleEvent>> observer) {
        this.clock = clock;
        this.scheduler = new Scheduler(workspace.resolve("schedule"), config, clock, json);
        this.timers = new TimersFacade(scheduler, gate);
        this.followUpTool = new ScheduleFollowUpTool(scheduler, clock, json);
        this.observer = observer;
    }

    public Scheduler scheduler() {
        return scheduler;
    }

    public Timers timers() {
        return timers;
    }

    public Tool followUpTool() {
        return followUpTool;
    }

    /** Register with the turn pipeline so alerts wait for turn boundaries. */
    public TurnListener turnListener() {
        return gate;
    }

    public AlertGate gate() {
        return gate;
    }

    /** Starts the real-time driver (daemon only; {@code chat} and tests may call {@link #runDue} instead). */
    public synchronized void start() {
        if (thread == null) {
            thread = new SchedulerThread(scheduler, clock, events -> deliver(events, clock.instant()));
            thread.start();
        }
    }

    /** Ticks at {@code now} and queues what is due for the next turn boundary. */
    public List<ScheduleEvent> runDue(Instant now) {
        List<ScheduleEvent> events = scheduler.tick(now);
        deliver(events, now);
        return events;
    }

    private void deliver(List<ScheduleEvent> events, Instant now) {
        events.forEach(e -> gate.offer(e, now));
        observer.accept(events);
    }

    /** What to say or think about now; empty while a turn is in progress. */
    public List<ScheduleEvent> pendingAlerts(Instant now) {
        return gate.pendingAlerts(now);
    }

    /** 知道了 / 好的 / stop / got it: stops every ringing timer and reminder; returns what was stopped. */
    public List<Job> acknowledge() {
        return forgetting(scheduler.acknowledge());
    }

    /** "焖肉的计时知道了": stops the ringing one that best matches the name. */
    public List<Job> acknowledge(String name) {
        return forgetting(scheduler.acknowledge(name));
    }

    /** True when something is ringing, so a bare "stop"/"好的" should acknowledge rather than do anything else. */
    public boolean ringing() {
        return scheduler.jobs().stream().anyMatch(Job::firing);
    }

    public List<String> statusLines(Instant now) {
        return ScheduleStatus.lines(scheduler.jobs(), now, clock.getZone());
    }

    private List<Job> forgetting(List<Job> acked) {
        gate.forget(acked.stream().map(Job::id).toList());
        return acked;
    }

    @Override
    public synchronized void close() {
        if (thread != null) {
            thread.close();
            thread = null;
        }
    }
}
