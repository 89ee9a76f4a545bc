package homebot.systemd;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Objects;

/**
 * A {@link HealthCheck} fed by a loop that calls {@link #beat()} each time it
 * makes progress: the audio loop after every frame read (and after every
 * reconnect attempt while the microphone is missing, which is alive, not
 * stuck), the scheduler on every tick. Healthy while the last beat is younger
 * than {@code maxSilence}; a blocked read stops the beats and thus the
 * watchdog pings.
 */
public final class Heartbeat implements HealthCheck {

    private final String name;
    private final Duration maxSilence;
    private final Clock clock;
    private volatile Instant lastBeat;

    /** Starts as if it had just beaten, so a component gets {@code maxSilence} to begin. */
    public Heartbeat(String name, Duration maxSilence, Clock clock) {
        this.name = Objects.requireNonNull(name, "name");
        if (maxSilence.isNegative() || maxSilence.isZero()) {
            throw new IllegalArgumentException("maxSilence must be positive: " + maxSilence);
        }
        this.maxSilence = maxSilence;
        this.clock = Objects.requireNonNull(clock, "clock");
        this.lastBeat = clock.instant();
    }

    /** Records progress now. Cheap enough for every audio frame (one volatile write). */
    public void beat() {
        lastBeat = clock.instant();
    }

    public Instant lastBeat() {
        return lastBeat;
    }

    public Duration maxSilence() {
        return maxSilence;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public boolean healthy(Instant now) {
        return Duration.between(lastBeat, now).compareTo(maxSilence) < 0;
    }
}
