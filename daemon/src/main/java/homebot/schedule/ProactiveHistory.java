package homebot.schedule;

import java.time.Instant;
import java.time.LocalDate;

/**
 * What the guardrails need to remember about past proactive turns; persisted with the jobs so a restart does
 * not reset the daily cap.
 *
 * @param lastAt   when the agent was last woken for a follow-up, or null
 * @param day      the local day {@code countOnDay} refers to, or null
 * @param countOnDay proactive turns on {@code day}
 */
public record ProactiveHistory(Instant lastAt, LocalDate day, int countOnDay) {
    public static ProactiveHistory none() {
        return new ProactiveHistory(null, null, 0);
    }

    public int countOn(LocalDate today) {
        return today.equals(day) ? countOnDay : 0;
    }

    public ProactiveHistory record(Instant at, LocalDate today) {
        return new ProactiveHistory(at, today, countOn(today) + 1);
    }
}
