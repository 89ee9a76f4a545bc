package homebot.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.schedule.ScheduleEvent.Alert;
import homebot.schedule.ScheduleEvent.FollowUpDue;
import homebot.schedule.ScheduleEvent.FollowUpSkipped;
import homebot.testing.MovableClock;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FollowUpTest {
    @TempDir
    Path dir;
    final MovableClock clock = MovableClock.at("2026-10-22T18:00:00");
    final ObjectMapper json = new ObjectMapper();

    Scheduler scheduler(SchedulerConfig config) {
        return new Scheduler(dir, config, clock, json);
    }

    @Test
    void dueFollowUpWakesTheAgentWithANotAUserMessageReminder() {
        Scheduler s = scheduler(SchedulerConfig.defaults());
        s.addFollowUp(clock.instant().plus(Duration.ofMinutes(20)), "检查烤箱", "cook-1");
        FollowUpDue due = assertInstanceOf(FollowUpDue.class, s.tick(clock.advance(Duration.ofMinutes(20))).get(0));
        assertEquals("[系统提醒，非用户消息] 20 分钟前你计划：检查烤箱。请决定是否需要主动提醒用户；如果不需要，回复 <silent/>。",
                due.reminder());
        assertEquals("cook-1", due.job().chatId());
        assertTrue(s.jobs().isEmpty(), "a follow-up is done once woken");
    }

    @Test
    void englishReminder() {
        Scheduler s = scheduler(SchedulerConfig.defaults().withLanguage("en-US"));
        s.addFollowUp(clock.instant().plus(Duration.ofMinutes(1)), "check the oven.", null);
        FollowUpDue due = assertInstanceOf(FollowUpDue.class, s.tick(clock.advance(Duration.ofMinutes(1))).get(0));
        assertEquals("[System reminder, not a user message] 1 minute ago you planned: check the oven. Decide whether "
                + "to speak to the user now; if not, reply <silent/>.", due.reminder());
    }

    @Test
    void silenceMarkerIsRecognised() {
        assertTrue(FollowUpReminder.isSilent("  <silent/>\n"));
        assertTrue(FollowUpReminder.isSilent(""));
        assertFalse(FollowUpReminder.isSilent("烤箱该看一下了。"));
        assertFalse(FollowUpReminder.isSilent("<silent/> 不过……"));
    }

    @Test
    void followUpInQuietHoursIsSkippedLoggedAndRecorded() throws IOException {
        clock.set(MovableClock.at("2026-10-22T21:50:00").instant());
        Scheduler s = scheduler(SchedulerConfig.defaults());
        s.addFollowUp(clock.instant().plus(Duration.ofMinutes(20)), "问问汤炖得怎么样", "c1");
        FollowUpSkipped skip = assertInstanceOf(FollowUpSkipped.class,
                s.tick(clock.advance(Duration.ofMinutes(20))).get(0));
        assertEquals("quiet_hours", skip.skipReason());
        assertEquals("22:00-07:00", skip.guardrails().get("quiet_hours"));

        List<JsonNode> lines = new SkipLog(dir.resolve("skipped.jsonl"), json).readAll();
        assertEquals(1, lines.size());
        assertEquals("quiet_hours", lines.get(0).get("skip_reason").asText());
        assertEquals("问问汤炖得怎么样", lines.get(0).get("reason").asText());
        assertEquals("22:10:00", lines.get(0).get("guardrails").get("local_time").asText());
    }

    @Test
    void secondFollowUpWithinTheMinimumIntervalIsSkipped() throws IOException {
        Scheduler s = scheduler(SchedulerConfig.defaults());
        s.addFollowUp(clock.instant().plus(Duration.ofMinutes(5)), "a", null);
        s.addFollowUp(clock.instant().plus(Duration.ofMinutes(9)), "b", null);
        s.addFollowUp(clock.instant().plus(Duration.ofMinutes(15)), "c", null);
        assertInstanceOf(FollowUpDue.class, s.tick(clock.advance(Duration.ofMinutes(5))).get(0));
        assertEquals("min_interval",
                assertInstanceOf(FollowUpSkipped.class, s.tick(clock.advance(Duration.ofMinutes(4))).get(0)).skipReason());
        assertInstanceOf(FollowUpDue.class, s.tick(clock.advance(Duration.ofMinutes(6))).get(0));
        assertEquals(1, new SkipLog(dir.resolve("skipped.jsonl"), json).readAll().size());
    }

    @Test
    void userTimersAndRemindersAreNeverSuppressedByTheGuardrails() {
        // Quiet hours all day long (00:00–23:59), no interval allowed, cap of one already used up.
        SchedulerConfig strict = SchedulerConfig.defaults().withQuietHours("00:00", "23:59").withLimits(600, 1);
        Scheduler s = scheduler(strict);
        s.addFollowUp(clock.instant().plus(Duration.ofMinutes(1)), "f", null);
        s.startTimer("米饭", Duration.ofMinutes(1), "");
        s.addReminder(clock.instant().plus(Duration.ofMinutes(1)), "关火");
        List<ScheduleEvent> events = s.tick(clock.advance(Duration.ofMinutes(1)));
        assertEquals(3, events.size());
        assertEquals(2, events.stream().filter(e -> e instanceof Alert).count(), events.toString());
        assertEquals(1, events.stream().filter(e -> e instanceof FollowUpSkipped).count());
        assertEquals(2, s.tick(clock.advance(Duration.ofSeconds(30))).stream().filter(e -> e instanceof Alert).count(),
                "and they keep repeating");
    }

    @Test
    void followUpFarPastItsTimeAfterARestartIsSkippedAsExpired() {
        scheduler(SchedulerConfig.defaults()).addFollowUp(clock.instant().plus(Duration.ofMinutes(5)), "x", null);
        clock.advance(Duration.ofHours(1));
        FollowUpSkipped skip = assertInstanceOf(FollowUpSkipped.class,
                scheduler(SchedulerConfig.defaults()).tick(clock.instant()).get(0));
        assertEquals("expired", skip.skipReason());
    }
}
