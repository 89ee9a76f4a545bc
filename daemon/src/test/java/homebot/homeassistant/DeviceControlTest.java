package homebot.homeassistant;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.config.Language;
import homebot.testing.RecordingLogHandler;
import homebot.audio.Secret;
import homebot.schedule.ScheduleEvent;
import homebot.schedule.Scheduler;
import homebot.schedule.SchedulerConfig;
import homebot.skills.api.Utterance;
import homebot.testing.MovableClock;
import homebot.turn.DialogueState;
import homebot.turn.ReplySink;
import homebot.turn.TurnHandler;
import homebot.turn.TurnReply;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** The house through Home Assistant's REST API on a loopback MockWebServer answering with its documented payloads. */
@Timeout(30)
class DeviceControlTest {
    static final String TOKEN = "ha-long-lived-token-0123456789";
    /** {@code GET /api/states} as Home Assistant answers it (entity_id, state, attributes.friendly_name, …). */
    static final String STATES = """
            [{"entity_id":"light.kitchen","state":"on","attributes":{"friendly_name":"厨房灯","supported_color_modes":["onoff"]},
              "last_changed":"2026-12-01T18:00:00+00:00","last_updated":"2026-12-01T18:00:00+00:00","context":{"id":"1"}},
             {"entity_id":"light.dining_room","state":"off","attributes":{"friendly_name":"Dining Room Light"}},
             {"entity_id":"fan.range_hood","state":"off","attributes":{"friendly_name":"抽油烟机","percentage":0}},
             {"entity_id":"lock.front_door","state":"locked","attributes":{"friendly_name":"前门锁"}},
             {"entity_id":"camera.doorbell","state":"idle","attributes":{"friendly_name":"门口摄像头"}},
             {"entity_id":"sun.sun","state":"below_horizon","attributes":{"friendly_name":"Sun"}}]""";

    @TempDir
    Path dir;
    final MockWebServer server = new MockWebServer();
    final MovableClock clock = MovableClock.kitchenEvening();
    final ObjectMapper json = new ObjectMapper();
    Scheduler scheduler;
    DeviceControl control;
    TurnHandler intents;

    @BeforeEach
    void start() throws Exception {
        server.start();
        scheduler = new Scheduler(dir.resolve("schedule"), SchedulerConfig.defaults(), clock, json);
        control = new DeviceControl(HomeAssistantConfig.of(server.url("/").toString(), Secret.of(TOKEN)).withTimeout(500),
                scheduler, clock, json);
        intents = new HomeAssistantIntents(control).handler(Language.parse("zh-CN"));
    }

    @AfterEach
    void stop() {
        control.close();
        server.close();
    }

    private Optional<TurnReply> say(String text) {
        return intents.handle(new Utterance(text, "test", "chat-1", null), ReplySink.NONE);
    }

