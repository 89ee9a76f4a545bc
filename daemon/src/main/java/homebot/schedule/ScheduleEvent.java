package homebot.schedule;

import java.time.Duration;
import java.util.Map;

/**
 * What {@link Scheduler#tick} reports. {@link Alert}, {@link Missed} and {@link FollowUpDue} are meant for the
 * user or the agent and go through the {@link AlertGate}; the others are for logs and status.
 */
public sealed interface ScheduleEvent {
    Job job();

    /** Something to say aloud (after the wake earcon) at the next turn boundary. */
    sealed interface Spoken extends ScheduleEvent {
        String text();
    }

    /**
     * A timer or reminder rings.
     *
     * @param attempt 1 for the first alert, 2.. for repeats
     * @param late    how long after the due time it was produced (non-zero after a restart)
     */
    record Alert(Job job, String text, int attempt, Duration late) implements Spoken {}

    /** A timer or reminder came due while the process was down, longer ago than the grace; said once. */
    record Missed(Job job, String text, Duration late) implements Spoken {}

    /** A timer rang {@code 1 + maxRepeats} times without an acknowledgement and stopped by itself. */
    record AlertsExhausted(Job job, int alertsSpoken) implements ScheduleEvent {}

    /**
     * A follow-up passed the guardrails: wake the agent with {@code reminder} as a system message (it is NOT a
     * user message); a reply that is {@link FollowUpReminder#SILENT} means "say nothing".
     */
    record FollowUpDue(Job job, String reminder, Duration late) implements ScheduleEvent {}

    /**
     * A delayed command came due: run it now ({@code job.text()} holds what to run, as its owner wrote it). Not
     * spoken and not gated: the owner reports the outcome.
     */
    record CommandDue(Job job, Duration late) implements ScheduleEvent {}

    /**
     * A follow-up was dropped before waking the agent.
     *
     * @param skipReason {@code quiet_hours}, {@code min_interval}, {@code daily_cap} or {@code expired}
     * @param guardrails the guardrail values and state the decision was made with
     */
    record FollowUpSkipped(Job job, String skipReason, Map<String, Object> guardrails) implements ScheduleEvent {}
}
