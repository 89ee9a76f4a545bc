package homebot.schedule;

import java.time.Duration;
import java.time.LocalTime;
import java.time.format.DateTimeParseException;

/**
 * Scheduler settings (YAML block {@code scheduler:}, keys in snake_case). Times of day are "HH:mm" strings so
 * the YAML loader needs no java.time module.
 *
 * @param maxTimerHours       longest timer or follow-up a user/model may set
 * @param missedGraceMinutes  a job that came due while the process was down still fires (with late wording)
 *                            when it is at most this late; later it is reported as missed
 * @param repeatSeconds       a firing timer is spoken again after this many seconds until acknowledged
 * @param maxRepeats          repeats after the first alert; then the timer stops ringing by itself
 * @param quietHoursStart     proactive follow-ups are skipped from this time of day...
 * @param quietHoursEnd       ...until this one (may span midnight; equal start and end = no quiet hours)
 * @param minIntervalMinutes  minimum gap between two proactive (follow-up) turns; 0 = none
 * @param dailyCap            maximum proactive turns per local day; 0 = no cap
 * @param maxFollowUpHours    how far ahead the model may schedule a follow-up
 * @param language            wording of generated texts: {@code zh-CN} or {@code en-US}
 */
public record SchedulerConfig(int maxTimerHours, int missedGraceMinutes, int repeatSeconds, int maxRepeats,
                              String quietHoursStart, String quietHoursEnd, int minIntervalMinutes, int dailyCap,
                              int maxFollowUpHours, String language) {

    public SchedulerConfig {
        requireAtLeast("max_timer_hours", maxTimerHours, 1);
        requireAtLeast("missed_grace_minutes", missedGraceMinutes, 0);
        requireAtLeast("repeat_seconds", repeatSeconds, 1);
        requireAtLeast("max_repeats", maxRepeats, 0);
        requireAtLeast("min_interval_minutes", minIntervalMinutes, 0);
        requireAtLeast("daily_cap", dailyCap, 0);
        requireAtLeast("max_follow_up_hours", maxFollowUpHours, 1);
        parseTime("quiet_hours_start", quietHoursStart);
        parseTime("quiet_hours_end", quietHoursEnd);
        language = language == null || language.isBlank() ? "zh-CN" : language;
    }

    public static SchedulerConfig defaults() {
        return new SchedulerConfig(12, 10, 30, 5, "22:00", "07:00", 10, 20, 24, "zh-CN");
    }

    public Duration maxTimer() {
        return Duration.ofHours(maxTimerHours);
    }

    public Duration maxFollowUp() {
        return Duration.ofHours(maxFollowUpHours);
    }

    public Duration missedGrace() {
        return Duration.ofMinutes(missedGraceMinutes);
    }

    public Duration repeatInterval() {
        return Duration.ofSeconds(repeatSeconds);
    }

    public Duration minInterval() {
        return Duration.ofMinutes(minIntervalMinutes);
    }

    public LocalTime quietStart() {
        return parseTime("quiet_hours_start", quietHoursStart);
    }

    public LocalTime quietEnd() {
        return parseTime("quiet_hours_end", quietHoursEnd);
    }

    public SchedulerConfig withQuietHours(String start, String end) {
        return new SchedulerConfig(maxTimerHours, missedGraceMinutes, repeatSeconds, maxRepeats, start, end,
                minIntervalMinutes, dailyCap, maxFollowUpHours, language);
    }

    public SchedulerConfig withLimits(int minIntervalMinutes, int dailyCap) {
        return new SchedulerConfig(maxTimerHours, missedGraceMinutes, repeatSeconds, maxRepeats, quietHoursStart,
                quietHoursEnd, minIntervalMinutes, dailyCap, maxFollowUpHours, language);
    }

    public SchedulerConfig withLanguage(String language) {
        return new SchedulerConfig(maxTimerHours, missedGraceMinutes, repeatSeconds, maxRepeats, quietHoursStart,
                quietHoursEnd, minIntervalMinutes, dailyCap, maxFollowUpHours, language);
    }

    private static void requireAtLeast(String key, int value, int min) {
        if (value < min) {
            throw new IllegalArgumentException("scheduler." + key + " must be at least " + min + ", got " + value);
        }
    }

    private static LocalTime parseTime(String key, String value) {
        try {
            return LocalTime.parse(value == null ? "" : value.trim());
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("scheduler." + key + " must be a time of day like 22:00, got '"
                    + value + "'");
        }
    }
}
