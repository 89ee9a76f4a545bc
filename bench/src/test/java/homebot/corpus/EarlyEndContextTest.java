package homebot.corpus;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.app.Assembly;
import homebot.app.Schema;
import homebot.config.ConfigLoader;
import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import homebot.voice.IntentCompleteness;
import homebot.voice.Vocabulary;
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

/**
 * The completeness the daemon wires, with the real cooking skill found on the class path: a mode's commands end
 * the utterance early only while that mode is active, the daemon's own always.
 */
class EarlyEndContextTest {
    @TempDir
    Path workspace;

    private Assembly app;
    private IntentCompleteness completeness;

    @BeforeEach
    void start() {
        app = new Assembly(new ConfigLoader(Schema.create(), Map.of("HOMEBOT_WORKSPACE", workspace.toString())::get)
                .load(Optional.empty()), Clock.fixed(Instant.parse("2026-11-29T10:00:00Z"), ZoneId.of("Asia/Shanghai")));
        completeness = new IntentCompleteness(app::commandIntents);
    }

    @AfterEach
    void stop() {
        app.close();
    }

    private void say(String text) {
        app.pipeline().run(new Utterance(text, "voice", "t", null), ReplySink.NONE);
    }

    private boolean complete(String partial) {
        return completeness.complete(partial, Vocabulary.COMMANDS);
    }

    @Test
    void nextStepIsCompleteOnlyInCookingMode() {
        assertFalse(complete("下一步"), "outside the mode 下一步 waits for the silence");
        assertFalse(complete("再说一遍"));
        say("打开做饭模式");
        say("做番茄炒蛋");
        assertTrue(complete("下一步"));
        assertTrue(complete("下一 步"));
        assertTrue(complete("再说 一遍"));
        assertFalse(complete("下一步之前先告诉我"));
        assertFalse(complete("盐放多少"), "a free slot waits for the silence");
        say("退出做饭模式");
        assertFalse(complete("下一步"));
    }

    @Test
    void theDaemonsCommandsAreCompleteInAndOutOfTheMode() {
        assertTrue(complete("停"));
        assertTrue(complete("定一个五分钟的计时"));
        assertFalse(complete("定一个计时"));
        say("打开做饭模式");
        assertTrue(complete("停"));
        assertTrue(complete("计时 十 分钟"));
    }
}
