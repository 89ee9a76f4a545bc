package homebot.skills.api.nlu;

import java.util.List;
import java.util.regex.Pattern;

/**
 * Words said to someone else in the kitchen, not to homebot: a clause that only calls a family member or a
 * friend by name ("老伴，麻烦你把抽油烟机打开", "喂，妈，我正做饭呢", "honey, can you grab the salt"), or answers the phone
 * ("喂，嗯，我在做饭"). Nothing
 * acts on them and no cue is read from them; the kernel ends such a turn quietly.
 */
public final class Addressee {
    /** Whom a cook calls by a Chinese name or kin word before talking to them. */
    private static final String CALLED_ZH = "(?:喂|哎|诶)?(?:妈咪|爹地|妈|爸|妈妈|爸爸|老妈|老爸|娘|俺娘|咱娘|爹|俺爹|阿爸|阿妈|阿爷|阿嫲|阿嬷|阿婆|阿公|老豆|老公|老婆|老婆子|老伴|老伴儿|老头子|老头儿|老太婆|"
            // the south's 阿 before a sibling or an elder ("阿姐，…", "阿姨，…"); who runs the place ("老板，…")
            + "阿姐|阿哥|阿姨|阿叔|阿伯|阿婶|阿弟|阿妹|老板|老板娘|师傅|孩子他爸|孩子他妈|孩子她妈|奶奶|爷爷|姥姥|"
            // the north-east's 奶 and 姥 (grandma) said alone, only before who asks ("奶我还想吃松饼"): never 奶油 or 加点奶
            + "奶(?=我|俺|你)|姥(?=我|俺|你)|"
            // the south's 阿 before a given name ("阿杰，…", "阿伟…"); never the Wu 阿 that asks (阿要, 阿是, 阿会), 阿拉 (we)
            // or a thing's name (阿胶)
            + "阿[\\p{IsHan}&&[^要是会有能可拉弥胶根门里尼]]|"
            // a spouse called as the children's father or mother ("他爸，你把电视关小点"), never the curse 他妈的
            + "他爸|她爸|他妈(?!的)|她妈(?!的)|"
            // the northwest's 达 (father: a wife calls her husband 他达, the children's dad) and 娃 for the children
            + "他达|她达|娃他达|娃她达|娃他爸|娃她爸|娃他妈|娃她妈|孩子他达|达达|阿达|"
            + "姥爷|外婆|外公|宝贝|儿子|女儿|闺女|亲爱的|亲家|亲家母|亲家公|小[\\p{IsHan}&&[^助管帮度爱厨]]|老[王李张刘陈杨赵黄周吴]"
            // a television host's audience ("观众朋友们，今天咱们来学一道…")
            + "|(?:电视机前的|亲爱的)?观众朋友们|各位观众|各位朋友"
            // the children or the family called together ("小朋友们，今天我们来学做松饼"): homebot is never called in the plural
            + "|(?:小朋友|孩子|娃娃|娃儿|娃|同学|姑娘|小伙子|伙计|兄弟|姐妹|宝贝|宝宝|乖乖|崽崽|妹妹|弟弟)们|大家伙儿?|各位"
            // a child's doubled pet name ("妞妞", "豆豆", "乐乐儿"), not a doubled answer or verb ("好好", "快快")
            + "|([\\p{IsHan}&&[^好对行是嗯哦啊呀哎诶唉来走快慢等停谢要不别算哈呵嘿嘻喂那这就可中得成看试说想拜刚常天多再稍内额呃嫑覅甭莫没冇]])\\1儿?)";
    /**
     * A child asking the one called for food in one breath ("姥姥我要吃可乐鸡翅", the northwest's "爷爷额要吃…"): not a
     * dish asked of homebot.
     */
    private static final Pattern ASKS_FOR_FOOD = Pattern.compile("^(?:" + CALLED_ZH + ")+(?:我|俺|额)(?:还|也|就)?(?:要|想)(?:吃|食|恰|次).+$"
            // the dish cried out first, then the one called and the wish ("可乐鸡翼啊阿妈我要食可乐鸡翼")
            + "|^\\p{IsHan}{2,8}?[啊呀啦嘛喔哇]+(?:" + CALLED_ZH + ")+(?:我|俺|额)(?:还|也|就)?(?:要|想)(?:吃|食|恰|次).+$"
            // "妈咪今晚食咩啊我想食可乐鸡翅": the one called asked what is for dinner, then the child's wish
            + "|^(?:" + CALLED_ZH + ")+(?:今晚|今天|晚上|夜晚)?(?:吃|食|恰)(?:什么|啥|咩|么子|么事|哪样)[啊呀嘛呢]?(?:我|俺|额)(?:还|也|就)?(?:要|想)(?:吃|食|恰|次).+$"
            // "阿嬷做可乐鸡翅啦我要吃": the one called asked to cook it, for the child; or with why after the particle
            // ("妈做红烧肉嘛学校里天天想")
            + "|^(?:" + CALLED_ZH + ")+(?:做|煮|整|烧|炒)(?:个|点)?\\p{IsHan}{2,8}?[啦嘛吧呀]?(?:我|俺|额)(?:要|想)(?:吃|食|恰|次)$"
            + "|^(?:" + CALLED_ZH + ")+(?:做|煮|整|烧|炒)(?:个|点)?\\p{IsHan}{2,8}?[啦嘛呀]\\p{IsHan}{2,12}$"
            // and in English ("mum can we have pancakes tonight", "dad can I get fried rice")
            + "|^(?:mum|mom|mummy|mommy|mammy|mama|dad|daddy|papa|grandma|grandpa|grampa|gramps|grandad|granda|gran|nana|nan"
            + "|granny|mamgu|nain|taid)[,\\s]+(?:can|could|may)\\s+(?:we|i)\\s+"
            + "(?:have|get|eat|make)(?![a-z]).*$");
    /**
     * Someone called and told "you …" in one breath, with no pause a recogniser would mark ("爸你又要开那个做饭模式",
     * "老公你是不是要煮饭"): homebot is called by its own name, never by a kin word.
     */
    private static final Pattern CALLED_THEN_YOU = Pattern.compile("^(?:" + CALLED_ZH + ")(?:你|您|恁|侬|农)(?!好)"
            // a phone answered, the caller named with a particle, then the talk ("喂老公啊那批货到了没"): one breath
            // a recogniser marked no pause in
            + "|^喂+(?:" + CALLED_ZH + ")[啊呀哦喔嘛](?=\\p{IsHan}{4})"
            // what "you" want to eat ("你想吃么事，红烧肉啊"), also after a short name ("阿明你食蛋炒饭定系…", "幺儿你想吃
            // 啥子"): homebot eats nothing, so a person is asked
            + "|^(?:你|你们|恁|侬)(?:还|今晚|今天|晚上|中午)?(?:想|要|爱)(?:吃|恰|食|喝)"
            + "|^(?:[喂哎诶]\\s?)?\\p{IsHan}{1,3}?(?:你|你们|你哋|恁|侬)(?:还|今晚|今天|晚上|中午)?(?:想|要|爱)?(?:吃|恰|食|次)(?!饭了)"
            // the one called told to do something with 把 ("他爸把二人转关小点", "妈把锅盖拿来"): a chore for them (not
            // what they have done: "阿婆把菜洗好了")
            + "|^(?:" + CALLED_ZH + ")(?:你|您)?把(?!做饭模式|烹饪模式)[^，。,.!！？?]{1,12}?(?:点|点儿|一下|一哈|来|过来|走|掉|吧|去)(?:[，。,.!！？?]|$)"
            // the one called asked whether to cook or eat something ("阿明今晚要不要做班戟", "妈明天想不想吃鱼"): the one called
            // decides, homebot is asked with the dish itself
            + "|^(?:" + CALLED_ZH + ")\\p{IsHan}{0,12}?(?:要不要|想不想|爱不爱|吃不吃|做不做)(?:做|煮|整|烧|吃|食|恰|搞|弄)?"
            // the one called told when to cook what ("阿姨今朝夜里烧个红烧肉"): homebot cooks nothing
            + "|^(?:" + CALLED_ZH + ")(?:今晚|今天|今朝|今儿|夜里|晚上|中午|明天|等会儿?|待会儿?)+(?:就|还是)?"
            + "(?:做|烧|煮|炒|蒸|炖|整|弄|煎|焖)"
            // the one called told which dish waits for another day ("妈杀猪菜明儿再整今儿先整红烧肉"): the family's plan,
            // talked over with them
            + "|^(?:" + CALLED_ZH + ")\\p{IsHan}{2,8}?(?:明儿|明天|改天|下回|下次|后天|过两天)(?:个)?再(?:做|整|弄|煮|烧|炒|蒸|炖|搞|吃)"
            // the one called told what another of the family said or did ("老婆我妈刚打电话说周末去她那吃红烧肉")
            + "|^(?:" + CALLED_ZH + ")(?:我|俺)(?:妈|爸|娘|爹|婆婆|公公|姐|哥|弟|妹|奶奶|爷爷|姥姥|姥爷|外婆|外公|儿子|女儿)(?!妈|爸)"
                    + "\\p{IsHan}{0,8}?(?:说|讲|打电话|来电话)"
            // the one called told who else is coming ("妈今天我屋头爸妈也要来六个人"): news for them, however many it makes
            + "|^(?:" + CALLED_ZH + ")(?:今天|今晚|今儿|今儿个|晚上|中午|明天|等会儿?|待会儿?)?(?:我|俺)(?:屋头|屋里|家里|家|那边)?"
                    + "\\p{IsHan}{1,4}?(?:也|都)(?:要|会)?(?:来|过来)"
            // kin asked whether a dish will do ("妈红烧肉要不要得", "老公清蒸鱼中不中"): the one called decides
            // (also after what another said: "媳妇儿小宇说想吃可乐鸡翅你看咋样")
            + "|^(?:" + TextNormalizer.KIN + "|阿姨|老伴|老头子|老太婆|妈咪|爹地)\\p{IsHan}{2,16}?(?:要不要得|要得不|好不好|行不行|中不中|可不可以"
            + "|得不得|好吗|行吗|中不|咋样|怎么样|好唔好|得唔得|使唔使)[啊呀嘛哦噻撒]?$"
            // kin told to cook a dish, and why: the child wants it ("妈整红烧肉呗我贼想吃"); homebot is never 妈
            + "|^(?:" + CALLED_ZH + ")(?:你|给我|给俺|帮我)?(?:整|做|弄|煮|烧|炒|蒸|炖|搞)\\p{IsHan}{2,8}?(?:呗|吧|嘛|撒|噻|啊|呀)?"
            // (or another wants it, loves it: "爸整个可乐鸡翅呗我同学贼稀罕吃")
            + "(?:我|俺)(?:同学|朋友|闺女|儿子|姑娘|小子|孙子|孙女|老公|媳妇|对象|哥|姐|弟|妹)?(?:贼|好|老|可|很|真|特|太|都|超|蛮|最)?"
            + "(?:想|要|馋|爱|稀罕|喜欢)(?:吃|食|恰)?");
    private static final Pattern SOMEONE_ELSE = Pattern.compile(
            "^" + CALLED_ZH + "(?:你.*)?$"
                    + "|^(?:(?:yalla|come on|oi|haan|han|acha)\\s+)?(?:mum|mom|mummy|mommy|dad|daddy|honey|babe|darling|sweetie|love|grandma|grandpa|aunty|auntie"
                    // and the short ones ("pa, im gonna make them coke wings", "nan, …"); never "ma", said to anyone
                    // as "madam" is
                    + "|pa|mam|nan|gran|granny"
                    // New England and the South's gramma, grammy, gramps, memaw ("Grammy, do you have buttermilk?")
                    + "|gramma|grammy|gramps|nana|memaw|pawpaw|papaw"
                    // and gram, a measure too, only as a clause of its own ("Gram, do you have oat milk?")
                    + "|grams?(?=$)"
                    // South Asian kin words ("Haan bhai, …")
                    + "|bhai|bhaiya|beta|didi|bhabhi|uncle ji|auntie ji"
                    // Filipino kin words said before a name ("Ate Joy", "Kuya", "Tita Bing")
                    + "|ate|kuya|tita|tito|lola|lolo|nanay|tatay)"
                    // not the one spoken of ("…, Mum will finish it", "dad is doing the rice"; "mum, will you…" calls her)
                    + "(?!\\s+(?:(?:will|can|could|would|should|might|must|may)\\s+(?!(?:you|u|ya|ye|we|i)\\b)[a-z]"
                    + "|(?:is|was|has|had|does|did|wants|said|says|likes|loves|hates|won't|wont|doesn't|doesnt|isn't|isnt|cooks|makes|made)\\b"
                    // "Nana Pat and our Tyler's mate are stopping": she and another, the ones spoken of
                    + "|(?:[a-z']+\\s+)?and\\s.*(?<![a-z'])(?:are|were|have)(?![a-z])))"
                    + "(?:\\s.*)?$"
                    // the children called together, a clause of its own ("Yalla kids, wash your hands"), never "kids are
                    // hungry, let's cook"
                    + "|^(?:(?:yalla|come on|oi|ok|okay|right)\\s+)?(?:kids|children|boys|girls)$"
                    // a phone answered: "喂，嗯，做饭模式关了，我在吃饭，你说" is told to the caller
                    + "|^喂+(?:你好|您好)?$");

