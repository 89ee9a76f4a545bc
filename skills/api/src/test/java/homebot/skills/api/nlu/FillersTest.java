package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Fillers, politeness and question tags around a command leave the command. */
class FillersTest {
    static IntentCatalog catalog;

    @BeforeAll
    static void load() throws Exception {
        catalog = new IntentCatalog();
        catalog.add("test", new ObjectMapper(new YAMLFactory()).readTree("""
                next:
                  zh-CN: ["下一步"]
                  en-US: ["next step", "go to the next step"]
                step_info:
                  zh-CN: ["第{n:number}步是什么"]
                timer_set:
                  zh-CN: ["计时{d:duration}"]
                  en-US: ["set a timer for {d:duration}"]
                """));
    }

    private static Optional<IntentMatch> match(String said) {
        return catalog.match(said, i -> true).filter(IntentMatch::confident);
    }

    @ParameterizedTest
    @ValueSource(strings = {"那个 嗯 下一步", "麻烦你下一步", "小助手下一步", "请帮我下一步", "下一步了没", "下一步吗", "下一步好吗",
        "下一步是不是", "就是下一步", "你帮我下一步", "能不能下一步", "呃下一步谢谢", "帮忙下一步", "给我下一步", "嗯那个就是下一步吧", "下一步对吧",
        "um so next step", "could you please go to the next step for me", "okay then next step thanks",
        "hey can you go to the next step please", "would you go to the next step", "next step will you"})
    void aCommandWrappedInFillersIsTheCommand(String said) {
        assertEquals("next", match(said).map(IntentMatch::intent).orElse("-"), said);
    }

    @ParameterizedTest
    @ValueSource(strings = {"第三步呢是什么", "那第三步是什么呀", "请问第三步是什么"})
    void aParticleInsideAQuestionIsAFillerToo(String said) {
        assertEquals("step_info", match(said).map(IntentMatch::intent).orElse("-"), said);
    }

    @ParameterizedTest
    @ValueSource(strings = {"麻烦你帮我计时五分钟好吗", "can you set a timer for 5 minutes for me please"})
    void slotsSurviveTheFillers(String said) {
        IntentMatch m = match(said).orElseThrow(() -> new AssertionError(said));
        assertEquals(300, m.duration("d").orElseThrow().toSeconds(), said);
    }

    @ParameterizedTest
    @ValueSource(strings = {"不要下一步", "别计时五分钟", "don't go to the next step"})
    void aNegationIsNeverStrippedAway(String said) {
        assertTrue(match(said).isEmpty(), said);
    }

    /** 唔 is a hesitation ("唔，下一步") and Cantonese's "not" before a verb ("唔要计时"): the not is never dropped. */
    @ParameterizedTest
    @org.junit.jupiter.params.provider.CsvSource({"唔要计时,不要计时", "唔使计时,不用计时", "唔系这个,不是这个", "冇听清,没有听清",
            "唔，下一步,下一步", "唔唔下一步,下一步", "唔该,唔该"})
    void cantonesesNotIsNoHesitation(String said, String plain) {
        assertEquals(plain, TextNormalizer.plain(said));
    }

    @org.junit.jupiter.api.Test
    void aNoInCantoneseIsANo() {
        assertEquals(java.util.Optional.of(Answers.Answer.NO), Answers.of("唔要"));
        assertEquals(java.util.Optional.of(Answers.Answer.NO), Answers.of("唔使了"));
        assertEquals(java.util.Optional.of(Answers.Answer.NO), Answers.of("唔系"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"我没说要取消", "我冇话要取消", "我唔系话要下一步", "I never said cancel"})
    void wordsThatDenyAskingAskForNothing(String said) {
        assertTrue(IntentCatalog.denies(said), said);
    }
}
