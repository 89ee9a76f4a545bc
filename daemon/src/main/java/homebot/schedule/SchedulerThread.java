package homebot.schedule;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The only part of the scheduler that lives in real time: sleeps until the next due instant, ticks, hands the
 * events on, and re-plans on every change. All planning runs on the executor's single thread, so no locks are
 * held across the scheduler and this class. Sleeps are capped so a wall-clock jump (NTP setting the Pi's clock
 * after boot) is noticed within a minute.
 */
public final class SchedulerThread implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(SchedulerThread.class);
    static final Duration MAX_SLEEP = Duration.ofMinutes(1);

    private final Scheduler scheduler;
    private final Clock clock;
    private final Consumer<List<ScheduleEvent>> sink;
    private final ScheduledExecutorService executor;
    private ScheduledFuture<?> pending;

    public SchedulerThread(Scheduler scheduler, Clock clock, Consumer<List<ScheduleEvent>> sink) {
        this.scheduler = scheduler;
        this.clock = clock;
        this.sink = sink;
        this.executor = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "scheduler");
            t.setDaemon(true);
            return t;
        });
    }

    public void start() {
        scheduler.addChangeListener(this::wake);
        wake();
    }

    /** Re-plan the sleep: a job was added, cancelled or acknowledged. */
    public void wake() {
        try {
            executor.execute(this::replan);
        } catch (RejectedExecutionException closed) {
            // Shut down: the change is persisted and the next start plans it; never fail the caller's change.
        }
    }

    private void replan() {
        if (pending != null) {
            pending.cancel(false);
        }
        Instant now = clock.instant();
        long delayMs = scheduler.nextAttentionAt()
                .map(at -> Math.max(0, Duration.between(now, at).toMillis()))
                .orElse(MAX_SLEEP.toMillis());
        pending = executor.schedule(this::runDue, Math.min(delayMs, MAX_SLEEP.toMillis()), TimeUnit.MILLISECONDS);
    }

    private void runDue() {
        try {
            List<ScheduleEvent> events = scheduler.tick(clock.instant());
            if (!events.isEmpty()) {
                sink.accept(events);
            }
        } catch (RuntimeException e) {
            // One bad tick must not stop every later timer.
            LOG.error("scheduler-tick-failed: {}", e.toString(), e);
        }
        replan();
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