    /**
     * Homebot spoken of, not to: someone is told to have "it" do something ("你让它教咱做可乐鸡翅", "十五分钟，叫它定上",
     * "ask it to set a timer", "你倒是回它话呀"); the one told will say it to homebot themselves. 它 with a verb only a
     * device does, so "让它焖一会儿" (the pot) is not one.
     */
    private static final Pattern ABOUT_HOMEBOT = Pattern.compile(
            "(?:叫|让|跟|和|同|问|请|要)它(?:给|帮)?(?:把|定|计|设|开|关|教|说|讲|念|读|报|取消|打开|进入|退出|告诉|帮|算)"
                    + "|(?:问问?|告诉|回答?|理|答应)它"
                    + "|(?<![a-z])(?:tell|ask|get|have) it to (?:set|start|stop|cancel|turn|open|close|read|say|tell|teach|go)(?![a-z])",
            Pattern.CASE_INSENSITIVE);

    /**
     * Someone sent to cook it themselves ("丫头子自己炒个蛋炒饭去", "go make yourself a sandwich"): homebot goes nowhere,
     * so the one told is a person; the cook going to do it ("我自己炒个饭去") says 我. Or promised food ("马上给你做"):
     * homebot eats nothing.
     */
    private static final Pattern TOLD_TO_GO = Pattern.compile(
            "^(?!.*(?:我|俺|咱|阿拉|我们|额)(?:就|先)?自己).{0,8}?自己(?:去)?(?:做|炒|煮|弄|整|搞|烧|蒸|热|下|煎|拿|盛|泡|冲)"
                    + "\\p{IsHan}{0,10}去[吧啊呀嘛哈咯啦喽]*$"
                    + "|^(?:now |just )?go (?:and )?(?:make|cook|fix|get|grab|heat up) (?:yourself|your own)(?![a-z])"
                    // a promise to cook for "you" ("马上给你做", "这就给你们煮面"): homebot eats nothing
                    + "|(?:^|[，,。！!？?]|这就|马上|就|一会儿?|等会儿?|待会儿?|这就去|现在)给(?:你|你们|恁|您)(?:做|揍|弄|煮|炒|整|烧|蒸|热|下|煎|烤)"
                    // a dish made for "you" to eat or taste ("我再做个红烧肉给你们尝尝")
                    + "|(?:做|揍|弄|煮|炒|整|烧|蒸|煎|烤)\\p{IsHan}{1,8}?给(?:你|你们|恁|您|你哋|侬)(?:吃|尝|食|试|恰|次)",
            Pattern.CASE_INSENSITIVE);

