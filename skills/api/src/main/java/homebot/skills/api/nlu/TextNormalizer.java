package homebot.skills.api.nlu;

import java.text.Normalizer;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Puts typed and recognised text into one form for matching: full-width folded, lower case, punctuation
 * dropped, single spaces, and no spaces next to Chinese characters (Vosk writes "下 一步"). {@link #plain}
 * also drops what carries no request: hesitations anywhere ("呃", "um"), openers ("那", "好的", "so") and
 * sentence-final particles ("呢 吧 啊 呀 嘛 了").
 */
public final class TextNormalizer {
    private static final Pattern HESITATION = Pattern.compile("(?:呃+|嗯+|(?<![给帮叫教])额+(?!们)|唔+(?!该)|嘘+|\\b(?:um+|uh+|er+|erm|hmm+)\\b)", Pattern.CASE_INSENSITIVE);
    /** Calling homebot by a name ("你好小助手", "小度小度 下一步", the northwest's 尕 for 小: "尕助手") asks for nothing. */
    private static final Pattern VOCATIVE = Pattern.compile(
            "[小尕]助手|[小尕]助理|[小尕]管家|管家|小帮手|尕机器人|小厨师|小机器人|机器人|小?匣匣|小?匣子|小盒子|小?音箱|小机器(?!人)|(?<=你好啊?|您好啊?|谢谢你?|喂|嘿|哈喽)机器|小度|天猫精灵|小爱同学|^小\\p{IsHan}{1,2}(?=你好)|\\bhomebot\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern OPENER = Pattern.compile(
            "^(?:(?:(?:我现在想知道|我想知道|我想问问|我想问一下|我想问|想问问|想问一下|想请问|我想了解一下|想了解一下|问一下|请告诉我|你告诉我|告诉我|我问你)(?=.*(?:什么|啥|几|多少|多久|怎么|哪|吗))|那么|格么|个么(?=\\p{IsHan})|那个|兀个|那|好的|好吧|嗯|哦|噢|喂|诶|哎|嘿|啊(?=\\p{IsHan})|小度|天猫精灵|小爱同学|小助手|尕助手|你好|对了|请问|麻烦你|麻烦您|麻烦|请你|请|"
                    // Cantonese 唔该 (please, excuse me) before a request, as a recogniser may write it (五该)
                    + "(?:唔该|五该)(?=\\s*\\p{IsHan}\\s*\\p{IsHan})|"
                    // the north's 没事儿 (never mind) before the request it lets go to ("没事儿再说一遍")
                    + "没事儿?(?=\\s*(?:再|你|帮|给|下\\s*一|上\\s*一|跳|回|继续|接着))|"
                    // "冇得哦那炒个蛋炒饭": the book's "no" taken, and the cook moving on with 那 (Cantonese 咁); never
                    // "没有那么多" (not so much)
                    // and the southwest's 莫得, Hunan's 冒得, the north's 木有
                    + "(?:没有|没|冇|无|莫|冒|木)(?:有|得)?[啊哦呀喔咯嘛啦喇]?(?=(?:那(?![么样个种些边儿里])|咁(?!多)|噉)\\p{IsHan})|劳驾您|劳驾|不好意思|打扰一下|打扰了|等一下|等等|"
                    // "等会儿回上一步": hold on, then the move
                    + "等会儿?(?=回|返|退|倒|跳|上一步|再念|再说)|"
                    // "冇就算，做可乐鸡翅": if there is none, never mind; then what is wanted instead
                    + "(?:冇|没有?|无|莫得|冒得)就算(?:了|啦|数|咯)?(?=\\s*\\p{IsHan})|"
                    // "要得，蛋炒饭": the southwest's yes before what it agrees to ("要得很" is praise)
                    + "要得嘛?(?![到很])(?=\\s*\\p{IsHan})|"
                    // "等下不用不用": wait, then the answer
                    // Hunan 好哒 and 好啦 (okay, okay) before what the cook wants ("好哒好哒，莫念哒")
                    + "等下(?=\\s*(?:不用|不要|别|先别|算了))|行了|好(?:哒|啦)(?=\\s*\\p{IsHan})|就是|算了|看看|看一下|所以说|所以|因此|然后呢|这个|我觉得|我感觉|我看|得嘞|好嘞|好滴|妥了|要不然|要不|不如|"
                    // a wish or plan before the request ("我想先看看最后一步", "现在我们进入第四步", "还是从头开始吧")
                    // what someone at home said is the cook's request ("妈妈说不用定时", "爸爸说该做饭了")
                    + "我?(?:妈妈|妈|老妈|爸爸|爸|老爸|老婆|媳妇|老公|奶奶|爷爷|外婆|姥姥|姥爷|外公|孩子|儿子|女儿)(?:说|讲)(?=\\p{IsHan}{2}|[要好行对]$)|"
                    // a question passed on ("她问鸡蛋放几个": one reads out, the other cooks) and a request made for
                    // someone ("帮她记一下"): only a question or a request follows, never what they said they would do
                    + "(?:她|他|我?(?:" + TextNormalizer.KIN + "))(?:问|想问|想知道)(?=.*(?:什么|啥|几|多少|多久|怎么|哪|吗|有没有))|帮(?:她|他)(?=记|计|定|设|看|查|念|说)|"
                    + "对不起|不好意思|顺便|说到这个|差不多了|(?:搞快点|搞快|快点儿?|赶紧|赶快)+(?=\\s*\\p{IsHan})|我想先|我想|我要先|我打算|我准备|想先|现在(?=我们|咱们|就|可以|进|开始|直接|把|给|帮|来|做|要|想|该|跳|回|去|这|那|定|设|计|开|\\p{IsHan}{1,3}(?:要|呢|多少|几))|我们|咱们|另外|还是|然后(?!呢)|先(?=看|听|说|讲|来|把|给|帮|跳|回|去|到|计|定|设|做|整|煮|炒|蒸|弄|搞|不消)|"
                    // "就改成四个人的量", "那就按三个人来": 就 before what the cook settles on (the alternation takes
                    // 那 alone first, so the 就 of 那就 is its own opener); "有啊做可乐鸡翼": the south's yes, then the dish
                    + "就(?=改|按|照|做|整|煮|炒|蒸|弄|搞|换|用|定|计|设|跳|回|从)|"
                    // "今日做四个人嘅份量": today, before the count to cook for
                    // "好第四步": an okay before the step wanted, said in one breath
                    + "好(?=\\s*第\\s*[一二两三四五六七八九十\\d]+\\s*[步部不])|"
                    + "(?:今天|今日|今晚|今儿)(?=\\s*(?:就\\s*)?(?:做|煮|整|弄|搞|按)\\s*[一二两俩三四五六七八九十\\d]\\s*个\\s*人)|有[啊呀哇喔噢](?=做|整|煮|炒|蒸|弄|搞|来)|"
                    // (and the north's 俺 and the northwest's 额 for 我: "给俺整个烩面")
                    + "帮我|帮俺|帮额|帮忙|给我|给俺|给额|快点|慢点说|慢点|慢一点|那就|能不能|可不可以|得唔得|得不得|可唔可以|"
                    + "(?:你能不能|你可以|你能|能|你|您|恁|嫩)(?=帮|给|把|再|先|来|说|讲|念|告诉|跟|计|定|记)|给(?=按|照)|中了(?=\\p{IsHan})|"
                    // Henan 中 (okay) before a move or a timer ("中，跳到第五步" said in one breath), never 中火 or 中午
                    + "中(?=\\s*(?:下\\s*一|跳|去\\s*第|到\\s*第|回\\s*到|回\\s*第|上\\s*一|再\\s*[说念讲]|定|计|关|取\\s*消|从\\s*头|最\\s*后)))\\s*)"
                    // "well done" is praise (and a Nigerian greeting), never a step done
                    // the American Midwest's ope (a small oops) before a question ("ope, what step am I on"); before anything else
                    // it may be said of what the cook dropped
                    // "right then, pancakes": the then that closes an opener ("then" alone asks for the next step)
                    + "|^(?:(?:(?:right|so|alright|all right|okay|ok) then(?=[\\s,]+\\S|$)|go on then(?=[\\s,]+\\S)|ok na|okay na|oh ya|oh yeah|so|ok|okay|k|kk|well(?!\\s+done)|and|also|kindly|hey|then|now|please|pls|alright|right|just|actually|och|ach|sure look(?:it)?|uff da|uffda|oh|ope(?=\\s+(?:what|which|how|where|when|who|is|are|can|could|do|does|did|okay|ok)(?![a-z]))|ah|eh|aiyoh|aiyah|wah|alamak|ay wala|ay nako|ay naku|wala|all a muck|ala mak|sorry|fine|jolly good|splendid|lovely|nvm|never mind|(?:wait|hold on|hang on|haud on|hauld on|houl on|hould on|oops|weight|give her|giver|give'r)(?:\\s+ah)?(?=\\s+(?:go|back|what|how|which|where))|alexa|hey google|siri|homebot|hey homebot|i beg|righto|abeg|a beg|no wait|wait no|oh wait|actually no|no no"
                    // a learner's own-language opener ("bueno next", "venga next step", "alors how much flour")
                    + "|bueno|venga|pues|vale|alors|allez|yalla|sige|ai ya|aiya|ai yah|simply"
                    // the American South's "(well) bless it", "bless your heart", "lordy" before the request
                    + "|bless (?:it|your heart|your soul|me)|lordy|lord have mercy|my goodness|goodness me"
                    + "|can you|could you|would you ever|will you ever|would you|will you|i want you to|i need you to|i (?:believe|think|guess|reckon)|reckon|so then|right then"
                    + "|(?:my )?(?:wife|husband|mum|mom|mother|dad|father|partner|missus|kids?|son|daughter) (?:says?|said)(?: that)?"
                    + "|can(?=\\s+(?:stop|repeat|go|set|cancel|start|tell|read|say|skip|jump|give|list|show|check|help|make|cook|continue))"
                    + "|(?:tell me|i want to know|i'd like to know|id like to know|do you know|i wonder|exactly|precisely"
                    + "|(?:she|he|my \\w+) (?:asks|is asking|wants to know|would like to know))"
                    + "(?=\\s+(?:how|what|whats|which|when|where|whether|if)\\b))\\b\\s*)", Pattern.CASE_INSENSITIVE);
    /** Final particles and question tags: "下一步吧", "下一步了没", "计时五分钟好吗", "next step for me please", Henan 类 as 嘞 ("生抽类"),
     * and the tag of an Indian-English question ("what is the next step, no?") or the Ulster "so it is" that closes a
     * statement ("next step so it is"); never the 了没有 of "火关掉了没有", which
     * asks whether something was switched off rather than asking to switch it off. */
    private static final Pattern TAIL = Pattern.compile(
            "(?:[呢吧啊呀哈哦喔啦呗咧嘞捏哇呐嗷咯喽噻撒哟哒喃齁耶唷哩啰]|(?<!德)勒|(?<![激高轩])昂|(?<=\\p{IsHan})(?<![这那一同种人分大各另败])类|(?<![是有整])嘛|来着|(?:来|嚟)(?:嘎|㗎|架|嘅)|(?<=什么|啥|几|多少|哪)来的|(?<=什么|啥|甚|嘛)来(?![着的])|给我听|(?:念|说|讲|读)(?:来|给我)?听(?:一下|一哈|听)?|再看一眼|看一眼|再看看|再瞧瞧|合适|比较合适|比较好|才好|才行|(?<=\\p{IsHan}\\p{IsHan}[^好完成\\s])了|(?<!关掉|取消|关|掉|停)了没有?|了吗|吗|(?<![什那怎这多要森神深干])(?<!步是|是做|讲做|说做|系做)么|好伐|伐|是不是|对吧|对不对|好吗|好不好|行吗|行不行|可以吗|中不中|行不|好不|得了|谢谢你?|谢啦|谢了|麻烦(?:你|您)了?"
                    + "|就行了?|就好了?|就可以了?|就够了|(?<=取消|取消掉|关掉|关了|删掉|删了|停掉|停了)算了|\\s+(?:please|pls|plz|then|now|too|thanks|thank you|ta|cheers|ta love|cheers love|cheers mate|for me|as well|also|will you|would you|ok|okay|so it is|so it does|so i am|so i do|so we are|so they are|so you are|so it was|if you can|if you could|lol|haha|tho|though|actually|lah|law|la|leh|lor|ah|ar|meh|hor|slowly|more slowly|slower|at all|lang|naman|muna|po|poe|ba|din|rin|pa|na|na po|krub|khrap|krap|crop|grub|kha|ka|sha|already|liao|abeg|a beg|o|eh|a|can or not|or not|can not|can|is it|only|itself|mind|mun|innit|izzit|tidy|lush|and all|an all|like|" + TextNormalizer.ENDEARMENTS + ")|(?=,?\\s+no$)(?<=^(?:what|whats|vat|wat|is|are|where|which|how|then)\\b.{0,60}?),?\\s+no)$",
            Pattern.CASE_INSENSITIVE);
    /**
     * The most characters a {@link #TAIL} can span: four Chinese ("比较合适", "就可以了"), or an English tag and the
     * space before it ("if you could"). Tried only there (its many ways tried from every position of the sentence
     * cost most of {@link #plain}); a sentence ending in a Chinese character can only end in a Chinese tail.
     */
    private static final int TAIL_REACH_CHINESE = 6;
    private static final int TAIL_REACH = 16;
    /**
     * Every Chinese character {@link #TAIL} consumes: a Chinese tail ends in one of them, so a sentence ending in any
     * other ("焯水", "很烦", "几个人", "给我关") has none. The characters only its look-behinds read (the 人 of
     * "(?<![…人…])类", the 关 of "(?<!关掉|…)了没有") are no tail's last character.
     */
    private static final java.util.Set<Character> TAIL_CHARS = consumedHan(TAIL.pattern());

    /**
     * The Chinese characters a pattern can consume, or null when it can consume any ({@code \\p{IsHan}}, a negated
     * class or a dot outside its look-behinds).
     */
    static java.util.Set<Character> consumedHan(String pattern) {
        String consumed = withoutLookBehinds(pattern);
        if (consumed.contains("\\p{IsHan}") || consumed.contains("[^") || consumed.replace("\\.", "").contains(".")) {
            return null;
        }
        return consumed.chars().filter(c -> isHan((char) c)).mapToObj(c -> (char) c)
                .collect(java.util.stream.Collectors.toUnmodifiableSet());
    }

    /** A pattern's text with its look-behind groups ({@code (?<=…)}, {@code (?<!…)}) cut out, nested groups and all. */
    static String withoutLookBehinds(String pattern) {
        StringBuilder out = new StringBuilder(pattern.length());
        int i = 0;
        while (i < pattern.length()) {
            if (pattern.startsWith("(?<=", i) || pattern.startsWith("(?<!", i)) {
                int depth = 0;
                boolean inClass = false;
                do {
                    char c = pattern.charAt(i);
                    if (c == '\\') {
                        i++; // an escaped character opens and closes nothing
                    } else if (inClass) {
                        inClass = c != ']';
                    } else if (c == '[') {
                        inClass = true;
                    } else if (c == '(') {
                        depth++;
                    } else if (c == ')') {
                        depth--;
                    }
                    i++;
                } while (depth > 0 && i < pattern.length());
                continue;
            }
            out.append(pattern.charAt(i++));
        }
        return out.toString();
    }

    /** The text without its final particle or question tag, if it ends in one ({@code TAIL.replaceFirst("")}). */
    private static String withoutLastTail(String s) {
        if (s.isEmpty()) {
            return s;
        }
        char last = s.charAt(s.length() - 1);
        if (isHan(last) && TAIL_CHARS != null && !TAIL_CHARS.contains(last)) {
            return s;
        }
        int reach = isHan(last) ? TAIL_REACH_CHINESE : TAIL_REACH;
        java.util.regex.Matcher m = TAIL.matcher(s);
        // transparent bounds: a tail's look-behind ("几来的", "…了", "what is … no") still sees the characters before the
        // region, and its ^ is the sentence's start, not the region's
        m.region(Math.max(0, s.length() - reach), s.length()).useTransparentBounds(true).useAnchoringBounds(false);
        return m.find() ? s.substring(0, m.start()) + s.substring(m.end()) : s;
    }

    /** Politeness inside a sentence ("刚才那步麻烦您再讲一遍") carries no request. */
    private static final List<String> POLITENESS = List.of("麻烦您", "麻烦你", "劳驾您", "劳驾", "请你", "请您");
    private static final Pattern INNER_POLITENESS = innerWords(POLITENESS);
    /** Hedges inside a sentence ("冰糖大概要放多少", "五花肉一共需要多少克") do not change what is asked. */
    private static final List<String> HEDGES = List.of("大概", "大约", "大致", "差不多", "到底", "究竟", "一般", "通常", "已经", "的话",
            "应该", "应当", "我们", "咱们", "一共", "总共", "现在(?![几是什多第在到还])",
            // "冰糖这回得多少": this time, the amounts as they are now
            "这回(?![事])");
    private static final Pattern INNER_HEDGE = innerWords(HEDGES);
    /** A particle inside a sentence ("第三步呢是什么") carries no request either. */
    private static final String INNER_PARTICLES = "呢啊呀嘛咧咯";
    /**
     * A particle inside a sentence; never the northern 嘛 (what) after the verb it is the object of ("都有嘛在计时",
     * "最后一步是嘛来着", "能整嘛"), which the synonyms read as 什么; nor the 啊 of an answering "有啊" that opens the
     * sentence, which the openers drop with it.
     */
    private static final Pattern INNER_PARTICLE = Pattern.compile(
            "(?<=\\p{IsHan})(?<!^有)(?:[呢啊呀咧]|(?<![是有整])嘛|咯)(?=\\p{IsHan})");
    /** A word said twice ("好了好了下一步", "快点快点") is said once. */
    private static final Pattern TRIPLED = Pattern.compile("(\\p{IsHan})\\1{2,}"); // "停停停"
    private static final Pattern REPEATED = Pattern.compile("(\\p{IsHan}{2,4})\\1+");
    private static final Pattern REPEATED_WORD = Pattern.compile("\\b([a-z]+)(?:\\s+\\1\\b)+", Pattern.CASE_INSENSITIVE); // "ok ok stop stop"
    /** "can repeat or not" (Singapore, Malaysia): a request, asked as whether it can be done. */
    private static final Pattern CAN_OR_NOT = Pattern.compile("^can\\s+(.+?)\\s+or not$", Pattern.CASE_INSENSITIVE);
    /** Stacked final particles ("那葱呢嘛", "好了吧啊") say no more than the first of them. */
    public static final String FINAL_PARTICLES = "呢吧啊呀嘛哈哦喔啦呗咧嘞捏哇呐嗷咯喽噻撒哟哒喃齁耶唷哩喇唻嗦啰";
    /**
     * "Don't" as other places say it (Shaanxi 嫑, Wu 覅 and 弗 "not", as in 弗要, northern 甭), for a regex character class: every check for a
     * negation (a mode switch, a request taken back, a timer, a change of mind) reads them from here.
     */
    public static final String DONT_CHARS = "嫑覅甭弗";
    /**
     * English endearments said after the words, to anyone and to homebot too ("hello, love", "thanks, pet"), for a
     * regex alternation: the tail a sentence drops, a clause that calls no one else, the end of a dish chosen.
     */
    public static final String ENDEARMENTS = "love|dear|pet|duck|me duck|hun|bab|babs|my dear|my love|mate|mite|hinny|pal|man|maam|ma'am|sir|my bird|my lover|yaar"
            // Hawaiian Pidgin brah, bruddah; Norfolk and the Fens' bor (neighbour)
            + "|brah|bruddah|bradda|bor"
            // the Caribbean's and the south's darlin, said to anyone ("yes darlin")
            + "|darling|darlin|sweetheart"
            // Newfoundland and Labrador b'y (boy, said to anyone), as a recogniser writes it ("pancakes for three by"),
            // and "me son"
            + "|b'y|by|me son|my son"
            // Cumbria and the north-east's marra (mate), as a recogniser writes it
            + "|marra|marrer|marrow";
    /** The family a cook talks of or to ("奶奶问…", "爷爷四个半鸡蛋咋整"), for a regex alternation. */
    public static final String KIN = "奶奶|爷爷|外婆|外公|姥姥|姥爷|妈妈|妈|爸爸|爸|老婆|老公|媳妇|孩子|女儿|儿子|闺女"
            // Hubei 伢 (child), Xinjiang 巴郎子 (boy, from Uyghur) and 丫头子 (girl)
            + "|伢|伢儿|细伢|巴郎子|巴郎|丫头子";
    /**
     * Scots "not" (dinnae, cannae, didna, wouldnae; a recogniser's "dinny"), for a regex alternation between word
     * boundaries: every English negation check reads it beside its own n't forms.
     */
    public static final String NOT_SCOTS = "(?:din|did|can|could|would|should|is|was|has|hav|have|hiv|will|wil|wull|win|must|does|dae)"
            + "(?:nae|na|ny)";
    /** A word stammered before the request ("那那可乐鸡翅", "我我要做饭"): those words are never said twice. */
    private static final Pattern STUTTER = Pattern.compile("(那|这|就|我|呃)(?:\\s*\\1)+");
    private static final Pattern STACKED_PARTICLES = Pattern.compile(
            "(?<=\\p{IsHan})([" + FINAL_PARTICLES + "])[" + FINAL_PARTICLES + "]+(?=\\s|$)");

    /** Words inside a Chinese sentence, Han characters on both sides. */
    private static Pattern innerWords(List<String> words) {
        return Pattern.compile("(?<=\\p{IsHan})(?:" + String.join("|", words) + ")(?=\\p{IsHan})");
    }

    // The regexes below run on every form of every clause against a thousand templates' worth of sentences, and most
    // sentences hold none of their words: a pass over the characters first says whether the regex can find anything.

    /** {@code s} with {@code p}'s matches replaced, read only when {@code s} holds one of {@code firsts}. */
    private static String replacedIfAny(Pattern p, String s, String firsts, String replacement) {
        for (int i = 0; i < s.length(); i++) {
            if (firsts.indexOf(s.charAt(i)) >= 0) {
                return p.matcher(s).replaceAll(replacement);
            }
        }
        return s;
    }

    private static String firstChars(List<String> words) {
        StringBuilder firsts = new StringBuilder();
        words.forEach(w -> firsts.append(w.charAt(0)));
        return firsts.toString();
    }

    private static final String POLITENESS_FIRSTS = firstChars(POLITENESS);
    private static final String HEDGE_FIRSTS = firstChars(HEDGES);

    /** Whether two final particles stand side by side anywhere (what {@link #STACKED_PARTICLES} needs). */
    private static boolean hasStackedParticles(String s) {
        for (int i = 1; i < s.length(); i++) {
            if (FINAL_PARTICLES.indexOf(s.charAt(i)) >= 0 && FINAL_PARTICLES.indexOf(s.charAt(i - 1)) >= 0) {
                return true;
            }
        }
        return false;
    }

    /** Whether a character comes again within four: what a word said twice or three times needs. */
    private static boolean mayRepeat(String s) {
        for (int i = 0; i < s.length(); i++) {
            for (int k = 1; k <= 4 && i + k < s.length(); k++) {
                if (s.charAt(i) == s.charAt(i + k)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** "Would you mind reading that once more": a request put as a question about a gerund. */
    private static final Pattern MIND_GERUND = Pattern.compile(
            "^(?:would|do|will) you (?:mind|be so kind as to|kindly) (\\p{L}+ing)\\b", Pattern.CASE_INSENSITIVE);
    /** The verbs requests start with, to turn "reading" back into "read" (a table: English spelling is no rule). */
    private static final java.util.Map<String, String> GERUNDS = gerunds("tell", "read", "say", "set", "go", "give",
            "make", "skip", "start", "cancel", "repeat", "move", "take", "remind", "stop", "turn", "put", "add", "scale",
            "switch", "jump", "note", "write", "check", "let", "show", "list", "time", "keep", "carry", "run", "come",
            "get", "do", "help", "begin", "finish", "close", "open", "leave", "exit", "enter", "remember", "pause");

    /**
     * English command words inside Chinese ("下一个step", "timer都cancel掉吧", "直接跳到last step"): heard as the
     * Chinese word, so one set of templates reads both. Only where the text has Chinese in it: an English sentence
     * keeps its words.
     */
    private static final java.util.Map<String, String> CODE_SWITCHED = java.util.Map.ofEntries(
            java.util.Map.entry("last step", "最后一步"), java.util.Map.entry("next step", "下一步"),
            java.util.Map.entry("from the start", "从头"), java.util.Map.entry("start over", "从头开始"),
            java.util.Map.entry("steps", "步"), java.util.Map.entry("step", "步"),
            java.util.Map.entry("timers", "计时"), java.util.Map.entry("timer", "计时"),
            java.util.Map.entry("cancel", "取消"), java.util.Map.entry("set", "定"), java.util.Map.entry("next", "下一步"),
            java.util.Map.entry("mode", "模式"), java.util.Map.entry("cook", "做"), java.util.Map.entry("goto", "跳到"),
            java.util.Map.entry("go back", "回到"), java.util.Map.entry("previous", "上一步"),
            java.util.Map.entry("ok", "好"), java.util.Map.entry("okay", "好"), java.util.Map.entry("repeat", "重复"),
            java.util.Map.entry("stop", "停"), java.util.Map.entry("cooking mode", "做饭模式"),
            java.util.Map.entry("note", "笔记"), java.util.Map.entry("portion", "量"), java.util.Map.entry("portions", "量"),
            java.util.Map.entry("step one", "第一步"), java.util.Map.entry("step two", "第二步"),
            java.util.Map.entry("step three", "第三步"), java.util.Map.entry("step four", "第四步"),
            java.util.Map.entry("step five", "第五步"), java.util.Map.entry("step six", "第六步"),
            java.util.Map.entry("step seven", "第七步"), java.util.Map.entry("step eight", "第八步"));
    private static final Pattern CODE_SWITCH = Pattern.compile(
            "(?<![a-z])(cooking mode|step (?:one|two|three|four|five|six|seven|eight)|last step|next step|from the start|start over|go back|previous|portions|portion|note|steps|step|timers|timer|cancel|set|next|mode|cook|goto|ok|okay|repeat|stop)(?![a-z])",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern HAN = Pattern.compile("\\p{IsHan}");
    /** A recogniser writes 部 for 步 ("第五部", "下一部", "一共几部", "最后一部是么"): only where a step is counted. */
    private static final Pattern STEP_HEARD_AS_PART = Pattern.compile(
            "(?<=第[零一二两三四五六七八九十0-9]{1,3}|[上下]一|[上下]|几|几个|多少个?)部|(?<=哪一?|最后一?)部(?![分电])");

    private TextNormalizer() {}

    /** English command words inside a Chinese sentence, in Chinese ({@link #CODE_SWITCHED}). */
    public static String codeSwitched(String s) {
        if (!hasAsciiLetter(s) || !HAN.matcher(s).find()) {
            return s; // the hot path: most texts are one language
        }
        java.util.regex.Matcher m = CODE_SWITCH.matcher(s);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            m.appendReplacement(out, CODE_SWITCHED.get(m.group(1).toLowerCase(Locale.ROOT)));
        }
        m.appendTail(out);
        return out.toString().replace("回到到", "回到"); // "go back到第一步"
    }

    private static java.util.Map<String, String> gerunds(String... verbs) {
        java.util.Map<String, String> out = new java.util.HashMap<>();
        for (String v : verbs) {
            out.put(v + "ing", v);
            out.put(v + v.charAt(v.length() - 1) + "ing", v); // setting, skipping, cancelling
            if (v.endsWith("e")) {
                out.put(v.substring(0, v.length() - 1) + "ing", v); // giving, making
            }
        }
        return java.util.Map.copyOf(out);
    }

    private static String withoutMindGerund(String s) {
        java.util.regex.Matcher m = MIND_GERUND.matcher(s);
        if (!m.find()) {
            return s;
        }
        String verb = GERUNDS.get(m.group(1).toLowerCase(Locale.ROOT));
        return verb == null ? s : verb + s.substring(m.end());
    }

    /** Whether the words call homebot by a house name ("小助手", "小管家", "homebot"). */
    public static boolean callsHomebot(String text) {
        return VOCATIVE.matcher(normalize(text)).find();
    }

    public static String normalize(String text) {
        return normalize(text, false);
    }

    /** {@link #normalize} keeping the user's capitals (for slot values such as a note); same positions. */
    public static String normalizeKeepCase(String text) {
        return normalize(text, false, true);
    }

    /** {@link #normalize} without hesitations, openers and final particles; never empties a text. */
    public static String plain(String text) {
        return plainKeepCase(text).toLowerCase(Locale.ROOT);
    }

    /**
     * {@link #plainKeepCase} without stripping openers: "你会干什么呀" keeps its 你, which a template may need
     * ("你(会|能)干什么").
     */
    public static String withoutTailKeepCase(String text) {
        String t = normalizeKeepCase(text);
        String s = withoutFillers(t);
        while (true) {
            String next = collapse(withoutLastTail(s));
            if (next.isEmpty() || next.equals(s)) {
                return s.isEmpty() ? t : s;
            }
            s = next;
        }
    }

    /**
     * Cantonese's "not" said in Mandarin ("唔要计时", "唔使", "唔系", "冇"): 唔 before a verb is no hesitation, and
     * dropping it would turn a no into a yes. 唔该 (thanks) and a 唔 on its own ("唔，下一步") are left alone.
     */
    private static final Pattern CANTONESE_NOT = Pattern.compile("唔(?:使|洗)|唔[系係]|唔(?=[要好是用需得开关想做计定知去会可能])|冇");

    /**
     * The southwest's 给 and Jianghuai and Wu 阿 before a verb ask a yes-no question ("汽锅鸡你给会整", "给是还有两步",
     * "阿要计时"): Mandarin asks it as the verb, not, the verb (会不会, 是不是). Only before the verbs so asked, where 给
     * cannot be "for" or "give" (给我, 给它).
     */
    private static final Pattern ASKED_WITH_A_PREFIX = Pattern.compile("(?<![\\p{IsHan}&&[^你我他她它您俺咱]])[给阿](是|会|有|能|要|可以)(?![不没])"
            // (after a dish's name too, "汽锅鸡给会整": 给会, 给能 and 给可以 are never "give")
            + "|给(会|能|可以)(?=\\p{IsHan})");

    private static String inMandarin(String s) {
        if (s.indexOf('给') >= 0 || s.indexOf('阿') >= 0) {
            s = ASKED_WITH_A_PREFIX.matcher(s).replaceAll(m -> {
                String verb = m.group(1) != null ? m.group(1) : m.group(2);
                return switch (verb) {
                    case "有" -> "有没有";
                    case "可以" -> "可不可以";
                    default -> verb + "不" + verb;
                };
            });
        }
        if (s.indexOf('唔') < 0 && s.indexOf('冇') < 0) {
            return s;
        }
        return CANTONESE_NOT.matcher(s).replaceAll(m -> switch (m.group()) {
            case "唔使", "唔洗" -> "不用";
            case "唔系", "唔係" -> "不是"; // 係 as Hong Kong and Guangxi write it
            case "冇" -> "没有";
            default -> "不";
        });
    }

    /** Hesitations, particles and politeness inside a sentence dropped: what both plain forms start from. */
    private static String withoutFillers(String normalized) {
        String m = inMandarin(normalized);
        String unhesitant = hasAsciiLetter(m) ? HESITATION.matcher(m).replaceAll(" ") : replacedIfAny(HESITATION, m, "呃嗯额唔嘘", " ");
        String s = collapse(replacedIfAny(INNER_PARTICLE, unhesitant, INNER_PARTICLES, ""));
        return replacedIfAny(INNER_HEDGE, replacedIfAny(INNER_POLITENESS, s, POLITENESS_FIRSTS, ""), HEDGE_FIRSTS, "");
    }

    /** {@link #plain} keeping the user's capitals. */
    public static String plainKeepCase(String text) {
        String t = normalizeKeepCase(text);
        String s = withoutFillers(t);
        if (mayRepeat(s)) {
            s = REPEATED.matcher(TRIPLED.matcher(s).replaceAll("$1")).replaceAll("$1");
        }
        s = CAN_OR_NOT.matcher(REPEATED_WORD.matcher(s).replaceAll("$1")).replaceAll("$1");
        s = withoutMindGerund(s);
        String unnamed = collapse(VOCATIVE.matcher(s).replaceAll(" "));
        s = unnamed.isEmpty() ? s : unnamed;
        if (s.isEmpty()) {
            return t;
        }
        // strip openers and final particles in turns, but never down to nothing ("好的" stays "好的")
        while (true) {
            String opened = collapse(OPENER.matcher(s).replaceFirst(""));
            String untailed = withoutLastTail(opened);
            String next = collapse(untailed);
            if (next.isEmpty()) {
                // "好的谢谢" is thanks, "谢谢啊" too: keep what the last word says
                next = opened.matches("[呢吧啊呀嘛哈哦喔啦呗咧嘞捏哇呐嗷咯喽噻撒哟哒喃齁耶唷哩]*") ? "" : opened; // but "你好呀" is a greeting
            }
            if (next.isEmpty() || next.equals(s)) {
                // with no opener dropped the sentence's own tail is the one just tried: not tried twice
                next = collapse(opened.equals(s) ? untailed : withoutLastTail(s));
            }
            if (next.isEmpty() || next.equals(s)) {
                return s;
            }
            s = next;
        }
    }

    /** {@code keepSyntax} keeps the template characters {@code [ ] ( ) | { } :}. */
    static String normalize(String text, boolean keepSyntax) {
        return normalize(text, keepSyntax, false);
    }

    /**
     * "再定一个，半小时": a clause break between 一个 and 半 keeps the half to itself, which dropping the comma would
     * join into 一个半小时 (an hour and a half); said as the same length in words that cannot join.
     */
    private static final Pattern HALF_AFTER_BREAK = Pattern.compile("(?<=个)(\\s*[，,、;；]\\s*)半个?(?:小时|钟头|钟)");
    private static final Pattern HALF_MINUTE_AFTER_BREAK = Pattern.compile("(?<=个)(\\s*[，,、;；]\\s*)半分钟");

    /**
     * The northern 儿 ending ("一步儿", "仨分钟儿", "菜谱儿", "哪儿") said as a sound, not a word: the text reads as
     * without it. Never in a word of its own (儿子, 女儿, 婴儿) nor in words the synonyms know whole (今儿, 明儿, 一会儿),
     * nor in 事儿 ("完事儿了，下一个" is a step done; without its 儿 it reads as the wish to leave).
     */
    /**
     * The Central Plains' 多儿 (how much, 多少) after what is done with an amount, closing the question ("油搁多儿"):
     * read before the 儿 ending goes, which would leave "放多" (more), a different request.
     */
    private static final Pattern HOW_MUCH_AS_ERHUA = Pattern.compile(
            "(?<=[放搁要加倒用有下]\\s?)多\\s?儿(?=\\s*(?:[啊呀呢哩嘞哈？?。，,！!]|$))");
    private static final Pattern ERHUA = Pattern.compile("(?<=[\\p{IsHan}&&[^女婴幼孤宠胎健男患托今明昨会事儿]])儿(?![子童女科歌孙媳])");

    private static final Pattern SUAN_LIE = Pattern.compile("算\\s?咧");
    /**
     * Ireland's "so" that closes a clause ("pancakes so, there's six of us", "fried rice so"): it asks nothing, and left
     * in it keeps a dish's name from being heard. Read before the commas go; never the so of "I think so", "or so",
     * "and so on", "is that so".
     */
    private static final Pattern CLAUSE_FINAL_SO = Pattern.compile(
            "(?<=[a-z])(?<!\\b(?:think|thinks|thought|hope|guess|believe|reckon|suppose|expect|imagine|not|say|said|says|do|does|did|done|and|or|even|just|ever|why|that|told|more|so|if|quite|very|too|only|is|was|be|been|feel|seem|seems|seemed|it|na))"
                    + "\\s+so(?=\\s*(?:[,，.!?;。！？；]|$))", Pattern.CASE_INSENSITIVE);

    private static String normalize(String text, boolean keepSyntax, boolean keepCase) {
        String t = text == null ? "" : text;
        if (!keepSyntax && t.indexOf('半') >= 0) {
            t = HALF_MINUTE_AFTER_BREAK.matcher(HALF_AFTER_BREAK.matcher(t).replaceAll("$1三十分钟")).replaceAll("$1三十秒");
        }
        if (!keepSyntax && t.indexOf('咧') >= 0) {
            // Shaanxi "算咧算咧" is "算了算了", which takes a request back (also as a recogniser spaces it: "算 咧")
            t = SUAN_LIE.matcher(t).replaceAll("算了");
        }
        if (!keepSyntax && t.indexOf("so") >= 0) {
            t = CLAUSE_FINAL_SO.matcher(t).replaceAll("");
        }
        String nfkc = Normalizer.normalize(t, Normalizer.Form.NFKC);
        String lower = keepCase ? nfkc : nfkc.toLowerCase(Locale.ROOT);
        StringBuilder sb = new StringBuilder(lower.length());
        for (int i = 0; i < lower.length(); i++) {
            char c = lower.charAt(i);
            boolean betweenDigits = i > 0 && i + 1 < lower.length()
                    && Character.isDigit(lower.charAt(i - 1)) && Character.isDigit(lower.charAt(i + 1));
            if (c == '\'' || c == '\u2019' || c == '\u2018' || c == '`') {
                continue; // "what's" and a recogniser's "whats" are one word
            } else if (keepSyntax && "[]()|{}:".indexOf(c) >= 0) {
                sb.append(c);
            } else if ((c == '.' || c == ':') && betweenDigits) {
                sb.append(c);
            } else if (c == '.' || c == ':' || isDropped(c)) {
                sb.append(' ');
            } else {
                sb.append(c);
            }
        }
        String out = collapse(sb.toString());
        if (out.indexOf('儿') >= 0) {
            out = HOW_MUCH_AS_ERHUA.matcher(out).replaceAll("多少");
            out = ERHUA.matcher(out).replaceAll(""); // templates too, so both sides read alike
        }
        if (keepSyntax) {
            return out;
        }
        String switched = codeSwitched(out);
        if (switched != out) {
            switched = collapse(switched);
        }
        if (switched.indexOf('部') >= 0) {
            switched = STEP_HEARD_AS_PART.matcher(switched).replaceAll("步");
        }
        switched = STUTTER.matcher(switched).replaceAll("$1");
        return hasStackedParticles(switched) ? STACKED_PARTICLES.matcher(switched).replaceAll("$1") : switched;
    }

    private static boolean hasAsciiLetter(String s) {
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c < 128 && Character.isLetter(c)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Runs of white space made one space, the ends trimmed, and a space beside a Han character dropped ("下 一 步" is
     * 下一步, "set 一个 timer" 一个 joined to both words). Written out by hand: it runs on every form of every clause, and
     * a regex here was a tenth of the matching time.
     */
    private static String collapse(String s) {
        String t = s.trim();
        if (!hasWhiteSpace(t)) {
            return t;
        }
        StringBuilder out = new StringBuilder(t.length());
        int i = 0;
        while (i < t.length()) {
            char c = t.charAt(i);
            if (!isWhiteSpace(c)) {
                out.append(c);
                i++;
                continue;
            }
            int next = i;
            while (next < t.length() && isWhiteSpace(t.charAt(next))) {
                next++;
            }
            // trimmed, so a run always has a word on both sides
            if (!isHan(t.charAt(i - 1)) && !isHan(t.charAt(next))) {
                out.append(' ');
            }
            i = next;
        }
        return out.toString();
    }

    /** What {@code \\s} means in a regex, which the spaces here were first collapsed with. */
    private static boolean isWhiteSpace(char c) {
        return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
    }

    private static boolean hasWhiteSpace(String s) {
        for (int i = 0; i < s.length(); i++) {
            if (isWhiteSpace(s.charAt(i))) {
                return true;
            }
        }
        return false;
    }

    private static boolean isDropped(char c) {
        if (c == '-') {
            return false; // "forty-five"
        }
        int type = Character.getType(c);
        return Character.isWhitespace(c) || Character.isISOControl(c)
                || type == Character.OTHER_PUNCTUATION || type == Character.START_PUNCTUATION
                || type == Character.END_PUNCTUATION || type == Character.INITIAL_QUOTE_PUNCTUATION
                || type == Character.FINAL_QUOTE_PUNCTUATION || type == Character.DASH_PUNCTUATION
                || c == '～' || c == '~';
    }

    static boolean isHan(char c) {
        return Languages.isHan(c);
    }
}
