package homebot.schedule;

import java.time.Duration;
import java.time.Instant;

/**
 * One scheduled job as persisted in {@code jobs.json}.
 *
 * @param name        timer name (unique among timers), the reminder text, or the follow-up reason
 * @param text        what is spoken (timer announcement, reminder text) or the follow-up reason
 * @param chatId      the conversation a follow-up belongs to, else null
 * @param firedAt     when a timer/reminder started ringing, null while counting down
 * @param alertsSpoken how many alerts were emitted so far (first one included)
 * @param nextAlertAt when the next repeat is due while ringing, else null
 */
public record Job(String id, JobKind kind, String name, String text, String chatId, Instant createdAt,
                  Instant dueAt, Instant firedAt, int alertsSpoken, Instant nextAlertAt) {

    public boolean firing() {
        return firedAt != null;
    }

    public Duration duration() {
        return Duration.between(createdAt, dueAt);
    }

    public Duration remaining(Instant now) {
        Duration left = Duration.between(now, dueAt);
        return left.isNegative() ? Duration.ZERO : left;
    }

    /** The next instant this job needs the scheduler's attention. */
    Instant attentionAt() {
        return firing() ? nextAlertAt : dueAt;
    }

    Job ringing(Instant firedAt, int alertsSpoken, Instant nextAlertAt) {
        return new Job(id, kind, name, text, chatId, createdAt, dueAt, firedAt, alertsSpoken, nextAlertAt);
    }
}