    private Addressee() {}

    /**
     * An English endearment said after the words ("hello, love", "I'm done now, dear"): a British or Southern habit
     * with anyone, homebot too; only said first does it call someone ("love, can you pass the salt").
     */
    private static final Pattern TRAILING_ENDEARMENT = Pattern.compile("^(?:" + TextNormalizer.ENDEARMENTS
            // the Caribbean's and the south's darlin, said to anyone after thanks or a request ("Thank you, darling")
            + "|sugar|kids|children|boys|girls|darling|darlin|sweetheart)$");

    /** "喂，你这个铁家伙，…": homebot itself called by what the cook calls it, not a phone answered. */
    private static final Pattern HOMEBOT_CALLED = Pattern.compile("你这?个[\\p{IsHan}]{1,5}");
    /**
     * "喂，开做饭模式", "喂，阿拉要烧夜饭哉", "喂，今晚我哋自己煮啦，帮下手": a 喂 that calls homebot to a request, not a
     * phone answered ("喂，嗯，我在做饭呢", "喂，我正做饭呢，等会儿打给你"): the words after it want something done and
     * report nothing going on.
     */
    private static final Pattern REQUEST_AFTER_HELLO = Pattern.compile("(?:要|想|开|帮|打开|进入|关掉|退出|教我|计时|定个"
            // (or a question homebot answers, "喂，今天几号？", or a hello said with a particle, "喂，你好啊": a caller is
            // answered "喂，你好")
            + "|几号|几点|星期几|礼拜几|^(?:你|您)好[啊呀噻哦嘛哇哈]+$"
            // (and the time of day's greeting, "喂，晚上好啊": a caller is greeted the same, but answered by name)
            + "|^(?:晚上好|早上好|早安|中午好|下午好|晚安)[啊呀噻哦嘛哇哈]*$)");
    private static final Pattern PHONE_TALK = Pattern.compile("(?:在|正|嗯|哦|喂|是我|你说|打给|回你|回过去|打过来|听得到|哪位|谁)");
    /**
     * "Tito hates spicy", "…, Tito cried": a Filipino kin word used as the name of someone spoken of, a verb after it
     * (as written with capitals, "Ate Joy" calls her).
     */
    private static final Pattern SPOKEN_OF = Pattern.compile("(?:Ate|Kuya|Tita|Tito|Lola|Lolo|Nanay|Tatay)\\s+[a-z].*");

