package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The clause breaks read with only the alternatives a sentence can meet are the breaks read with all of them: the
 * sentences are the examples the engine's own comments give for its breaks, each also as a recogniser spaces it, and a
 * few ordinary turns.
 */
class NeededAlternativesTest {
    private static final NeededAlternatives ZH = new NeededAlternatives(IntentCatalog.CONNECTIVE_ZH, Pattern.CASE_INSENSITIVE);
    private static final Pattern ALL = Pattern.compile(IntentCatalog.CONNECTIVE_ZH, Pattern.CASE_INSENSITIVE);

    static List<String> sentences() {
        List<String> said = List.of(
            "…一个人吃大宝没吃饱",
            "…还要焖两分钟再给我定个两分钟的",
            "三分钟太长了改成两分钟",
            "下一部啊等一下还没好",
            "不对不对两个人",
            "不对不对回第三步",
            "不对回到上一步",
            "不消得我自己晓得",
            "不要再计五分钟了",
            "不要我看到起的",
            "两个人的量",
            "两分钟不够给我定三分半",
            "买了二十个按六个人弄",
            "今天八个人吃你给算八个人的",
            "今天六个人老汉老妈都来",
            "从头再念一遍俺没记住",
            "从头再念一遍我孙子要学",
            "从头再念一遍我要抄下来",
            "他不回来那就三个人",
            "俺不做了收拾收拾送孩子去",
            "俺家四口人按四个人弄",
            "做蛋炒饭算了",
            "儿子他们今天回来我要做饭了",
            "先嫑计时肉还没切呢",
            "先莫计时肉都还莫切",
            "冇得鸡翅了搞蛋炒饭",
            "冇白切鸡咁做可乐鸡翅",
            "冰糖好了后头呢",
            "出锅了计时的都关了吧",
            "刀削面教俺做刀削面",
            "刚才没听清从头开始",
            "别开做饭模式做红烧肉",
            "别磨叽了别念了",
            "前头两步弄好了跳到第三步",
            "十克够不够哦我们阆中人吃得甜",
            "又冇声音了再说一遍",
            "同事也来八个人",
            "同学也在这里吃五个人",
            "咦可得劲记住下回还这样蒸",
            "哎算了还是做吧",
            "唔系改做四个人",
            "四 十 分 中 不 够 给 我 计 一 个 小 时",
            "回上一步蒜还没好",
            "回到上一步我看下油放了没",
            "回到第三步还没煎",
            "回锅肉都没得那你都会整啥子",
            "夜来剩下的米饭有甚能用米饭做的",
            "好了别说了",
            "孙子放学了我得做饭了",
            "家里可乐喝完了算了还是做蛋炒饭",
            "屋里五个人搞五个人的",
            "开始收汁了最后一步",
            "我要做千张包晓得伐",
            "手把肉都不会那你有啥菜",
            "打开做饭模式做可乐鸡翅",
            "接孩子那个不要了他们已经到家了",
            "每面煎几分钟来着上一步",
            "没有刀削面兀你会做甚",
            "没有锅包肉那你能整啥菜",
            "洗衣机那个取消了妈说她手洗",
            "洗衣机那个取消了莫洗了",
            "清蒸鱼中不中俺娘就爱吃鱼",
            "焖的时候帮我把米饭也计个时",
            "焖肉这会儿给俺定个…",
            "番茄烫得稀烂重新来",
            "白记了我自己翻",
            "第三步没整明白回第三步",
            "算了还得做饭孩子饿了",
            "算哒还是鸡翅就够哒",
            "米饭那个覅了电饭煲自己会跳的",
            "红烧肉两个人吃就额跟老汉",
            "红烧肉两个人的明天中午还能吃",
            "给馍定个十分钟俺馏馍嘞",
            "翻个面再计四分钟叫翻面",
            "翻匀了接着来",
            "翻面了再来个三分钟叫它翻面",
            "老姑在这吃五口人",
            "老王家不来了就六个人",
            "肉切好了焯水那个五分钟帮我计一下",
            "肉闹多了改成六个人的",
            "莫忙莫忙肉都还没切先不计",
            "葱丝还没铺退回去上一步",
            "豆豆还想吃整四个人的",
            "返回上一步糖放多少我没听清",
            "这鱼贼鲜记着下回就蒸七分钟",
            "那个不要了吧",
            "那再搞个蛋炒饭算哒算哒还是鸡翅就够哒",
            "那就红烧肉吧四个人",
            "错了去第二步",
            "闺女不回来吃了改五个人",
            "隔壁小胖也在我家吃今天六个人",
            "青菜那个不要了关掉吧",
            "额吉说太甜了记一下糖少放一勺",
            "饭整完了给壮壮整个松饼",
            "饺子那个不要了浮起来了",
            "馒头那个不要了我家有现成的",
            "好了 肉下锅了 定个五分钟 就叫焯水",
            "我先去看会儿电视，做饭模式别给我关了啊",
            "嗯，糖色炒好了，接着往下说",
            "下一步",
            "番茄要放几个",
            "红烧肉两个人吃就额跟老汉",
            "嫑记了三十秒额自家数",
            "五分钟我自己看",
            "做红烧肉 make it four",
            "我开始觉得做饭模式很烦");
        java.util.ArrayList<String> out = new java.util.ArrayList<>(said);
        said.forEach(s -> out.add(String.join(" ", s.replace(" ", "").split(""))));
        return out;
    }

    @ParameterizedTest
    @MethodSource("sentences")
    void breaksAsTheWholeAlternationDoes(String said) {
        Pattern kept = ZH.forText(said);
        String expected = ALL.matcher(said).replaceAll("，");
        assertEquals(expected, kept == null ? said : kept.matcher(said).replaceAll("，"), said);
    }

    @Test
    void readsWhatAnAlternativeNeeds() {
        assertEquals(Set.of('所', '因', '但', '不'), NeededAlternatives.needOf("(?=\\s*[所因但不])(?<=\\p{IsHan})\\s*(?=所以|因为|但是|不过)"));
        assertEquals(Set.of('按'), NeededAlternatives.needOf("(?<=\\p{IsHan})\\s*(?=按\\s?[一二两]{1,2}\\s?个\\s?人)"));
        assertEquals(Set.of('了'), NeededAlternatives.needOf("(?<=了)(?<=\\p{IsHan}\\s?了)\\s*(?=那\\s?个|帮\\s?我)"));
        assertNull(NeededAlternatives.needOf("(?<!不)\\s*(?=\\p{IsHan})"), "a negated look-around needs nothing");
        assertNull(NeededAlternatives.needOf("(?<=[^好])\\s*(?=\\p{IsHan})"), "a negated class needs nothing");
        assertNull(NeededAlternatives.needOf("(?<=\\p{IsHan})\\s*(?=[再]?\\p{IsHan})"), "an optional character is not needed");
        assertEquals(List.of("a", "(?:b|c)", "[|]"), NeededAlternatives.topLevel("a|(?:b|c)|[|]"));
    }

    @Test
    void everyChineseBreakIsRead() {
        // most alternatives say what they need: the speed-up is real, not a pattern kept whole for every sentence
        long known = ZH.needs().stream().filter(n -> n != null).count();
        assertTrue(known * 2 > ZH.needs().size(), known + " of " + ZH.needs().size());
        assertNotNull(ZH.forText("下一步"));
    }
}
