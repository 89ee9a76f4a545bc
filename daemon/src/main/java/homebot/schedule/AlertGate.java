package homebot.schedule;

import homebot.skills.api.Utterance;
import homebot.turn.TurnListener;
import homebot.turn.TurnReply;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Holds what the scheduler wants said (alerts, missed notices) or thought about (due follow-ups) until a turn
 * boundary: while a turn runs nothing comes out, so an alert is never mixed into a reply. Registered as a
 * {@link TurnListener}, it knows when a turn is in progress; the voice/console loop polls
 * {@link #pendingAlerts} whenever it is idle (and right after each turn).
 *
 * <p>Only the newest event per job is kept: three repeats queued behind a long turn are spoken once.
 */
public final class AlertGate implements TurnListener {
    private static final Logger LOG = LoggerFactory.getLogger(AlertGate.class);

    private record Queued(ScheduleEvent event, Instant since) {}

    private final Map<String, Queued> queue = new LinkedHashMap<>();
    private int turnsInProgress;

    /** Queues an event for the next boundary; events that are only for logs are ignored. */
    public synchronized void offer(ScheduleEvent event, Instant now) {
        if (!(event instanceof ScheduleEvent.Spoken) && !(event instanceof ScheduleEvent.FollowUpDue)) {
            if (event instanceof ScheduleEvent.AlertsExhausted) {
                queue.remove(event.job().id());
            }
            return;
        }
        Queued previous = queue.remove(event.job().id());
        queue.put(event.job().id(), new Queued(event, previous == null ? now : previous.since()));
    }

    /** Drops anything queued for these jobs (they were acknowledged or cancelled). */
    public synchronized void forget(Collection<String> jobIds) {
        jobIds.forEach(queue::remove);
    }

    /**
     * The events to deliver now, oldest first, or nothing while a turn is in progress. Alerts and missed
     * notices are {@link ScheduleEvent.Spoken} (say {@code text()} after the wake earcon); a
     * {@link ScheduleEvent.FollowUpDue} wakes the agent with its reminder.
     */
    public synchronized List<ScheduleEvent> pendingAlerts(Instant now) {
        if (turnsInProgress > 0 || queue.isEmpty()) {
            return List.of();
        }
        List<ScheduleEvent> out = new ArrayList<>();
        for (Queued q : queue.values()) {
            Duration held = Duration.between(q.since(), now);
            if (held.getSeconds() > 0) {
                LOG.info("alert for job={} delivered after waiting {} s for a turn boundary", q.event().job().id(),
                        held.getSeconds());
            }
            out.add(q.event());
        }
        queue.clear();
        return out;
    }

    public synchronized boolean turnInProgress() {
        return turnsInProgress > 0;
    }

    @Override
    public synchronized void beforeTurn(Utterance utterance) {
        turnsInProgress++;
    }

    @Override
    public synchronized void afterTurn(Utterance utterance, TurnReply reply) {
        turnsInProgress = Math.max(0, turnsInProgress - 1);
    }
}