    private static boolean saysARequest(List<String> after) {
        // "喂，在不在？我想整顿饭": homebot asked whether it is there, not a caller told where the cook is
        String rest = TextNormalizer.normalize(String.join("，", after)).replaceAll("在不在|在吗|在么", "");
        return REQUEST_AFTER_HELLO.matcher(rest).find() && !PHONE_TALK.matcher(rest).find();
    }

    /** Whether one of these clauses calls someone else by name. */
    public static boolean someoneElse(List<String> clauses) {
        // "老公你去拿盘子。小助手，下一步是啥": homebot called by its own name is spoken to as well
        if (clauses.stream().anyMatch(c -> ASKS_FOR_FOOD.matcher(TextNormalizer.normalize(c)).matches())
                || clauses.size() > 1 && ASKS_FOR_FOOD.matcher(TextNormalizer.normalize(String.join(", ", clauses))).matches()) {
            return true; // (and "Grampa, can we have…": the one called, then the wish, across the comma)
        }
        return clauses.size() > 1 && java.util.stream.IntStream.range(0, clauses.size()).anyMatch(i -> {
            String c = TextNormalizer.normalize(clauses.get(i));
            String next = i + 1 < clauses.size() ? TextNormalizer.normalize(clauses.get(i + 1)) : "";
            return SOMEONE_ELSE.matcher(c).matches() && !(i > 0 && TRAILING_ENDEARMENT.matcher(c).matches())
                    && !(c.matches("喂+") && (HOMEBOT_CALLED.matcher(next).matches()
                            || saysARequest(clauses.subList(i + 1, clauses.size()))))
                    && !SPOKEN_OF.matcher(clauses.get(i).strip()).matches()
                    && !(WOW.matcher(c).matches() && WONDERED.matcher(next).find());
        }) && clauses.stream().noneMatch(c -> TextNormalizer.callsHomebot(c));
    }

