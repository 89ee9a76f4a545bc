package homebot.wyoming;

import homebot.audio.wyoming.Timer;
import homebot.audio.wyoming.WyomingMessage;
import homebot.schedule.Job;
import homebot.schedule.JobKind;
import homebot.schedule.Scheduler;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import java.util.stream.Collectors;

/**
 * Reports the timers a Wyoming client's turns started back to that client: {@code timer-started} after the turn,
 * then {@code timer-finished} when it rings or {@code timer-cancelled} when it goes away unrung. Scheduler changes
 * only queue a check on this class's own thread, so a slow client never holds up the scheduler.
 */
final class TimerReports implements AutoCloseable {
    private record Tracked(Consumer<WyomingMessage> client, boolean finished) {}

    private final Scheduler scheduler;
    private final Map<String, Tracked> tracked = new HashMap<>();
    private final ExecutorService worker = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "wyoming-timers");
        t.setDaemon(true);
        return t;
    });

    TimerReports(Scheduler scheduler) {
        this.scheduler = scheduler;
        scheduler.addChangeListener(() -> worker.execute(this::check));
    }

    /** The ids of the timers that exist now (taken before a turn). */
    Set<String> snapshot() {
        return timers().stream().map(Job::id).collect(Collectors.toSet());
    }

    /** After a turn: every timer not in {@code before} was started by it and is reported to {@code client}. */
    void afterTurn(Set<String> before, Consumer<WyomingMessage> client) {
        for (Job j : timers()) {
            if (!before.contains(j.id())) {
                synchronized (this) {
                    tracked.put(j.id(), new Tracked(client, false));
                }
                client.accept(started(j));
            }
        }
        check();
    }

    /** The client went away: its timers still run and ring at home, they are just not reported anymore. */
    synchronized void forget(Consumer<WyomingMessage> client) {
        tracked.values().removeIf(t -> t.client() == client);
    }

    private List<Job> timers() {
        return scheduler.jobs().stream().filter(j -> j.kind() == JobKind.TIMER).toList();
    }

    private void check() {
        Map<String, Job> now = timers().stream().collect(Collectors.toMap(Job::id, j -> j));
        Map<Consumer<WyomingMessage>, List<WyomingMessage>> out = new HashMap<>();
        synchronized (this) {
            for (var it = tracked.entrySet().iterator(); it.hasNext(); ) {
                var e = it.next();
                Job job = now.get(e.getKey());
                if (job == null) {
                    it.remove();
                    if (!e.getValue().finished()) {
                        out.computeIfAbsent(e.getValue().client(), c -> new java.util.ArrayList<>())
                                .add(new Timer.TimerCancelled(e.getKey()));
                    }
                } else if (job.firing() && !e.getValue().finished()) {
                    e.setValue(new Tracked(e.getValue().client(), true));
                    out.computeIfAbsent(e.getValue().client(), c -> new java.util.ArrayList<>())
                            .add(new Timer.TimerFinished(e.getKey()));
                }
            }
        }
        out.forEach((client, messages) -> messages.forEach(client));
    }

    static Timer.TimerStarted started(Job j) {
        Duration d = j.duration();
        long total = Math.max(1, d.toSeconds());
        return new Timer.TimerStarted(j.id(), (int) Math.min(Integer.MAX_VALUE, total), j.name(),
                (int) (total / 3600), (int) (total % 3600 / 60), (int) (total % 60));
    }

    @Override
    public void close() {
        worker.shutdownNow();
    }
}
