package homebot.schedule;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;

/** A clock tests move by hand. */
final class MutableClock extends Clock {
    private Instant now;
    private final ZoneId zone;

    MutableClock(Instant start, ZoneId zone) {
        this.now = start;
        this.zone = zone;
    }

    static MutableClock at(String localDateTime) {
        ZoneId zone = ZoneId.of("Asia/Shanghai");
        return new MutableClock(java.time.LocalDateTime.parse(localDateTime).atZone(zone).toInstant(), zone);
    }

    synchronized Instant advance(Duration d) {
        now = now.plus(d);
        return now;
    }

    synchronized void set(Instant instant) {
        now = instant;
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
    public Clock withZone(ZoneId zone) {
        return new MutableClock(now, zone);
    }
}
