package homebot.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.schedule.ScheduleEvent.Alert;
import homebot.schedule.ScheduleEvent.AlertsExhausted;
import homebot.schedule.ScheduleEvent.Missed;
import homebot.testing.MovableClock;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SchedulerPersistenceTest {
    @TempDir
    Path workspace;
    final MovableClock clock = MovableClock.at("2026-10-22T18:00:00");
    final ObjectMapper json = new ObjectMapper();

    Path dir() {
        return workspace.resolve("schedule");
    }

    Scheduler restart(SchedulerConfig config) {
        return new Scheduler(dir(), config, clock, json);
    }

    @Test
    void restartMidCountdownKeepsRemainingTime() {
        Scheduler before = restart(SchedulerConfig.defaults());
        Job rice = before.startTimer("米饭", Duration.ofMinutes(20), "米饭好了");
        clock.advance(Duration.ofMinutes(7));

        Scheduler after = restart(SchedulerConfig.defaults());
        assertEquals(List.of(rice), after.jobs());
        assertEquals(Duration.ofMinutes(13), after.jobs().get(0).remaining(clock.instant()));
        assertEquals(List.of(), after.tick(clock.advance(Duration.ofMinutes(12))));
        Alert a = assertInstanceOf(Alert.class, after.tick(clock.advance(Duration.ofMinutes(1))).get(0));
        assertEquals("米饭好了", a.text());
    }

    @Test
    void timerThatFiredWhileDownRingsAtOnceWithLateWording() {
        restart(SchedulerConfig.defaults()).startTimer("焖肉", Duration.ofMinutes(5), "焖肉好了");
        clock.advance(Duration.ofMinutes(8));

        Scheduler after = restart(SchedulerConfig.defaults());
        assertEquals(clock.instant().minus(Duration.ofMinutes(3)), after.nextAttentionAt().orElseThrow(),
                "already due: the driver ticks at once");
        Alert a = assertInstanceOf(Alert.class, after.tick(clock.instant()).get(0));
        assertEquals("「焖肉」的计时在 3 分钟前就到了。", a.text());
        assertEquals(Duration.ofMinutes(3), a.late());
        assertTrue(a.job().firing(), "it keeps ringing until acknowledged");
    }

    @Test
    void lateWordingInEnglish() {
        SchedulerConfig en = SchedulerConfig.defaults().withLanguage("en-US");
        restart(en).startTimer("rice", Duration.ofMinutes(5), "");
        clock.advance(Duration.ofMinutes(6));
        Alert a = assertInstanceOf(Alert.class, restart(en).tick(clock.instant()).get(0));
        assertEquals("The rice timer went off 1 minute ago.", a.text());
    }

    @Test
    void timerPastTheGraceIsReportedAsMissedOnce() {
        restart(SchedulerConfig.defaults()).startTimer("焖肉", Duration.ofMinutes(5), "");
        clock.advance(Duration.ofMinutes(5 + 25));

        Scheduler after = restart(SchedulerConfig.defaults());
        List<ScheduleEvent> events = after.tick(clock.instant());
        Missed m = assertInstanceOf(Missed.class, events.get(0));
        assertEquals(Duration.ofMinutes(25), m.late());
        assertEquals("「焖肉」的计时在 25 分钟前就到了，那时我没有在运行，错过了。", m.text());
        assertTrue(after.jobs().isEmpty());
        assertTrue(restart(SchedulerConfig.defaults()).jobs().isEmpty(), "the missed job is gone for good");
    }

    @Test
    void timerRingingWhenTheProcessDiedStopsIfTheRestartIsPastTheGrace() {
        Scheduler before = restart(SchedulerConfig.defaults());
        before.startTimer("tea", Duration.ofMinutes(1), "");
        before.tick(clock.advance(Duration.ofMinutes(1)));
        clock.advance(Duration.ofHours(2));
        assertInstanceOf(AlertsExhausted.class, restart(SchedulerConfig.defaults()).tick(clock.instant()).get(0));
    }

    @Test
    void corruptJobsFileIsMovedAsideAndTheSchedulerStartsEmpty() throws IOException {
        Files.createDirectories(dir());
        Files.writeString(dir().resolve("jobs.json"), "{\"schema_version\":1,\"jobs\":[{\"id\":", StandardCharsets.UTF_8);
        Scheduler s = restart(SchedulerConfig.defaults());
        assertTrue(s.jobs().isEmpty());
        Path aside = dir().resolve("jobs.json.corrupt-20261022-180000");
        assertTrue(Files.exists(aside), "kept for a human to look at");
        assertTrue(Files.notExists(dir().resolve("jobs.json")));
        s.startTimer("new", Duration.ofMinutes(1), "");
        assertEquals(1, restart(SchedulerConfig.defaults()).jobs().size(), "works normally afterwards");
    }

    @Test
    void jobsFileWithAnUnknownKindCountsAsCorrupt() throws IOException {
        Files.createDirectories(dir());
        Files.writeString(dir().resolve("jobs.json"), "{\"schema_version\":1,\"jobs\":[{\"id\":\"x\",\"kind\":\"alarm\","
                + "\"name\":\"n\",\"created_at\":\"2026-10-22T10:00:00Z\",\"due_at\":\"2026-10-22T11:00:00Z\"}]}");
        assertTrue(restart(SchedulerConfig.defaults()).jobs().isEmpty());
        try (Stream<Path> files = Files.list(dir())) {
            assertEquals(1, files.filter(p -> p.getFileName().toString().startsWith("jobs.json.corrupt-")).count());
        }
    }

    @Test
    void jobsFileIsWrittenWholeAndLeavesNoTempFiles() throws IOException {
        Scheduler s = restart(SchedulerConfig.defaults());
        s.startTimer("米饭", Duration.ofMinutes(20), "米饭好了");
        s.addFollowUp(clock.instant().plus(Duration.ofMinutes(20)), "检查烤箱", "chat-1");
        s.addReminder(clock.instant().plus(Duration.ofHours(1)), "关燃气");
        s.cancel(JobKind.REMINDER, "燃气");

        JsonNode root = json.readTree(dir().resolve("jobs.json").toFile());
        assertEquals(1, root.get("schema_version").asInt());
        assertEquals(2, root.get("jobs").size());
        assertEquals("timer", root.get("jobs").get(0).get("kind").asText());
        assertEquals("follow-up", root.get("jobs").get(1).get("kind").asText());
        assertEquals("chat-1", root.get("jobs").get(1).get("chat_id").asText());
        try (Stream<Path> files = Files.list(dir())) {
            assertEquals(List.of("jobs.json"), files.map(p -> p.getFileName().toString()).toList());
        }
        assertEquals(s.jobs(), restart(SchedulerConfig.defaults()).jobs());
    }

    @Test
    void proactiveHistorySurvivesARestartSoTheDailyCapHolds() {
        SchedulerConfig capOne = SchedulerConfig.defaults().withLimits(0, 1);
        Scheduler s = restart(capOne);
        s.addFollowUp(clock.instant().plus(Duration.ofMinutes(5)), "a", null);
        s.addFollowUp(clock.instant().plus(Duration.ofMinutes(50)), "b", null);
        assertInstanceOf(ScheduleEvent.FollowUpDue.class, s.tick(clock.advance(Duration.ofMinutes(5))).get(0));
        ScheduleEvent second = restart(capOne).tick(clock.advance(Duration.ofMinutes(45))).get(0);
        assertEquals("daily_cap", assertInstanceOf(ScheduleEvent.FollowUpSkipped.class, second).skipReason());
    }
}
