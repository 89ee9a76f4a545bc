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
    /** More running timers than this is a script gone wrong, not a kitchen. */
    public static final int MAX_TIMERS = 50;
    /** Reminder texts, follow-up reasons and announcements are spoken or read back; a paragraph is plenty. */
    public static final int MAX_TEXT_CHARS = 500;
    /** Everything pending at once: bounds jobs.json and every tick. */
    public static final int MAX_JOBS = 200;

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
    private ScheduleTexts otherTexts;

    /** The last save failed; {@link #tick} retries it. */
    private boolean unsaved;

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

    /** What {@link #setTimer} and {@link #setUnnamedTimer} did; {@code replaced} is a timer of the same name. */
    public record TimerSet(Job job, Optional<Job> replaced) {}

    /** {@link #setTimer} for callers that only need the new job. */
    public Job startTimer(String name, Duration duration, String announcement) {
        return name == null || name.isBlank() ? setUnnamedTimer(config.language(), duration, announcement).job()
                : setTimer(name, duration, announcement).job();
    }

    /**
     * Starts a countdown called {@code name}; a timer of exactly that name (ignoring case and spaces) is replaced
     * and returned, so the caller can say so. Nothing else is ever replaced.
     *
     * @throws IllegalArgumentException {@code timer-out-of-range}, {@code timer-name-missing},
     *         {@code timer-name-too-long} or {@code timer-limit-reached}
     */
    public synchronized TimerSet setTimer(String name, Duration duration, String announcement) {
        checkDuration(duration);
        String clean = TimerNames.clean(name);
        Optional<Job> old = named(JobKind.TIMER, clean);
        if (old.isEmpty()) {
            checkRoomForAnother();
        }
        old.ifPresent(j -> jobs.remove(j.id()));
        return new TimerSet(addTimer(clean, duration, announcement), old);
    }

    /**
     * Starts a countdown the user did not name, under the first free default name of {@code language}; chosen
     * under this object's lock, so concurrent callers each get their own. Never replaces a timer.
     *
     * @throws IllegalArgumentException {@code timer-out-of-range} or {@code timer-limit-reached}
     */
    public synchronized TimerSet setUnnamedTimer(String language, Duration duration, String announcement) {
        checkDuration(duration);
        checkRoomForAnother();
        String free = TimerNames.firstFree(texts(language).defaultTimerNames(),
                n -> named(JobKind.TIMER, n).isPresent())
                .orElseThrow(() -> new IllegalArgumentException("timer-limit-reached: every default timer name is"
                        + " in use; name the timer or cancel one"));
        return new TimerSet(addTimer(free, duration, announcement), Optional.empty());
    }

    private Job addTimer(String name, Duration duration, String announcement) {
        String text = announcement == null ? "" : announcement.strip();
        requireShort(text, "timer announcement");
        Instant now = clock.instant();
        return add(new Job(newId("t"), JobKind.TIMER, name, text, null, now, now.plus(duration), null, 0, null));
    }

    private void checkDuration(Duration duration) {
        if (duration == null || duration.isZero() || duration.isNegative()) {
            throw new IllegalArgumentException("timer-out-of-range: a timer must be longer than 0 seconds, got "
                    + duration);
        }
        if (duration.compareTo(config.maxTimer()) > 0) {
            throw new IllegalArgumentException("timer-out-of-range: a timer may be at most "
                    + config.maxTimerHours() + " hours, got " + texts.duration(duration));
        }
    }

    private void checkRoomForAnother() {
        checkRoomForAnyJob();
        long timers = jobs.values().stream().filter(j -> j.kind() == JobKind.TIMER).count();
        if (timers >= MAX_TIMERS) {
            throw new IllegalArgumentException("timer-limit-reached: " + MAX_TIMERS
                    + " timers are running already; cancel one first");
        }
    }

    /** The wording of {@code language}, which may differ from the configured one (an English turn). */
    private ScheduleTexts texts(String language) {
        String tag = ScheduleTexts.tag(language == null ? texts.language() : language);
        if (tag.equals(texts.language())) {
            return texts;
        }
        if (otherTexts == null) {
            otherTexts = new ScheduleTexts(tag);
        }
        return otherTexts;
    }

    /** A reminder at an absolute time, which must be in the future. */
    public synchronized Job addReminder(Instant at, String text) {
        requireText(text, "reminder");
        requireShort(text.strip(), "reminder text");
        checkRoomForAnyJob();
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
        requireShort(reason.strip(), "follow-up reason");
        checkRoomForAnyJob();
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

    /** Jobs in due order. */
    public synchronized List<Job> jobs() {
        List<Job> out = new ArrayList<>(jobs.values());
        out.sort(Comparator.comparing(Job::dueAt));
        return out;
    }

    /**
     * Loose lookup of a spoken name: an exact match (ignoring case and spaces) first, else a name whose
     * distinctive part contains the query's or is contained in it ("焖肉的计时" finds "焖肉"; "计时" alone only
     * finds "计时"); among several, the one due first. A null kind means any user-set job. Never use it to ask
     * whether a name is free: that is {@link #named}.
     */
    public synchronized Optional<Job> find(JobKind kind, String query) {
        return NameMatch.best(jobs(), kind, query);
    }

    /** Exact lookup: the job called {@code name} (ignoring case and spaces), for "is this name taken?". */
    public synchronized Optional<Job> named(JobKind kind, String name) {
        return NameMatch.exact(jobs(), kind, name);
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
        if (unsaved) {
            unsaved = !store.save(jobs(), proactive); // the disk was full or read-only: try again, no restart needed
        }
        List<ScheduleEvent> events = new ArrayList<>();
        for (Job job : jobs()) {
            if (job.attentionAt().isAfter(now)) {
                continue;
            }
            if (job.kind() == JobKind.FOLLOW_UP) {
                events.add(followUpDue(job, now));
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
        unsaved = !store.save(jobs(), proactive);
        changeListeners.forEach(Runnable::run);
    }

    private static void requireText(String text, String what) {
        if (text == null || text.isBlank()) {
            throw new IllegalArgumentException("schedule-text-missing: a " + what + " needs a text");
        }
    }

    private static void requireShort(String text, String what) {
        int chars = text.codePointCount(0, text.length());
        if (chars > MAX_TEXT_CHARS) {
            throw new IllegalArgumentException("schedule-text-too-long: a " + what + " may be at most "
                    + MAX_TEXT_CHARS + " characters, got " + chars);
        }
    }

    private void checkRoomForAnyJob() {
        if (jobs.size() >= MAX_JOBS) {
            throw new IllegalArgumentException("schedule-full: " + MAX_JOBS + " jobs are pending already");
        }
    }

    private static String newId(String prefix) {
        return prefix + "-" + UUID.randomUUID().toString().substring(0, 8);
    }
}
