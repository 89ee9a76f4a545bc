package homebot.testing;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;

/**
 * A clock that moves only when the test says so; safe to read from other threads. Views made by
 * {@link #withZone} share the same time, so code that re-zones the injected clock still sees every move.
 */
public final class MovableClock extends Clock {
    private final Time time;
    private final ZoneId zone;

    public MovableClock(Instant start, ZoneId zone) {
        this(new Time(start), zone);
    }

    public MovableClock(Instant start) {
        this(start, ZoneOffset.UTC);
    }

    private MovableClock(Time time, ZoneId zone) {
        this.time = time;
        this.zone = zone;
    }

    /** 2026-10-22T19:55:00+08:00, Asia/Shanghai: an evening in the kitchen. */
    public static MovableClock kitchenEvening() {
        return new MovableClock(Instant.parse("2026-10-22T11:55:00Z"), ZoneId.of("Asia/Shanghai"));
    }

    /** At a local date-time ("2026-10-22T18:00:00") in {@code zone}. */
    public static MovableClock at(String localDateTime, ZoneId zone) {
        return new MovableClock(LocalDateTime.parse(localDateTime).atZone(zone).toInstant(), zone);
    }

    /** At a local date-time in Asia/Shanghai, the kitchen's zone. */
    public static MovableClock at(String localDateTime) {
        return at(localDateTime, ZoneId.of("Asia/Shanghai"));
    }

    /** At an ISO offset date-time ("2026-10-22T19:55:00+08:00"), in that offset. */
    public static MovableClock atOffset(String isoOffsetDateTime) {
        OffsetDateTime t = OffsetDateTime.parse(isoOffsetDateTime);
        return new MovableClock(t.toInstant(), t.getOffset());
    }

    /** Moves the clock forward (or back, for a negative duration); returns the new instant. */
    public Instant advance(Duration d) {
        return time.add(d);
    }

    public Instant advanceMillis(long ms) {
        return advance(Duration.ofMillis(ms));
    }

    public void set(Instant instant) {
        time.set(instant);
    }

    @Override
    public ZoneId getZone() {
        return zone;
    }

    @Override
    public MovableClock withZone(ZoneId z) {
        return new MovableClock(time, z);
    }

    @Override
    public Instant instant() {
        return time.now;
    }

    /** The one moving instant behind a clock and all its zone views. */
    private static final class Time {
        private volatile Instant now;

        Time(Instant now) {
            this.now = now;
        }

        synchronized Instant add(Duration d) {
            now = now.plus(d);
            return now;
        }

        synchronized void set(Instant instant) {
            now = instant;
        }
    }
}