    private void states() {
        server.enqueue(new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json").body(STATES).build());
    }

    private void ok() {
        server.enqueue(new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json").body("[]").build());
    }

    private RecordedRequest take() throws InterruptedException {
        RecordedRequest r = server.takeRequest(5, TimeUnit.SECONDS);
        assertTrue(r != null, "no request reached Home Assistant");
        return r;
    }

    @Test
    void turningOffTheKitchenLightCallsTheServiceWithTheBearerToken() throws Exception {
        states();
        ok();
        assertEquals("好的，已经关掉厨房灯。", say("关掉厨房的灯").orElseThrow().text());
        RecordedRequest get = take();
        assertEquals("/api/states", get.getTarget());
        assertEquals("Bearer " + TOKEN, get.getHeaders().get("Authorization"));
        RecordedRequest post = take();
        assertEquals("POST", post.getMethod());
        assertEquals("/api/services/light/turn_off", post.getTarget());
        assertEquals("{\"entity_id\":\"light.kitchen\"}", post.getBody().utf8());
    }

    @Test
    void theHoodByItsNameAndTheDiningLightInEnglish() throws Exception {
        states();
        ok();
        ok();
        assertEquals("好的，已经打开抽油烟机。", say("打开抽油烟机").orElseThrow().text());
        take();
        assertEquals("/api/services/fan/turn_on", take().getTarget());
        TurnHandler english = new HomeAssistantIntents(control).handler(Language.parse("en-US"));
        TurnReply r = english.handle(new Utterance("turn off the dining room light", "test", "c", null), ReplySink.NONE)
                .orElseThrow();
        assertEquals("Okay, the Dining Room Light is off.", r.text());
        assertEquals("/api/services/light/turn_off", take().getTarget(), "the entity list is cached, not re-read");
    }

    @Test
    void aLockWaitsForASpokenYes() throws Exception {
        states();
        ok();
        TurnReply ask = say("打开前门锁").orElseThrow();
        assertEquals("确定要打开前门锁吗？", ask.text());
        assertEquals(DialogueState.WAITING, ask.state(), "the microphone re-opens for the answer");
        take();
        assertEquals("好的，已经打开前门锁。", say("确定").orElseThrow().text());
        assertEquals("/api/services/lock/unlock", take().getTarget());
        assertTrue(say("确定").isEmpty(), "a yes with no question pending is not ours");
    }

    @Test
    void noMeansNothingHappens() throws Exception {
        states();
        assertEquals("确定要关掉前门锁吗？", say("关掉前门锁").orElseThrow().text());
        take();
        assertEquals("好的，不动它。", say("算了").orElseThrow().text());
        assertEquals(1, server.getRequestCount());
    }

    @Test
    void aDomainOutsideTheAllowListIsRefusedWithoutACall() throws Exception {
        states();
        assertEquals("门口摄像头不在允许我控制的设备里。", say("关掉门口摄像头").orElseThrow().text());
        take();
        assertEquals(1, server.getRequestCount());
    }

    @Test
    void anUnknownDeviceIsSaidByName() throws Exception {
        states();
        assertEquals("Home Assistant 里没有叫「阁楼风扇」的设备。", say("打开阁楼风扇").orElseThrow().text());
    }

    @Test
    void aDelayedCommandIsAPersistedJobThatSurvivesARestartAndRunsWhenDue() throws Exception {
        states();
        assertEquals("好的，10分钟后关掉抽油烟机。", say("十分钟后关掉抽油烟机").orElseThrow().text());
        take();
        assertEquals(1, control.scheduled().size());
        control.close();

        // A restart: a new scheduler reads jobs.json; a new control runs what comes due.
        Scheduler again = new Scheduler(dir.resolve("schedule"), SchedulerConfig.defaults(), clock, json);
        DeviceControl restarted = new DeviceControl(HomeAssistantConfig.of(server.url("/").toString(), Secret.of(TOKEN)),
                again, clock, json);
        try {
            assertEquals(1, restarted.scheduled().size(), "the delayed command survived the restart");
            clock.advance(Duration.ofMinutes(9));
            assertTrue(again.tick(clock.instant()).isEmpty());
            clock.advance(Duration.ofMinutes(1));
            ok();
            List<ScheduleEvent> due = again.tick(clock.instant());
            assertTrue(due.get(0) instanceof ScheduleEvent.CommandDue, due.toString());
            restarted.onScheduleEvents(due);
            RecordedRequest post = take();
            assertEquals("/api/services/fan/turn_off", post.getTarget());
            assertEquals("{\"entity_id\":\"fan.range_hood\"}", post.getBody().utf8());
            assertEquals(List.of("好的，已经关掉抽油烟机。"), awaitSpoken(restarted));
            assertTrue(again.jobs().isEmpty(), "run once, then gone");
        } finally {
            restarted.close();
        }
    }

    @Test
    void aDelayedCommandFarPastItsTimeAfterADowntimeIsNotRunButSaid() throws Exception {
        states();
        say("十分钟后关掉抽油烟机");
        take();
        clock.advance(Duration.ofHours(2));
        List<ScheduleEvent> due = scheduler.tick(clock.instant());
        assertTrue(due.get(0) instanceof ScheduleEvent.Missed m && m.text().contains("没有执行"), due.toString());
        control.onScheduleEvents(due);
        assertEquals(1, server.getRequestCount(), "nothing was switched two hours late");
    }

    private static List<String> awaitSpoken(DeviceControl c) throws InterruptedException {
        List<String> out = new ArrayList<>();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        while (out.isEmpty() && System.nanoTime() < deadline) {
            out.addAll(c.drainSpoken());
            TimeUnit.MILLISECONDS.sleep(10); // the command runs on its own thread against a real HTTP server
        }
        return out;
    }

    @Test
    void theAgentsToolSwitchesNowOrLaterUnderTheSameRules() throws Exception {
        HomeAssistantTool tool = new HomeAssistantTool(control, json, Language.parse("en-US"));
        homebot.agent.ToolCallContext ctx = new homebot.agent.ToolCallContext(
                new Utterance("turn off the hood", "test", "c", null), "run-1");
        states();
        ok();
        assertEquals("Okay, the 抽油烟机 is off.", tool.call(json.readTree("{\"target\":\"抽油烟机\",\"action\":\"turn_off\"}"), ctx));
        take();
        assertEquals("/api/services/fan/turn_off", take().getTarget());
        assertEquals("Okay, in 10 minutes I'll turn on the 厨房灯.",
                tool.call(json.readTree("{\"target\":\"厨房灯\",\"action\":\"turn_on\",\"delay_minutes\":10}"), ctx));
        assertEquals(1, control.scheduled().size());
        assertEquals("Do you really want to turn on the 前门锁?",
                tool.call(json.readTree("{\"target\":\"前门锁\",\"action\":\"turn_on\"}"), ctx));
        assertEquals(2, server.getRequestCount(), "the lock waits for the user's own yes");
        org.junit.jupiter.api.Assertions.assertThrows(homebot.skills.api.ToolArgumentException.class,
                () -> tool.call(json.readTree("{\"target\":\"厨房灯\",\"action\":\"explode\"}"), ctx));
    }

    @Test
    void unauthorizedIsOneLogLineWithoutTheTokenAndOneSpokenSentence() throws Exception {
        server.enqueue(new MockResponse.Builder().code(401).body("401: Unauthorized").build());
        try (RecordingLogHandler log = new RecordingLogHandler()) {
            assertEquals("Home Assistant 拒绝了我的访问令牌，请检查设置。", say("关掉厨房的灯").orElseThrow().text());
            assertTrue(log.all().contains("ha-unauthorized"), log.all());
            assertFalse(log.all().contains(TOKEN));
        }
    }

    @Test
    void notFoundServerErrorAndTimeoutEachHaveTheirSentence() throws Exception {
        states();
        server.enqueue(new MockResponse.Builder().code(404).body("404: Not Found").build());
        assertEquals("Home Assistant 里找不到厨房灯。", say("关掉厨房的灯").orElseThrow().text());
        server.enqueue(new MockResponse.Builder().code(500).body("Internal Server Error").build());
        assertEquals("Home Assistant 出错了，厨房灯没有操作成功。", say("关掉厨房的灯").orElseThrow().text());
        server.enqueue(new MockResponse.Builder().code(200).body("[]").headersDelay(2, TimeUnit.SECONDS).build());
        try (RecordingLogHandler log = new RecordingLogHandler()) {
            assertEquals("Home Assistant 没有响应，厨房灯没有操作成功。", say("关掉厨房的灯").orElseThrow().text());
            assertTrue(log.all().contains("ha-timeout"), log.all());
        }
    }

    @Test
    void withoutHomeAssistantADeviceSentenceSaysSoAndOtherSentencesPassOn() {
        DeviceControl none = new DeviceControl(HomeAssistantConfig.defaults(), scheduler, clock, json);
        TurnHandler zh = new HomeAssistantIntents(none).handler(Language.parse("zh-CN"));
        assertEquals("还没有接入 Home Assistant，没法控制家里的设备。",
                zh.handle(new Utterance("关掉厨房的灯", "t", "c", null), ReplySink.NONE).orElseThrow().text());
        assertEquals("还没有接入 Home Assistant，没法控制家里的设备。",
                zh.handle(new Utterance("十分钟后关掉抽油烟机", "t", "c", null), ReplySink.NONE).orElseThrow().text());
        assertEquals("Home Assistant is not set up, so I can't control devices.",
                zh.handle(new Utterance("turn off the kitchen light", "t", "c", null), ReplySink.NONE).orElseThrow().text());
        assertTrue(zh.handle(new Utterance("打开做饭模式", "t", "c", null), ReplySink.NONE).isEmpty());
        assertTrue(zh.handle(new Utterance("open the pod bay doors", "t", "c", null), ReplySink.NONE).isEmpty());
        assertTrue(zh.handle(new Utterance("关掉它", "t", "c", null), ReplySink.NONE).isEmpty());
        none.close();
    }

    @Test
    void aNegatedOrReportedSwitchIsNotADeviceCommand() {
        DeviceControl none = new DeviceControl(HomeAssistantConfig.defaults(), scheduler, clock, json);
        TurnHandler zh = new HomeAssistantIntents(none).handler(Language.parse("zh-CN"));
        for (String words : new String[] {"我先去看会儿电视，做饭模式别给我关了啊", "别把厨房的灯关了", "不要关掉抽油烟机",
                "灯不用关", "don't turn off the kitchen light", "never turn on the tv", "i didnt say turn off the fan",
                "我刚才去把客厅里的电视和卧室的空调都关了"}) {
            assertTrue(zh.handle(new Utterance(words, "t", "c", null), ReplySink.NONE).isEmpty(), words);
        }
        assertEquals("还没有接入 Home Assistant，没法控制家里的设备。",
                zh.handle(new Utterance("把客厅的落地灯关了", "t", "c", null), ReplySink.NONE).orElseThrow().text());
        none.close();
    }
}