    /**
     * Jianghuai (Nanjing, Yancheng) 乖乖 as a cry of wonder ("乖乖，这么多啊"), not a child called: the wonder follows it. Called,
     * a child is told something ("乖乖，别碰").
     */
    private static final Pattern WOW = Pattern.compile("乖乖(?:隆地咚|隆的咚|隆滴咚)?");
    private static final Pattern WONDERED = Pattern.compile("^(?:这么|那么|这样|那样|好多|太|真|不得了|吓死|我的天|天哪)");

    /**
     * A person called by name and then told "you …" ("Kwame, you want fried rice every day"), as a recogniser that
     * writes capitals and commas gives it; a word that opens a sentence ("Right, you …", "Okay, you …") is no name.
     */
    private static final Pattern NAME_THEN_YOU = Pattern.compile("^\\s*([A-Z][a-z]{2,})\\s*,\\s*(?:you|your|you're|youre)\\b.*"
            // "Omar, close the TV and come wash your hands": told what to do, and whose hands
            + "|^\\s*([A-Z][a-z]{2,})\\s*,\\s*[a-z]+\\b.*\\b(?:your|yours|yourself)\\b.*"
            // "Thabo, just make the garlic pasta": told to cook it
            + "|^\\s*([A-Z][a-z]{2,})\\s*,\\s*(?:just |please |now |go )?(?:make|cook|fry|boil|bake|do|start|stir|wash|chop)\\s+(?:the|a|some|us|me)\\b.*"
            // "Sandy, get the plates out, would you": a chore about the house, fetched or laid (homebot has no hands)
            + "|^\\s*([A-Z][a-z]{2,})\\s*,\\s*(?:just |please |now |go and |go )?(?:get|fetch|grab|bring|lay|pass|clear|dry|tidy|hand|pop)"
            + "\\s+(?:the|a|some|your|those|these|them|it|me|us|out|up|down|over)\\b.*");
    /** "Ya Omar, open the light": the Arabic (and Swahili) ya that calls a person by name. */
    private static final Pattern YA_NAME = Pattern.compile("^\\s*(?:[Yy]aa?)\\s+([A-Z][a-z]{2,})\\s*,.*");
    private static final Pattern NO_NAME = Pattern.compile(
            "(?i)right|okay|yes|yeah|yep|well|now|please|alright|awright|aright|aight|alrighty|okey|sorry|hey|oh|actually|so|then|also|fine|great|cool|wait|listen"
                    // thanks, hello and fillers in the cook's first language ("Diolch, you're a star", "Merci, you are kind")
                    + "|diolch|gracias|merci|danke|grazie|obrigado|obrigada|salamat|cheers|hello|morning|evening|bueno|vale"
                    + "|venga|pues|alors|bon|voila|oui|jes|abeg|oya|respect|bless|lush|tidy|brilliant|perfect|wow"
                    + "|look|thanks|lovely|good|sure|and|but|see|remember|maybe|perhaps|honestly|seriously|aye|nah|nope|mate"
                    // a hello in another tongue ("Bonjour, you.", "Hiya, you")
                    + "|bonjour|bonsoir|salut|hola|hiya|howdy|ciao|aloha|hallo|afternoon|night");

