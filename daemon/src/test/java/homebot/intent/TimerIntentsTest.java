package homebot.intent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Named timers outside any mode, by voice, in both languages, against the real scheduler. */
class TimerIntentsTest {
    @TempDir
    Path workspace;

    private Assembly app;

    @BeforeEach
    void start() {
        app = new Assembly(new ConfigLoader(Schema.create(), Map.of("HOMEBOT_WORKSPACE", workspace.toString())::get)
                .load(Optional.empty()), Clock.fixed(Instant.parse("2026-11-29T10:00:00Z"), ZoneId.of("Asia/Shanghai")));
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private String say(String text) {
        return app.pipeline().run(new Utterance(text, "console", "t", null), ReplySink.NONE).text();
    }

    @Test
    void namedTimersInChinese() {
        assertEquals("好的，计时5分钟。", say("计时五分钟"));
        assertEquals("好的，焖肉计时40分钟。", say("焖肉计时四十分钟"));
        assertEquals("「焖肉」还剩40分钟。", say("焖肉的计时还剩多久"));
        assertTrue(say("有哪些计时").startsWith("有2个计时"));
        assertEquals("好的，「焖肉」的计时取消了。", say("取消焖肉的计时"));
        assertEquals("「计时」还剩5分钟。", say("还剩多久"), "one timer left: no name needed");
    }

    @Test
    void namedTimersInEnglish() {
        assertEquals("Okay, the rice timer is set for 5 minutes.", say("Set a timer for 5 minutes for the rice."));
        assertEquals("The rice timer has 5 minutes left.", say("how long is left on the rice"));
        assertEquals("Okay, the rice timer is cancelled.", say("cancel the rice timer"));
        assertEquals("There are no timers running.", say("what timers are running"));
    }

    @Test
    void impossibleDurationsAreRefusedAloud() {
        assertTrue(say("计时零分钟").startsWith("这个时长不行"));
        assertTrue(say("计时一百小时").startsWith("这个时长不行"));
        assertTrue(say("set a timer for 100 hours").startsWith("I can't set that"));
        assertEquals("现在没有计时。", say("有哪些计时"), "nothing was set");
    }

    @Test
    void theDurationNeverBecomesPartOfTheTimersName() {
        assertEquals("好的，计时1小时1秒。", say("计时一小时零一秒"));
        assertTrue(say("计时十二小时零一秒").startsWith("这个时长不行"), "12 h 1 s is over the limit, not a timer named 零一秒");
        assertEquals("「计时」还剩1小时1秒。", say("还剩多久"));
    }

    @Test
    void durationsAsPeopleSayThem() {
        assertEquals("好的，计时3分钟30秒。", say("计时三分半"));
        assertEquals("好的，计时2分钟30秒。", say("计时两分半钟"));
        assertEquals("好的，计时1小时30分钟。", say("定个一个半小时的闹钟"));
        assertEquals("好的，计时10分钟。", say("倒计时十分钟"));
        assertEquals("好的，计时15分钟。", say("计时一刻钟"));
        assertEquals("Okay, timer set for 1 hour 30 minutes.", say("set a timer for an hour and a half"));
        assertEquals("Okay, timer set for 3 minutes 30 seconds.", say("set a timer for three and a half minutes"));
    }

    @Test
    void okayAcknowledgesOnlyARingingTimerOtherwiseStopEndsTheConversation() {
        assertEquals("好的。", say("停"), "nothing rings: 停 is a plain stop");
    }
}
