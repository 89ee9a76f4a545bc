package homebot.scenario;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;

/** A clock the scenario moves by hand: timers fire without a test ever sleeping. */
final class TestClock extends Clock {
    private final ZoneId zone;
    private Instant now;

    TestClock(Instant start, ZoneId zone) {
        this.now = start;
        this.zone = zone;
    }

    synchronized void advance(Duration d) {
        now = now.plus(d);
    }

    @Override
    public synchronized Instant instant() {
        return now;
    }

    @Override
    public ZoneId getZone() {
        return zone;
    }

    @Override
    public Clock withZone(ZoneId z) {
        TestClock parent = this;
        return new Clock() {
            @Override
            public Instant instant() {
                return parent.instant();
            }

            @Override
            public ZoneId getZone() {
                return z;
            }

            @Override
            public Clock withZone(ZoneId other) {
                return parent.withZone(other);
            }
        };
    }
}
