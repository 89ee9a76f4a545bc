package homebot.mode;

import homebot.skills.api.nlu.Answers;
import homebot.skills.api.nlu.IntentCatalog;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one judgement of whether the user's own words of this turn ask for a mode switch (seed 000), used by the
 * local mode intents and by the model's {@code switch_mode} alike. A request that names the mode with an
 * enter/exit verb governing the name ("打开做饭模式", "把做饭模式关了", "switch to cooking mode") acts; a
 * sentence that only shows the intent without the name ("我要做饭了", "let's cook", in the mode "我做完了"; the
 * phrases come from the skill's {@code mode-intents.yaml}) is worth a proposal ("要进入做饭模式吗？"); negated
 * or merely mentioning sentences ("不要进入做饭模式", "我开始觉得做饭模式很烦", "I never said to open cooking
 * mode", "做饭模式怎么打开") never switch. A yes to the proposal homebot just made counts as the user's words;
 * the model alone can never switch. Turns run one at a time; the proposal lives for the next turn only.
 */
public final class ModeSwitchGuard {
    public enum Action { ENTER, EXIT }

    /** {@code code} is {@code switch-allowed}, {@code switch-name-missing}, {@code switch-verb-missing}, {@code switch-verb-negated} or {@code switch-mention-only}. */
    public record Verdict(boolean allowed, String code, String reason) {}

    /** How strongly the words ask: act at once, propose and wait for a yes, or not at all. */
    public enum Strength { ACT, PROPOSE, NONE }

    static final List<String> ENTER_ZH = List.of("打开", "进入", "开始", "切换到", "切到", "切换", "启用", "开启", "启动", "进到",
            "转到", "换到", "开开", "开一开", "开起", "开", "进", "入"); // Cantonese 入 (enter: "入做饭模式"); Wu 开一开, Sichuan 开起
    static final List<String> ENTER_EN = List.of("open", "enter", "start", "switch to", "switch into", "turn on",
            "go into", "go to", "get into", "activate", "enable", "begin", "launch", "put on", "use", "on");
    static final List<String> EXIT_ZH = List.of("关闭", "退出", "结束", "停止", "关掉", "关脱伊", "关脱", "关特", "关一关", "离开", "关了", "关咧", "关",
            "停掉", "取消", "退掉", "退了");
    static final List<String> EXIT_EN = List.of("close", "exit", "end", "stop", "turn off", "quit", "leave",
            "get out of", "switch off", "deactivate", "disable", "finish", "off",
            // Scots aff ("turn aff cookin mode"); off as a recogniser writes it after turn ("turn of cooking mode")
            "turn aff", "switch aff", "aff", "turn of", "switch of");
    /** What may stand between a verb and the name it governs ("切换到我的做饭模式", "turn on the cooking mode"). */
    private static final Pattern BETWEEN_ZH = Pattern.compile(
            "(?:一下|一哈|下|到|进|进入|回|回到|成|为|那个|这个|我的|咱们的|个|的|吧|啊|呀|嘛|咗|[,，、]\\s*)*"); // "开吧，做饭模式", Cantonese "关咗做饭模式"
    private static final Pattern BETWEEN_EN = Pattern.compile("(?:\\s|the|di|de|da|my|our|into|to|up|in|back|on|please)*"); // Jamaican di, Pidgin da
    /**
     * What may stand between the name and a verb after it ("做饭模式给我打开"); the northwest's 哈 marks the thing acted
     * on before its verb ("做饭模式哈关掉").
     */
    private static final Pattern NAME_THEN_VERB_ZH = Pattern.compile(
            "(?:给我|帮我|给俺|帮俺|给额|帮额|先|就|马上|赶紧|快|可以|能|就可以|现在可以|也可以|哈)*");
    /** What may follow "把做饭模式打开" after the verb. */
    private static final Pattern AFTER_ZH = Pattern.compile(
            "(?:[" + homebot.skills.api.nlu.TextNormalizer.FINAL_PARTICLES + "]|一下|一哈|了|列|起来|起|来|掉|上|吧你|给我|伊|它|咗|佢|先)*"
                    + "[,.!?;，。！？；~～]*"); // "把做饭模式打开嘛。", Shaanxi "关咧", Jin "关了哇", Wu "开开伊" (open it)
    private static final Pattern AFTER_EN = Pattern.compile("(?:\\s|now|please|for me|right now|thanks|then|mate|love|mind|yeah)*");
    private static final Pattern NEGATION = Pattern.compile(
            // Cantonese said in Mandarin: 唔 not, 冇 have not, 咪 don't, 未 not yet ("我唔系话要开做饭模式"); Hunan and
            // Jiangxi 冒 (not: "我冒讲要关做饭模式"); Hunan 莫 and
            // 不消 ("莫开做饭模式"); Shaanxi 嫑, Wu 覅, northern 甭 (don't), and 嫑 as a recogniser writes it, 表, just before
            // the verb ("表开做饭模式"), 覅 as it writes that (飞, 费: "我飞进做饭模式"); Teochew and Minnan 无爱 (don't
            // want); northern 白 for 别 said just before the verb ("白进做饭模式"), never the 白 of 明白 or 蛋白
            "不要|不想|不用|不必|不需要|别|没有|没说|没让|没叫|没|不是|不|唔|冇|冒(?![烟泡险汗])|咪|未|莫|不消|[" + homebot.skills.api.nlu.TextNormalizer.DONT_CHARS + "]|勿|表\\s*$|(?<![明空蛋葱大坦洁])白\\s*把?\\s*$|(?:^|[我侬你])\\s*[飞费]\\s*$|无爱|无要|唔爱|毋爱|(?<![a-z])(?:never|do not|did not|not|no|stop asking"
                    // every n't contraction, with or without its apostrophe (a recogniser writes "didnt", "cant")
                    + "|(?:do|does|did|is|are|was|were|wo|ca|could|would|should|have|has|had|must|need|ai)n'?t"
                    // and the Scots ones ("dinnae switch it off", "nae cooking mode the noo", "naw")
                    + "|" + homebot.skills.api.nlu.TextNormalizer.NOT_SCOTS + "|nae|naw"
                    // "we hardly use the cooking mode": next to never
                    + "|hardly|barely|rarely|seldom|scarcely)(?![a-z])");
    private static final Pattern COURTESY = Pattern.compile("(?<![a-z])(?:please|pls|plz)(?![a-z])|麻烦|请");

    /** A-not-A questions ("能不能打开") ask, they do not negate. */
    private static final Pattern A_NOT_A = Pattern.compile("(能不能|可不可以|可以不可以|要不要|会不会|是不是|行不行)");
    /** A switch put off to later, or someone else's words reported, is not a request for now. */
    private static final Pattern NOT_NOW = Pattern.compile(
            "下次|下回|以后|明天|改天|回头|过会儿|等会儿|晚点|说要|说让|说过|告诉我|跟我说|(?<![a-z])(?:next time|tomorrow|later|"
                    + "some day|someday|said|says|told me|asked me"
                    // "Chloe, stop telling it to open cooking mode": someone else's request to homebot, reported
                    + "|(?:tell|telling|told|ask|asking|asked) (?:it|him|her|them|homebot|the thing|the machine) to)(?![a-z])");
    private static final Pattern MENTION = Pattern.compile(
            "怎么|如何|为什么|什么是|是什么|是啥|有什么用|好不好用|(?<![a-z])(?:how do|how to|how does|what is|what's|why|"
                    + "what does)(?![a-z])");

    /**
     * Whether a switch was already made ("你是不是把做饭模式关了", "有没有开做饭模式", Cantonese 系唔系…咗): a question about
     * what happened, closed by its 了/咗/过, asks for nothing; "能不能把做饭模式关了" asks, and is no such question.
     */
    private static final Pattern WHETHER_DONE = Pattern.compile(
            "(?:是不是|是否|有没有|系唔系|是唔是|有冇)(?=.*(?:了|咗|过|啦)\\s*[吗呢吧啊呀嘛?？]*\\s*$)");

    /**
     * "is the cooking mode on", "mum, is cooking mode on already": asked whether the mode is on (or off), said before
     * its name; the "on" after the name is the state asked about, not a request.
     */
    private static final Pattern WHETHER_ON = Pattern.compile(
            "(?<![a-z'])(?:is|isn't|isnt|was|wasn't|wasnt)\\s+(?:the\\s+|that\\s+|your\\s+|my\\s+|our\\s+|this\\s+)?$");

    private final ModePhrases phrases = new ModePhrases();
    private Proposal proposal;

    /**
     * A switch homebot offered and is waiting to hear yes to. {@code carried}: the cook's request to hand to the mode
     * once it is on; {@code guessed}: the offer was a mode's guess at that request ("Did you mean Fried rice?"), so a
     * yes is answered as the request itself.
     */
    public record Proposal(Action action, String modeId, String carried, boolean guessed) {
        public Proposal(Action action, String modeId, String carried) {
            this(action, modeId, carried, false);
        }

        public Proposal(Action action, String modeId) {
            this(action, modeId, null);
        }
    }

    /** The model's and the local intents' check: allowed only when the words act, or confirm a proposal. */
    public Verdict check(Action action, ModeDescriptor mode, String userWords) {
        Proposal p = proposal;
        if (p != null && p.action() == action && p.modeId().equals(mode.id()) && isYes(userWords)) {
            return allowed();
        }
        Verdict v = verdict(action, mode, userWords);
        if (v.allowed() && DOUBTFUL_START.matcher(normalize(userWords)).find()) {
            return new Verdict(false, "switch-mention-only", "the user's words this turn (\"" + userWords.strip()
                    + "\") begin with 么, which may be 莫 (don't) or a question: ask them first");
        }
        return v;
    }

    /** Whether a word only the mode's wish uses is said, without the mode's name (read last, only proposed). */
    public boolean hints(Action action, ModeDescriptor mode, String userWords) {
        return nameAt(normalize(userWords), mode) < 0 && phrases.hints(mode, action, userWords);
    }

    /**
     * A 么 said first (or after 你/我), before the verb: 莫 (don't) as a recogniser writes it, or a question's 么;
     * either way no clear request ("么打开做饭模式"), so at most a question.
     */
    private static final Pattern DOUBTFUL_START = Pattern.compile("^[\\s,，]*(?:[你我侬]\\s*)?么");

    /**
     * Someone else's words reported before the name ("佳佳她问要不要进做饭模式", "he says to turn on cooking mode"): a
     * mention of what another person asked, not the user's request.
     */
    /**
     * "其其格，今儿吃肉不？", "家里没有泡打粉咋整": whether someone eats a thing (a question to them, A-not-A), or how to do
     * without one, asks nobody to cook.
     */
    private static final Pattern NO_WISH = Pattern.compile(
            "(?:吃|恰|食)\\s*(?:\\p{IsHan}\\s*){1,6}?(?:不|没|冇)\\s*[？?。.!！]*$"
                    + "|(?:没有|没得|冇|木有)\\s*(?:\\p{IsHan}\\s*){1,8}?(?:咋整|咋办|怎么办|咋弄|怎么弄|怎么整|点算)");

    private static final Pattern REPORTED = Pattern.compile(
            "[他她它佢]\\s*(?:们\\s*)?(?:问|说|讲|想知道)|(?<![a-z])(?:he|she|they) (?:asks|asked|says|said|wants to know)(?![a-z])"
                    // "你喊它把做饭模式关了", "我来叫它开做饭模式", "tell it to turn cooking mode off": homebot spoken of as
                    // "it", to someone who is to ask it, or by someone who is about to
                    + "|(?:喊|叫|让|告诉|跟|同|请)\\s*(?:它|佢)|(?<![a-z])(?:tell|ask|get) (?:it|homebot|the (?:box|speaker|thing|robot)) to(?![a-z])"
                    // "devon yuh wan me tun on de cooking mode or wha", "你要我开做饭模式不": the cook asking someone
                    // whether they want it done, not asking for it
                    + "|(?<![a-z])(?:do |d )?(?:you|ya|ye|yuh) (?:want|wan|wanna|want to|wan to) me(?![a-z])|(?:你|恁|侬|你们)\\s*(?:要|想)\\s*(?:我|俺)|要不要\\s*(?:我|俺)"
                    // "勿吵，阿妈要开做饭模式了", "she always puts cooking mode on": what someone else will do or does, said
                    // about them (a call to them has its comma: "妈，打开做饭模式")
                    // ("阿妈要煮饭了，帮我开一下做饭模式": she will cook, and asks for the mode herself)
                    + "|^(?:阿|老)?(?:" + homebot.skills.api.nlu.TextNormalizer.KIN + "|[他她佢])\\s*(?:们|哋)?\\s*(?:就|也|又|都|总|老是|总是|天天|每次)?\\s*(?:要|想|会|准备|正在|在|爱|喜欢|老)?\\s*"
                    + "(?:开|打开|开着|关|关掉|进|进入|退出|用)\\s*(?:着|了|一下)?\\s*$"
                    + "|^(?:he|she|they|mum|mom|dad|my (?:wife|husband|mum|mom|dad|son|daughter|gran|nan)) (?:always |never |usually |often )?"
                    + "(?:wants|will|is going|is gonna|keeps|uses|likes|loves|puts|turns|switches)(?![a-z])"
                    // "这个机器还能开做饭模式呢", "this thing can even do cooking mode": what the box can do, shown to
                    // someone, asks it for nothing
                    + "|(?:机子|机器|音箱|盒子|匣子|东西|玩意儿?|它|佢)\\s*(?:还|也|都|就)?\\s*(?:能|会|可以)\\s*(?:开|打开|进|进入|关|关掉|退出|用)?\\s*(?:那个|个)?\\s*$"
                    + "|(?<![a-z])(?:it|this thing|the thing|this box|the box|this machine|the machine|homebot) (?:can|could) (?:even |also )?"
                    + "(?:turn on|switch on|put on|do|open|go into|turn off|switch off)?\\s*(?:the\\s*)?$");

    /** How strongly the words ask for {@code action} on {@code mode}. */
    public Strength judge(Action action, ModeDescriptor mode, String userWords) {
        if (IntentCatalog.denies(userWords)) {
            return Strength.NONE; // "did I say turn off cooking mode?": asked back, not asked for
        }
        String text = normalize(userWords);
        int name = nameAt(text, mode);
        // only within the clause that names the mode: "他说想吃鱼，打开做饭模式" is still the user's request
        boolean reported = name > 0 && REPORTED.matcher(text.substring(0, name).replaceAll("^.*[,.!?;，。！？；]", "")).find();
        Strength s = reported ? Strength.NONE : judged(action, mode, userWords, text);
        if (s == Strength.NONE) {
            // "嘘……做饭模式，开一下", "小雨跟我说要先开那个做饭模式，麻烦你帮我打开一下嘛": the mode named (or what someone
            // said of it), then a clause that is only the verb, its object the mode just named
            Optional<String> joined = nameThenVerb(userWords, mode);
            if (joined.isPresent()) {
                s = judged(action, mode, joined.get(), normalize(joined.get()));
            }
        }
        return s == Strength.ACT && DOUBTFUL_START.matcher(text).find() ? Strength.PROPOSE : s;
    }

    /** A clause that is only a verb of switching, with the please and the particles said around it. */
    private static final Pattern ONLY_A_VERB = Pattern.compile(
            "^(?:麻烦你|麻烦|请你|请|你|您|帮我|给我|帮忙|那就|就|先|快)*((?:打开|开开|开|进入|进去|关掉|关上|关了|关|退出|退了)"
                    + "(?:一下|一哈|下|了|掉|上|起来|起)?)[吧嘛呗啊呀哈咯啦哦喔嘞咧]*$");

    /** The mode's name and a last clause that is only the verb, said together ("做饭模式开一下"), when the words are so. */
    private static Optional<String> nameThenVerb(String userWords, ModeDescriptor mode) {
        List<String> clauses = java.util.Arrays.stream(normalize(userWords).split("[,.!?;，。！？；…]+"))
                .map(String::strip).filter(c -> !c.isEmpty()).toList();
        if (clauses.size() < 2) {
            return Optional.empty();
        }
        String last = clauses.get(clauses.size() - 1);
        boolean namedBefore = clauses.subList(0, clauses.size() - 1).stream().anyMatch(c -> nameAt(c, mode) >= 0);
        Matcher verb = ONLY_A_VERB.matcher(last);
        return namedBefore && nameAt(last, mode) < 0 && verb.matches()
                ? Optional.of(mode.names().get(0) + verb.group(1)) : Optional.empty();
    }

    private Strength judged(Action action, ModeDescriptor mode, String userWords, String text) {
        if (verdict(action, mode, userWords).allowed()) {
            return Strength.ACT;
        }
        // a recogniser writes the verb or the name by its sound ("推出做饭模式", "打开做饭魔事"): the same sound with
        // its tones acts, as a near-homophone does in the intent engine; without tones it is a guess worth a question
        if (verdict(action, mode, bySound(text, mode, true, true)).allowed()) {
            return Strength.ACT;
        }
        // a verb said right and the mode's whole name with other tones ("打开做番模式", "开开做反摸是": a dialect's tones,
        // as its recogniser wrote them): a name of four syllables or more sounds like nothing else, so the request acts
        if (verdict(action, mode, bySound(text, mode, false, false)).allowed()) {
            return Strength.ACT;
        }
        if (verdict(action, mode, bySound(text, mode, false, true)).allowed()) {
            return Strength.PROPOSE;
        }
        // the skill's phrases match whole sentences, so "我不想做饭" never passes for "我想做饭"
        if (action == Action.ENTER && NO_WISH.matcher(text).find()) {
            return Strength.NONE;
        }
        if (nameAt(text, mode) < 0 && (phrases.says(mode, action, userWords)
                || action == Action.ENTER && phrases.requests(mode, userWords))) {
            return action == Action.ENTER && leaving(mode, userWords) ? Strength.NONE : Strength.PROPOSE;
        }
        // the mode's name and nothing else ("做饭模式", "cooking mode?"): a wish to enter, worth one question
        // "cooking mode please", "做饭模式，麻烦了": the name asked for politely is a request, not a wondering
        if (action == Action.ENTER && namedAlone(text, mode) && COURTESY.matcher(text).find() && !text.contains("?")
                && !text.contains("？")) {
            return Strength.ACT;
        }
        if (action == Action.ENTER && namedAlone(text, mode)) {
            return Strength.PROPOSE;
        }
        return Strength.NONE;
    }

    /** "好了，做完了" with the mode off: the words of leaving never ask to come in ("做完" is no dish to cook). */
    private boolean leaving(ModeDescriptor mode, String userWords) {
        return phrases.says(mode, Action.EXIT, userWords) || phrases.hints(mode, Action.EXIT, userWords);
    }

    /**
     * The clauses said besides the one that names the mode ("那就清蒸鱼，把做饭模式打开" → "那就清蒸鱼"): carried in to
     * the mode once a command has switched it on; empty when the command was all that was said.
     */
    public String besidesTheName(ModeDescriptor mode, String userWords) {
        // read with the engine's clause breaks: "打开做饭模式做可乐鸡翅" is the mode, then the dish, with no pause written
        return homebot.skills.api.nlu.IntentCatalog.clauses(homebot.skills.api.nlu.IntentCatalog.connectivesBreak(userWords)).stream()
                .filter(clause -> nameAt(normalize(clause), mode) < 0)
                .collect(java.util.stream.Collectors.joining("，"));
    }

    /** True when the words ask the mode for something it does ("我想做红烧肉"): carried in once it is on. */
    public boolean carriesRequest(ModeDescriptor mode, String userWords) {
        // "我要开始做饭了" only wants the mode: nothing to hand over
        return phrases.requests(mode, userWords) && !phrases.says(mode, Action.ENTER, userWords);
    }

    /** Remembers a proposal for the next turn (null forgets it). */
    public void propose(Proposal p) {
        proposal = p;
    }

    public Optional<Proposal> proposal() {
        return Optional.ofNullable(proposal);
    }

    public boolean isYes(String words) {
        return Answers.isYes(words);
    }

    public boolean isNo(String words) {
        return Answers.isNo(words);
    }

    private Verdict verdict(Action action, ModeDescriptor mode, String userWords) {
        // "cooking mode on pls": a courtesy after the verb is no part of the request
        String all = normalize(userWords).replaceAll("\\s+(?:please|pls|plz|now|thanks|thank you)$", "");
        if (IntentCatalog.denies(userWords)) {
            // "我讲了退出做饭模式咩", "did I say turn off cooking mode": the switch asked back or denied, never asked for
            return new Verdict(false, "switch-verb-negated", "the user's words this turn (\"" + userWords.strip()
                    + "\") deny or ask back whether they asked for the switch");
        }
        if (nameAt(all, mode) < 0) {
            return new Verdict(false, "switch-name-missing", "the user's words this turn (\"" + userWords.strip()
                    + "\") do not name the mode; say one of " + String.join(" / ", mode.names()));
        }
        List<String> zh = action == Action.ENTER ? ENTER_ZH : EXIT_ZH;
        List<String> en = action == Action.ENTER ? ENTER_EN : EXIT_EN;
        // "开吧，做饭模式": a clause that is only the verb, then the name said after it, is one request
        String verbAlone = zh.stream().map(Pattern::quote).collect(java.util.stream.Collectors.joining("|"));
        String verbAloneEn = en.stream().map(Pattern::quote).collect(java.util.stream.Collectors.joining("|"));
        for (String n : mode.names()) {
            all = all.replaceAll("((?:^|[,.!?;])\\s*(?:" + verbAlone + ")(?:吧|啊|呀|了)?)\\s*[,.]\\s*(?=" + Pattern.quote(heard(n))
                    + ")", "$1");
            // "做饭模式，开": the name, then the verb alone
            all = all.replaceAll("(" + Pattern.quote(heard(n)) + ")\\s*[,.]\\s*(?=(?:" + verbAlone
                    + ")(?:吧|啊|呀|了)?\\s*(?:$|[,.!?;]))", "$1");
            // "cooking mode, turn on please": the same in English
            all = all.replaceAll("(" + Pattern.quote(heard(n)) + ")\\s*[,.]\\s*(?=(?:" + verbAloneEn
                    + ")(?:\\s+(?:please|now|thanks))*\\s*(?:$|[,.!?;]))", "$1 ");
        }
        boolean verbSeen = false;
        boolean negatedSeen = false;
        for (String clause : all.split("[,.!?;]+|(?<![a-z])but(?![a-z])|但是|可是|不过")) {
            String c = clause.strip();
            List<int[]> names = nameSpans(c, mode);
            if (names.isEmpty()) {
                continue;
            }
            for (int[] name : names) {
                for (int[] verb : verbs(c, zh, en)) {
                    verbSeen = true;
                    if (!governs(c, verb, name)) {
                        continue;
                    }
                    if (negated(c, Math.min(verb[0], name[0])) || MENTION.matcher(c).find()
                            || NOT_NOW.matcher(untilClosed(c, Math.max(verb[1], name[1]))).find()
                            || WHETHER_DONE.matcher(c).find() || WHETHER_ON.matcher(c.substring(0, name[0])).find()) {
                        negatedSeen = true;
                        continue;
                    }
                    return allowed();
                }
            }
        }
        String verbs = String.join(" ", zh) + " / " + String.join(", ", en);
        if (negatedSeen) {
            return new Verdict(false, "switch-verb-negated", "the user's words this turn negate or only ask about "
                    + "the request (\"" + userWords.strip() + "\")");
        }
        if (verbSeen) {
            return new Verdict(false, "switch-mention-only", "the user's words this turn (\"" + userWords.strip()
                    + "\") mention the mode but do not ask to " + (action == Action.ENTER ? "enter" : "leave") + " it");
        }
        return new Verdict(false, "switch-verb-missing", "the user's words this turn (\"" + userWords.strip()
                + "\") contain no explicit " + (action == Action.ENTER ? "enter" : "exit") + " verb (" + verbs + ")");
    }

    /**
     * {@code text} with every stretch that sounds like a switch verb (with {@code verbs}) or a name of the mode written
     * as that word; without {@code verbs} only names of four syllables or more are heard by sound.
     */
    private static String bySound(String text, ModeDescriptor mode, boolean tones, boolean verbs) {
        List<String> words = new ArrayList<>();
        if (verbs) {
            words.addAll(ENTER_ZH);
            words.addAll(EXIT_ZH);
        }
        mode.names().stream().map(ModeSwitchGuard::heard).filter(n -> verbs || n.codePointCount(0, n.length()) >= 4)
                .forEach(words::add);
        char[] out = text.toCharArray();
        String key = homebot.skills.api.nlu.Pinyin.key(text, tones);
        for (String w : words) {
            String wk = (tones ? TONED : TONELESS).computeIfAbsent(w, k -> homebot.skills.api.nlu.Pinyin.key(k, tones));
            if (wk.equals(w) || wk.length() != w.length() || !tones && w.length() < 2) {
                continue; // nothing Chinese to hear differently, or one toneless syllable sounds like too much
            }
            for (int at = key.indexOf(wk); at >= 0; at = key.indexOf(wk, at + 1)) {
                w.getChars(0, w.length(), out, at);
            }
        }
        return new String(out);
    }

    /** A verb governs the name when only small words stand between ("切换到做饭模式", "把做饭模式打开吧"). */
    private static boolean governs(String c, int[] verb, int[] name) {
        boolean latin = Character.isLetter(c.charAt(verb[0])) && c.charAt(verb[0]) < 128;
        if (verb[1] <= name[0]) {
            return (latin ? BETWEEN_EN : BETWEEN_ZH).matcher(c.substring(verb[1], name[0])).matches();
        }
        if (name[1] <= verb[0]) {
            String between = c.substring(name[1], verb[0]);
            String after = c.substring(verb[1]);
            int closedAt = closedAt(c, verb[1]);
            if (!latin && closedAt >= 0 && RUN_ON.matcher(c.substring(closedAt)).matches()
                    && TOLD_WITH_BA.matcher(c.substring(0, name[0])).matches()) {
                after = c.substring(verb[1], closedAt); // "把做饭模式关了明天再做": the switch, then more said on
            }
            return (latin ? BETWEEN_EN : NAME_THEN_VERB_ZH).matcher(between).matches()
                    && (latin ? AFTER_EN : AFTER_ZH).matcher(after).matches();
        }
        return false;
    }

    /**
     * A negated clause closed by its 了 before the request ("算了不做了退出做饭模式", "不炒了关掉做饭模式吧"): the cooking
     * given up, run on with no comma; its 不 does not reach the verb after it.
     */
    private static final Pattern CLOSED_NEGATION = Pattern.compile("[不没]\\s*(?:\\p{IsHan}\\s*){1,3}?了");

    private static boolean negated(String c, int before) {
        String head = A_NOT_A.matcher(c.substring(0, Math.max(0, before))).replaceAll("");
        Matcher closed = CLOSED_NEGATION.matcher(head);
        int from = 0;
        while (closed.find()) {
            from = closed.end();
        }
        head = head.substring(from);
        return NEGATION.matcher(head).find() || DONE_AGAIN.matcher(head).find();
    }

    /** 又 before the verb tells of a switch already made again ("你又开做饭模式？"); asking for it again says 再. */
    private static final Pattern DONE_AGAIN = Pattern.compile("又\\s*把?\\s*$");

    /** A switch closed by its 了, as a recogniser writes it without the comma after ("把做饭模式关了"). */
    private static final Pattern CLOSED_BY_LE = Pattern.compile("\\s*(?:掉|上|起|开)?\\s*了");
    /**
     * What is said on after that 了 with no pause: a clause of its own ("鱼明儿再蒸"), never a question or a no about the
     * switch ("关了没有", "关了吗").
     */
    /**
     * The switch told with 把 and nothing before it but an okay or a "first" ("好了先把…"): a request; "我把做饭模式关了你还念"
     * tells what was done.
     */
    private static final Pattern TOLD_WITH_BA = Pattern.compile(
            "\\s*(?:(?:好了|好的|行了|好|行|那就|那|嗯|你)\\s*)?(?:(?:先|快|赶紧|赶快|给我|帮我|麻烦你|麻烦)\\s*)*把\\s*");
    private static final Pattern RUN_ON = Pattern.compile("\\s*(?![没不吗么呢吧啊嘛呀哦哈])\\p{IsHan}(?:\\s*\\p{IsHan})+.*");

    /**
     * The clause up to the 了 that closes the switch at {@code end}: what is put off after it ("把做饭模式关了明天再做")
     * is the cooking, said on without a pause, not the switch.
     */
    private static String untilClosed(String c, int end) {
        int at = closedAt(c, end);
        return at >= 0 ? c.substring(0, at) : c;
    }

    /** Where the 了 closing a verb that ends at {@code end} ends (the verb's own 了 too: "关了"), or -1. */
    private static int closedAt(String c, int end) {
        if (end > 0 && c.charAt(end - 1) == '了') {
            return end;
        }
        Matcher closed = CLOSED_BY_LE.matcher(c).region(end, c.length());
        return closed.lookingAt() ? closed.end() : -1;
    }

    private static List<int[]> verbs(String c, List<String> zh, List<String> en) {
        List<int[]> out = new ArrayList<>();
        for (String v : zh) {
            for (int at = c.indexOf(v); at >= 0; at = c.indexOf(v, at + 1)) {
                out.add(new int[] {at, at + v.length()});
            }
        }
        for (String v : en) {
            Matcher m = Pattern.compile("(?<![a-z])" + Pattern.quote(v) + "(?![a-z])").matcher(c);
            while (m.find()) {
                out.add(new int[] {m.start(), m.end()});
            }
        }
        // the longest verb said: "开" inside "么打开" is part of 打开, whose negation (么) it must not escape
        return out.stream().filter(v -> out.stream().noneMatch(o -> o != v && o[0] <= v[0] && v[1] <= o[1]
                && o[1] - o[0] > v[1] - v[0])).toList();
    }

    private static List<int[]> nameSpans(String c, ModeDescriptor mode) {
        List<int[]> out = new ArrayList<>();
        for (String name : mode.names()) {
            String n = heard(name);
            for (int at = c.indexOf(n); at >= 0; at = c.indexOf(n, at + 1)) {
                out.add(new int[] {at, at + n.length()});
            }
        }
        return out;
    }

    /** Where a name of the mode starts in normalized text, or -1. */
    private static boolean namedAlone(String normalizedText, ModeDescriptor mode) {
        String bare = homebot.skills.api.nlu.TextNormalizer.plain(normalizedText).replaceAll("[\\s?？!！.。]", "");
        return mode.names().stream().anyMatch(n -> heard(n).replace(" ", "").equals(bare));
    }

    static int nameAt(String normalizedText, ModeDescriptor mode) {
        for (String name : mode.names()) {
            int at = normalizedText.indexOf(heard(name));
            if (at >= 0) {
                return at;
            }
        }
        return -1;
    }

    /**
     * Mode names and switch verbs as {@link #normalize} and {@link homebot.skills.api.nlu.Pinyin#key} give them: a
     * few dozen words from the skills' mode.json and this class, read on every turn, so each is worked out once.
     */
    private static final Map<String, String> NAMES = new ConcurrentHashMap<>();
    private static final Map<String, String> TONED = new ConcurrentHashMap<>();
    private static final Map<String, String> TONELESS = new ConcurrentHashMap<>();

    /** A mode's name as {@link #normalize} gives it. */
    static String heard(String name) {
        return NAMES.computeIfAbsent(name, ModeSwitchGuard::normalize);
    }

    /**
     * Lower case; whitespace next to CJK characters removed (Vosk writes "打开 做饭 模式"), other runs of
     * whitespace collapsed to one space; full-width letters folded.
     */
    static String normalize(String s) {
        if (s == null) {
            return "";
        }
        String t = java.text.Normalizer.normalize(s, java.text.Normalizer.Form.NFKC).toLowerCase(Locale.ROOT)
                .replace('’', '\'');
        t = homebot.skills.api.nlu.TextNormalizer.codeSwitched(t.replaceAll("\\s+", " ").strip()); // "进入做饭mode"
        // "请打开做饭的模式": a 的 before 模式 names the same mode
        return t.replaceAll("(?<=\\p{IsHan}) (?=\\S)|(?<=\\S) (?=\\p{IsHan})", "").replaceAll("(?<=\\p{IsHan}{2})的模式", "模式");
    }

    private static Verdict allowed() {
        return new Verdict(true, "switch-allowed", "");
    }
}
