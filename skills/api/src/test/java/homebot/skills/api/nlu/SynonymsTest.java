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

    @Test
    void theLongestVariantWinsAndCanonicalWordsStay() throws Exception {
        Synonyms s = of("""
                计时: [倒计时, 定时]
                番茄: [西红柿]
                """);
        assertEquals("计时十分钟番茄", s.apply("倒计时十分钟西红柿"));
        assertEquals("计时", s.apply("计时"));
    }
}
