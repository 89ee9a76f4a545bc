package homebot.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.config.ConfigLoader;
import homebot.conversation.Message;
import homebot.testing.SseScript;
import homebot.testing.MovableClock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A due follow-up wakes the model as a proactive turn, not as the user speaking: it reaches the model as a
 * {@code <system-reminder>} that says it is not a user message, it is recorded as a reminder (never a
 * {@code user} line), and the model's own plan can never satisfy switch_mode's check of the user's words.
 */
class ProactiveTurnTest {
    @TempDir
    Path dir;

    private final MockWebServer server = new MockWebServer();
    private final MovableClock clock = MovableClock.kitchenEvening();
    private Assembly app;

    @BeforeEach
    void start() throws Exception {
        Path skill = dir.resolve("ws/skills/homework");
        Files.createDirectories(skill);
        Files.writeString(skill.resolve("mode.json"), "{\"id\": \"homework\", \"display_name\": \"作业模式\"}");
        Files.writeString(skill.resolve("SKILL.md"), "# 作业模式\n\n陪孩子写作业。\n");
        server.start();
        Path yaml = dir.resolve("homebot.yaml");
        Files.writeString(yaml, "workspace: " + dir.resolve("ws") + "\nagent:\n  thinking_notice_ms: 0\n"
                + "llm:\n  base_url: " + server.url("/v1") + "\n  model: m\n  max_retries: 0\n");
        app = new Assembly(new ConfigLoader(Schema.create(), Map.<String, String>of()::get).load(Optional.of(yaml)), clock);
    }

    @AfterEach
    void close() {
        app.close();
        server.close();
    }

    private List<String> followUpFires(String plannedReason) {
        app.schedule().scheduler().addFollowUp(clock.instant().plus(Duration.ofMinutes(10)), plannedReason, "c1");
        clock.advance(Duration.ofMinutes(10));
        return app.drainAlerts();
    }

    @Test
    void theModelsOwnPlanNeverCountsAsTheUsersWordsForSwitchMode() throws Exception {
        server.enqueue(SseScript.sse().toolStart(0, "call-1", "switch_mode",
                "{\"action\":\"enter\",\"mode_id\":\"homework\"}").finish("tool_calls").done().response());
        server.enqueue(SseScript.textAnswer("该检查作业了。<state>IDLE</state>"));

        List<String> said = followUpFires("打开作业模式，提醒孩子写作业");

        assertEquals(List.of("该检查作业了。"), said);
        assertTrue(app.modes().active().isEmpty(), "a reminder containing 打开作业模式 must not enter the mode");
        RecordedRequest first = server.takeRequest();
        String firstBody = first.getBody().utf8();
        assertTrue(firstBody.contains("<system-reminder>") && firstBody.contains("不是用户的新消息"),
                "the model is told this is not a user message: " + firstBody);
        String secondBody = server.takeRequest().getBody().utf8();
        assertTrue(secondBody.contains("switch-refused"), "switch_mode was refused: " + secondBody);
    }

    @Test
    void aProactiveTurnIsRecordedAsAReminderNeverAsTheUserSpeaking() throws Exception {
        server.enqueue(SseScript.textAnswer("该看一下烤箱了。<state>IDLE</state>"));
        followUpFires("检查烤箱");
        List<Message> chain = app.conversations().load("c1").chain();
        assertFalse(chain.stream().anyMatch(m -> m.role().equals("user")), "no user line: " + chain);
        assertEquals("system", chain.get(0).role());
        assertTrue(chain.get(0).content().contains("检查烤箱"), chain.get(0).content());
        assertEquals("该看一下烤箱了。", chain.get(chain.size() - 1).content());
    }

    @Test
    void inAModeTheProactiveTurnIsAReminderLineOfTheSessionAndComesBackAsOne() throws Exception {
        app.modes().enter("homework");
        server.enqueue(SseScript.textAnswer("该检查作业了。<state>IDLE</state>"));
        server.enqueue(SseScript.textAnswer("好的。<state>IDLE</state>"));
        followUpFires("提醒孩子写作业");
        Path log = app.modes().active().orElseThrow().conversationFile();
        String line = Files.readAllLines(log).get(0);
        assertTrue(line.contains("\"kind\":\"proactive\"") && line.contains("\"reminder\":") && !line.contains("\"user\":"),
                line);

        app.pipeline().run(new homebot.skills.api.Utterance("好的", "voice", "c2", "mum"), s -> {});
        server.takeRequest();
        String next = server.takeRequest().getBody().utf8();
        assertTrue(next.contains("<system-reminder>"), "history shows the reminder as a reminder: " + next);
    }
}
