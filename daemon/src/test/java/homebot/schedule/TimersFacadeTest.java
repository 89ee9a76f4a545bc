package homebot.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.skills.api.TimerInfo;
import homebot.skills.api.Timers;
import homebot.testing.MovableClock;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TimersFacadeTest {
    @TempDir
    Path workspace;
    final MovableClock clock = MovableClock.at("2026-10-22T18:00:00");

    ScheduleService service() {
        return new ScheduleService(workspace, SchedulerConfig.defaults(), clock, new ObjectMapper(), e -> {});
    }

    @Test
    void startListFindCancelThroughTheSkillContract() {
        ScheduleService s = service();
        Timers timers = s.timers();
        TimerInfo pork = timers.start("焖肉", Duration.ofMinutes(40), "焖肉好了");
        timers.start("米饭", Duration.ofMinutes(15), "");
        s.scheduler().addFollowUp(clock.instant().plusSeconds(60), "not a timer", null);

        assertEquals(List.of("米饭", "焖肉"), timers.list().stream().map(TimerInfo::name).toList());
        TimerInfo found = timers.find("焖肉的计时").orElseThrow();
        assertEquals(pork, found);
        assertEquals(Duration.ofMinutes(30), found.remaining(clock.advance(Duration.ofMinutes(10))));
        assertEquals(Duration.ofMinutes(40), found.duration());
        assertFalse(found.firing());

        assertTrue(timers.cancel("焖肉"));
        assertFalse(timers.cancel("焖肉"));
        assertFalse(timers.cancel("not a timer"), "skills cannot cancel the model's follow-ups");
        assertEquals(List.of("米饭"), timers.list().stream().map(TimerInfo::name).toList());
    }

    @Test
    void timersSurviveANewServiceOnTheSameWorkspace() {
        service().timers().start("米饭", Duration.ofMinutes(15), "");
        clock.advance(Duration.ofMinutes(5));
        TimerInfo rice = service().timers().find("米饭").orElseThrow();
        assertEquals(Duration.ofMinutes(10), rice.remaining(clock.instant()));
    }

    @Test
    void firingIsVisibleUntilAcknowledged() {
        ScheduleService s = service();
        s.timers().start("米饭", Duration.ofMinutes(1), "");
        s.runDue(clock.advance(Duration.ofMinutes(1)));
        assertTrue(s.timers().find("米饭").orElseThrow().firing());
        assertEquals(1, s.acknowledge("米饭").size());
        assertTrue(s.timers().list().isEmpty());
    }

    @Test
    void outOfRangeDurationsAreRefusedAsTheContractSays() {
        Timers timers = service().timers();
        assertThrows(IllegalArgumentException.class, () -> timers.start("x", Duration.ZERO, ""));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> timers.start("x", Duration.ofHours(100), ""));
        assertTrue(e.getMessage().contains("at most 12 hours"));
        assertTrue(timers.list().isEmpty());
    }

    @Test
    void blankNameGetsTheDefaultName() {
        assertEquals("计时", service().timers().start(" ", Duration.ofMinutes(3), "").name());
    }
}
