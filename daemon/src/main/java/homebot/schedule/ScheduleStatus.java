package homebot.schedule;

import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;

/** The scheduler's part of {@code homebot status}: one line per job, due order, remaining time. */
public final class ScheduleStatus {
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("MM-dd HH:mm:ss");

    private ScheduleStatus() {}

    public static List<String> lines(List<Job> jobs, Instant now, ZoneId zone) {
        List<String> out = new ArrayList<>();
        if (jobs.isEmpty()) {
            out.add("schedule: no timers, reminders or follow-ups");
            return out;
        }
        out.add("schedule: " + jobs.size() + " job(s)");
        for (Job j : jobs) {
            String state = j.firing() ? "RINGING (alert " + j.alertsSpoken() + ")" : "in " + clock(j.remaining(now));
            out.add(String.format("  %-9s %-20s due %s  %s  [%s]", j.kind().wireName(), quoted(j.name()),
                    TIME.format(j.dueAt().atZone(zone)), state, j.id()));
        }
        return out;
    }

    /** 1:02:03 or 4:05: compact and unambiguous on a terminal. */
    static String clock(Duration d) {
        long s = Math.max(0, d.getSeconds());
        long h = s / 3600;
        long m = (s % 3600) / 60;
        long sec = s % 60;
        return h > 0 ? String.format("%d:%02d:%02d", h, m, sec) : String.format("%d:%02d", m, sec);
    }

    private static String quoted(String name) {
        String n = name.length() > 18 ? name.substring(0, 17) + "…" : name;
        return "'" + n + "'";
    }
}
