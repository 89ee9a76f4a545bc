package homebot.schedule;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.agent.ToolCallContext;
import homebot.skills.api.ToolArgumentException;
import homebot.skills.api.Utterance;
import homebot.testing.MovableClock;
import java.nio.file.Path;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ScheduleFollowUpToolTest {
    @TempDir
    Path workspace;
    final MovableClock clock = MovableClock.at("2026-10-22T18:00:00");
    final ObjectMapper json = new ObjectMapper();
    final ToolCallContext ctx = new ToolCallContext(new Utterance("烤鸡翅", "voice", "v-9", null), "run-1");

    ScheduleService service() {
        return new ScheduleService(workspace, SchedulerConfig.defaults(), clock, json, e -> {});
    }

    JsonNode args(String s) throws Exception {
        return json.readTree(s);
    }

    @Test
    void inMinutesSchedulesAFollowUpInThisChat() throws Exception {
        ScheduleService s = service();
        JsonNode result = json.readTree(s.followUpTool().call(args("{\"in_minutes\":20,\"reason\":\"检查烤箱\"}"), ctx));
        assertTrue(result.get("ok").asBoolean());
        assertEquals("2026-10-22T18:20+08:00", result.get("due_at").asText());
        Job job = s.scheduler().jobs().get(0);
        assertEquals(JobKind.FOLLOW_UP, job.kind());
        assertEquals("v-9", job.chatId());
        assertEquals("检查烤箱", job.text());
    }

    @Test
    void atAcceptsOffsetLocalAndTimeOfDay() throws Exception {
        ScheduleService s = service();
        s.followUpTool().call(args("{\"at\":\"2026-10-22T19:00:00+08:00\",\"reason\":\"a\"}"), ctx);
        s.followUpTool().call(args("{\"at\":\"2026-10-22T19:30\",\"reason\":\"b\"}"), ctx);
        s.followUpTool().call(args("{\"at\":\"07:00\",\"reason\":\"c\"}"), ctx);
        assertEquals(Duration.ofHours(1), s.scheduler().jobs().get(0).remaining(clock.instant()));
        assertEquals(Duration.ofMinutes(90), s.scheduler().jobs().get(1).remaining(clock.instant()));
        assertEquals(Duration.ofHours(13), s.scheduler().jobs().get(2).remaining(clock.instant()), "tomorrow 07:00");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "{\"in_minutes\":20}",
            "{\"in_minutes\":20,\"reason\":\"  \"}",
            "{\"reason\":\"x\"}",
            "{\"in_minutes\":5,\"at\":\"19:00\",\"reason\":\"x\"}",
            "{\"in_minutes\":0,\"reason\":\"x\"}",
            "{\"in_minutes\":-3,\"reason\":\"x\"}",
            "{\"in_minutes\":\"soon\",\"reason\":\"x\"}",
            "{\"in_minutes\":100000,\"reason\":\"x\"}",
            "{\"at\":\"tomorrow evening\",\"reason\":\"x\"}",
            "{\"at\":\"2026-10-21T10:00:00+08:00\",\"reason\":\"x\"}",
    })
    void badArgumentsAreReturnedToTheModelAndScheduleNothing(String raw) throws Exception {
        ScheduleService s = service();
        ToolArgumentException e = assertThrows(ToolArgumentException.class, () -> s.followUpTool().call(args(raw), ctx));
        assertTrue(!e.getMessage().isBlank());
        assertTrue(s.scheduler().jobs().isEmpty());
    }

    @Test
    void anOverlongReasonIsRefusedWithToolArgumentTooLongAndScheduleNothing() throws Exception {
        ScheduleService s = service();
        String reason = "看看汤".repeat(2_000);
        ToolArgumentException e = assertThrows(ToolArgumentException.class, () -> s.followUpTool().call(
                json.createObjectNode().put("in_minutes", 20).put("reason", reason), ctx));
        assertEquals("tool-argument-too-long", e.code());
        assertTrue(e.getMessage().contains(Integer.toString(Scheduler.MAX_TEXT_CHARS)), e.getMessage());
        assertTrue(s.scheduler().jobs().isEmpty());
    }

    @Test
    void schemaNamesTheArguments() {
        JsonNode p = service().followUpTool().parameters();
        assertEquals("schedule_follow_up", service().followUpTool().name());
        assertTrue(p.get("properties").has("in_minutes") && p.get("properties").has("at"));
        assertEquals("reason", p.get("required").get(0).asText());
    }
}
