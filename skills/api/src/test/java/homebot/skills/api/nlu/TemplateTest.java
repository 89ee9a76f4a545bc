package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Map;
import org.junit.jupiter.api.Test;

class TemplateTest {
    @Test
    void capturesNumberAndTextSlots() {
        Template t = Template.compile("[帮我]计时{n:number}分钟[给{name}]");
        assertEquals(Map.of("n", "五"), match(t, "计时五分钟"));
        assertEquals(Map.of("n", "10", "name", "米饭"), match(t, "帮我 计时 10 分钟 给 米饭"));
        assertNull(match(t, "计时很多分钟"));
    }

    @Test
    void englishSlotsKeepTheirSpaces() {
        Template t = Template.compile("set a timer for {n:number} minutes for the {name}");
        assertEquals(Map.of("n", "5", "name", "brown rice"),
                match(t, "Set a timer for 5 minutes for the brown rice."));
    }

    private static Map<String, String> match(Template t, String text) {
        String n = TextNormalizer.normalize(text);
        return t.match(n, n, 0);
    }

    @Test
    void brokenTemplatesAreRejected() {
        assertThrows(IllegalArgumentException.class, () -> Template.compile("计时{n:number"));
        assertThrows(IllegalArgumentException.class, () -> Template.compile("[计时"));
        assertThrows(IllegalArgumentException.class, () -> Template.compile("{Bad Name}"));
    }

    @Test
    void normalizerDropsPunctuationAndSpacesBetweenChineseWords() {
        assertEquals("现在几点了", TextNormalizer.normalize(" 现在 几点 了？ "));
        assertEquals("whats the time", TextNormalizer.normalize("What’s   the time?!"));
        assertEquals("1.5 cups", TextNormalizer.normalize("1.5 cups."));
    }

    /** Groups of alternatives at the top level are tested cheaply first; what matches is unchanged by it. */
    @org.junit.jupiter.api.Test
    void alternativesAtTheTopLevelStillMatchEachOfTheirWays() {
        Template t = Template.compile("{name}[也|就](定|设|计)[一]个{d:duration}");
        assertEquals(Map.of("name", "面条", "d", "十分钟"), match(t, "面条也定个十分钟"));
        assertEquals(Map.of("name", "汤", "d", "一刻钟"), match(t, "汤就设一个一刻钟"));
        assertNull(match(t, "面条也搞个十分钟"));
        Template open = Template.compile("([再]定|设)个{d:duration}");
        assertEquals(Map.of("d", "五分钟"), match(open, "再定个五分钟"));
        Template english = Template.compile("(we|i) can do without [the] {name} (one|timer)");
        assertEquals(Map.of("name", "beans"), match(english, "we can do without the beans one"));
        assertNull(match(english, "we can do without the beans"));
    }

    @org.junit.jupiter.api.Test
    void aTemplatesLengthsBoundWhatItCanMatchSoLongerSentencesSkipItsRegex() {
        org.junit.jupiter.api.Assertions.assertArrayEquals(new int[] {3, 3}, Template.lengths("下一步"));
        org.junit.jupiter.api.Assertions.assertArrayEquals(new int[] {3, 5}, Template.lengths("[请]下一步[吧]"));
        org.junit.jupiter.api.Assertions.assertArrayEquals(new int[] {2, 4}, Template.lengths("(a|bc)d[e]"));
        org.junit.jupiter.api.Assertions.assertArrayEquals(new int[] {8, 14}, Template.lengths("next step [please]"));
        org.junit.jupiter.api.Assertions.assertEquals(Integer.MAX_VALUE, Template.lengths("计时{d:duration}")[1]);
        Template t = Template.compile("[请]下一步[吧]");
        org.junit.jupiter.api.Assertions.assertNotNull(t.match("请下一步吧", "请下一步吧", 0));
        org.junit.jupiter.api.Assertions.assertNull(t.match("请下一步吧好吗", "请下一步吧好吗", 0));
    }
}
