package homebot.systemd;

import java.time.Instant;

/**
 * One liveness condition the {@link Watchdog} requires before it pings
 * systemd. It must be cheap and must not block: it runs on the watchdog's
 * own thread every WatchdogSec/2.
 */
public interface HealthCheck {

    /** Stable kebab-case name shown in the log and in {@code systemctl status}, e.g. {@code audio-loop}. */
    String name();

    /** Whether the component is alive at {@code now}. */
    boolean healthy(Instant now);
}
