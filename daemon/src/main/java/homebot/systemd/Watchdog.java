package homebot.systemd;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends {@code WATCHDOG=1} every WatchdogSec/2, but only while every
 * registered {@link HealthCheck} passes. A stuck capture thread or scheduler
 * therefore stops the pings, and systemd restarts the service after
 * WatchdogSec ({@code Restart=on-failure} covers watchdog timeouts). A JVM
 * that merely keeps a timer thread alive proves nothing, hence the checks.
 *
 * <p>{@link #tick()} is the whole decision and takes its time from the
 * injected clock; {@link #start} only schedules it.
 */
public final class Watchdog implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(Watchdog.class);

    private final ServiceNotifier notifier;
    private final Clock clock;
    private final List<HealthCheck> checks = new CopyOnWriteArrayList<>();
    private WatchdogVerdict last = new WatchdogVerdict(List.of());
    private ScheduledExecutorService executor;

    public Watchdog(ServiceNotifier notifier, Clock clock) {
        this.notifier = Objects.requireNonNull(notifier, "notifier");
        this.clock = Objects.requireNonNull(clock, "clock");
    }

    /** Adds a condition; register the audio loop and the scheduler before {@link #start}. */
    public void register(HealthCheck check) {
        checks.add(Objects.requireNonNull(check, "check"));
    }

    /** Evaluates every check at {@code now}; a check that throws counts as failed. */
    public WatchdogVerdict evaluate(Instant now) {
        List<String> failing = new ArrayList<>();
        for (HealthCheck check : checks) {
            boolean ok;
            try {
                ok = check.healthy(now);
            } catch (RuntimeException e) {
                ok = false;
            }
            if (!ok) {
                failing.add(check.name());
            }
        }
        return new WatchdogVerdict(failing);
    }

    /**
     * One round: ping when healthy, withhold the ping otherwise. Logs and
     * updates the systemd status line only when the verdict changes, so a
     * long outage is one line, not one per round.
     */
    public synchronized WatchdogVerdict tick() {
        WatchdogVerdict verdict = evaluate(clock.instant());
        if (verdict.healthy()) {
            notifier.watchdog();
        }
        if (!verdict.equals(last)) {
            if (verdict.healthy()) {
                LOG.info("watchdog-recovered: all health checks pass again, pinging systemd");
                notifier.status("running");
            } else {
                LOG.warn("watchdog-unhealthy: {} not alive; withholding WATCHDOG=1 so systemd restarts homebot",
                        String.join(", ", verdict.failing()));
                notifier.status("unhealthy: " + String.join(", ", verdict.failing()));
            }
            last = verdict;
        }
        return verdict;
    }

    /**
     * Starts pinging when systemd asked for a watchdog ({@code WATCHDOG_USEC}
     * for this PID); returns false, and does nothing, otherwise.
     */
    public synchronized boolean start(Map<String, String> env) {
        Optional<Duration> timeout = timeoutFromEnvironment(env, ProcessHandle.current().pid());
        if (timeout.isEmpty() || executor != null) {
            return false;
        }
        Duration interval = pingInterval(timeout.get());
        executor = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "systemd-watchdog");
            t.setDaemon(true);
            return t;
        });
        executor.scheduleAtFixedRate(this::tickSafely, 0, interval.toMillis(), TimeUnit.MILLISECONDS);
        LOG.info("watchdog: pinging systemd every {} ms while {} checks pass", interval.toMillis(), checks.size());
        return true;
    }

    private void tickSafely() {
        try {
            tick();
        } catch (RuntimeException e) {
            // A dying scheduled task would silently stop all future pings.
            LOG.error("watchdog-tick-failed: {}", e.toString());
        }
    }

    /**
     * The watchdog timeout systemd set for this process: {@code WATCHDOG_USEC},
     * honoured only when {@code WATCHDOG_PID} is absent or names {@code pid}
     * (a child that inherited the variables must not ping for its parent).
     */
    public static Optional<Duration> timeoutFromEnvironment(Map<String, String> env, long pid) {
        String usec = env.get("WATCHDOG_USEC");
        if (usec == null) {
            return Optional.empty();
        }
        String watchdogPid = env.get("WATCHDOG_PID");
        try {
            if (watchdogPid != null && Long.parseLong(watchdogPid.trim()) != pid) {
                return Optional.empty();
            }
            long micros = Long.parseLong(usec.trim());
            return micros > 0 ? Optional.of(Duration.ofNanos(micros * 1000)) : Optional.empty();
        } catch (NumberFormatException e) {
            LOG.warn("watchdog-bad-environment: WATCHDOG_USEC={} WATCHDOG_PID={} are not numbers; watchdog off",
                    usec, watchdogPid);
            return Optional.empty();
        }
    }

    /** Half the timeout, as sd_watchdog_enabled(3) recommends, so one late ping is not fatal. */
    public static Duration pingInterval(Duration timeout) {
        return timeout.dividedBy(2);
    }

    @Override
    public synchronized void close() {
        if (executor != null) {
            executor.shutdownNow();
            executor = null;
        }
    }
}
