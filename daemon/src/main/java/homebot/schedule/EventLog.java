package homebot.schedule;

import homebot.schedule.ScheduleEvent.Alert;
import homebot.schedule.ScheduleEvent.AlertsExhausted;
import homebot.schedule.ScheduleEvent.FollowUpDue;
import homebot.schedule.ScheduleEvent.FollowUpSkipped;
import homebot.schedule.ScheduleEvent.Missed;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** One log line per scheduler event, with the fields an operator greps for (job, skip_reason, late_s). */
final class EventLog {
    private static final Logger LOG = LoggerFactory.getLogger(Scheduler.class);

    private EventLog() {}

    static void log(ScheduleEvent e) {
        if (e instanceof FollowUpSkipped s) {
            LOG.info("follow-up skipped job={} skip_reason={} guardrails={}", s.job().id(), s.skipReason(),
                    s.guardrails());
        } else if (e instanceof Alert a) {
            LOG.info("alert job={} name='{}' attempt={} late_s={}", a.job().id(), a.job().name(), a.attempt(),
                    a.late().getSeconds());
        } else if (e instanceof Missed m) {
            LOG.warn("missed job={} name='{}' late_s={}", m.job().id(), m.job().name(), m.late().getSeconds());
        } else if (e instanceof FollowUpDue f) {
            LOG.info("follow-up due job={} chat_id={} late_s={}", f.job().id(), f.job().chatId(),
                    f.late().getSeconds());
        } else if (e instanceof ScheduleEvent.CommandDue c) {
            LOG.info("command due job={} name='{}' late_s={}", c.job().id(), c.job().name(), c.late().getSeconds());
        } else if (e instanceof AlertsExhausted x) {
            LOG.info("timer stopped ringing unacknowledged job={} name='{}' alerts={}", x.job().id(),
                    x.job().name(), x.alertsSpoken());
        }
    }
}
