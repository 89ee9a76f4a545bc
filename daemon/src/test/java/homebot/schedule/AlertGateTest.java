package homebot.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.schedule.ScheduleEvent.Alert;
import homebot.skills.api.Utterance;
import homebot.testing.MovableClock;
import homebot.turn.DialogueState;
import homebot.turn.TurnReply;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AlertGateTest {
    @TempDir
    Path workspace;
    final MovableClock clock = MovableClock.at("2026-10-22T18:00:00");
    final List<ScheduleEvent> observed = new ArrayList<>();
    final Utterance utterance = new Utterance("番茄要放几个？", "voice", "v-1", null);

    ScheduleService service() {
        return new ScheduleService(workspace, SchedulerConfig.defaults(), clock, new ObjectMapper(), observed::addAll);
    }

    @Test
    void alertDuringATurnIsHeldAndDeliveredAtTheBoundary() {
        ScheduleService s = service();
        s.timers().start("米饭", Duration.ofMinutes(5), "米饭好了。");
        s.turnListener().beforeTurn(utterance);
        s.runDue(clock.advance(Duration.ofMinutes(5)));
        assertEquals(1, observed.size(), "the tick happened");
        assertEquals(List.of(), s.pendingAlerts(clock.instant()), "never mixed into the reply");

        s.runDue(clock.advance(Duration.ofSeconds(30)));
        s.runDue(clock.advance(Duration.ofSeconds(30)));
        assertEquals(List.of(), s.pendingAlerts(clock.instant()));

        s.turnListener().afterTurn(utterance, TurnReply.of("三个。", DialogueState.IDLE, "mode"));
        List<ScheduleEvent> delivered = s.pendingAlerts(clock.instant());
        assertEquals(1, delivered.size(), "queued repeats collapse into one");
        Alert a = assertInstanceOf(Alert.class, delivered.get(0));
        assertEquals("米饭好了。", a.text());
        assertEquals(3, a.attempt());
        assertEquals(List.of(), s.pendingAlerts(clock.instant()), "delivered once");
    }

    @Test
    void acknowledgingDropsAQueuedAlert() {
        ScheduleService s = service();
        s.timers().start("tea", Duration.ofMinutes(1), "");
        s.turnListener().beforeTurn(utterance);
        s.runDue(clock.advance(Duration.ofMinutes(1)));
        assertTrue(s.ringing());
        assertEquals(1, s.acknowledge().size());
        s.turnListener().afterTurn(utterance, TurnReply.of("ok", DialogueState.IDLE, "intent:stop"));
        assertEquals(List.of(), s.pendingAlerts(clock.instant()));
        assertEquals(List.of(), s.runDue(clock.advance(Duration.ofSeconds(30))), "and it stops repeating");
    }

    @Test
    void withNoTurnInProgressAlertsAndFollowUpsComeOutInOrder() {
        ScheduleService s = service();
        s.timers().start("a", Duration.ofMinutes(1), "");
        s.scheduler().addFollowUp(clock.instant().plus(Duration.ofMinutes(2)), "看看锅", "c");
        s.runDue(clock.advance(Duration.ofMinutes(1)));
        s.runDue(clock.advance(Duration.ofMinutes(1)));
        List<ScheduleEvent> out = s.pendingAlerts(clock.instant());
        assertEquals(2, out.size());
        assertInstanceOf(Alert.class, out.get(0));
        assertInstanceOf(ScheduleEvent.FollowUpDue.class, out.get(1));
    }

    @Test
    void exhaustedAlertIsNotDeliveredLate() {
        AlertGate gate = new AlertGate();
        Job j = new Job("t-1", JobKind.TIMER, "x", "", null, clock.instant(), clock.instant(), clock.instant(), 6, null);
        gate.beforeTurn(utterance);
        gate.offer(new Alert(j, "x", 6, Duration.ZERO), clock.instant());
        gate.offer(new ScheduleEvent.AlertsExhausted(j, 6), clock.instant());
        gate.afterTurn(utterance, TurnReply.of("", DialogueState.IDLE, "agent"));
        assertEquals(List.of(), gate.pendingAlerts(clock.instant()));
    }

    @Test
    void statusListsJobsWithRemainingTime() {
        ScheduleService s = service();
        assertEquals(List.of("schedule: no timers, reminders or follow-ups"), s.statusLines(clock.instant()));
        s.timers().start("焖肉", Duration.ofMinutes(45), "");
        s.timers().start("米饭", Duration.ofSeconds(90), "");
        List<String> lines = s.statusLines(clock.advance(Duration.ofSeconds(30)));
        assertEquals("schedule: 2 job(s)", lines.get(0));
        assertTrue(lines.get(1).contains("'米饭'") && lines.get(1).contains("in 1:00"), lines.get(1));
        assertTrue(lines.get(2).contains("'焖肉'") && lines.get(2).contains("in 44:30"), lines.get(2));
        s.runDue(clock.advance(Duration.ofMinutes(1)));
        assertTrue(s.statusLines(clock.instant()).get(1).contains("RINGING (alert 1)"));
    }
}
