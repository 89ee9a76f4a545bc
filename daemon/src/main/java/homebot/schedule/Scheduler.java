package homebot.schedule;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.schedule.ScheduleEvent.Alert;
import homebot.schedule.ScheduleEvent.AlertsExhausted;
import homebot.schedule.ScheduleEvent.FollowUpDue;
import homebot.schedule.ScheduleEvent.FollowUpSkipped;
import homebot.schedule.ScheduleEvent.Missed;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.time.ZonedDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The generic scheduler: timers, reminders and follow-ups under {@code <workspace>/schedule/}. It never reads
 * the time on its own for deciding what is due: {@link #tick(Instant)} is given "now" and returns what
 * happened, so every behaviour is testable with a moved clock; the clock is only used to stamp new jobs.
 * Every change is persisted before the method returns.
 */
public final class Scheduler {
    private static final Logger LOG = LoggerFactory.getLogger(Scheduler.class);
    /** Lateness below this is ordinary tick jitter and gets the normal wording. */
    static final Duration LATE_WORDING_FROM = Duration.ofMinutes(1);

    private final SchedulerConfig config;
    private final Clock clock;
    private final JobStore store;
    private final SkipLog skipLog;
    private final ScheduleTexts texts;
    private final ProactiveGuardrails guardrails;
    private final FollowUpReminder reminder;
    private final List<Runnable> changeListeners = new CopyOnWriteArrayList<>();
    private final Map<String, Job> jobs = new LinkedHashMap<>();
    private ProactiveHistory proactive;

    public Scheduler(Path scheduleDir, SchedulerConfig config, Clock clock, ObjectMapper json) {
        this.config = config;
        this.clock = clock;
        this.store = new JobStore(scheduleDir, json, clock);
        this.skipLog = new SkipLog(scheduleDir.resolve("skipped.jsonl"), json);
        this.texts = new ScheduleTexts(config.language());
        this.guardrails = new ProactiveGuardrails(config);
        this.reminder = new FollowUpReminder(texts);
        JobStore.Snapshot snapshot = store.load();
        snapshot.jobs().forEach(j -> jobs.put(j.id(), j));
        this.proactive = snapshot.proactive();
        LOG.info("scheduler loaded {} job(s) from {}", jobs.size(), store.file());
    }

    public SchedulerConfig config() {
        return config;
    }

    public ScheduleTexts texts() {
        return texts;
    }

    /** Called after every change of the job set (the real-time driver re-plans its sleep). */
    public void addChangeListener(Runnable listener) {
        changeListeners.add(listener);
    }

    /**
     * Starts a named countdown; a timer of the same name (ignoring case) is replaced.
     *
     * @throws IllegalArgumentException (code {@code timer-out-of-range}) for 0, negative or over the maximum
     */
    public synchronized Job startTimer(String name, Duration duration, String announcement) {
        if (duration == null || duration.isZero() || duration.isNegative()) {
            throw new IllegalArgumentException("timer-out-of-range: a timer must be longer than 0 seconds, got "
                    + duration);
        }
        if (duration.compareTo(config.maxTimer()) > 0) {
            throw new IllegalArgumentException("timer-out-of-range: a timer may be at most "
                    + config.maxTimerHours() + " hours, got " + texts.duration(duration));
        }
        String clean = name == null || name.isBlank() ? texts.get("timer.default-name", Map.of()) : name.strip();
        jobs.values().removeIf(j -> j.kind() == JobKind.TIMER && j.name().equalsIgnoreCase(clean));
        Instant now = clock.instant();
        return add(new Job(newId("t"), JobKind.TIMER, clean, announcement == null ? "" : announcement.strip(), null,
                now, now.plus(duration), null, 0, null));
    }

    /** A reminder at an absolute time, which must be in the future. */
    public synchronized Job addReminder(Instant at, String text) {
        requireText(text, "reminder");
        Instant now = clock.instant();
        if (!at.isAfter(now)) {
            throw new IllegalArgumentException("reminder-in-past: " + at + " is not in the future");
        }
        return add(new Job(newId("r"), JobKind.REMINDER, text.strip(), text.strip(), null, now, at, null, 0, null));
    }

    /** A reminder at the next occurrence of a local time of day (today if still ahead, else tomorrow). */
    public synchronized Job addReminder(LocalTime timeOfDay, String text) {
        ZonedDateTime now = clock.instant().atZone(clock.getZone());
        ZonedDateTime at = now.with(timeOfDay).withNano(0);
        if (!at.isAfter(now)) {
            at = at.plusDays(1);
        }
        return addReminder(at.toInstant(), text);
    }

    /** A follow-up the model scheduled; when due it passes the guardrails and wakes the agent. */
    public synchronized Job addFollowUp(Instant at, String reason, String chatId) {
        requireText(reason, "follow-up reason");
        Instant now = clock.instant();
        if (!at.isAfter(now)) {
            throw new IllegalArgumentException("follow-up-in-past: " + at + " is not in the future");
        }
        if (Duration.between(now, at).compareTo(config.maxFollowUp()) > 0) {
            throw new IllegalArgumentException("follow-up-out-of-range: at most " + config.maxFollowUpHours()
                    + " hours ahead");
        }
        return add(new Job(newId("f"), JobKind.FOLLOW_UP, reason.strip(), reason.strip(), chatId, now, at, null,
                0, null));
    }

    /**
     * A command to run once at {@code at} (a delayed device command). {@code name} is what status and logs show,
     * {@code payload} what the owner needs to run it; it is persisted like any job and survives a restart.
     */
    public synchronized Job addCommand(Instant at, String name, String payload) {
        requireText(name, "command");
        requireText(payload, "command payload");
        Instant now = clock.instant();
        if (!at.isAfter(now)) {
            throw new IllegalArgumentException("command-in-past: " + at + " is not in the future");
        }
        if (Duration.between(now, at).compareTo(config.maxTimer()) > 0) {
            throw new IllegalArgumentException("timer-out-of-range: a delayed command may be at most "
                    + config.maxTimerHours() + " hours ahead");
        }
        return add(new Job(newId("c"), JobKind.COMMAND, name.strip(), payload, null, now, at, null, 0, null));
    }

    /** Jobs in due order. */
    public synchronized List<Job> jobs() {
        List<Job> out = new ArrayList<>(jobs.values());
        out.sort(Comparator.comparing(Job::dueAt));
        return out;
    }

    /**
     * Fuzzy lookup by name: an exact match (ignoring case) first, else a name containing the query or contained
     * in it ("焖肉的计时" finds "焖肉"); among several, the one due first. A null kind means any user-set job.
     */
    public synchronized Optional<Job> find(JobKind kind, String query) {
        return NameMatch.best(jobs(), kind, query);
    }

    public synchronized Optional<Job> cancel(JobKind kind, String query) {
        Optional<Job> hit = find(kind, query);
        hit.ifPresent(j -> {
            jobs.remove(j.id());
            changed();
            LOG.info("schedule cancelled {} {} '{}'", j.kind().wireName(), j.id(), j.name());
        });
        return hit;
    }

    /** Stops every ringing timer and reminder (the user said 知道了 / got it). */
    public synchronized List<Job> acknowledge() {
        return acknowledgeAll(jobs.values().stream().filter(Job::firing).toList());
    }

    /** Stops the ringing job that best matches {@code name}; empty when none is ringing by that name. */
    public synchronized List<Job> acknowledge(String name) {
        return acknowledgeAll(NameMatch.best(jobs().stream().filter(Job::firing).toList(), null, name).stream()
                .toList());
    }

    private List<Job> acknowledgeAll(List<Job> ringing) {
        ringing.forEach(j -> {
            jobs.remove(j.id());
            LOG.info("schedule acknowledged {} '{}' after {} alert(s)", j.id(), j.name(), j.alertsSpoken());
        });
        if (!ringing.isEmpty()) {
            changed();
        }
        return ringing;
    }

    /** When the driver should call {@link #tick} next, if anything is scheduled. */
    public synchronized Optional<Instant> nextAttentionAt() {
        return jobs.values().stream().map(Job::attentionAt).min(Comparator.naturalOrder());
    }

    /** Everything due at {@code now}, in due order; state changes are persisted before returning. */
    public synchronized List<ScheduleEvent> tick(Instant now) {
        List<ScheduleEvent> events = new ArrayList<>();
        for (Job job : jobs()) {
            if (job.attentionAt().isAfter(now)) {
                continue;
            }
            if (job.kind() == JobKind.FOLLOW_UP) {
                events.add(followUpDue(job, now));
                jobs.remove(job.id());
            } else if (job.kind() == JobKind.COMMAND) {
                events.add(commandDue(job, now));
                jobs.remove(job.id());
            } else if (!job.firing()) {
                events.add(firstAlert(job, now));
            } else {
                events.add(repeatAlert(job, now));
            }
        }
        if (!events.isEmpty()) {
            changed();
            events.forEach(EventLog::log);
        }
        return events;
    }

    private ScheduleEvent firstAlert(Job job, Instant now) {
        Duration late = Duration.between(job.dueAt(), now);
        Map<String, String> values = Map.of("name", job.name(), "text", job.text(), "ago", texts.duration(late));
        String prefix = job.kind() == JobKind.TIMER ? "timer." : "reminder.";
        if (late.compareTo(config.missedGrace()) > 0) {
            jobs.remove(job.id());
            return new Missed(job, texts.get(prefix + "missed", values), late);
        }
        Job ringing = job.ringing(now, 1, now.plus(config.repeatInterval()));
        jobs.put(job.id(), ringing);
        String text = late.compareTo(LATE_WORDING_FROM) >= 0 ? texts.get(prefix + "late", values) : alertText(job);
        return new Alert(ringing, text, 1, late);
    }

    /** A command far past its time (the process was down) is not run: the hood turned off an hour late surprises. */
    private ScheduleEvent commandDue(Job job, Instant now) {
        Duration late = Duration.between(job.dueAt(), now);
        if (late.compareTo(config.missedGrace()) > 0) {
            return new Missed(job, texts.get("command.missed", Map.of("name", job.name(), "ago", texts.duration(late))),
                    late);
        }
        return new ScheduleEvent.CommandDue(job, late);
    }

    private ScheduleEvent repeatAlert(Job job, Instant now) {
        boolean stale = Duration.between(job.nextAlertAt(), now).compareTo(config.missedGrace()) > 0;
        if (stale || job.alertsSpoken() >= 1 + config.maxRepeats()) {
            jobs.remove(job.id());
            return new AlertsExhausted(job, job.alertsSpoken());
        }
        Job ringing = job.ringing(job.firedAt(), job.alertsSpoken() + 1, now.plus(config.repeatInterval()));
        jobs.put(job.id(), ringing);
        return new Alert(ringing, alertText(job), ringing.alertsSpoken(), Duration.between(job.dueAt(), now));
    }

    private String alertText(Job job) {
        if (job.kind() == JobKind.TIMER) {
            return job.text().isBlank() ? texts.get("timer.alert", Map.of("name", job.name())) : job.text();
        }
        return texts.get("reminder.alert", Map.of("text", job.text()));
    }

    private ScheduleEvent followUpDue(Job job, Instant now) {
        Duration late = Duration.between(job.dueAt(), now);
        ProactiveGuardrails.Decision decision = guardrails.check(now, clock.getZone(), proactive);
        String skipReason = late.compareTo(config.missedGrace()) > 0 ? "expired" : decision.skipReason();
        if (skipReason != null) {
            recordSkip(job, now, skipReason, decision.snapshot());
            return new FollowUpSkipped(job, skipReason, decision.snapshot());
        }
        proactive = proactive.record(now, now.atZone(clock.getZone()).toLocalDate());
        return new FollowUpDue(job, reminder.text(job, Duration.between(job.createdAt(), now)), late);
    }

    private void recordSkip(Job job, Instant now, String skipReason, Map<String, Object> snapshot) {
        Map<String, Object> line = new LinkedHashMap<>();
        line.put("at", now.toString());
        line.put("job_id", job.id());
        line.put("chat_id", job.chatId());
        line.put("reason", job.text());
        line.put("due_at", job.dueAt().toString());
        line.put("skip_reason", skipReason);
        line.put("guardrails", snapshot);
        try {
            skipLog.append(line);
        } catch (IOException | RuntimeException e) {
            // The skip is still logged above; losing the audit line must not stop the tick.
            LOG.error("schedule-skip-log-failed: {}", e.toString());
        }
    }

    private Job add(Job job) {
        jobs.put(job.id(), job);
        changed();
        LOG.info("schedule added {} {} '{}' due {}", job.kind().wireName(), job.id(), job.name(), job.dueAt());
        return job;
    }

    private void changed() {
        store.save(jobs(), proactive);
        changeListeners.forEach(Runnable::run);
    }

    private static void requireText(String text, String what) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("schedule-text-missing: a " + what + " needs a text");
        }
    }

    private static String newId(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
    }
}
