package homebot.mode;

import java.time.Clock;
import java.time.Instant;
import java.util.Optional;

/**
 * Ends a mode at its {@code expires_at} (00:10 after the day it started) with {@code exit_reason: expired}. The
 * scheduler calls {@link #expireIfDue} on time (it may plan the call with {@link #nextExpiry}); because a
 * daemon that was down misses that, {@link ModeTurnScope} also calls it before every turn.
 */
public final class ModeExpiry {
    private final ModeManager manager;
    private final Clock clock;

    public ModeExpiry(ModeManager manager, Clock clock) {
        this.manager = manager;
        this.clock = clock;
    }

    /** Runs the exit pipeline if the active mode is due at {@code now}; true when it did. */
    public boolean expireIfDue(Instant now) {
        return manager.expireIfDue(now);
    }

    public boolean expireIfDue() {
        return expireIfDue(clock.instant());
    }

    /** When the active mode expires, for scheduling the next check; empty when no mode is active. */
    public Optional<Instant> nextExpiry() {
        return manager.active().map(a -> a.expiresAt().toInstant());
    }
}