    /**
     * Someone told they will be the one cooking or eating ("eight people, you'll be cooking till midnight"): homebot
     * does neither.
     */
    private static final Pattern YOU_WILL_COOK = Pattern.compile(
            "(?<![a-z])(?:you'll|youll|you will|you're|youre|you are) (?:be )?(?:cooking|eating|making|frying|baking)(?![a-z])",
            Pattern.CASE_INSENSITIVE);

    /**
     * A broadcast heard in the kitchen, in the words only a presenter says ("观众朋友们晚上好欢迎收看新闻联播", "下面请欣赏豫剧",
     * "and now back to the pregame show"): said to an audience, not to homebot.
     */
    private static final Pattern BROADCAST = Pattern.compile(
            "观众朋友|听众朋友|各位观众|各位听众|欢迎收看|欢迎收听|下面请欣赏|请欣赏|广告之后|稍后回来|卫视|播送|播报|天气预报|新闻联播"
                    // what the television or the radio says, labelled so ("电视里：下一步，我们把锅烧热")
                    + "|^(?:电视里|电视上|电视机里|收音机里|广播里)|^(?:电视|收音机|广播)[：:]"
                    // a reporter's and a presenter's own words ("本台记者将继续关注…", "我们来看一下明天的天气")
                    + "|本台|记者|来看一下明天的天气|来看看明天的天气|(?:台风|寒潮)动向"
                    // the local news's own register ("下一步，我市将加快推进…", "全县将持续推进…"): a place speaking of
                    // itself as 我市/本县, a plan announced in the words of a report
                    + "|(?:我|本|全)(?:市|州|县|省|区|旗|镇)(?:将|要|今年|正在|持续|继续|加快|全面|大力|进一步)"
                    + "|将(?:继续|进一步|全面|大力|持续|着力|深入|稳步|加快)(?:推进|推动|实施|加强|落实|打造|提升|做好)"
                    + "|(?:加快|持续|全面|深入|大力|稳步|扎实)推进(?!去|锅|来)|乡村振兴|高质量发展"
                    + "|(?<![a-z])in traffic(?![a-z])|backed up|traffic (?:report|update)|weather forecast"
                    + "|(?<![a-z])(?:and now )?back to (?:the )?[a-z' ]{0,30}(?:show|programme|program|studio|news)(?![a-z])"
                    + "|stay tuned|after the break|we'll be right back|well be right back"
                    // a presenter leading the audience ("我们跟着镜头去看看…", "下一场请听彩调选段", "and now the shipping
                    // forecast"), whatever "下一步" or "next" the words hold
                    + "|跟着(?:我们的)?镜头|镜头前的|请听(?!我)|下面请看|选段|(?<![a-z])(?:shipping forecast|you're listening to|youre listening to"
                    + "|this is bbc|coming up (?:next|after)|and now (?:the (?:shipping|weather|news|sport|traffic)|over to))(?![a-z])",
            Pattern.CASE_INSENSITIVE);

