package homebot.soak;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;

/** A clock the soak moves by hand, so timers fire without anyone waiting. */
final class FakeClock extends Clock {
    private volatile Instant now;
    private final ZoneId zone;

    FakeClock(Instant start, ZoneId zone) {
        this.now = start;
        this.zone = zone;
    }

    synchronized void advance(Duration d) {
        now = now.plus(d);
    }

    @Override
    public ZoneId getZone() {
        return zone;
    }

    @Override
    public Clock withZone(ZoneId z) {
        return new FakeClock(now, z);
    }

    @Override
    public Instant instant() {
        return now;
    }
}
