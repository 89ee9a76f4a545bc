package homebot.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class ProactiveGuardrailsTest {
    static final ZoneId ZONE = ZoneId.of("Asia/Shanghai");

    static Instant at(String local) {
        return LocalDateTime.parse(local).atZone(ZONE).toInstant();
    }

    @ParameterizedTest(name = "{0}–{1} at {2}: {3}")
    @CsvSource({
            // quiet hours spanning midnight (the default)
            "22:00, 07:00, 2026-10-22T21:59:59, ",
            "22:00, 07:00, 2026-10-22T22:00:00, quiet_hours",
            "22:00, 07:00, 2026-10-22T23:30:00, quiet_hours",
            "22:00, 07:00, 2026-10-23T00:00:00, quiet_hours",
            "22:00, 07:00, 2026-10-23T06:59:59, quiet_hours",
            "22:00, 07:00, 2026-10-23T07:00:00, ",
            "22:00, 07:00, 2026-10-23T12:00:00, ",
            // quiet hours within one day
            "13:00, 14:30, 2026-10-22T12:59:00, ",
            "13:00, 14:30, 2026-10-22T13:00:00, quiet_hours",
            "13:00, 14:30, 2026-10-22T14:30:00, ",
            "13:00, 14:30, 2026-10-22T23:00:00, ",
            // equal start and end: no quiet hours at all
            "00:00, 00:00, 2026-10-22T03:00:00, ",
    })
    void quietHours(String start, String end, String now, String expected) {
        ProactiveGuardrails g = new ProactiveGuardrails(SchedulerConfig.defaults().withQuietHours(start, end));
        assertEquals(expected, g.check(at(now), ZONE, ProactiveHistory.none()).skipReason());
    }

    @ParameterizedTest(name = "interval {0} min, last {1}, now {2}, cap {3}, today {4}: {5}")
    @CsvSource({
            // min interval
            "10, 2026-10-22T12:00:00, 2026-10-22T12:09:59, 0, 1, min_interval",
            "10, 2026-10-22T12:00:00, 2026-10-22T12:10:00, 0, 1, ",
            "0,  2026-10-22T12:00:00, 2026-10-22T12:00:01, 0, 1, ",
            "10, ,                    2026-10-22T12:00:00, 0, 0, ",
            // daily cap (0 = off), counted per local day
            "0,  2026-10-22T11:00:00, 2026-10-22T12:00:00, 3, 2, ",
            "0,  2026-10-22T11:00:00, 2026-10-22T12:00:00, 3, 3, daily_cap",
            "0,  2026-10-22T11:00:00, 2026-10-22T12:00:00, 0, 99, ",
            // quiet hours win over the others; min interval is checked before the cap
            "10, 2026-10-22T22:55:00, 2026-10-22T23:00:00, 1, 5, quiet_hours",
            "10, 2026-10-22T11:55:00, 2026-10-22T12:00:00, 1, 5, min_interval",
    })
    void intervalAndCap(int minInterval, String last, String now, int cap, int today, String expected) {
        ProactiveGuardrails g = new ProactiveGuardrails(SchedulerConfig.defaults().withLimits(minInterval, cap));
        ProactiveHistory h = new ProactiveHistory(last == null ? null : at(last), LocalDate.parse("2026-10-22"), today);
        ProactiveGuardrails.Decision d = g.check(at(now), ZONE, h);
        assertEquals(expected, d.skipReason());
        assertEquals(cap, d.snapshot().get("daily_cap"));
        assertEquals(minInterval, d.snapshot().get("min_interval_minutes"));
    }

    @ParameterizedTest
    @CsvSource({"2026-10-22, 3, daily_cap", "2026-10-21, 3, "})
    void theDailyCountResetsOnANewLocalDay(String day, int count, String expected) {
        ProactiveGuardrails g = new ProactiveGuardrails(SchedulerConfig.defaults().withLimits(0, 3));
        ProactiveHistory h = new ProactiveHistory(at("2026-10-21T12:00:00"), LocalDate.parse(day), count);
        assertEquals(expected, g.check(at("2026-10-22T08:00:00"), ZONE, h).skipReason());
    }
}
