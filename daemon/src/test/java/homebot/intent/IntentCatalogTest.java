package homebot.intent;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.skills.api.nlu.IntentCatalog;
import homebot.skills.api.nlu.IntentMatch;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class IntentCatalogTest {
    private static final IntentCatalog CATALOG = IntentCatalog.load(IntentCatalogTest.class.getClassLoader(), "homebot/intent/builtin.yaml");
    private static final Set<String> ALL = Set.of("help", "time", "date", "stop");

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource(delimiter = '|', value = {
            "现在几点|time", "现在几点了？|time", "现在 几点 了|time", "几点了|time", "请问现在几点钟|time",
            "What time is it?|time", "what's the time|time", "tell me the time please|time",
            "今天几号|date", "今天星期几|date", "今天是几月几号|date", "what's the date today|date", "What day is it?|date",
            "你会什么|help", "你能做什么呀|help", "你会干啥|help", "what can you do|help", "What can you do for me?|help",
            "停|stop", "别说了|stop", "算了吧|stop", "stop|stop", "Never mind.|stop", "stop talking|stop"})
    void matchesBothLanguages(String utterance, String intent) {
        Optional<IntentMatch> m = CATALOG.match(utterance, ALL);
        assertTrue(m.isPresent(), utterance);
        assertEquals(intent, m.get().intent());
    }

    @ParameterizedTest
    @CsvSource({"讲个笑话", "what time does the shop open", "stop the timer now please and then", "现在几点开门", "''"})
    void leavesOtherSentencesToTheNextLink(String utterance) {
        assertTrue(CATALOG.match(utterance, ALL).isEmpty(), utterance);
    }

    @org.junit.jupiter.api.Test
    void nearHomophonesMatchBySoundAndAToneOffGuessIsOnlyPlausible() {
        IntentMatch toned = CATALOG.match("现在几典", ALL).orElseThrow(); // 典 diǎn = 点 diǎn
        assertEquals("time", toned.intent());
        assertTrue(toned.confident(), "same sound, same tone: act");
        IntentMatch toneless = CATALOG.match("现在鸡点", ALL).orElseThrow(); // 鸡 jī ≠ 几 jǐ
        assertEquals("time", toneless.intent());
        assertTrue(!toneless.confident(), "a different tone is a guess to confirm");
        assertEquals("现在几点", toneless.said());
    }

    @ParameterizedTest
    @CsvSource({"time", "date"})
    void disabledIntentsDoNotMatch(String disabled) {
        Set<String> enabled = Set.of("help", "stop");
        assertTrue(CATALOG.match(disabled.equals("time") ? "现在几点" : "今天几号", enabled).isEmpty());
    }

    @org.junit.jupiter.api.Test
    void aDurationSlotNeverHoldsAPieceOfALongerDuration() {
        for (String said : new String[] {"再整一个一个半小时的", "炖着汤呢，再整一个一个半小时的"}) {
            var m = CATALOG.match(said, i -> i.equals("timer_set")).orElseThrow();
            org.junit.jupiter.api.Assertions.assertEquals("一个半小时", m.slots().get("d"), said + " → " + m);
        }
    }

    @ParameterizedTest
    @CsvSource({"再定两分钟，关火焖的", "定三分钟，然后关火"})
    void turningOffTheHeatCancelsNoTimer(String said) {
        var all = CATALOG.matchAll(said, i -> true);
        assertTrue(all.stream().noneMatch(m -> m.intent().equals("timer_cancel")), said + " → " + all);
        assertEquals("timer_set", all.get(0).intent(), said + " → " + all);
    }

    @ParameterizedTest
    @CsvSource({"诶那个 算了", "哎那个算了", "嗯那个不要了"})
    void anInterjectionNamesNoTimer(String said) {
        var all = CATALOG.matchAll(said, i -> true);
        assertTrue(all.stream().noneMatch(m -> m.slot("name").isPresent()), said + " → " + all);
    }
}
