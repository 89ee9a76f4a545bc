package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** A running partial is a whole command when the engine matches it confidently and no slot is left open. */
class CommandIntentsTest {
    private static final String YAML = """
            next:
              zh-CN: ["下一步", "(继续|接下来)[呢]"]
              en-US: ["[ok] next [step]"]
            timer_set:
              zh-CN: ["[帮我](设|定)[一]个{d:duration}[的]计时[器]", "计时{d:duration}"]
              en-US: ["set a timer for {d:duration}"]
            timer_ask:
              zh-CN: ["(设|定)[一]个计时器给{name}"]
            ingredient:
              zh-CN: ["{ingredient}(放|要放)多少"]
            goto:
              zh-CN: ["第{n:number}步"]
            yes:
              zh-CN: ["(好|好的|是的)"]
            no:
              zh-CN: ["(不用|不要)"]
            """;

    private final CommandIntents intents = new CommandIntents(catalog(), Set.of("yes", "no"));

    private static IntentCatalog catalog() {
        try {
            IntentCatalog c = new IntentCatalog();
            c.add("test", new ObjectMapper(new YAMLFactory()).readTree(YAML));
            return c;
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @Test
    void aBareCommandIsWholeAsTheRecognizerSpellsIt() {
        assertTrue(intents.whole("下一步", false));
        assertTrue(intents.whole("下一 步", false), "Vosk puts spaces between words");
        assertTrue(intents.whole("接下来呢", false));
        assertTrue(intents.whole("next step", false));
    }

    @Test
    void aCommandThatGoesOnIsNotWhole() {
        assertFalse(intents.whole("下一步之前先告诉我", false));
        assertFalse(intents.whole("下一步之前", false));
        assertFalse(intents.whole("next step after", false));
    }

    @Test
    void aTimerIsWholeOnlyWithItsDuration() {
        assertTrue(intents.whole("定一个五分钟的计时器", false));
        assertTrue(intents.whole("计时三分半", false));
        assertTrue(intents.whole("set a timer for ten minutes", false));
        assertFalse(intents.whole("定一个", false));
        assertFalse(intents.whole("定一个计时器", false));
        assertFalse(intents.whole("set a timer for", false));
    }

    @Test
    void aFreeTextSlotLeavesTheRequestOpenUntilTheSilence() {
        // "盐放多少" may go on ("…才合适"); only the speaker's silence says where a free slot ends
        assertFalse(intents.whole("盐放多少", false));
        assertFalse(intents.whole("定一个计时器给米饭", false));
        assertTrue(intents.whole("第三步", false), "a number slot is closed once said");
    }

    @Test
    void answersAreWholeOnlyWhileAQuestionIsOpen() {
        assertFalse(intents.whole("好的", false));
        assertTrue(intents.whole("好的", true));
        assertTrue(intents.whole("不用", true));
        assertTrue(intents.whole("下一步", true), "a command still counts in a follow-up");
    }

    @Test
    void aGuessBySoundAloneIsNotConfidentEnough() {
        // xiā yí bù: the same syllables as 下一步 without its tones, a guess the engine would ask about
        assertFalse(intents.whole("虾一不", false));
        assertFalse(intents.whole("", false));
        assertFalse(intents.whole(null, false));
    }
}
