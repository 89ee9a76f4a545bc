package homebot.schedule;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The rule layer between "a follow-up is due" and "the agent is woken" (seed 004, stage 3): quiet hours,
 * minimum interval between proactive turns, optional daily cap. Pure: time and history come in as arguments.
 * Only follow-ups pass through here; timers and reminders the user set always ring.
 */
public final class ProactiveGuardrails {
    public static final String QUIET_HOURS = "quiet_hours";
    public static final String MIN_INTERVAL = "min_interval";
    public static final String DAILY_CAP = "daily_cap";

    private static final java.time.format.DateTimeFormatter HH_MM_SS =
            java.time.format.DateTimeFormatter.ofPattern("HH:mm:ss");

    private final SchedulerConfig config;

    public ProactiveGuardrails(SchedulerConfig config) {
        this.config = config;
    }

    /**
     * @param skipReason null when the agent may be woken
     * @param snapshot   the values the decision was made with, for the log and skipped.jsonl
     */
    public record Decision(String skipReason, Map<String, Object> snapshot) {
        public boolean allowed() {
            return skipReason == null;
        }
    }

    public Decision check(Instant now, ZoneId zone, ProactiveHistory history) {
        ZonedDateTime local = now.atZone(zone);
        int today = history.countOn(local.toLocalDate());
        Map<String, Object> snapshot = new LinkedHashMap<>();
        snapshot.put("local_time", HH_MM_SS.format(local));
        snapshot.put("quiet_hours", config.quietHoursStart() + "-" + config.quietHoursEnd());
        snapshot.put("min_interval_minutes", config.minIntervalMinutes());
        snapshot.put("last_proactive_at", history.lastAt() == null ? null : history.lastAt().toString());
        snapshot.put("daily_cap", config.dailyCap());
        snapshot.put("proactive_today", today);

        String reason = null;
        if (inQuietHours(local.toLocalTime())) {
            reason = QUIET_HOURS;
        } else if (history.lastAt() != null && config.minIntervalMinutes() > 0
                && Duration.between(history.lastAt(), now).compareTo(config.minInterval()) < 0) {
            reason = MIN_INTERVAL;
        } else if (config.dailyCap() > 0 && today >= config.dailyCap()) {
            reason = DAILY_CAP;
        }
        return new Decision(reason, snapshot);
    }

    /** Start inclusive, end exclusive; a window whose start is after its end spans midnight. */
    boolean inQuietHours(LocalTime t) {
        LocalTime start = config.quietStart();
        LocalTime end = config.quietEnd();
        if (start.equals(end)) {
            return false;
        }
        if (start.isBefore(end)) {
            return !t.isBefore(start) && t.isBefore(end);
        }
        return !t.isBefore(start) || t.isBefore(end);
    }
}
