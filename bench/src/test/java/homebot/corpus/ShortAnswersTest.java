package homebot.corpus;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import homebot.turn.TurnReply;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Spoken fallbacks are short and say what can be said now; 你好/谢谢 get a polite line, not the brochure. */
class ShortAnswersTest {
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

    private TurnReply say(String text) {
        return app.pipeline().run(new Utterance(text, "console", "t", null), ReplySink.NONE);
    }

    @ParameterizedTest
    @ValueSource(strings = {"讲个笑话", "北京在哪里", "今天天气怎么样", "帮我打开窗户"})
    void theChineseFallbackIsAtMostFortyCharactersAndNamesThingsToSay(String words) {
        TurnReply r = say(words);
        assertEquals("offline", r.source());
        assertTrue(r.text().length() <= 40, r.text().length() + ": " + r.text());
        assertTrue(r.text().contains("“"), "names something to say: " + r.text());
    }

    @ParameterizedTest
    @ValueSource(strings = {"tell me a joke", "what's the weather like", "open the window"})
    void theEnglishFallbackIsAtMost120Characters(String words) {
        TurnReply r = say(words);
        assertEquals("offline", r.source());
        assertTrue(r.text().length() <= 120, r.text().length() + ": " + r.text());
    }

    @Test
    void inCookingModeTheFallbackNamesTheModesPhrases() {
        say("做红烧肉");
        TurnReply r = say("讲个笑话");
        assertTrue(r.text().length() <= 40, r.text());
        assertTrue(r.text().contains("“下一步”"), r.text());
    }

    @Test
    void inCookingModeBeforeADishTheFallbackNamesDishesToStart() {
        say("打开做饭模式");
        TurnReply r = say("讲个笑话");
        assertTrue(r.text().length() <= 40, r.text());
        assertTrue(r.text().contains("“做红烧肉”"), r.text());
        assertTrue(!r.text().contains("下一步"), "no step to go to yet: " + r.text());
    }

    @Test
    void inCookingModeAnEnglishSpeakerIsToldTheModesPhrasesInEnglishNotToTurnItOn() {
        say("做红烧肉");
        TurnReply r = say("tell me a joke");
        assertEquals("offline", r.source());
        assertTrue(r.text().length() <= 120, r.text());
        assertTrue(!r.text().toLowerCase().contains("turn on"), "the mode is already on: " + r.text());
        assertTrue(r.text().toLowerCase().contains("next"), "names the mode's own phrases: " + r.text());
    }

    @Test
    void greetingsAndThanksAreShortAndPolite() {
        for (String w : List.of("你好", "谢谢", "再见", "hello", "thanks", "bye", "嘿，小助手", "喂，小助手")) {
            TurnReply r = say(w);
            assertTrue(r.text().length() <= 30, w + " → " + r.text());
            assertTrue(!r.text().contains("计时"), "no capability list for " + w + ": " + r.text());
        }
        assertTrue(say("你会什么").text().contains("计时"), "the full list only when asked");
    }

    @Test
    void aGuessIsAskedOnceAndAYesActsOnIt() {
        TurnReply q = say("现在鸡点");
        assertEquals("是要现在几点吗？", q.text());
        assertEquals("intent:time", say("对").source());
        assertTrue(say("现在鸡点").text().startsWith("是要"));
        assertEquals("offline", say("讲个笑话").source(), "anything else drops the guess");
        assertEquals("offline", say("好的").source(), "and a later yes means nothing");
    }

    @Test
    void theGrammarIsGeneratedFromTheTemplatesAndTheActiveMode() {
        List<String> normal = app.grammarPhrases();
        assertTrue(normal.contains("计时五分钟") && normal.contains("现在几点") && normal.contains("打开做饭模式"), normal.toString());
        say("打开做饭模式");
        List<String> cooking = app.grammarPhrases();
        assertTrue(cooking.indexOf("下一步") >= 0 && cooking.indexOf("下一步") < cooking.indexOf("现在几点"),
                "the mode's phrases come first");
    }
}
