package homebot.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.schedule.ScheduleEvent.Alert;
import homebot.schedule.ScheduleEvent.AlertsExhausted;
import homebot.testing.MovableClock;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalTime;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SchedulerTimersTest {
    @TempDir
    Path dir;
    final MovableClock clock = MovableClock.at("2026-10-22T18:00:00");

    Scheduler scheduler(SchedulerConfig config) {
        return new Scheduler(dir.resolve("schedule"), config, clock, new ObjectMapper());
    }

    @Test
    void twoNamedTimersFireAckOneOtherRepeatsUntilMax() {
        Scheduler s = scheduler(SchedulerConfig.defaults());
        s.startTimer("米饭", Duration.ofMinutes(5), "米饭好了。");
        s.startTimer("焖肉", Duration.ofMinutes(8), "");

        assertEquals(List.of(), s.tick(clock.advance(Duration.ofMinutes(4))));
        List<ScheduleEvent> rice = s.tick(clock.advance(Duration.ofMinutes(1)));
        assertEquals(1, rice.size());
        Alert riceAlert = assertInstanceOf(Alert.class, rice.get(0));
        assertEquals("米饭好了。", riceAlert.text());
        assertEquals(1, riceAlert.attempt());
        assertEquals(Duration.ZERO, riceAlert.late());

        assertEquals(List.of("米饭"), s.acknowledge("米饭的计时").stream().map(Job::name).toList());

        Alert pork = assertInstanceOf(Alert.class, s.tick(clock.advance(Duration.ofMinutes(3))).get(0));
        assertEquals("「焖肉」的计时到了。", pork.text());
        int spoken = 1;
        for (int i = 0; i < 10; i++) {
            List<ScheduleEvent> ev = s.tick(clock.advance(Duration.ofSeconds(30)));
            assertEquals(1, ev.size());
            if (ev.get(0) instanceof AlertsExhausted x) {
                assertEquals(6, x.alertsSpoken());
                break;
            }
            Alert a = assertInstanceOf(Alert.class, ev.get(0));
            assertEquals(++spoken, a.attempt());
        }
        assertEquals(6, spoken, "first alert plus max_repeats (5) repeats");
        assertTrue(s.jobs().isEmpty());
        assertEquals(List.of(), s.tick(clock.advance(Duration.ofMinutes(5))));
    }

    @Test
    void repeatsComeEveryRepeatSecondsNotEarlier() {
        Scheduler s = scheduler(SchedulerConfig.defaults());
        s.startTimer("tea", Duration.ofMinutes(3), "");
        assertEquals(1, s.tick(clock.advance(Duration.ofMinutes(3))).size());
        assertEquals(List.of(), s.tick(clock.advance(Duration.ofSeconds(29))));
        assertEquals(1, s.tick(clock.advance(Duration.ofSeconds(1))).size());
    }

    @Test
    void acknowledgeWithoutNameStopsEveryRingingJob() {
        Scheduler s = scheduler(SchedulerConfig.defaults());
        s.startTimer("a", Duration.ofMinutes(1), "");
        s.startTimer("b", Duration.ofMinutes(1), "");
        s.startTimer("later", Duration.ofMinutes(30), "");
        assertEquals(2, s.tick(clock.advance(Duration.ofMinutes(1))).size());
        assertEquals(2, s.acknowledge().size());
        assertEquals(List.of("later"), s.jobs().stream().map(Job::name).toList());
        assertEquals(List.of(), s.tick(clock.advance(Duration.ofSeconds(30))));
    }

    @Test
    void sameNameReplacesTheTimer() {
        Scheduler s = scheduler(SchedulerConfig.defaults());
        s.startTimer("Rice", Duration.ofMinutes(5), "");
        Job second = s.startTimer("rice", Duration.ofMinutes(10), "");
        assertEquals(List.of(second), s.jobs());
    }

    @Test
    void cancelMatchesExactNameBeforeContains() {
        Scheduler s = scheduler(SchedulerConfig.defaults());
        s.startTimer("鸡翅", Duration.ofMinutes(5), "");
        s.startTimer("鸡", Duration.ofMinutes(10), "");
        assertEquals("鸡", s.cancel(JobKind.TIMER, "鸡").orElseThrow().name());
        assertEquals("鸡翅", s.cancel(JobKind.TIMER, "鸡翅的计时").orElseThrow().name());
        assertTrue(s.cancel(JobKind.TIMER, "鸡").isEmpty());
        assertTrue(s.cancel(JobKind.TIMER, " ").isEmpty());
    }

    @Test
    void zeroNegativeAndOverMaximumTimersAreRefusedWithAClearMessage() {
        Scheduler s = scheduler(SchedulerConfig.defaults());
        IllegalArgumentException zero = assertThrows(IllegalArgumentException.class,
                () -> s.startTimer("x", Duration.ZERO, ""));
        assertTrue(zero.getMessage().startsWith("timer-out-of-range: a timer must be longer than 0 seconds"),
                zero.getMessage());
        assertThrows(IllegalArgumentException.class, () -> s.startTimer("x", Duration.ofMinutes(-5), ""));
        IllegalArgumentException hundred = assertThrows(IllegalArgumentException.class,
                () -> s.startTimer("x", Duration.ofHours(100), ""));
        assertTrue(hundred.getMessage().contains("at most 12 hours"), hundred.getMessage());
        assertTrue(hundred.getMessage().contains("100 小时"), hundred.getMessage());
        assertTrue(s.jobs().isEmpty(), "a refused timer leaves nothing behind");
        s.startTimer("x", Duration.ofHours(12), "");
    }

    @Test
    void maxTimerHoursIsConfigurable() {
        SchedulerConfig d = SchedulerConfig.defaults();
        Scheduler s = scheduler(new SchedulerConfig(2, d.missedGraceMinutes(), d.repeatSeconds(), d.maxRepeats(),
                d.quietHoursStart(), d.quietHoursEnd(), d.minIntervalMinutes(), d.dailyCap(), d.maxFollowUpHours(),
                "en-US"));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> s.startTimer("x", Duration.ofHours(3), ""));
        assertTrue(e.getMessage().contains("at most 2 hours, got 3 hours"), e.getMessage());
    }

    @Test
    void reminderAtTimeOfDayRingsAndIsNotFilteredByQuietHours() {
        Scheduler s = scheduler(SchedulerConfig.defaults());
        clock.set(MovableClock.at("2026-10-22T21:00:00").instant());
        Job r = s.addReminder(LocalTime.of(23, 30), "关燃气");
        assertEquals(MovableClock.at("2026-10-22T23:30:00").instant(), r.dueAt());
        Alert a = assertInstanceOf(Alert.class, s.tick(clock.advance(Duration.ofMinutes(150))).get(0));
        assertEquals("提醒：关燃气", a.text());
        Job tomorrow = s.addReminder(LocalTime.of(7, 0), "买菜");
        assertEquals(MovableClock.at("2026-10-23T07:00:00").instant(), tomorrow.dueAt());
    }

    @Test
    void reminderInThePastIsRefused() {
        Scheduler s = scheduler(SchedulerConfig.defaults());
        assertThrows(IllegalArgumentException.class, () -> s.addReminder(clock.instant(), "x"));
        assertThrows(IllegalArgumentException.class,
                () -> s.addReminder(clock.instant().plusSeconds(60), " "));
    }

    @Test
    void nextAttentionIsTheEarliestDueOrRepeat() {
        Scheduler s = scheduler(SchedulerConfig.defaults());
        assertTrue(s.nextAttentionAt().isEmpty());
        Instant start = clock.instant();
        s.startTimer("a", Duration.ofMinutes(10), "");
        s.startTimer("b", Duration.ofMinutes(2), "");
        assertEquals(start.plus(Duration.ofMinutes(2)), s.nextAttentionAt().orElseThrow());
        s.tick(clock.advance(Duration.ofMinutes(2)));
        assertEquals(clock.instant().plusSeconds(30), s.nextAttentionAt().orElseThrow());
        assertFalse(s.jobs().stream().filter(j -> j.name().equals("a")).findFirst().orElseThrow().firing());
    }

    @Test
    void englishWordingForEnglishConfig() {
        Scheduler s = scheduler(SchedulerConfig.defaults().withLanguage("en-US"));
        s.startTimer("rice", Duration.ofMinutes(1), "");
        Alert a = assertInstanceOf(Alert.class, s.tick(clock.advance(Duration.ofMinutes(1))).get(0));
        assertEquals("The rice timer is done.", a.text());
    }
}