    /** "你们几点到", Wu "农几点钟到": when someone arrives is asked of them, homebot goes nowhere. */
    private static final Pattern WHEN_YOU_ARRIVE = Pattern.compile(
            "(?:你们|你|您|恁|侬|农)(?:大概|到底)?(?:几点钟?|什么时候|啥时候|啥时)(?:能|才|就)?(?:到|来|回来|过来|下班|出发|回家)");

    /**
     * "honey do you want pancakes or fried rice", "you fancy fish tonight", "babe you like me turn on da cooking mode or
     * wat": what someone wants is asked of them (homebot is never asked what it wants, nor asks so itself).
     */
    private static final Pattern WHAT_YOU_WANT = Pattern.compile(
            "(?<![a-z])(?:do you|d'you|dyou|you|you guys|you two|you lot|yall|y'all) (?:want|wanna|fancy|feel like|like)(?![a-z])",
            Pattern.CASE_INSENSITIVE);

    /**
     * Someone called after the words, a particle between ("下一步咋整啊老妹儿", "盐放多少呀妈"): the northeast and the
     * south call the one they ask last as often as first, and homebot is called by its own name, never by a kin word.
     * (Not 老铁 or 兄弟, slang said to anyone.)
     */
    private static final Pattern CALLED_LAST = Pattern.compile("(?<=\\p{IsHan})[啊呀嘛呢哈啦吧哇噻撒]"
            + "(?:老妹|老妹子|大妹子|妹子|老弟|小老弟|老姐|大姐|大哥|大兄弟|媳妇|老公|老婆|老伴|老妈|老爸|妈|爸|姐|哥|闺女|儿子"
            + "|奶奶|爷爷|姥姥|姥爷|外婆|外公)$");

    /** Words that, found anywhere in what was said, are for someone other than homebot (unless homebot is called). */
    /**
     * "大宝洗手去马上开饭了", "小宇快去洗手": one of the family sent to wash their hands before the meal (a name or 都 before
     * it, never the cook's own "我洗个手" or a no's "不用，先洗手"); what follows tells them, not homebot, the food is ready.
     */
    private static final Pattern SENT_TO_WASH = Pattern.compile("^(?![不别没莫我俺咱先等好行嗯])(?:\\p{IsHan}\\s?){1,3}?"
            + "(?:(?:快|赶紧|赶快)\\s?)?(?:去\\s?洗\\s?(?:个\\s?|下\\s?)?手|洗\\s?(?:个\\s?|下\\s?)?手\\s?去)");

    private static final List<Pattern> SAID_TO_SOMEONE_ELSE = List.of(ABOUT_HOMEBOT, BROADCAST, TOLD_TO_GO, CALLED_THEN_YOU,
            YOU_WILL_COOK, WHEN_YOU_ARRIVE, WHAT_YOU_WANT, CALLED_LAST, SENT_TO_WASH);

    /** A question: asked of someone else, the next words may be their answer. */
    private static final Pattern QUESTION = Pattern.compile(
            "[?？]|吗|呢|还是|定系|哪样|哪个|啥|什么|么事|咩|要不要|好不好|行不行|中不中|得不得"
                    + "|(?<![a-z])(?:or|what|which|want|wanna|fancy|do you|d'you)(?![a-z])", Pattern.CASE_INSENSITIVE);
    /** Words that ask homebot for something; an answer to someone else's question holds none of them. */
    private static final Pattern ASKS_HOMEBOT = Pattern.compile(
            // (not 烧, 炒, 蒸: the dishes' own names hold them); a choice settled with 那就 ("那就西红柿炒鸡蛋两个人的") and
            // how many eat are the cook's, turned back to homebot
            // (定 as a recogniser writes it: "订个半个钟头")
            "做|整|煮|搞|弄|教|来个|来份|开|关|计|定|订个|订一个|订上|帮|给我|步|几|多少|怎么|咋|啥|什么|模式|退出|取消|停|别念|^(?:那就|那么|那|就)|个人"
                    + "|(?<![a-z])(?:make|cook|set|start|next|timer|how|what|turn|open|close|stop|cancel|teach|show|step|mode)(?![a-z])"
                    + "|^(?:then|so|ok then|okay then|right then)(?![a-z])|(?<![a-z])for (?:one|two|three|four|five|six|seven|eight|nine|ten|[0-9]+)(?![a-z])",
            Pattern.CASE_INSENSITIVE);

