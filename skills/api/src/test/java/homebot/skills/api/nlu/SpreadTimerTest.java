package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class SpreadTimerTest {
    @ParameterizedTest
    @CsvSource(delimiter = '|', nullValues = "-", value = {
        "这个焖的时间比较长，四十分钟对吧，你帮我定上，叫红烧肉 | 2400 | 红烧肉",
        "再来一个计时，米饭还要半小时，叫米饭 | 1800 | 米饭",
        "米饭还要半小时，帮我计上 | 1800 | -",
        "potatoes need twenty minutes, can you set that | 1200 | -",
        "汤要炖一个半小时，来个计时 | 5400 | -",
        // a thing and its length, nothing else: the busiest cook's shorthand (session 10)
        "鸡蛋，八分钟 | 480 | 鸡蛋",
        "青菜两分钟 | 120 | 青菜",
        "potatoes, twenty minutes | 1200 | potatoes",
    })
    void aTimerAskedForAcrossClausesIsRead(String said, long seconds, String name) {
        IntentMatch m = SpreadTimer.in(said).orElseThrow(() -> new AssertionError("not read: " + said));
        assertEquals("timer_set", m.intent());
        assertEquals(seconds, m.duration("d").orElseThrow().toSeconds(), said);
        assertEquals(name, m.slot("name").orElse(null), said);
    }

    @ParameterizedTest
    @ValueSource(strings = {"这个要焖四十分钟，不用计时", "计时还剩多久，四十分钟到了吗", "四十分钟前，我定了个计时",
        "二十分钟，把计时取消", "焖四十分钟", "十分钟，五分钟，帮我定上", "the rice takes twenty minutes, no timer needed",
        "下一步，炖四十分钟", "等等，五分钟", "大概二十分钟", "还有二十分钟", "焖肉要四十分钟", "wait, five minutes", "帮我定两千四百秒"})
    void otherWordsAreNoTimerRequest(String said) {
        assertTrue(SpreadTimer.in(said).isEmpty(), said);
    }
}
