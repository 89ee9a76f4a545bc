package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import org.junit.jupiter.api.Test;

class SynonymsTest {
    private static Synonyms of(String yaml) throws Exception {
        Synonyms s = Synonyms.none();
        s.add(new ObjectMapper(new YAMLFactory()).readTree(yaml), "test");
        return s;
    }

    /** "还有几分中": the recogniser's 分中 is 分钟, and 几分钟 then is 多久, as if the cook had said it plainly. */
    @Test
    void aVariantMadeByReplacingAnotherIsReplacedToo() throws Exception {
        Synonyms s = of("""
                多久: [几分钟]
                分钟: [分中]
                """);
        assertEquals("还有多久", s.apply("还有几分中"));
        assertEquals("还有多久", s.apply("还有几分钟"));
    }

    /**
     * A variant the normaliser already reads as its word ("第五部" is 第五步 there) is no variant: "replaced" by itself it
     * would swallow the start of a longer one after it, and "第五部是么" would lose its 步是么 (what is).
     */
    @Test
    void aVariantTheNormaliserAlreadyMendsSwallowsNothing() throws Exception {
        Synonyms s = of("""
                第五步: [第五不, 第五部]
                步是什么: [步是么]
                """);
        assertEquals("第五步是什么", s.apply(TextNormalizer.normalize("第五部是么")));
        assertEquals("第五步是什么", s.apply("第五步是么"));
        assertEquals("第五步是什么", s.apply("第五不是么"));
    }

    @Test
    void theLongestVariantWinsAndCanonicalWordsStay() throws Exception {
        Synonyms s = of("""
                计时: [倒计时, 定时]
                番茄: [西红柿]
                """);
        assertEquals("计时十分钟番茄", s.apply("倒计时十分钟西红柿"));
        assertEquals("计时", s.apply("计时"));
    }

    /**
     * A dialect's word that is also the tail of a common one (Wuhan 么事, 么样) must not break the common one: 什么事
     * and 怎么样 stay as they are through every common synonym, and a word a replacement made is not replaced again
     * into a stutter ("什什么").
     */
    @Test
    void commonWordsSurviveTheCommonSynonyms() {
        Synonyms s = new IntentCatalog().synonyms();
        for (String w : java.util.List.of("什么事", "怎么样", "什么东西", "没什么", "干什么", "为什么", "是什么", "怎么做")) {
            assertEquals(w, s.apply(TextNormalizer.normalize(w)), w);
        }
        assertEquals("你会做什么菜", s.apply("你会搞么事菜"));
    }

    /** The catalog's heard words: a unit said through a southern accent is the unit, anywhere in the words. */
    @Test
    void aUnitHeardThroughAnAccentIsTheUnit() {
        Synonyms s = new IntentCatalog().synonyms();
        assertEquals(s.apply("还有几分钟"), s.apply("还有几昏钟"));
        assertEquals("定个五分钟", s.apply("定个五昏钟"));
        assertEquals("黄昏", s.apply("黄昏"));
    }
}
