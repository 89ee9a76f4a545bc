package homebot.voice;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import homebot.skills.api.nlu.CommandIntents;
import homebot.skills.api.nlu.IntentCatalog;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Completeness from the one intent engine: the daemon's sentences always, a mode's only while it is active. */
class IntentCompletenessTest {
    static final CommandIntents DAEMON = new CommandIntents(
            IntentCatalog.load(IntentCompletenessTest.class.getClassLoader(), "homebot/intent/builtin.yaml"),
            Set.of("confirm_yes", "confirm_no"));
    /** A mode of the test's own (the kernel knows no mode's words): a step command and its yes/no. */
    static final CommandIntents STEP_MODE = mode("""
            next:
              zh-CN: ["下一步", "下一步[该|要](是什么|做什么)"]
              en-US: ["next [step]"]
            yes:
              zh-CN: ["(好|好的)"]
            """, Set.of("yes"));

    private final List<CommandIntents> active = new ArrayList<>(List.of(DAEMON));
    private final IntentCompleteness c = new IntentCompleteness(() -> active);

    static CommandIntents mode(String yaml, Set<String> answers) {
        try {
            IntentCatalog catalog = new IntentCatalog();
            catalog.add("test-mode", new ObjectMapper(new YAMLFactory()).readTree(yaml));
            return new CommandIntents(catalog, answers);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"停", "停 一下", "别说了", "知道了。", "stop", "定一个五分钟的计时", "设 个 10 分钟 的 计时",
            "计时 三十 秒", "set a timer for ten minutes", "timer for 5 minutes", "现在 几点"})
    void theDaemonsWholeCommandsAreCompleteInAnyMode(String partial) {
        assertTrue(c.complete(partial, Vocabulary.COMMANDS), partial);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "停 一下 火", "定一个计时", "定一个五分钟", "set a timer", "set a timer for",
            "知道了 然后 呢", "五分钟", "番茄炒蛋", "提醒我关火"})
    void unfinishedOrLongerSentencesAreNot(String partial) {
        assertFalse(c.complete(partial, Vocabulary.COMMANDS), partial);
    }

    @Test
    void aModesCommandIsCompleteOnlyWhileTheModeIsActive() {
        assertFalse(c.complete("下一步", Vocabulary.COMMANDS), "outside the mode 下一步 waits for the silence");
        active.add(0, STEP_MODE);
        assertTrue(c.complete("下一步", Vocabulary.COMMANDS));
        assertTrue(c.complete("下一 步", Vocabulary.COMMANDS));
        assertFalse(c.complete("下一步之前先告诉我", Vocabulary.COMMANDS));
        active.remove(STEP_MODE);
        assertFalse(c.complete("下一步", Vocabulary.COMMANDS));
    }

    @Test
    void yesAndNoAreCompleteOnlyAsAnAnswer() {
        assertFalse(c.complete("不用", Vocabulary.COMMANDS));
        assertTrue(c.complete("不用", Vocabulary.FOLLOW_UP));
        assertTrue(c.complete("是的", Vocabulary.FOLLOW_UP));
    }

    @Test
    void aBrokenSourceNeverEndsEarly() {
        IntentCompleteness broken = new IntentCompleteness(() -> {
            throw new IllegalStateException("plugin failed");
        });
        assertFalse(broken.complete("停", Vocabulary.COMMANDS));
    }
}
