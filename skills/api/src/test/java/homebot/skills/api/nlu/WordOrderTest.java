package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The pieces of a template with one number or duration in another order, when the meaning is clear. */
class WordOrderTest {
    static IntentCatalog catalog;

    @BeforeAll
    static void load() throws Exception {
        catalog = new IntentCatalog();
        catalog.add("test", new ObjectMapper(new YAMLFactory()).readTree("""
                timer_set:
                  zh-CN:
                    - "[帮我|给我|请][帮我](设|定|来)[一|1|]个{d:duration}[的]计时"
                    - "(计时|定时){d:duration}"
                  en-US:
                    - "[set|start] [a|another] timer for {d:duration}"
                goto:
                  zh-CN: ["(跳到|到)第{n:number}步"]
                  en-US: ["(go to|skip to) step {n:number}"]
                """));
    }

    private static Optional<IntentMatch> match(String said) {
        return catalog.match(said, i -> true).filter(IntentMatch::confident);
    }

    @ParameterizedTest
    @CsvSource({
        "三分钟的计时帮我定一个, 180",
        "十分钟 计时, 600",
        "五分钟的计时来一个, 300",
        "for 10 minutes set a timer, 600",
        "a timer for 5 minutes set, 300",
    })
    void aDurationFirstStillSetsTheTimer(String said, long seconds) {
        IntentMatch m = match(said).orElseThrow(() -> new AssertionError(said));
        assertEquals("timer_set", m.intent());
        assertEquals(seconds, m.duration("d").orElseThrow().toSeconds(), said);
    }

    @ParameterizedTest
    @CsvSource({"第三步跳到, 3", "step 4 go to, 4"})
    void aNumberFirstStillGoes(String said, int n) {
        IntentMatch m = match(said).orElseThrow(() -> new AssertionError(said));
        assertEquals("goto", m.intent());
        assertEquals(n, m.number("n").orElseThrow().intValue());
    }

    @ParameterizedTest
    @CsvSource({"五分钟的计时弄一下子, 300", "set me a quick timer for 5 minutes, 300", "计时吧五分钟那个, 300"})
    void aDurationWithATimersWordsAndMoreIsAGuessWorthAQuestion(String said, long seconds) {
        IntentMatch m = catalog.match(said, i -> true).orElseThrow(() -> new AssertionError(said));
        assertEquals("timer_set", m.intent());
        assertTrue(!m.confident(), said + " is asked about first");
        assertEquals(seconds, m.duration("d").orElseThrow().toSeconds(), said);
    }

    @ParameterizedTest
    @CsvSource({"五分钟, 300, 计时五分钟", "ten minutes, 600, timer for ten minutes"})
    void aDurationAloneIsAskedAboutAsATimer(String said, long seconds, String guess) {
        IntentMatch m = catalog.match(said, i -> true).orElseThrow(() -> new AssertionError(said));
        assertEquals("timer_set", m.intent());
        assertTrue(!m.confident());
        assertEquals(seconds, m.duration("d").orElseThrow().toSeconds());
        assertEquals(guess, m.said());
    }

    @ParameterizedTest
    @ValueSource(strings = {"取消五分钟的计时", "不要五分钟的计时了", "五分钟的计时别定了", "don't set a timer for 5 minutes"})
    void aNegationOrACancelAmongTheExtraWordsIsNoGuess(String said) {
        assertTrue(catalog.match(said, i -> i.equals("timer_set")).isEmpty(), said);
    }

    @org.junit.jupiter.api.Test
    void wordsMatchedOnlyUnusablyStillGetTheirSoundFormsTried() throws Exception {
        IntentCatalog c = new IntentCatalog();
        c.add("test", new ObjectMapper(new YAMLFactory()).readTree("""
                start:
                  zh-CN: ["{recipe}怎么做"]
                step_info:
                  zh-CN: ["第{n:number}步怎么做"]
                """));
        java.util.List<IntentMatch> all = c.matchAll("第二部怎么做", i -> true,
                m -> m.slot("recipe").map(r -> !r.startsWith("第")).orElse(true));
        assertEquals("step_info", all.get(0).intent(), all.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"三分钟的计时不要定", "不要三分钟的计时", "三分钟以后再说", "第三步不要跳到"})
    void extraWordsNeverPassAsAnotherOrder(String said) {
        assertTrue(match(said).isEmpty(), said + " → " + match(said));
    }
}
