package homebot.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;

/** A clock that moves only when the test says so; safe to read from other threads. */
public final class MovableClock extends Clock {
    private volatile Instant now;
    private final ZoneId zone;

    public MovableClock(Instant start, ZoneId zone) {
        this.now = start;
        this.zone = zone;
    }

    public MovableClock(Instant start) {
        this(start, ZoneOffset.UTC);
    }

    /** 2026-10-22T19:55:00+08:00, Asia/Shanghai: an evening in the kitchen. */
    public static MovableClock kitchenEvening() {
        return new MovableClock(Instant.parse("2026-10-22T11:55:00Z"), ZoneId.of("Asia/Shanghai"));
    }

    public synchronized void advance(Duration d) {
        now = now.plus(d);
    }

    public void advanceMillis(long ms) {
        advance(Duration.ofMillis(ms));
    }

    public synchronized void set(Instant instant) {
        now = instant;
    }

    @Override
    public ZoneId getZone() {
        return zone;
    }

    @Override
    public Clock withZone(ZoneId z) {
        return new MovableClock(now, z);
    }

    @Override
    public Instant instant() {
        return now;
    }
}
