package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
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

    /**
     * A whole match starts and ends where the template can: a sentence ending in 水 never reaches the regex of a
     * template ending in (计时|开始), the check that keeps free slots side by side from backtracking over every split.
     */
    @Test
    void aSentenceThatCannotStartOrEndLikeTheTemplateNeverReachesItsRegex() {
        Template t = Template.compile("{name}{d:duration}[的](计时|走|开始)");
        org.junit.jupiter.api.Assertions.assertFalse(t.edgesAllow("好了肉下锅了定个五分钟就叫焯水", 0));
        org.junit.jupiter.api.Assertions.assertTrue(t.edgesAllow("米饭五分钟的计时", 0));
        Template led = Template.compile("[请|帮我](定|设)个{d:duration}");
        org.junit.jupiter.api.Assertions.assertFalse(led.edgesAllow("好的定个五分钟", 0));
        org.junit.jupiter.api.Assertions.assertTrue(led.edgesAllow("帮我定个5 minutes", 0));
        org.junit.jupiter.api.Assertions.assertFalse(led.edgesAllow("帮我定个五分钟吧", 0), "a duration never ends in 吧");
        // by sound the edges are compared as heard: 定 and 订 sound alike, 好 does not
        org.junit.jupiter.api.Assertions.assertTrue(led.edgesAllow(Pinyin.key("订个五分钟", true), 1));
        org.junit.jupiter.api.Assertions.assertFalse(led.edgesAllow(Pinyin.key("好个五分钟", true), 1));
        Template list = Template.compile("{dish:红烧肉|蛋炒饭}[吧]");
        org.junit.jupiter.api.Assertions.assertTrue(list.edgesAllow("蛋炒饭", 0));
        org.junit.jupiter.api.Assertions.assertFalse(list.edgesAllow("炒饭", 0));
        Template open = Template.compile("{name}[吧]");
        org.junit.jupiter.api.Assertions.assertTrue(open.edgesAllow("随便什么", 0));
    }

    /**
     * An optional part is said back only when the slot it holds is filled, however the slot is spaced: "{ name }" is
     * the slot {name} everywhere else, and was taken for a filled one when the question was worded ("给计时五分钟").
     */
    @Test
    void anOptionalPartHoldingAnUnfilledSlotIsLeftOutHoweverTheSlotIsSpaced() {
        Template t = Template.compile("[给{ name }]计时{n:number}分钟");
        assertEquals(List.of("name", "n"), t.slots());
        assertEquals("计时五分钟", t.render(Map.of("n", "五")));
        assertEquals("给米饭计时五分钟", t.render(Map.of("n", "五", "name", "米饭")));
    }

    /**
     * Every sentence a template says still matches it, in all three forms, whatever stands first and last: optional
     * parts, groups with an empty way, slots of each kind, English words.
     */
    @Test
    void everySentenceOfATemplateStillMatchesItAsSaidAndBySound() {
        List<String> templates = List.of("{name}{d:duration}[的](计时|计时|走|开始|定上|开)",
                "[再][帮我|给我|请][帮我][再](设|定|来|上|开|计)[一|1|]个{d:duration}[的][计时](叫|就叫|名叫){name}",
                "{ingredient}[是|就是][要|放|用]{q:number}(个|克|片|瓣)", "[(就|那)](第{n:number}步|{which:上|下}一步)[吧|呢]",
                "[please] set [a|the] timer for {d:duration} [please]", "(|好的)计时{d:duration}", "how many {thing:eggs|steps}",
                "{n:number}", "[第]{n:number}[步]");
        for (String source : templates) {
            Template t = Template.compile(source);
            Map<String, List<String>> values = new java.util.HashMap<>();
            boolean chinese = Languages.isChinese(source);
            for (String slot : t.slots()) {
                values.put(slot, switch (t.type(slot)) {
                    case ANY -> chinese ? List.of("米饭", "鸡蛋") : List.of("rice");
                    case NUMBER -> chinese ? List.of("三", "12", "两个半") : List.of("12", "two");
                    case DURATION -> chinese ? List.of("五分钟", "一个半小时", "90秒") : List.of("90 seconds", "half an hour");
                    case LIST -> List.of();
                });
            }
            Map<String, List<String>> lists = listWords(source);
            values.putAll(lists);
            List<String> sentences = t.expand(values, 2000);
            org.junit.jupiter.api.Assertions.assertFalse(sentences.isEmpty(), source);
            for (String e : sentences) {
                String n = TextNormalizer.normalize(e);
                org.junit.jupiter.api.Assertions.assertNotNull(t.match(n, n, 0), source + " as said: " + e);
                org.junit.jupiter.api.Assertions.assertNotNull(t.match(n, Pinyin.key(n, true), 1), source + " toned: " + e);
                org.junit.jupiter.api.Assertions.assertNotNull(t.match(n, Pinyin.key(n, false), 2), source + " toneless: " + e);
            }
        }
    }

    private static Map<String, List<String>> listWords(String source) {
        Map<String, List<String>> out = new java.util.HashMap<>();
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\{([a-z0-9]+):([^}]*\\|[^}]*)}").matcher(source);
        while (m.find()) {
            out.put(m.group(1), List.of(m.group(2).split("\\|")));
        }
        return out;
    }
}