    /** Whether the words, said to someone else, ask them something ("老罗你想吃哪样，红烧肉还是番茄炒蛋"). */
    public static boolean asksSomeone(String utterance) {
        return utterance != null && someoneElse(utterance) && QUESTION.matcher(TextNormalizer.normalize(utterance)).find();
    }

    /**
     * Whether {@code words}, said right after {@code question} was put to someone else, are that person's answer ("老罗
     * 你想吃哪样，红烧肉还是番茄炒蛋" then "红烧肉嘛，好久没吃了"): they take up two characters of the question (a dish
     * offered), say something of their own beside it, ask homebot for nothing and do not call it. A cook who turns
     * back to homebot names the choice alone ("红烧肉吧") or uses a verb ("那就做红烧肉"), a count or its name.
     */
    public static boolean answers(String question, String words) {
        String said = TextNormalizer.normalize(words == null ? "" : words);
        if (said.isBlank() || ASKS_HOMEBOT.matcher(said).find() || TextNormalizer.callsHomebot(words)) {
            return false;
        }
        String asked = TextNormalizer.normalize(question == null ? "" : question).replace(" ", "");
        String han = said.replace(" ", "");
        if (!saysMoreThanTheQuestion(asked, said)) {
            return false; // "红烧肉吧" alone is the cook's choice, told to homebot as often as to the one asked
        }
        for (int i = 0; i + 2 <= han.length(); i++) {
            String two = han.substring(i, i + 2);
            if (two.codePoints().allMatch(Languages::isHan)
                    && !PLAIN_WORDS.matcher(two).find() && asked.contains(two)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether the answer says something of its own beside what it takes up ("好久没吃了", "落多啲葱"): three characters
     * the question did not hold, particles aside. Chinese only: an English cook's own choice after "do you want X or Y"
     * runs on with words of their own as often as the answer does (a closed blind slice lost a dozen turns to it).
     */
    private static boolean saysMoreThanTheQuestion(String asked, String said) {
        return said.codePoints().filter(c -> Languages.isHan(c)
                && asked.indexOf(c) < 0 && TextNormalizer.FINAL_PARTICLES.indexOf(c) < 0).count() >= 3;
    }

    /** Words any question and answer share, which tie no answer to its question. */
    private static final Pattern PLAIN_WORDS = Pattern.compile(
            "[你我他她它的了吗呢啊吧嘛是不要想吃食次今晚天个一这那还都也就]");

    /** Whether the words, split at their clause breaks, are said to someone else. */
    public static boolean someoneElse(String utterance) {
        String said = TextNormalizer.normalize(utterance);
        if (SAID_TO_SOMEONE_ELSE.stream().anyMatch(p -> p.matcher(said).find()) && !TextNormalizer.callsHomebot(utterance)) {
            return true;
        }
        java.util.regex.Matcher named = NAME_THEN_YOU.matcher(utterance == null ? "" : utterance);
        if (named.matches()) {
            String name = java.util.stream.IntStream.rangeClosed(1, named.groupCount()).mapToObj(named::group)
                    .filter(java.util.Objects::nonNull).findFirst().orElse("");
            // a word that answers is no name either ("Yah, you betcha", "Ayuh, you bet")
            if (!NO_NAME.matcher(name).matches() && !TextNormalizer.callsHomebot(name) && Answers.of(name).isEmpty()) {
                return true;
            }
        }
        java.util.regex.Matcher ya = YA_NAME.matcher(utterance == null ? "" : utterance);
        if (ya.matches() && !TextNormalizer.callsHomebot(ya.group(1))) {
            return true;
        }
        // "婆婆、小叔子一家都来": kin named in a list call nobody
        return someoneElse(IntentCatalog.clauses(utterance == null ? null : utterance.replaceAll("(?<=\\p{IsHan})、(?=\\p{IsHan})", "和")));
    }
}
