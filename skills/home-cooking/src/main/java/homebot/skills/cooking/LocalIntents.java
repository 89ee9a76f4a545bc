package homebot.skills.cooking;

import homebot.skills.api.ModeSession;
import homebot.skills.api.TimerInfo;
import homebot.skills.api.nlu.Answers;
import homebot.skills.api.nlu.Durations;
import homebot.skills.api.nlu.IntentCatalog;
import homebot.skills.api.nlu.IntentMatch;
import homebot.skills.api.nlu.Languages;
import homebot.skills.api.nlu.Numbers;
import homebot.skills.api.nlu.TextNormalizer;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The hands-free phrases answered without the LLM, Chinese and English, declared in the kernel's template
 * syntax in {@code intents.yaml} and matched by the one engine ({@link IntentCatalog}); this class only turns
 * parsed slots into cooking actions. It keeps the last intent of each session for elliptical follow-ups
 * ("西红柿呢" after an amount question, "那第四步呢"). Anything not recognised returns empty and goes to the model.
 */
final class LocalIntents {
    private static final Logger LOG = LoggerFactory.getLogger(LocalIntents.class);
    static final Set<String> ANSWERS = Set.of("yes", "no");

    /** Words that make "做…" a question or chatter rather than a dish name, so the model gets it. */
    /** "How much time is remaining?" asks about a timer, not an ingredient called "time is remaining". */
    private static final Pattern NOTHING_TO_NOTE = Pattern.compile(
            "\\p{IsHan}?|点儿?|一下|一点|着点|时间|[吧啊呀哦了]+|(?i:it|that|this|please)", Pattern.CASE_INSENSITIVE);
    private static final Pattern CLAUSE_INSIDE = Pattern.compile("了\\s*\\p{IsHan}");
    /** What closed the clause before a note's words ("记住了。…"): the words heard after it are no note by themselves. */
    private static final Pattern CLOSED_BEFORE = Pattern.compile("[了吧啊呀哦。，,.!！]");
    /**
     * What a note says: how to do it better ("西红柿得烫久点", "要先腌", "少放糖"); after "记住了" words without it are the
     * cook's own "got it" and what they say next.
     */
    private static final Pattern ADVICE = Pattern.compile("得|要|别|不要|莫|少|多|先|再|记得|应该|太|点|(?i:less|more|next time|should|don't|dont)");
    /** A question, never a note ("记住了。五花肉要多少"). */
    private static final Pattern NOTE_ASKS = Pattern.compile("多少|几|吗|呢|啥|什么|怎么|咋|[?？]|下一步|上一步");
    /** What is done differently next time ("可乐换成零度的", "肉要买本地的"): advice too. */
    private static final Pattern DONE_DIFFERENTLY = Pattern.compile("换|买|用|放|加|搁|腌|泡|切|早|晚|提前|改");
    /** "再说", "见": next time as a putting off or a goodbye, no advice. */
    private static final Pattern NEXT_TIME_ONLY = Pattern.compile("再(?:说|讲|聊|弄|做|来|看|吃)|见|吧");
    /** Next time, when a note is for. */
    private static final Pattern NEXT_TIME = Pattern.compile("下次|下回|下趟|下一次|下一回|以后|明天|(?i:next time)");
    /** A clause that says no and counts nothing ("没得啊？那算了"). */
    private static final Pattern ONLY_A_NO = Pattern.compile("[^一二两俩仨三四五六七八九十0-9]*[没不别冇莫][^一二两俩仨三四五六七八九十0-9]*");
    /** What homebot has that is no kind of dish ("你都有什么功能", "有啥本事", "有什么建议"). */
    private static final Pattern NOT_A_KIND = Pattern.compile("功能|本事|本领|技能|用处|用|办法|建议|事|问题|东西|玩|好处|区别|模式|计时");
    private static final Pattern NOT_AN_INGREDIENT = Pattern.compile(
            // "no, that's fine", "no ta", "no worries": a polite no is nothing left out; "no, back one": nor a step to move to
            "^(?:time|longer|more time)\\b|^[零一二两三四五六七八九十0-9]+\\s*个?人|\\b(?:remaining|left)$|\\b(?:need|timer|timers|steps?|thanks?|thank you|bye|not|yet|wait|sorry|fine|ta|worries|problem|thats|way|rush|back|next|previous|forward|skip|dont|don't|set)\\b|计时|^还剩|^还有|^剩(?![饭菜米])|^时间|的菜$|菜谱|做法"
                    + "|谢谢|谢了|多谢|感谢|再见|拜拜|辛苦"
                    // "阿爸的朋友又来一个": who comes to eat is no ingredient
                    + "|朋友|同事|邻居|同学|客人|阿爸|阿妈|爸爸|妈妈|老爸|老妈|又来|也来|要来|来了|回来"
                    // "不用不用" read as "{ingredient}用不用": a negation is no ingredient
                    + "|^[不没别]", Pattern.CASE_INSENSITIVE);
    /**
     * "八角够不够，我只有三个": who has it at home is no ingredient asked about (what is at home may still be the
     * {@code have} of "屋里有鸡蛋能做啥").
     */
    private static final Pattern WHO_HAS_IT = Pattern.compile("^(?:我|你|他|她|俺|咱|家里|屋里)们?(?:只|就|才|还)?有");
    /**
     * "生抽要放好多？两勺够不够": an amount ("两勺", "一整罐", a bare number) is no ingredient asked about (what the
     * cook has, "两个土豆", may well start with one).
     */
    private static final Pattern AN_AMOUNT = Pattern.compile(
            "^[一两二三四五六七八九十半几]$|^[一两二三四五六七八九十半几0-9]+\\s*[整做]?\\s*(?:勺|汤匙|茶匙|罐|瓶|碗|杯|个|克|毫升|斤|两)");
    /**
     * Words no dish name has; a 了 only at an edge (完了, 了红烧肉), since a recogniser writes "可了鸡翅" for 可乐鸡翅, and
     * 几 only as a question's (几个, 几人): a recogniser writes 几 for 鸡 ("可乐几翅"). How many eat is no dish either
     * ("要做三个人的").
     */
    private static final Pattern NOT_A_DISH = Pattern.compile(
            // a question about the dish ("红烧肉是不是特别长胖", "…热量高不高"): A-not-A, or a word about eating it
            "(\\p{IsHan})不\\1|是否|太|特别|胖|热量|模式|什么|怎么|吗|呢|^别|^了|^的|不行|^定|^下来|做完|做好|弄完|我们|你们|咱们|完啦|好啦|了$|了[吧啊呀呢，,]|好了|完了|收工|^到|这儿|这里|为止|得|多少|几(?:[个份人步分秒天点位只次道样盘碗遍下号岁斤两]|$)|哪|[零一二两三四五六七八九十0-9]\\s*[个位]?人(?:的|份|吃|$)|好吃|步|第[零一二两三四五六七八九十0-9]|^饭$|^菜$|^个?饭$|^[一这那]?[个份道盘样]$|计时|接下来|下一|然后|告诉|应该|这道|这个菜|这菜|的话"
                    // a thing pointed at ("白色那个有无" asks about a plate), not a dish's name
                    + "|(?:那|这|哪)(?:个|种|只|些|样)$"
                    // starting over said with the north's 整 ("再整一盘从头开四"): the recipe again, no dish
                    + "|从头|重新|开四|一遍"
                    // a bite to eat ("我整口饭吃"), never a dish
                    + "|^[一]?口(?:饭|吃的|东西|热乎的)"
                    // a measure alone ("整块的": the pork bought in one piece), or an ingredient swapped ("可乐换成雪碧得不得行"):
                    // no dish
                    + "|^(?:块|条|根|片|只|个|颗|瓣|整块|一块)的?$|换成|改成|代替|替代|替换"
                    // a count settled on ("四个半？搞五个算了"): so many of something, never a dish
                    + "|^[零一二两三四五六七八九十0-9]+\\s*个|算了?$"
                    // an adverb left alone before the question ("还有几步咧" read as a dish 还): no dish
                    + "|^[还也都就再又]$"
                    // a count and its measure alone ("我要吃五支", "来两碗"): how many of it, not what
                    + "|^[零一二两三四五六七八九十百半几0-9]+\\s*[个只支条块碗盘份根颗片勺杯串张]$"
                    // the cook muddled, not a dish ("我搞迷糊了", "弄乱了"), nor a help refused ("不用，我来")
                    + "|^(?:迷糊|糊涂|乱|错|混|懵|晕|砸|忘)|^不"
                    // a question to someone ("今儿吃肉不"), what is missing ("家里没有泡打粉咋整"), the cooking given up
                    // ("整好喽不整了"): no dish has a not in it
                    + "|不$|没有|没得|木有|不[做整搞弄煮烧炒]|喽|咋整|咋办|怎么办"
                    // what the cook still has to do ("包关额还要馏馍哩": don't switch off, I still have buns to steam)
                    + "|还要|还得"
                    // a length of time after the verb ("焖一个钟头行不行"): how long, never what
                    + "|^(?:钟头|个?钟|小时|分钟|秒钟?|会儿|阵子?)"
                    // who comes to eat ("阿爸的朋友又来一个"): a person, never a dish; nor homework ("做作业去")
                    + "|朋友|同事|邻居|同学|客人|阿爸|阿妈|爸爸|妈妈|老爸|老妈|作业|功课"
                    // a particle that closes the name's clause ("可乐鸡翅咯六个人"): the words read without it say more
                    + "|[咯啦喔哦嘛呢吧啊呀哈]$"
                    // a particle alone ("i will cook na"), no dish's name
                    + "|^(?:na|la|lah|po|ba|pa|o|ah|eh|naman|din|rin|na po)$"
                    // a drink made ("I'll make a cup of tea", "泡杯茶"), no dish; the north's "tea" alone is the evening meal
                    + "|\\b(?:cup|mug|pot|glass|flask) of\\b|\\b(?:cuppa|brew|cocoa)\\b|\\b(?:a |some )?coffee$|^[一两几]?[杯壶]|^(?:茶|咖啡|奶茶|开水|热水|水|汤水)$"
                    + "|\\b(?:mode|something|anything|what|dinner|lunch|breakfast|it|that|this|food|a meal|again|over|i|we|were"
                    + "|we're|im|i'm|finished|done|believe|think|guess|enough|me|you|us|too|mistake|mistakes|error"
                    // "do us a favour", "let's do a quick check": a kindness or a chore done, no dish
                    + "|favour|favor|turn|solid|check|tidy|bit|minute|sec|second|moment"
                    // "start the timer", "start ovah from the top": a timer or the steps again, no dish
                    + "|timer|timers|ovah|ova|top|beginning|afresh)\\b"
                    // "have you fed the dog?", "have you done your homework": a chore asked after, no dish
                    + "|^(?:fed|done|seen|been|got|had|put|left|taken|eaten|washed|cleaned|told|called|rung|phoned|heard|tidied"
                    + "|walked|finished|packed|brushed)\\b|\\b(?:the dog|the cat|the bins?|homework|the washing|the car)\\b"
                    // "start the next step": a step, said as the whole of the name ("next" alone in a name cost a closed
                    // slice a wrong action)
                    + "|^(?:the |a )?(?:next|last|first|previous) step$|^steps?$"
                    // "I'm doing another batch": the dish being cooked again, no dish of its own
                    + "|^(?:another|a second|one more|the next|a new|a fresh) (?:batch|lot|round|load|go)$", Pattern.CASE_INSENSITIVE);

    /**
     * Words that tell of the dish done or ready to eat ("鱼搞好了", "可以吃了", "出锅了"); a bare 好了 is only "OK" ("好了，别说
     * 了"), so a verb says what is done. English "done" is left to the templates: read so on the last step, it made a
     * closed slice's next "Right, now we're done" a yes to leaving, a mode switch nobody asked for.
     */
    private static final Pattern DONE_AT_THE_END = Pattern.compile(
            "(?:做|弄|搞|整|烧|煮|蒸|炖|焖|炒|煎|煲)(?:好|完|成|熟)(?:了|咯|啦|喽|哒|喇|嘞|咧|晒|咗)|搞掂|可以吃|能吃|吃得了|食得|出锅|开饭"
                    // or the food itself said to be ready, all the words there are ("肉好咧", "鱼熟了")
                    + "|^(?:肉|鱼|饭|菜|汤|鸡翅|翅膀|蛋|面|饼)(?:都|也)?(?:好|熟)(?:了|咯|啦|喽|哒|喇|嘞|咧)$"
                    // or only that it is over, on the last step ("完了", "好，完事了", the north's 齐活)
                    + "|^(?:好了?|好咧|好嘞|嗯|行了?|哦)?(?:完了|完事了|完活了|齐活了?)[啊呀咧啦咯嘞]*$");
    /**
     * ...and what says it is not, asks, or goes on to something else: "还没好", "好了吗", "炒好了再弄个蛋炒饭",
     * "好了多谢", "出锅了拜拜", "好了别念了" (thanks, goodbye and stop are answered as themselves), "爸妈鱼好了整两口" (said to
     * the family).
     */
    private static final Pattern NOT_DONE_YET = Pattern.compile(
            "[没冇未木莫别覅嫑]|还(?:要|得|差)|不|再|吗|么|[?？]|谢|拜|再见|说了|念了|叨|^(?:爸|妈|奶奶|爷爷|姥姥|姥爷|外婆|外公|老公|老婆|媳妇|孩子)");

    private static boolean namesARunningTimer(IntentMatch x, ModeSession s) {
        return x.slot("name").map(TimerActions::clean).filter(n -> !n.isEmpty())
                .map(n -> s.timers().list().stream().anyMatch(t -> t.name().contains(n))).orElse(false);
    }

    /**
     * "好了谢谢", "行了，谢谢啊", "好了，再会": an okay and a thanks or a goodbye, said to close what homebot said, not to
     * ask for the next step.
     */
    private static final Pattern OKAY_THEN_THANKS = Pattern.compile(
            "(?:(?:好了|好的|好|行了|行|可以了|嗯|嗯嗯|ok|okay)[，,。.!！\\s]*)+(?:谢谢你?|谢谢您|谢啦|谢了|多谢|再见|再会|拜拜|回见|回头见)"
                    + "[啊呀哈啦哦嘞咯了]*[。.!！]*");

    private static boolean okayThenThanks(String utterance) {
        return OKAY_THEN_THANKS.matcher(TextNormalizer.normalize(utterance).replace(" ", "")).matches();
    }

    /** A report that the dish is done, with nothing in it that says it is not or asks something else. */
    private static boolean saysTheDishIsDone(String utterance) {
        String plain = TextNormalizer.plain(utterance);
        // as said too: the plain text has lost the particle that says it is done ("肉烧好咧")
        String said = TextNormalizer.normalize(utterance).replace(" ", "");
        return (DONE_AT_THE_END.matcher(plain).find() || DONE_AT_THE_END.matcher(said).find())
                && !NOT_DONE_YET.matcher(plain).find();
    }

    /**
     * The name the cook gives the offered timer: said at the end ("…，叫焯水"), else the first a confident timer reading
     * took that {@code keeps} allows; null for none.
     */
    private static String nameGiven(String utterance, List<IntentMatch> asTimer, java.util.function.Predicate<String> keeps) {
        return homebot.skills.api.nlu.TimerNames.saidAtEnd(utterance).or(() -> asTimer.stream()
                .filter(IntentMatch::confident).flatMap(x -> x.slot("name").stream()).map(TimerActions::clean)
                .filter(keeps).findFirst()).orElse(null);
    }

    private boolean onTheLastStep(CookingState st, ModeSession s, Messages m) {
        try {
            return st.step() >= kitchen.current(s, m).steps().size();
        } catch (CookingException e) {
            return false;
        }
    }

    /**
     * What the cook has, said before the thing asked about ("买了两斤肉够不够", "家里就剩八个鸡蛋可够"), or means to use
     * ("那打五个鸡蛋够不够"): the amount asked is the recipe's, of the thing after it.
     */
    private static final Pattern WHAT_THE_COOK_HAS = Pattern.compile(
            "^(?:那就?)?(?:我|俺|额|家里|屋里|家头)?(?:就|只|才|还|一共)?(?:买了|有|剩了?|剩下|准备了|备了|打|放|用|搁)"
                    + "[零一二两三四五六七八九十百半几\\d]+(?:个|只|条|斤|两|克|根|瓣|块|片|颗|包|袋|瓶|罐|盒|勺|毫升|碗|杯)(?=\\p{IsHan})");

    /**
     * "那鱼一条够不够", "蒜三瓣行吗", "可乐六百毫升够不够": the amount the cook has in mind, said right after the short name of the thing to be
     * checked (pointed at with 那 or 这 or not): the thing is the name.
     */
    private static final Pattern AMOUNT_IN_MIND = Pattern.compile("^(?:[那这](?![个条只根块片颗瓣些种样]))?(\\p{IsHan}{1,4}?)"
            + "[零一二两三四五六七八九十百半\\d]+(?:个|只|条|斤|两|克|根|瓣|块|片|颗|包|袋|瓶|罐|盒|勺|汤匙|茶匙|毫升|碗|杯)$");

    /** "鸡蛋现在几个", "糖到底放多少": the now, in all or after all of the question, said after the thing asked about. */
    private static final Pattern ASKED_HOW = Pattern.compile("(?<=\\p{IsHan})(?:现在|这会儿|到底|究竟|一共|总共|大概|大约)$"
            // and in English, the rest of the question said after the thing ("how many tomatoes must i take", "how many
            // wings is that, then")
            + "|(?i)(?<=[a-z])\\s+(?:(?:must|should|do|shall|will|can|would) (?:i|we|you) (?:take|use|need|add|put|buy|get|have)"
            + "|(?:is|are) (?:that|it|those|these|they|there)(?: (?:then|now|again|altogether|in total))?)$");

    /** Whether something is enough, asked ("够唔够", "可够", "is it enough"). */
    private static final Pattern ENOUGH = Pattern.compile("够|(?<![a-z])enough(?![a-z])", Pattern.CASE_INSENSITIVE);

    /** A step's own verb, which names no thing to time ("蒸八分钟", "焯五分钟，定上"). */
    private static final Pattern STEP_VERB = Pattern.compile("[蒸煮炖焖炒烧煎烤焯卤炸熬煲泡腌拌煸翻收]");

    /** An okay said first, in a clause of its own, before the words that say what ("Okay, egg fried rice."). */
    private static final Pattern ACKNOWLEDGED = Pattern.compile(
            "^\\s*(?i:ok|okay|alright|all right|right|fine|好|好的|行|嗯)\\s*[,，.。!！]\\s*(?=\\S)");

    private static final Pattern ACKNOWLEDGED_SPACED = Pattern.compile("^\\s*(?:好|好的|行|嗯|中|成)\\s+(?=\\S)");

    /** 不对, 错了, 不是, 算了 said first and then more: the cook taking back what they said, no answer to an offer. */
    private static final Pattern SLIP_TAKEN_BACK = Pattern.compile(
            "(?:(?:" + homebot.skills.api.nlu.SelfRepair.SLIP_TAKEN_BACK + "|说\\s?错\\s?了|算\\s?[了哒])\\s?){1,2}(?=\\S)");

    /** "不用/不必/别 … 计时": no need for a timer, as against 取消/关掉 one. */
    private static final Pattern NO_NEED = Pattern.compile("^(?!.*(?:取消|关|停|删|cancel|stop|turn off)).*(?:不|别|免|莫|嫑|甭|覅|no need|don't|dont)");

    /** What an answer to a timer offer may say around the length besides yes ("行，就八分钟", "eight minutes is fine"). */
    private static final Pattern OFFER_FILLER = Pattern.compile(
            "[就吧啊呀的了嘛呗，,。!！?？焖蒸煮炖烤煎炒]|是(?=吧|\\s|$)|对(?=吧)|(?<![a-z])(?:is fine|is good|sounds good|sounds right|please|then|lah|that's fine|works|it is|po|do|put|keep|ok|okay)(?![a-z])");

    /**
     * Turning an open timer offer down in one's own words, when no template read them: no, not needed, I watch it
     * myself, my phone has one ("不用管它，我盯着呢", "我手机上定好了", "别计了", "skip the timer this time").
     */
    static final Pattern DECLINES_OFFER = Pattern.compile(
            // (Hainanese and Cantonese 没有要, 冇要 for 不要: "没有要鱼已经真好了")
            "不用|不要|没有?要|冇要|[别莫白](?:计|定|设|管)|(?:计|定|掐)个?(?:啥|么子|甚|撒)(?:时间?)?$|[莫白]记时|莫忙|不消|免了|用不着|不必|不需要|不麻烦|不定了|心里有数|(?:自己|我).{0,4}(?:盯|看|掐|数)着"
                    + "|手机.{0,4}(?:定|设|计)|(?<![a-z])(?:no|nah|nope|not yet|not now|hold off|don't|dont|skip|eyeball|i've got|i got it|got my own"
                    + "|i'm good|im good|not needed|not required|(?:i|i'll|ill|i will) (?:watch|mind|check|time) (?:it )?(?:by )?myself)(?![a-z])");
    /** Taking it in one's own words ("麻烦你给计上", "那你帮我盯着点时间", "计一哈", whose 哈 the plain form drops, "go on then, time it"). */
    private static final Pattern TAKES_OFFER = Pattern.compile(
            "(?:计|定|设|掐)(?:上|吧|一下|一哈|着|个|起|到|嘛|噻|哈|住)|^整(?:上|一个|个)(?:吧|呗)?$|(?:计|定)一$|记(?:上|起|住)|^(?:计|计时)$|(?:盯|看)着点?时间|帮我(?:计|定|盯|看着)|给(?:我)?(?:上|定上|计上|掐上)"
                    + "|(?<![a-z])(?:yes|yeah|yep|sure|please do|go ahead|set it|time it|start it|open it|put it on|run it)(?![a-z])");

    /**
     * The one length a sentence says, even said twice as people confirm it ("三分钟，好，三分钟"); none when it says
     * two different lengths.
     */
    private static Optional<java.time.Duration> oneLength(List<Durations.Found> lengths) {
        return lengths.isEmpty() || lengths.stream().map(Durations.Found::total).distinct().count() > 1 ? Optional.empty()
                : Optional.of(lengths.get(0).total());
    }

    /** "帮我记一下，…": a request to note, then what to note, over as many clauses as it takes. */
    private static final Pattern NOTE_SAID = Pattern.compile(
            "(?:^|[，,。；;])\\s*(?:说到这个\\s*)?(?:你|您)?(?:帮[我俺]|给[我俺]|给)?(?:记一下|记一记|记记牢|记牢|记下来|记下|记上|记着|记住|记到起|记倒起|记到|备注一下|记个笔记|做个笔记|写下来)"
                    + "[吧嘛啊呀哈喔哦咯啰嘞]?\\s*[：:，,。]\\s*(\\S.{2,})$"
                    // "Make a note, more chilli next time, …", "Take note, less soy sauce next time"
                    + "|(?i)^\\s*(?:(?:please|can you|could you|oh|and|also|ok|okay)[,\\s]+)*(?:make a note|take a note|take note|note this|note that"
                    + "|write (?:this|that|it) down|remember this|remember)\\s*[:,.]\\s*(\\S.{2,})$"
                    // "remember next time double the batch": for next time, with no pause a recogniser wrote
                    + "|(?i)^\\s*(?:(?:please|oh|and|also|ok|okay)[,\\s]+)*remember\\s+((?:for\\s+)?next time\\s+\\S.{2,})$");

    /** A cooking verb and a measure word before a short name ("蒸个鱼", "就炒个饭"): a request to cook that dish. */
    private static final Pattern VERB_AND_MEASURE = Pattern.compile("^(?:来|就|先|我)?[炒蒸煮炖烧煎烤焖做][个条盘锅份道碗只](.+)");

    /** A verb that makes a dish's name a request when said alone ("炒个饭", "蒸条鱼"). */
    private static final Pattern COOKING_VERB = Pattern.compile("[做炒蒸煮炖烧煎烤焖拌]|\\b(?:make|cook|bake|fry)\\b");
    /** Words that ask to cook the dish once more from its first step ("重新做红烧肉", "make the pancakes again"). */
    private static final Pattern ONCE_MORE = Pattern.compile(
            "重新|从头|重头|从第一步|再来一[遍次回锅]|再做一[遍次回锅]|(?i)\\b(?:again|over|from (?:the )?(?:start|beginning|top|scratch)|another (?:batch|round|lot))\\b");

    private final IntentCatalog catalog;
    private final RunOnRequests runOn;
    private final SpokenLengths spokenLengths;
    private final CookingActions kitchen;
    private final TimerActions timers;
    private final MealActions meal;
    private final IngredientSearch search = new IngredientSearch();
    /** Per session: the last intent acted on (for ellipsis) and a guess waiting for a yes. Short-lived context. */
    private final Map<String, IntentMatch> last = new ConcurrentHashMap<>();
    private final Map<String, IntentMatch> guesses = new ConcurrentHashMap<>();
    /** Sessions whose open offer was kept across questions: only an answer that names the timer takes it then. */
    private final java.util.Set<String> staleOffers = ConcurrentHashMap.newKeySet();
    private final Map<String, List<String>> grammars = new ConcurrentHashMap<>();

    LocalIntents(CookingActions kitchen, TimerActions timers, MealActions meal) {
        this.catalog = CookingPhrases.CATALOG;
        this.runOn = new RunOnRequests(catalog);
        this.spokenLengths = new SpokenLengths(catalog);
        this.kitchen = kitchen;
        this.timers = timers;
        this.meal = meal;
    }

    IntentCatalog catalog() {
        return catalog;
    }

    /** Words of timing that make a yes an answer to the timer offer itself ("好，帮我计上", "yes, time it"). */
    private static final Pattern TIMER_WORD = Pattern.compile("计|定|掐|时|分钟|秒|timer|time it|set it|minute|second",
            Pattern.CASE_INSENSITIVE);

    /** Questions that change nothing: an open timer offer stands across them ("要我计时吗？" "糖要多少？" "好，计上"). */
    private static final java.util.Set<String> QUESTIONS = java.util.Set.of("ingredient", "ingredients", "grams", "step_info",
            "step_where", "step_count", "step_left", "step_last", "timer_left", "timer_list", "temperature");

    Optional<Reply> handle(String utterance, ModeSession s) {
        CookingState before = kitchen.state(s);
        String key = s.sessionDir().toString();
        boolean stale = staleOffers.remove(key);
        Optional<Reply> reply = handleTurn(utterance, s, stale);
        String paused = homebot.skills.api.nlu.Pauses.asBreaks(utterance);
        if (reply.isEmpty() && paused != null && !paused.equals(utterance)) {
            reply = handleTurn(paused, s, stale); // "好了 肉下锅了 定个五分钟 就叫焯水": pauses as clause breaks
        }
        // a request after why, or a cancel before it, with no pause: read only when the whole said nothing and only when
        // the words are for homebot
        if (reply.isEmpty() && !homebot.skills.api.nlu.Addressee.someoneElse(utterance)) {
            Optional<String> request = RunOnRequests.timerAfterWhy(utterance);
            if (request.isPresent()) {
                reply = handleTurn(request.get(), s, stale);
            }
            List<String> running = s.timers().list().stream().map(TimerInfo::name).toList();
            Optional<String> cancel = reply.isEmpty() ? runOn.cancelThenWhy(utterance, running) : Optional.empty();
            if (cancel.isPresent()) {
                reply = handleTurn(cancel.get(), s, stale); // "哎呀计时全部取消掉乱掉了": let go, then why
            }
        }
        if (before.pendingTimer() != null && reply.isPresent() && QUESTIONS.contains(reply.get().intent())) {
            CookingState now = kitchen.state(s);
            if (now.pendingTimer() == null && now.step() == before.step()
                    && java.util.Objects.equals(now.recipe(), before.recipe())) {
                kitchen.save(s, now.offering(before.pendingTimer()));
                staleOffers.add(key);
            }
        }
        return reply;
    }

    private Optional<Reply> handleTurn(String asSaid, ModeSession s, boolean stale) {
        String utterance = homebot.skills.api.nlu.SelfRepair.repaired(asSaid); // "定两分钟，哦不，两分半"
        Messages m = Languages.isChinese(utterance) || !Languages.hasLatin(utterance) && !"en-US".equals(s.language())
                ? Messages.chinese() : Messages.english();
        String key = s.sessionDir().toString();
        IntentMatch guess = guesses.remove(key);
        // yes/no as everyone says them (the engine's Answers), plus the skill's own ("开始计时", "skip it")
        CookingState st = kitchen.state(s);
        if (homebot.skills.api.nlu.Addressee.someoneElse(utterance) || DishMention.chanted(asSaid, () -> kitchen.book(s))) {
            // "喂，妈，我在做饭呢": said to someone else; an open offer lapses (the next "对对对" is not for it); a
            // child chanting a dish's name asks homebot nothing either
            if (st.pendingTimer() != null) {
                kitchen.save(s, st.offering(null));
            }
            return Optional.empty();
        }
        // "你会做哪样" right after the book lacked the dish asked for: which dishes it can make instead, not what homebot
        // can do in general (said alone, help answers it)
        if (guess == null && st.pendingTimer() == null && lackedTheDishJustNow(s) && asksWhatYouMake(utterance)) {
            return tryAct(new IntentMatch("find", Map.of(), "{what you make}"), s, m);
        }
        java.util.function.Function<String, Optional<Answers.Answer>> own = w -> catalog.match(w, ANSWERS::contains)
                .filter(a -> a.confident() || shortAnswerBySound(utterance, a))
                .map(a -> a.intent().equals("yes") ? Answers.Answer.YES : Answers.Answer.NO);
        // the cook changes their mind after declining ("Actually, go on, time it", "还是计上吧"): the step's timer is
        // offered again for this yes to take
        try {
            if (st.pendingTimer() == null && guess == null && TIME_IT.matcher(utterance).find()
                    && !NEGATED.matcher(TextNormalizer.plain(utterance)).find()
                    && Answers.of(utterance, own).filter(a -> a == Answers.Answer.YES).isPresent() && kitchen.offerAgain(s, m)) {
                st = kitchen.state(s);
            }
        } catch (CookingException e) {
            LOG.debug("no step timer to offer again: {}", e.getMessage());
        }
        // "两分钟是吧": a length asked back, read once for the offer and for the timers below
        Optional<java.time.Duration> back = guess == null ? Answers.askedBack(utterance) : Optional.empty();
        if (st.pendingTimer() != null && back.isPresent()) {
            // "两分钟是吧", "八分钟四伐", "five minutes, right?": the length asked back checks what was heard; it is no
            // yes however much its 是 or "right" sounds like one. The offer is said again and stands for the answer
            String offered = Durations.speak(java.time.Duration.ofSeconds(st.pendingTimer().seconds()), m.isChinese());
            return Optional.of(new Reply(m.get("offer.echo", "duration", offered), true).as("offer_echo"));
        }
        Optional<String> answer = guess == null && st.pendingTimer() == null ? Optional.empty()
                : Answers.of(utterance, own).map(a -> a == Answers.Answer.YES ? "yes" : "no");
        if (answer.isEmpty() && guess == null && st.pendingTimer() != null && asksToWait(utterance)
                && !GOES_BACK.matcher(TextNormalizer.plain(utterance)).find()) {
            // "等一哈，水还没开", "hang on, the pan's not hot yet": not now, the offer let go; but "回上一步，蒜还没好" goes
            // back a step, and what is not done yet is why
            answer = Optional.of("no");
        }
        if (answer.filter("no"::equals).isPresent() && noThatAnswersNothing(utterance, st)) {
            answer = Optional.empty();
        }
        String plainSaid = TextNormalizer.plain(utterance);
        java.util.regex.Matcher skipped = STEP_SKIPPED.matcher(plainSaid);
        if (st.pendingTimer() != null && skipped.lookingAt()) {
            // "第一步不用了，直接到第三步": the step let go, then the step wanted, is no answer to the offer
            Optional<IntentMatch> move = catalog.matchAll(plainSaid.substring(skipped.end()),
                    i -> i.equals("goto") || i.equals("next") || i.equals("goto_last"), LocalIntents::accept)
                    .stream().filter(IntentMatch::confident).findFirst();
            if (move.isPresent()) {
                kitchen.save(s, st.offering(null));
                return tryAct(move.get(), s, m);
            }
        }
        if (stale && guess == null && answer.filter("yes"::equals).isPresent() && !TIMER_WORD.matcher(utterance).find()) {
            answer = Optional.empty(); // questions came between: a bare "妥了" is the step done, not the old offer taken
        }
        RecipeBook book = kitchen.book(s);
        boolean declines = answer.filter("no"::equals).isPresent();
        // "不对不对，回第三步": the cook's own slip taken back before the step meant is said in passing too
        boolean inPassing = answer.isPresent() && (Answers.of(TextNormalizer.normalize(utterance), own).isEmpty()
                || SLIP_TAKEN_BACK.matcher(TextNormalizer.plain(utterance)).lookingAt());
        if ((inPassing || declines) && STOP_SAID.matcher(TextNormalizer.plain(utterance)).find()) {
            return Optional.empty(); // "Okay okay, stop talking", "不用，别念了": an answer before asking homebot to stop
        }
        if (inPassing && !allAnswers(utterance, own, answer.get())
                && catalog.matchAll(utterance, i -> !ANSWERS.contains(i), LocalIntents::accept).stream()
                        .filter(IntentMatch::confident)
                        .filter(r -> !namesNoRecipe(r, book)) // "要得要得计嘛" is no dish "得要得计"
                        .filter(r -> !notDoneYet(r)) // "先嫑计时，肉还没切呢" asks about no 肉: it says why not
                        .anyMatch(r -> !declines || !r.intent().startsWith("timer_cancel"))) {
            // "好的，下一步": a yes in passing before a request is the request; but "不用计时了，我看着" declines the
            // offer, it cancels no running timer
            answer = Optional.empty();
        }
        if (declines && st.pendingTimer() != null && catalog.matchAll(utterance, "timer_cancel"::equals).stream()
                .anyMatch(r -> r.confident() && namesARunningTimer(r, s))) {
            answer = Optional.empty(); // "米饭那个不要了，取消": a running timer named is let go, not the offer
        }
        if (guess != null && answer.isPresent()) {
            return Optional.of(answer.get().equals("yes") ? run(() -> act(guess, s, m), m)
                    : Reply.say(m.get("offer.none")).as("confirm_no"));
        }
        if (st.pendingTimer() != null) {
            Optional<java.time.Duration> counted = SpokenLengths.yesThenCount(utterance, st.pendingTimer().seconds());
            if (counted.isPresent()) {
                return Optional.of(run(() -> timers.acceptOffer(s, m, counted.get()), m).as("offer_yes"));
            }
            if (answer.isPresent()) {
                String ownName = homebot.skills.api.nlu.TimerNames.saidAtEnd(utterance).orElse(null);
                // "Yep, nine minutes, call it pasta": a yes with a length of its own sets that length
                java.time.Duration said = oneLength(Durations.scan(TextNormalizer.plain(utterance).toLowerCase(java.util.Locale.ROOT)))
                        .orElse(null);
                return Optional.of(answer.get().equals("yes") ? run(() -> timers.acceptOffer(s, m, said, ownName), m).as("offer_yes")
                        : timers.declineOffer(s, m).as("offer_no"));
            }
            // "好，计时十五分钟" for the fifteen minutes offered: the offer itself, with the step's name
            long offered = st.pendingTimer().seconds();
            // (even as a plausible reading: "这个三分钟的timer也set一下", "烫一分钟，帮我计时")
            // a "name" that is the step's own verb or part of its timer's name ("焯五分钟，定上") names nothing new
            String pendingName = st.pendingTimer().name();
            List<IntentMatch> asTimer = catalog.matchAll(utterance, "timer_set"::equals);
            if (asTimer.stream().anyMatch(x -> x.slot("name")
                    .map(n -> n.codePointCount(0, n.length()) <= 1 || pendingName != null && pendingName.contains(n)).orElse(true)
                    && x.slot("d").flatMap(Durations::parse)
                            .map(d -> d.toSeconds() == offered).orElse(false))) {
                // "鱼定个八分钟": the offered timer, under the thing the cook names, not the step's verb ("蒸八分钟")
                String named = nameGiven(utterance, asTimer,
                        n -> !n.isEmpty() && !STEP_VERB.matcher(n).find() && n.codePoints().allMatch(Character::isLetter));
                return Optional.of(run(() -> timers.acceptOffer(s, m, null, named), m).as("offer_yes"));
            }
            // "okay lah eight minutes", "嗯，八分钟吧": the offered length said with a yes (or alone) takes the offer
            String said = TextNormalizer.plain(utterance).toLowerCase(java.util.Locale.ROOT);
            List<Durations.Found> lengths = Durations.scan(said);
            if (oneLength(lengths).filter(d -> d.toSeconds() == offered).isPresent()) {
                StringBuilder around = new StringBuilder(said);
                for (int i = lengths.size() - 1; i >= 0; i--) {
                    around.replace(lengths.get(i).start(), lengths.get(i).end(), " ");
                }
                // (and a surprised 喔 before the yes: "九分钟喔，好")
                String rest = OFFER_FILLER.matcher(around).replaceAll(" ").strip().replaceFirst("^[喔哦噢]+\\s*(?=\\S)", "");
                // "五分钟，给上", "炖十五分钟？给我定上": the offered length with words that take it
                if (rest.isEmpty() || Answers.of(rest, own).filter(a -> a == Answers.Answer.YES).isPresent()
                        || TAKES_OFFER.matcher(rest).find() && !DECLINES_OFFER.matcher(rest).find()) {
                    // "给焯水定个五分钟": the offered timer, under the name the cook gives it
                    String named = nameGiven(utterance, asTimer, n -> n.codePointCount(0, n.length()) > 1);
                    return Optional.of(run(() -> timers.acceptOffer(s, m, null, named), m).as("offer_yes"));
                }
            }
            // "这个就不用计时了", "计时就不必了": "no need to time it" that names no running timer turns the offer
            // down; "把计时取消" still cancels the timer that runs
            if (NO_NEED.matcher(TextNormalizer.plain(utterance)).find()
                    && catalog.matchAll(utterance, i -> i.equals("timer_cancel")).stream()
                    .anyMatch(x -> x.confident() && x.slot("d").isEmpty() && x.slot("name")
                            .map(n -> s.timers().list().stream().noneMatch(t -> t.name().contains(TimerActions.clean(n))))
                            .orElse(true))) {
                return Optional.of(timers.declineOffer(s, m).as("offer_no"));
            }
            // a duration alone answers the offer with another length ("十分钟吧", "make it ten minutes")
            Optional<java.time.Duration> instead = spokenLengths.instead(utterance);
            if (instead.isPresent()) {
                return Optional.of(run(() -> timers.acceptOffer(s, m, instead.get()), m).as("offer_yes"));
            }
            // the offer lapses once the user moves on to anything else
            kitchen.save(s, st.offering(null));
        } else if (guess == null) {
            // nothing offered: a length said alone at the stove is a timer for it ("two minutes", "八分钟吧"), never
            // a guess at cancelling one that runs
            if (back.isPresent()) {
                // "十五分钟哈" right after a timer was set: checking what was heard sets nothing; with a timer that long
                // running it is said yes to, else it is a guess a yes can take
                String spoken = Durations.speak(back.get(), m.isChinese());
                if (s.timers().list().stream().anyMatch(t -> t.duration().equals(back.get()))) {
                    return Optional.of(Reply.say(m.get("timer.echo", "duration", spoken)).as("timer_echo"));
                }
                return askFirst(key, new IntentMatch("timer_set", Map.of("d", back.get().toSeconds() + " seconds"),
                        "{d:duration}", 0.7, m.isChinese() ? "计时" + spoken : "a timer for " + spoken), m);
            }
            Optional<java.time.Duration> alone = SpokenLengths.alone(utterance, false);
            if (alone.isPresent()) {
                return tryAct(new IntentMatch("timer_set", Map.of("d", alone.get().toSeconds() + " seconds"), "{d:duration}"), s, m);
            }
        }
        // whether the words step both ways or take the step back with a wait, read once a turn: every step-move reading
        // below and the cue ask it
        java.util.function.BooleanSupplier bothWays = new java.util.function.BooleanSupplier() {
            private Boolean read;

            @Override
            public boolean getAsBoolean() {
                if (read == null) {
                    read = movesBothWays(utterance) || waitsAfterAMove(utterance);
                }
                return read;
            }
        };
        // "今天人多，…，算六个人嘛": a loose reading of a dish that names no recipe ("今天人多") lets a later clause speak
        // "现在四第几步" (是 heard as 四): a question about a dish called "现在四第" is unusable, so the words' sound is heard
        String currentRecipe = st.recipe(); // (read once: the state is a file, the predicate runs for every reading)
        java.util.function.Predicate<IntentMatch> usable = x -> accept(x) && !namesNoRecipe(x, book) && !avoidsADish(x, book)
                && !goingOnAfterMore(x, utterance) && !(x.intent().equals("next") && okayThenThanks(utterance))
                && !avoidsAnAnswer(x) && x.slot("dish").map(d -> namesCurrentRecipe(d, s)).orElse(true)
                // "把番茄炒蛋也做上四个人吃" while the fish steams: another dish started for so many, no rescaling
                && !(x.intent().equals("scale") && currentRecipe != null
                        && x.slot("people").flatMap(p -> book.namedIn(p))
                                .filter(n -> !n.recipe().name().equals(currentRecipe)).isPresent())
                // "做个蛋炒饭，算了，还是做可乐鸡翅吧，孩子爱吃": a dish a later clause takes back is not the one asked for
                && !((x.intent().equals("start") || x.intent().equals("dish"))
                        && x.slot("recipe").map(r -> DishMention.takenBack(utterance, r)).orElse(false))
                && !(movesAStep(x) && bothWays.getAsBoolean());
        List<IntentMatch> read = catalog.matchAll(utterance, i -> !ANSWERS.contains(i), usable);
        if (st.recipe() == null && read.stream().filter(IntentMatch::confident).findFirst()
                .filter(x -> x.intent().equals("scale")).isPresent()) {
            // "增鱼咯我们四个人吃", "洋柿子炒鸡蛋四个人吃" with no dish chosen: the count's clause is heard by its words, the
            // dish before it only by its sound, which the engine tries only when the words gave nothing; a dish heard
            // so is what the count is for
            List<IntentMatch> dish = catalog.matchAll(utterance, i -> i.equals("start"), usable);
            if (dish.stream().anyMatch(IntentMatch::confident)) {
                read = dish;
            } else {
                // "帮阿嬷煮一个柑仔蜜炒卵，四个人呷": or a dish named by synonyms of its words anywhere before the count
                Optional<IntentMatch> counted = read.stream().filter(IntentMatch::confident).findFirst()
                        .flatMap(x -> dishBeforeCount(x, book).or(() -> inBySynonyms(utterance, book)
                                .or(() -> aloneBeforeTheCount(utterance, book))
                                .flatMap(r -> x.slot("n").map(n -> new IntentMatch("start", Map.of("recipe", r.name(), "n", n),
                                        "{recipe}{n:number}个人")))));
                if (counted.isPresent()) {
                    read = List.of(counted.get());
                }
            }
        }
        List<IntentMatch> matches = read
                .stream()
                .map(x -> homebot.skills.api.nlu.TimerNames.withNameSaid(x, utterance))
                .map(x -> catalog.withRemarkAsSaid(x, utterance))
                .map(x -> homebot.skills.api.nlu.TimerNames.withinAClause(x, utterance))
                .map(x -> catalog.withNameAsSaid(x, utterance))
                .map(x -> homebot.skills.api.nlu.TimerNames.withTimerMentioned(x, utterance,
                        s.timers().list().stream().map(homebot.skills.api.TimerInfo::name).toList()))
                .toList();
        if (st.recipe() == null && matches.stream().anyMatch(x -> x.confident() && x.intent().equals("start"))) {
            // "有没有粉蒸肉" with no recipe chosen: whether the book has a dish, not an amount of a recipe not yet there
            matches = matches.stream().filter(x -> !x.intent().equals("ingredient")).toList();
        }
        boolean heard = matches.stream().anyMatch(IntentMatch::confident);
        // a reading that makes no sense here ("我想问一下鸡蛋" is no ingredient) lets the next reading try; its
        // refusal is said only when no other reading acts
        Reply refusal = null;
        // "Go on then, pancakes", "Go on, garlic spaghetti": with no dish chosen yet, the go-ahead opens the choice and
        // the dish said after it is what it urges on (the "go on" alone would be a step asked for)
        java.util.regex.Matcher goAhead = LEADING_GO_AHEAD.matcher(utterance);
        if (st.recipe() == null && goAhead.find()) {
            String chosen = utterance.substring(goAhead.end());
            Optional<Reply> started = DishMention.alone(chosen, book).flatMap(r -> startNamed(r, chosen, s, m));
            if (started.isPresent()) {
                return started;
            }
        }
        // "欢茄炒蛋" heard by sound as "换{recipe}": a dish's whole name said alone is that dish, not a guess
        boolean dishAlone = !heard && DishMention.alone(utterance, book).isPresent();
        for (IntentMatch match : matches) {
            if (!accept(match) || !match.confident() && (heard || dishAlone)) {
                continue;
            }
            if (!match.confident()) {
                String plain = TextNormalizer.plain(utterance).toLowerCase(java.util.Locale.ROOT);
                if (STOP_SAID.matcher(plain).find()
                        || st.pendingTimer() != null && DECLINES_OFFER.matcher(plain).find()) {
                    // "stop talking a minute" (the kernel's stop answers it), "拉倒吧，一分钟计啥" (the open offer turned
                    // down in the cook's own words, answered below): no guess at a timer in them
                    continue;
                }
                LOG.debug("cooking intent guessed={} score={}", match.intent(), match.score());
                return askFirst(key, match, m);
            }
            if (match.intent().equals("repeat") && match.said().strip().matches("(?i)sorry|what|pardon")
                    && TextNormalizer.plain(utterance).strip().split("\\s+").length > 2
                    && catalog.matchAll(utterance.replaceFirst("(?i)^\\W*(?:sorry|what|pardon)\\W*", ""), "repeat"::equals)
                            .stream().noneMatch(IntentMatch::confident)) {
                continue; // "Sorry, could you stop there for a moment?": an apology before a request, not "pardon?"
            }
            if (match.intent().equals("next") && STOP_SAID.matcher(TextNormalizer.plain(utterance)).find()) {
                continue; // "好的，可以了，先停一下": the done-words are said in passing, the cook asks homebot to stop
            }
            if (namesNoRecipe(match, s) && matches.stream().anyMatch(o -> o != match && o.confident() && accept(o)
                    && !o.intent().equals("start") && !o.intent().startsWith("dish"))) {
                continue; // "let's start over from the beginning" is a restart, not a dish called "over from…"
            }
            Optional<Recipe> chosen = chosenAfterAQuestion(match, utterance, s);
            if (chosen.isPresent()) {
                return startNamed(chosen.get(), utterance, s, m);
            }
            LOG.debug("cooking intent={} slots={}", match.intent(), match.slots());
            Optional<IntentMatch> dishFor = startedWith(match, utterance, s);
            if (dishFor.isPresent()) {
                return tryAct(withServings(dishFor.get(), utterance, s), s, m); // "来个蛋炒饭，就我一个人吃": the dish, for that many
            }
            try {
                Reply r = act(withServings(orTheDishNamed(readAgain(stillLeft(match, utterance), utterance, s), utterance, s), utterance, s), s, m);
                if (r != null) {
                    return Optional.of(r);
                }
            } catch (CookingException e) {
                refusal = refusal != null ? refusal : Reply.say(e.getMessage()).as(match.intent());
            }
        }
        // a note whose words run on over clauses ("帮我记一下，孩子说有点太甜了，下次可乐少放一点")
        java.util.regex.Matcher note = NOTE_SAID.matcher(utterance.strip());
        if (cooking(s) && note.find()) {
            String text = note.group(1) != null ? note.group(1) : note.group(2) != null ? note.group(2) : note.group(3);
            return tryAct(new IntentMatch("note", Map.of(IntentCatalog.REMARK, text.strip()), "记一下，{remark}"), s, m);
        }
        // a timer asked for across clauses ("四十分钟对吧，你帮我定上，叫红烧肉": a timer's name, not a dish)
        Optional<IntentMatch> spread = homebot.skills.api.nlu.SpreadTimer.in(utterance, catalog.synonyms());
        if (spread.isPresent()) {
            return tryAct(spread.get(), s, m);
        }
        if (refusal != null) {
            return Optional.of(refusal); // "红烧肉里没有再来": said only when no note or timer was asked for either
        }
        // "鱼搞好了", "好了吃得了" on the last step: the dish is done, so homebot asks whether to leave,
        // as it does when "next" is asked for there; on an earlier step such words report a step, which nothing reads
        if (st.recipe() != null && saysTheDishIsDone(utterance) && onTheLastStep(st, s, m)) {
            return Optional.of(run(() -> kitchen.step(s, m, "next", false), m).as("next"));
        }
        // nothing else understood: one of the family's dishes asked for in words no template reads
        Optional<Recipe> mentioned = DishMention.in(utterance, kitchen.book(s), st.recipe() == null);
        Optional<Reply> asked = mentioned.flatMap(r -> startNamed(r, utterance, s, m));
        if (asked.isPresent()) {
            return asked;
        }
        // choosing with no recipe yet: "蒸个鱼，蛮简单的那种", a cooking verb and a short name in a clause of its own
        if (st.recipe() == null) {
            Optional<Reply> cooked = verbAndMeasure(utterance, kitchen.book(s))
                    .or(() -> DishMention.alone(utterance, kitchen.book(s))) // "咁就增鱼啦": a choice said by its sound
                    .or(() -> inBySynonyms(utterance, kitchen.book(s))) // "可乐鸡翼五个人": 鸡翼 for 鸡翅
                    .flatMap(r -> startNamed(r, utterance, s, m));
            if (cooked.isPresent()) {
                return cooked;
            }
        }
        // a dish's name said alone ("鸡蛋炒饭", "pancakes") when it is one clear recipe
        IntentMatch bare = new IntentMatch("dish_name",
                Map.of("recipe", TextNormalizer.plainKeepCase(ACKNOWLEDGED.matcher(utterance).replaceFirst(""))), "{recipe}");
        Optional<Reply> named = accept(bare) && !DishMention.withdrawn(utterance)
                ? tryAct(withServings(bare, utterance, s), s, m) : Optional.empty();
        if (named.isPresent()) {
            return named;
        }
        // an ingredient of the recipe said alone ("料酒", "milk?"): how much of it
        boolean cooking = st.recipe() != null;
        if (cooking) {
            String alone = TextNormalizer.plain(utterance);
            // twelve characters hold any Chinese ingredient's name, four words any English one ("baking powder")
            if ((Languages.isChinese(alone) ? alone.length() <= 12 : alone.split(" ").length <= 4) && namesAnIngredient(s, m, canonical(alone))) {
                Optional<Reply> r = tryAct(new IntentMatch("ingredient", Map.of("ingredient", alone), "{ingredient}"), s, m);
                if (r.isPresent()) {
                    return r;
                }
            }
        }
        // "今晚五个人，爷爷奶奶都过来", "three lang, me and the kids": how many eat, with who and when around it
        if (cooking) {
            Optional<Integer> people = HeadCount.in(utterance);
            if (people.isPresent()) {
                Optional<Reply> r = tryAct(new IntentMatch("scale", Map.of("n", String.valueOf(people.get())), "{n}"), s, m);
                if (r.isPresent()) {
                    return r;
                }
            }
        }
        // an offer was open and no request was heard: the answer to it in the cook's own words ("我手机上定好了",
        // "麻烦你给计上", "skip the timer this time")
        if (st.pendingTimer() != null && kitchen.state(s).pendingTimer() == null) {
            String plain = TextNormalizer.plain(utterance).toLowerCase(java.util.Locale.ROOT);
            // ("你不要港了": homebot told to hush, which the kernel's stop answers, declines no timer)
            if (DECLINES_OFFER.matcher(plain).find() && !STOP_SAID.matcher(plain).find()) {
                kitchen.save(s, kitchen.state(s).offering(st.pendingTimer()));
                return Optional.of(timers.declineOffer(s, m).as("offer_no"));
            }
            // "帮我把米饭也计个时二十分钟" with five minutes offered: a timer of its own, not the offer taken
            if (TAKES_OFFER.matcher(plain).find() && saysNoOtherLength(utterance, st.pendingTimer().seconds())) {
                kitchen.save(s, kitchen.state(s).offering(st.pendingTimer()));
                return Optional.of(run(() -> timers.acceptOffer(s, m), m).as("offer_yes"));
            }
        }
        // "不用不用，在计着呢", "nope, it's already running" with nothing offered (the step's timer runs already, or
        // was turned down before the step was read again): the no is heard and nothing changes; "不对" says
        // something was wrong, which "好的" would not answer
        if (st.pendingTimer() == null && guess == null && !NOT_RIGHT.matcher(TextNormalizer.plain(utterance)).find()
                && Answers.of(utterance, own).filter(a -> a == Answers.Answer.NO).isPresent()) {
            return Optional.of(Reply.say(m.get("offer.none")).as("offer_no"));
        }
        // "清蒸鱼", "那就清蒸鱼" while it is the dish being cooked: where the cook is in it, rather than a fallback
        String current = st.recipe();
        if (cooking && onlyADish(book, utterance).filter(r -> r.name().equals(current)).isPresent()) {
            Optional<Reply> where = tryAct(new IntentMatch("step_where", Map.of(), "{recipe}"), s, m);
            if (where.isPresent()) {
                return where;
            }
        }
        // last, a word only one request uses ("那还剩下几步没做呢", "onwards"): about the recipe only while one runs (what
        // the book holds, any time)
        Optional<IntentMatch> cue = catalog.cue(utterance, i -> !ANSWERS.contains(i)
                        && (cooking || i.startsWith("timer") || i.equals("find")))
                .filter(LocalIntents::accept)
                .filter(x -> !(movesAStep(x) && bothWays.getAsBoolean()));
        if (cue.isEmpty()) {
            return Optional.empty();
        }
        if (cue.get().confident()) {
            LOG.debug("cooking intent={} by cue {}", cue.get().intent(), cue.get().template());
            return tryAct(cue.get(), s, m);
        }
        LOG.debug("cooking intent guessed={} by cue {}", cue.get().intent(), cue.get().template());
        return askFirst(key, cue.get(), m);
    }

    /** A reading not sure enough to act on, asked about first ("是要…吗？"); the cook's yes to it acts. */
    private Optional<Reply> askFirst(String key, IntentMatch guess, Messages m) {
        guesses.put(key, guess);
        return Optional.of(new Reply(m.isChinese() ? "是要" + guess.said() + "吗？" : "Did you mean \"" + guess.said() + "\"?",
                true, "guess:" + guess.intent()));
    }

    /**
     * The one dish of the book the words are and nothing more ("清蒸鱼", "那就清蒸鱼", "then spaghetti with garlic"):
     * never a sentence that only begins with a dish's name ("番茄炒蛋可以放葱吗" asks something of it).
     */
    private static Optional<Recipe> onlyADish(RecipeBook book, String words) {
        String bare = CHOSEN_BEFORE.matcher(TextNormalizer.plainKeepCase(words)).replaceFirst("");
        if (bare.isBlank() || !(resolve(book, bare) instanceof RecipeBook.Resolved.One one) || one.score() < 0.9) {
            return Optional.empty();
        }
        Optional<RecipeBook.Named> named = book.namedIn(bare);
        String more = named.map(n -> n.after(bare).replaceAll("[\\s\\p{Punct}，。！？、]", "")).orElse("");
        // a question tag after the name still only names it ("红烧肉会不会？")
        boolean saysMore = more.codePointCount(0, more.length()) > 1 && !QUESTION_TAG.matcher(more).matches();
        return Languages.isChinese(bare) && saysMore ? Optional.empty() : Optional.of(one.recipe());
    }

    private static final java.util.regex.Pattern QUESTION_TAG = java.util.regex.Pattern.compile(
            "(?:会不会|能不能|好不好|行不行|可不可以|怎么样|可以吗|行吗|好吗|会吗|会伐|有吗|有没有|有伐)[做烧整弄煮炒搞]?");

    /** "那就清蒸鱼", "还是清蒸鱼", "ok so pancakes": the words before a dish chosen once more. */
    private static final java.util.regex.Pattern CHOSEN_BEFORE = java.util.regex.Pattern.compile(
            "^(?:那就|那还是|还是|那|就|(?:ok|okay|so|right|then) )+", java.util.regex.Pattern.CASE_INSENSITIVE);

    private static final java.util.regex.Pattern NOT_RIGHT = java.util.regex.Pattern.compile(
            "不对|不是|错了|(?<![a-z])(?:wrong|not right|not what)(?![a-z])");

    /**
     * "好啊几时", "无用几时": a few Chinese words, opened with a yes or a no, that answer the offer only by their sound
     * (几时 for 计时, in the tones a southern voice gives them). Said so, and short, they answer it; "几时好" (when is it
     * done?) opens with no answer, and a longer sentence heard by sound is only a guess.
     */
    private static boolean shortAnswerBySound(String utterance, IntentMatch answer) {
        String said = TextNormalizer.plain(utterance).replace(" ", "");
        // 0.7: the whole words matched by their sound with every tone let go (IntentCatalog.SCORES)
        return answer.score() >= 0.7 && said.length() <= 6 && ANSWER_FIRST.matcher(said).lookingAt() && !Languages.hasLatin(said);
    }

    private static final Pattern ANSWER_FIRST = Pattern.compile("[好行嗯对要可得无不唔别莫甭冇没]");

    /** "aye, go on then": every clause the same answer ("go on then" is a yes here, not the next step). */
    private static boolean allAnswers(String utterance, java.util.function.Function<String, Optional<Answers.Answer>> own,
            String answer) {
        String[] clauses = utterance.split("[，。！？；,.!?;]+");
        Answers.Answer a = answer.equals("yes") ? Answers.Answer.YES : Answers.Answer.NO;
        // an opener clause that says nothing ("Actually, go on, time it", "嗯，好，计上") is no request either
        return clauses.length > 1 && java.util.Arrays.stream(clauses).map(String::strip)
                .filter(c -> !c.isEmpty() && !TextNormalizer.plain(c).isBlank())
                .allMatch(c -> Answers.of(TextNormalizer.normalize(c), own).filter(a::equals).isPresent());
    }

    /**
     * Servings said with a dish while none is cooking ("Today we are making pancakes only, for six people"): the
     * clause about people matched first, but the cook asked for the dish, for that many.
     */
    private Optional<IntentMatch> startedWith(IntentMatch match, String utterance, ModeSession s) {
        if (!match.intent().equals("scale") || match.slot("n").isEmpty()) {
            return Optional.empty();
        }
        // asked for as DishMention hears a request ("来个…", "making …", "番茄炒蛋，两个人"), never "…两个人吃不完";
        // while another dish cooks, only another dish ("接着做可乐鸡翅，六个人"); a recogniser's pauses are the
        // clause breaks ("没 有 啊 那 做 个 蛋 炒 饭 吧 两 个 人 吃": "没有啊" vetoes only its own clause)
        String cooking = kitchen.state(s).recipe();
        String paused = homebot.skills.api.nlu.Pauses.asBreaks(utterance);
        String clauses = paused == null ? utterance : paused;
        // with nothing cooking there is nothing to scale: a dish named with the servings is the one asked for
        // ("今天拍番茄炒蛋，做两个人的量"), unless taken back or asked about
        Optional<Recipe> named = DishMention.in(clauses, kitchen.book(s), cooking == null).filter(r -> !r.name().equals(cooking));
        if (named.isEmpty() && cooking == null) {
            // "Okay, then spaghetti with garlic. We are four.", "Flapjacks then, there's eight of us": a clause that is
            // one of the book's dishes and nothing else
            for (String clause : IntentCatalog.clauses(clauses)) {
                named = onlyADish(kitchen.book(s), clause);
                if (named.isPresent()) {
                    break;
                }
            }
        }
        if (named.isEmpty() && cooking != null) {
            named = chosenInstead(utterance, cooking, kitchen.book(s));
        }
        return named.map(recipe -> new IntentMatch("start", Map.of("recipe", recipe.name(), "n", match.slot("n").get()), "{recipe}"));
    }

    /**
     * "算了红烧肉太费事，还是做蛋炒饭吧，三个人", "还系再作一个蛋草换吧我一个人食": while one dish cooks, another chosen with
     * a verb right before its name (heard by sound too); the dish being cooked may be named beside it.
     */
    private static Optional<Recipe> chosenInstead(String utterance, String cooking, RecipeBook book) {
        String key = RecipeBook.key(TextNormalizer.plain(utterance)).replace(RecipeBook.key(cooking), "");
        return book.namedIn(key).filter(n -> !n.recipe().name().equals(cooking))
                .filter(n -> VERB_BEFORE_A_DISH.matcher(key.substring(0, n.at())).find())
                .map(RecipeBook.Named::recipe);
    }

    /** The verb that chooses a dish, just before its name ("还是做", "再作一个", "换成", "来个"). */
    private static final Pattern VERB_BEFORE_A_DISH = Pattern.compile(
            "(?:做|作|来|整|搞|煮|炒|蒸|烧|换成|改成|还是|还系)(?:个|一个|一份|一道|一盘|点)?$");

    /** One of the family's dishes, read from words no template reads: started (with the servings said), as a loose dish. */
    private Optional<Reply> startNamed(Recipe recipe, String utterance, ModeSession s, Messages m) {
        return tryAct(withServings(new IntentMatch("dish", Map.of("recipe", recipe.name()), "{recipe}"), utterance, s), s, m);
    }

    /**
     * "No haggis? What sort of place is this. Fine, the pancakes then.": with no recipe chosen yet, a search read in
     * an earlier clause (the "no haggis" taken as "without haggis") gives way to the dish the last clause chooses.
     */
    private Optional<Recipe> chosenAfterAQuestion(IntentMatch match, String utterance, ModeSession s) {
        if (!(match.intent().equals("search") || match.intent().equals("find")) || kitchen.state(s).recipe() != null) {
            return Optional.empty();
        }
        List<String> clauses = IntentCatalog.clauses(utterance);
        if (clauses.size() < 2) {
            return Optional.empty();
        }
        String last = clauses.get(clauses.size() - 1);
        boolean lastSearches = catalog.matchAll(last, i -> i.equals("search") || i.equals("find"), LocalIntents::accept)
                .stream().anyMatch(IntentMatch::confident);
        return lastSearches ? Optional.empty() : DishMention.in(last, kitchen.book(s), true);
    }

    /**
     * A request to cook whose slot caught other words ("…给他们做个红烧肉，你给我讲讲怎么弄" read as a dish "你给我讲讲")
     * while the sentence names one of the family's dishes as asked for: that dish.
     */
    private IntentMatch orTheDishNamed(IntentMatch match, String utterance, ModeSession s) {
        if (!match.intent().equals("start") || match.slot("recipe").isEmpty()) {
            return match;
        }
        RecipeBook book = kitchen.book(s);
        if (!(resolve(book, match.slot("recipe").get()) instanceof RecipeBook.Resolved.None)) {
            return match;
        }
        // "今天蒸个武昌鱼": the template took the verb, which says which way the fish is cooked
        String fish = match.slot("recipe").get().replace(" ", "");
        if (fish.matches("\\p{IsHan}{1,4}鱼")) {
            java.util.regex.Matcher way = FISH_COOKED.matcher(TextNormalizer.plain(utterance).replace(" ", ""));
            while (way.find()) {
                if (way.group(2).equals(fish) && resolve(book, way.group(1) + fish) instanceof RecipeBook.Resolved.One one) {
                    return new IntentMatch("start", Map.of("recipe", one.recipe().name()), match.template(), match.score(),
                            match.said());
                }
            }
        }
        // but "pancake soup" is another dish: the name followed by a word that makes a dish of its own
        String slot = match.slot("recipe").get();
        return DishMention.in(utterance, book, kitchen.state(s).recipe() == null)
                .filter(r -> book.namedIn(slot).map(n -> !ANOTHER_DISH_AFTER.matcher(n.after(slot)).lookingAt()
                        && !ANOTHER_DISH_WORD.matcher(slot).find()).orElse(true))
                .map(r -> new IntentMatch("start", Map.of("recipe", r.name()), match.template(), match.score(), match.said()))
                .orElse(match);
    }

    /**
     * A dish to start, with how many eat it when that was said around the name ("请开始做红烧肉，按两人份计算",
     * "蛋 炒 饭 两 人 份", "aglio e olio for six", "Pancakes. For the whole crew, that's six of us"): the dish's
     * name taken out, what is left is read by the scale templates.
     */
    private IntentMatch withServings(IntentMatch match, String utterance, ModeSession s) {
        if (!List.of("start", "dish", "dish_name").contains(match.intent())
                || countSaid(match)) {
            return match;
        }
        RecipeBook book = kitchen.book(s);
        if (!(resolve(book, match.slot("recipe").orElse("")) instanceof RecipeBook.Resolved.One one)) {
            return match;
        }
        // clause by clause, so a reason said after the servings stays a clause of its own ("做清蒸鱼，五个人吃，爸妈过来")
        // the words as said first, then with the synonyms the book's names are written in ("pen cakes for three")
        List<java.util.function.UnaryOperator<String>> readings = List.of(TextNormalizer::normalizeKeepCase,
                c -> catalog.synonyms().apply(TextNormalizer.normalize(c)));
        return readings.stream()
                .map(reading -> IntentCatalog.clauses(utterance).stream()
                        .map(c -> withoutNameSaid(reading.apply(c), one.recipe(), book))
                        .collect(java.util.stream.Collectors.joining("，")))
                .distinct()
                .flatMap(rest -> java.util.stream.Stream.concat(
                        catalog.matchAll(rest, i -> i.equals("scale"), LocalIntents::accept).stream().filter(IntentMatch::confident)
                                .filter(LocalIntents::countSaid), // "for me, one person" read as "one one" counts nobody
                        // "整红烧肉嘛，六个人嘞份": how many eat, said loosely, where no template reads it (a clause that only
                        // says no, "没得啊", is about the dish the book lacked)
                        HeadCount.in(IntentCatalog.clauses(rest).stream().filter(c -> !ONLY_A_NO.matcher(c).matches())
                                .collect(java.util.stream.Collectors.joining("，")))
                                .map(n -> new IntentMatch("scale", Map.of("n", String.valueOf(n)), "{n}")).stream()))
                .findFirst()
                // "steam fish then just for me": only the cook eats, said last
                .or(() -> HeadCount.aloneAtEnd(utterance) ? Optional.of(new IntentMatch("scale", Map.of("n", "1"), "{n}"))
                        : Optional.empty())
                // "the spaghetti just for me and Dale": the cook and one other
                .or(() -> HeadCount.pairAtEnd(utterance) ? Optional.of(new IntentMatch("scale", Map.of("n", "2"), "{n}"))
                        : Optional.empty())
                // "…for the grandkids three of us eating": the count said last with no comma before it
                .or(() -> HeadCount.saidLast(utterance).map(n -> new IntentMatch("scale", Map.of("n", String.valueOf(n)), "{n}")))
                .map(people -> {
                    Map<String, String> slots = new java.util.HashMap<>(match.slots());
                    slots.put("n", people.slot("n").orElseThrow());
                    return new IntentMatch(match.intent(), slots, match.template(), match.score(), match.said());
                })
                .orElse(match);
    }

    /** Whether the match's {@code n} is a whole number of people. */
    private static boolean countSaid(IntentMatch match) {
        return match.slot("n").flatMap(n -> Numbers.whole(n, 1)).isPresent();
    }

    /** The words without the recipe's name, also when it is said twice ("还要吃蛋炒饭蛋炒饭做两个人的"). */
    private static String withoutNameSaid(String words, Recipe recipe, RecipeBook book) {
        String once = withoutName(words, recipe, book);
        return once.equals(words) ? once : withoutName(once, recipe, book);
    }

    /** The words without the recipe's name (as a whole, or in English its words wherever they stand). */
    private static String withoutName(String words, Recipe recipe, RecipeBook book) {
        String said = DishMention.nameSaid(words, recipe);
        if (!said.isEmpty()) {
            int at = DishMention.nameAt(words, recipe);
            return words.substring(0, at) + "，" + words.substring(at + said.length());
        }
        // a name heard by sound or with its verb moved ("可 了 鸡 翅 五 份"): cut where the book found it
        Optional<RecipeBook.Named> named = book.namedIn(words).filter(n -> n.recipe() == recipe);
        if (named.isPresent()) {
            String key = RecipeBook.key(words);
            return key.substring(0, named.get().at()) + "，" + key.substring(named.get().at() + named.get().length());
        }
        List<String> names = new java.util.ArrayList<>(recipe.aliases());
        names.add(0, recipe.name());
        java.util.Set<String> nameWords = new java.util.HashSet<>();
        names.forEach(n -> nameWords.addAll(List.of(n.toLowerCase(java.util.Locale.ROOT).split("\\W+"))));
        return java.util.Arrays.stream(words.split("\\s+"))
                .filter(w -> !nameWords.contains(w.toLowerCase(java.util.Locale.ROOT).replaceAll("\\W", "")))
                .collect(java.util.stream.Collectors.joining(" "));
    }

    private boolean cooking(ModeSession s) {
        return kitchen.state(s).recipe() != null;
    }

    private boolean namesAnIngredient(ModeSession s, Messages m, String word) {
        try {
            return !Ingredients.match(kitchen.current(s, m), word).isEmpty();
        } catch (CookingException e) {
            return false; // the recipe is gone: nothing to name
        }
    }

    private Optional<Reply> tryAct(IntentMatch match, ModeSession s, Messages m) {
        try {
            Reply r = act(match, s, m);
            return Optional.ofNullable(r);
        } catch (CookingException e) {
            return Optional.of(Reply.say(e.getMessage()).as(match.intent()));
        }
    }

    private static final java.util.regex.Pattern HEADS_OF_A_DISH =
            java.util.regex.Pattern.compile("[一二两俩三四五六七八九十\\d]\\s?(?:个\\s?)?(?:人|口人)\\s?(?:的|份|吃)?\\s*$");

    /**
     * "番茄炒蛋一个人的量" with no recipe chosen: a dish's amount for so many people is that dish to cook for them, not an
     * amount to look up (one asked of a dish without a head count stays a question: "红烧肉要多少糖").
     */
    private boolean aDishForSoMany(String item, ModeSession s) {
        String cooking = kitchen.state(s).recipe();
        return (cooking == null || cooking.isBlank()) && HEADS_OF_A_DISH.matcher(item).find()
                && kitchen.book(s).namedIn(canonical(item)).isPresent();
    }

    private interface Action {
        Reply run() throws CookingException;
    }

    private static Reply run(Action action, Messages m) {
        try {
            Reply r = action.run();
            return r == null ? Reply.say(m.get("offer.none")) : r;
        } catch (CookingException e) {
            return Reply.say(e.getMessage());
        }
    }

    /** Acts on a match and remembers it for follow-ups; null when the match makes no sense here. */
    private Reply act(IntentMatch match, ModeSession s, Messages m) throws CookingException {
        Reply r = dispatch(match, s, m);
        if (r != null) {
            // "about" remembers what it turned out to be; "enough" keeps the thing it asked about, so a second
            // "那十克够不够" is of the same thing
            if (!match.intent().equals("about") && !match.intent().equals("enough")) {
                last.put(s.sessionDir().toString(), match);
            }
            r = r.intent() == null ? r.as(match.intent()) : r;
        }
        return r;
    }

    private Reply dispatch(IntentMatch match, ModeSession s, Messages m) throws CookingException {
        Optional<String> dish = match.slot("dish");
        if (dish.isPresent() && !namesCurrentRecipe(dish.get(), s)) {
            return null; // "现在是第几步" is no question about a dish called "现在是第"
        }
        return switch (match.intent()) {
            case "next" -> {
                Optional<Reply> planned = meal.next(s, m);
                yield planned.isPresent() ? planned.get() : kitchen.step(s, m, "next", true);
            }
            case "previous" -> kitchen.step(s, m, "previous", true);
            case "repeat" -> kitchen.step(s, m, "current", true);
            case "peek" -> kitchen.step(s, m, "peek", false);
            case "goto" -> kitchen.step(s, m, Integer.toString(whole(match, "n")), true);
            case "restart" -> kitchen.step(s, m, "1", true);
            case "goto_last" -> kitchen.step(s, m, Integer.toString(kitchen.current(s, m).steps().size()), true);
            case "step_info" -> kitchen.stepInfo(s, m, whole(match, "n"));
            case "step_last" -> kitchen.stepInfo(s, m, Integer.MAX_VALUE);
            case "step_count" -> kitchen.stepCount(s, m, false);
            case "step_left" -> kitchen.stepCount(s, m, true);
            case "step_where" -> kitchen.where(s, m);
            case "ingredients" -> kitchen.ingredients(s, m);
            case "ingredient" -> {
                String item = ASKED_HOW.matcher(WHAT_THE_COOK_HAS.matcher(AMOUNT_IN_MIND.matcher(match.slot("ingredient")
                        .orElseThrow()).replaceFirst("$1")).replaceFirst("")).replaceFirst("");
                Optional<Reply> left = timeLeftOn(item, s, m);
                yield left.isPresent() ? left.get() : aDishForSoMany(item, s) ? null : kitchen.ingredient(s, m, canonical(item));
            }
            case "about" -> about(match.slot("item").orElseThrow(), s, m);
            case "enough" -> {
                String asked = lastIngredient(s);
                yield asked == null ? null : kitchen.ingredient(s, m, canonical(asked)).as("ingredient");
            }
            case "scale" -> kitchen.scale(s, m, whole(match, "n"));
            case "scale_more", "scale_less" -> {
                int now = kitchen.state(s).servings();
                kitchen.current(s, m);
                int by = whole(match, "n");
                yield kitchen.scale(s, m, match.intent().equals("scale_more") ? now + by : Math.max(1, now - by)).as("scale");
            }
            case "scale_by" -> {
                int now = kitchen.state(s).servings();
                kitchen.current(s, m);
                yield kitchen.scale(s, m, match.slot("half").isPresent() ? Math.max(1, now / 2) : now * 2).as("scale");
            }
            case "find" -> kitchen.find(s, m, "");
            case "start", "dish", "dish_name" -> startDish(match, s, m);
            case "meal_start" -> meal.start(s, m, items(match.slot("recipes").orElseThrow()), null);
            case "meal_now" -> {
                Optional<Reply> planned = meal.now(s, m);
                yield planned.isPresent() ? planned.get() : kitchen.where(s, m);
            }
            case "search" -> search(s, m, match.slot("have").map(LocalIntents::items).orElse(List.of()),
                    match.slot("avoid").map(LocalIntents::items).orElse(List.of()));
            case "grams" -> kitchen.grams(s, m, match.slot("ingredient").map(this::canonical)
                    .orElseGet(() -> lastIngredient(s)));
            case "temperature" -> temperature(match, m);
            case "timer_set" -> timers.set(s, m, match.slot("name").orElse(null), match.duration("d").orElseThrow());
            case "timer_change" -> {
                Reply changed = timers.change(s, m, match.slot("name").orElse(null), match.duration("d").orElseThrow());
                yield changed == null ? null : changed.as("timer_set");
            }
            case "timer_left" -> timers.left(s, m, match.slot("name").orElse(null));
            case "timer_cancel" -> cancelTimer(match, s, m);
            case "timer_cancel_all" -> cancelAll(s, m);
            case "timer_list" -> timers.list(s, m);
            // "记住了没有" asks whether the cook remembered; a note holds words, not a question's tail
            case "note" -> NOT_A_NOTE.matcher(match.slot(IntentCatalog.REMARK).orElseThrow().strip()).matches() ? null
                    : kitchen.note(s, m, match.slot(IntentCatalog.REMARK).orElseThrow());
            default -> throw new IllegalStateException("intent without handler: " + match.intent());
        };
    }

    /**
     * "还有几步呢", "还有多少步咧" read as "{item}呢" about 几步: how many steps are left, not how many there are (the 还有
     * the template took is what asks it).
     */
    private static IntentMatch stillLeft(IntentMatch match, String utterance) {
        boolean left = match.intent().equals("about")
                && TextNormalizer.normalize(utterance).replace(" ", "").matches("^(?:那)?还(?:有|剩)(?:几|多少)个?步.*")
                && match.slot("item").map(i -> i.replace(" ", "").matches("(?:几|多少)个?步.*")).orElse(false);
        return left ? new IntentMatch("step_left", Map.of(), match.template(), match.score(), match.said()) : match;
    }

    /**
     * "{item}呢" / "what about {item}": the item is itself a request ("下一步呢", "第四步呢": asked again the way the
     * last question was asked), an ingredient of the recipe, or a timer's name; otherwise the model gets it.
     */
    /**
     * "馒头还剩多少", "计的那个还剩多少": how much is left of a thing a timer runs for, or of the one being timed, is its time
     * left, never an amount the recipe lacks.
     */
    private Optional<Reply> timeLeftOn(String item, ModeSession s, Messages m) throws CookingException {
        java.util.regex.Matcher left = STILL_LEFT.matcher(item.replace(" ", ""));
        List<TimerInfo> running = s.timers().list();
        if (!left.matches() || running.isEmpty()) {
            return Optional.empty();
        }
        String thing = left.group(1);
        if (THE_ONE_TIMED.matcher(thing).matches()) {
            return Optional.of(timers.left(s, m, running.size() == 1 ? running.get(0).name() : null).as("timer_left"));
        }
        Optional<TimerInfo> named = running.stream()
                .filter(t -> !thing.isEmpty() && (t.name().contains(thing) || thing.contains(t.name()))).findFirst();
        return named.isPresent() ? Optional.of(timers.left(s, m, named.get().name()).as("timer_left")) : Optional.empty();
    }

    private static final Pattern STILL_LEFT = Pattern.compile("(.*?)(?:的)?(?:还剩|还有|剩下|还剩下|还要)");
    /** The one being timed, unnamed ("计的那个", "计时的那个", "定的那个"). */
    private static final Pattern THE_ONE_TIMED = Pattern.compile("(?:计|定|计时|定时|在计|在计时)(?:的)?(?:那个|这个)?|那个计时|计时");

    private Reply about(String item, ModeSession s, Messages m) throws CookingException {
        IntentMatch previous = last.get(s.sessionDir().toString());
        Optional<IntentMatch> inner = catalog.match(item, i -> !ANSWERS.contains(i) && !i.equals("about") && !i.startsWith("dish"))
                .filter(IntentMatch::confident).filter(LocalIntents::accept);
        if (inner.isPresent()) {
            IntentMatch im = inner.get();
            if (im.intent().equals("goto") && previous != null && previous.intent().equals("step_info")) {
                im = new IntentMatch("step_info", im.slots(), im.template(), im.score(), im.said());
            }
            Reply r = dispatch(im, s, m);
            if (r != null) {
                last.put(s.sessionDir().toString(), im);
            }
            return r == null ? null : r.as(im.intent());
        }
        String name = canonical(item);
        if (kitchen.state(s).recipe() != null) {
            Recipe recipe = kitchen.current(s, m);
            if (!Ingredients.match(recipe, name).isEmpty()
                    || previous != null && previous.intent().startsWith("ingredient")) {
                Reply r = kitchen.ingredient(s, m, name).as("ingredient");
                last.put(s.sessionDir().toString(), new IntentMatch("ingredient", Map.of("ingredient", name), "{item}呢"));
                return r;
            }
        }
        for (TimerInfo t : s.timers().list()) {
            if (t.name().contains(item) || item.contains(t.name())) {
                return timers.left(s, m, t.name()).as("timer_left");
            }
        }
        return null;
    }

    /**
     * True when the words ask to cook one recipe of {@code book} clearly ("教我做红烧肉", "今晚蒸条鱼"): a confident
     * request to cook whose dish resolves to exactly one recipe. Used before the mode is on, so nothing is said or
     * stored here; the book is read only when the words are a request to cook.
     */
    boolean asksToCook(String asSaid, java.util.function.Supplier<RecipeBook> book) {
        Optional<String> choosing = choosing(asSaid, book);
        if (choosing.isEmpty()) {
            return false;
        }
        String words = choosing.get();
        // "番茄炒蛋，做两个人的量": servings said with a dish ask for it (there is nothing to scale yet)
        List<IntentMatch> counts = catalog.matchAll(words, i -> i.equals("scale"), LocalIntents::accept).stream()
                .filter(IntentMatch::confident).toList();
        if (!counts.isEmpty() && (DishMention.in(words, book.get(), true).isPresent()
                || dishBeforeCount(counts.get(0), book.get()).isPresent() || aloneBeforeTheCount(words, book.get()).isPresent())) {
            return true;
        }
        // "What can I cook with eggs and rice?", "冰箱里只剩鸡蛋和西红柿了，能做啥": asking the recipes is cooking too
        if (catalog.matchAll(words, i -> i.equals("search") || i.equals("find"), x -> accept(x) && !avoidsAnAnswer(x)).stream()
                .anyMatch(IntentMatch::confident)) {
            return true;
        }
        for (IntentMatch match : catalog.matchAll(words, i -> i.equals("start") || i.equals("dish"))) {
            Optional<String> said = match.slot("recipe");
            if (match.confident() && accept(match) && said.isPresent() && Durations.scan(said.get()).isEmpty()
                    && resolve(book.get(), said.get()) instanceof RecipeBook.Resolved.One) {
                return true;
            }
        }
        // "蒸个鱼", "炒个饭": a cooking verb and a short name that clearly is one recipe, alone or with a remark
        if (verbAndName(TextNormalizer.plain(words), book.get()).isPresent() || verbAndMeasure(words, book.get()).isPresent()) {
            return true;
        }
        // "蛋炒饭", "pancakes please" said to start the evening: a dish's whole name alone (not asked about) is the dish
        if (DishMention.alone(words, book.get()).isPresent() || DishMention.in(words, book.get()).isPresent()) {
            return true;
        }
        // "洋柿子炒鸡蛋", "可乐鸡翼五个人": the name said with a synonym of one of its words, alone or inside the request
        if (withSynonyms(words).filter(w -> DishMention.alone(w, book.get()).isPresent()
                || DishMention.in(w, book.get()).isPresent()).isPresent()) {
            return true;
        }
        // "没 有 炸 鸡 啊 那 可 乐 鸡 翅": the pauses a recogniser left as spaces are clause breaks
        String paused = homebot.skills.api.nlu.Pauses.asBreaks(words);
        return paused != null && !paused.equals(words) && DishMention.in(paused, book.get()).isPresent();
    }

    /**
     * The words as a choice of what to cook now, after an okay and with a slip of the tongue mended; empty when they
     * choose nothing now: a dish for later, a child chanting it, a timer asked for.
     */
    private Optional<String> choosing(String asSaid, java.util.function.Supplier<RecipeBook> book) {
        // "the fried rice, just for me… no wait, for two"; "Okay, egg fried rice.": the choice said after an okay
        String words = ACKNOWLEDGED.matcher(homebot.skills.api.nlu.SelfRepair.repaired(asSaid)).replaceFirst("");
        // "行 可 了 鸡 翅 整 三 个 人 的": the okay with no comma a recogniser writes, before a dish the book has
        java.util.regex.Matcher spaced = ACKNOWLEDGED_SPACED.matcher(words);
        if (spaced.lookingAt() && DishMention.in(words.substring(spaced.end()), book.get(), true).isPresent()) {
            words = words.substring(spaced.end());
        }
        if (PUT_OFF.matcher(TextNormalizer.plain(words)).find()) {
            return Optional.empty(); // "no wait, I want make pancakes after": the dish is for later
        }
        if (DishMention.chanted(asSaid, book)) {
            return Optional.empty(); // "可乐鸡翅！可乐鸡翅！": a child crying for it
        }
        return asksForATimer(words) ? Optional.empty() : Optional.of(words);
    }

    /**
     * "let's cook the fried ice for two", "我想学做番茄早蛋" with the mode off: a request to cook whose dish only sounds
     * like one of the book's is asked about, as {@link #startDish} asks in the mode; the words carried to a yes name
     * the dish as the book does and keep the rest ("Fried rice for two").
     */
    Optional<homebot.skills.api.StartGuess> guessToStart(String asSaid, java.util.function.Supplier<RecipeBook> book,
            boolean zh) {
        Optional<String> choosing = choosing(asSaid, book);
        if (choosing.isEmpty()) {
            return Optional.empty();
        }
        String words = choosing.get();
        for (IntentMatch match : catalog.matchAll(words, i -> i.equals("start") || i.equals("dish"))) {
            Optional<String> said = match.slot("recipe");
            if (!match.confident() || !accept(match) || said.isEmpty() || !Durations.scan(said.get()).isEmpty()
                    || NOT_A_NAME.matcher(TextNormalizer.plain(said.get())).find()) {
                continue;
            }
            if (resolve(book.get(), said.get()) instanceof RecipeBook.Resolved.Guess guess
                    && misheard(said.get(), guess.recipe())) {
                String name = guess.recipe().name();
                int at = words.toLowerCase(java.util.Locale.ROOT).indexOf(said.get().toLowerCase(java.util.Locale.ROOT));
                // the rest of the request (for how many, when) goes with the name; a name the words no longer hold
                // as said (the recogniser's spaces) goes alone, with the count
                String carried = at >= 0 ? words.substring(0, at) + name + words.substring(at + said.get().length())
                        : name + match.slot("n").map(n -> zh ? "，" + n + "个人" : " for " + n).orElse("");
                String question = zh ? "是要做" + name + "吗？" : "Did you mean " + name + "?";
                return Optional.of(new homebot.skills.api.StartGuess(new homebot.skills.api.LocalReply(question, true, "guess:start"), carried));
            }
        }
        return Optional.empty();
    }

    /**
     * Whether a dish said is the recipe's name misheard ("fried ice", "番茄早蛋"), worth a question with the mode off:
     * about as long as the name, and no mere part of it ("rice", "个饭": cooking rice, or a meal, is no dish misheard).
     */
    private static boolean misheard(String said, Recipe recipe) {
        String heard = REQUEST_WORDS.matcher(TextNormalizer.plain(said)).replaceFirst("")
                .replaceFirst("^(?:一个|一份|一道|一盘|一锅|个|份|道|盘|烧|炒|蒸|煲)+", "")
                .replaceFirst("^(?:the|a|an|some|my|our|da|de|di)\\s+", "").replace(" ", "").toLowerCase(java.util.Locale.ROOT);
        String name = recipe.name().replace(" ", "").toLowerCase(java.util.Locale.ROOT);
        return heard.codePointCount(0, heard.length()) * 10 >= name.codePointCount(0, name.length()) * 6
                && !name.contains(heard);
    }

    /** "洋柿子炒鸡蛋", "可乐鸡翼": a dish's whole name said with a synonym of one of its words (洋柿子 for 番茄, 鸡翼 for 鸡翅). */
    private static Optional<Recipe> aloneBySynonyms(String words, RecipeBook book) {
        return withSynonyms(words).flatMap(w -> DishMention.alone(w, book));
    }

    /** A count of who eats closing the words ("…吧，四个人吃"), as a recogniser writes it with or without its break. */
    private static final Pattern COUNT_AT_THE_END = Pattern.compile(
            "[，,\\s]*[一二两俩仨三四五六七八九十\\d]{1,2}\\s?个\\s?[人银仍]\\s?[吃食]?[吧啊呀]?$");

    /**
     * "那就红烧楼吧，四个人": the dish before the count said whole in an accent the words do not match, the way
     * {@link DishMention#alone} hears a name with its choice closed; the count is the number that eats it.
     */
    private static Optional<Recipe> aloneBeforeTheCount(String words, RecipeBook book) {
        String said = TextNormalizer.normalize(words).replace(" ", "");
        java.util.regex.Matcher count = COUNT_AT_THE_END.matcher(said);
        if (!count.find() || count.start() < 2) {
            return Optional.empty();
        }
        String named = AROUND_A_DISH.matcher(said.substring(0, count.start())).replaceAll("");
        return named.length() < 3 ? Optional.empty() : DishMention.alone(named, book);
    }

    /** "可乐鸡翼五个人": a dish named with a synonym of one of its words inside a request, read as {@link DishMention#in}. */
    private static Optional<Recipe> inBySynonyms(String words, RecipeBook book) {
        return withSynonyms(words).flatMap(w -> DishMention.in(w, book));
    }

    /** The words as the book's names write them, when a synonym changed any. */
    private static Optional<String> withSynonyms(String words) {
        // clause by clause, so the breaks stay: "可乐鸡翼吧，孩子最爱吃" is a choice, then its reason
        List<String> clauses = IntentCatalog.clauses(words).stream().map(TextNormalizer::normalize).toList();
        List<String> canonical = clauses.stream().map(CookingPhrases.CATALOG.synonyms()::apply).toList();
        return canonical.equals(clauses) ? Optional.empty() : Optional.of(String.join("，", canonical));
    }

    /** Who eats, said before the count, as people start it: openers, particles and "we" around a dish's name. */
    private static final Pattern AROUND_A_DISH = Pattern.compile(
            "^(?:ok|okay|好|那就|那|就)+|(?:我们|咱们|俺们|我家|咱家|俺家|今天|今晚|就)+$");

    /**
     * "增鱼四个人食", "洋柿子炒鸡蛋四个人吃", "蒸条鱼咯三个人恰": a count of people read as who eats ({@code people} before the count) when
     * what stands there is a dish, whole, by a synonym of its words or by a southern accent: the dish for that many.
     */
    static Optional<IntentMatch> dishBeforeCount(IntentMatch scale, RecipeBook book) {
        Optional<String> people = scale.slot("people");
        if (!scale.intent().equals("scale") || people.isEmpty() || scale.slot("n").isEmpty()) {
            return Optional.empty();
        }
        String named = AROUND_A_DISH.matcher(TextNormalizer.plain(people.get()).replace(" ", "")).replaceAll("");
        if (named.length() < 2 || NOT_A_DISH.matcher(named).find() || PERSON.matcher(named).matches()) {
            return Optional.empty();
        }
        Optional<Recipe> recipe = DishMention.alone(named, book).or(() -> aloneBySynonyms(named, book))
                .or(() -> verbAndName(named, book)).or(() -> book.namedShortByAccent(named));
        return recipe.map(r -> new IntentMatch("start", Map.of("recipe", r.name(), "n", scale.slot("n").get()),
                "{recipe}{n:number}个人"));
    }

    /**
     * "蒸个鱼，蛮简单的那种": a clause that is a cooking verb and a short name clearly one recipe, with what the cook
     * says about it in a clause of its own; a clause that negates or asks vetoes it.
     */
    private static Optional<Recipe> verbAndMeasure(String words, RecipeBook book) {
        List<String> clauses = IntentCatalog.clauses(words);
        if (clauses.stream().anyMatch(c -> VERB_AND_MEASURE_VETO.matcher(TextNormalizer.normalize(c)).find())) {
            return Optional.empty();
        }
        Optional<Recipe> fish = fishThenHow(words, book);
        if (fish.isPresent() || clauses.size() < 2) {
            return fish;
        }
        return clauses.stream().map(c -> verbAndName(TextNormalizer.plain(c), book)).flatMap(Optional::stream).findFirst();
    }

    /** A fish named, then how to cook it, said last ("买了条鲈鱼，清蒸它吧", "草鱼清蒸一下"): group 1 the way. */
    private static final Pattern FISH_THEN_HOW = Pattern.compile(
            "\\p{IsHan}{0,3}鱼[^不别没莫甭嫑覅]{0,6}?(清蒸|红烧|干烧|蒸|煎)(?:它|一下|一哈|下)?[吧嘛呗啊呀哈咯]*$");

    /**
     * "老婆买了条鲈鱼，清蒸它吧": the fish that is at home, then how the cook wants it done, is the recipe that cooks
     * fish that way (the book's 清蒸鱼 steams any fish); a way done already ("清蒸了") asks for nothing.
     */
    private static Optional<Recipe> fishThenHow(String words, RecipeBook book) {
        java.util.regex.Matcher m = FISH_THEN_HOW.matcher(TextNormalizer.normalize(words).replace(" ", ""));
        return m.find() ? clearly(book, m.group(1) + "鱼") : Optional.empty();
    }

    /**
     * "蒸个鱼", "炒个饭", "炒个翻茄炒几蛋" (plain text): a cooking verb, a measure word and a name that clearly is one
     * recipe (a whole long name as a recogniser misheard it too).
     */
    private static Optional<Recipe> verbAndName(String asPlain, RecipeBook book) {
        String plain = WHEN_FIRST.matcher(asPlain).replaceFirst(""); // "今朝夜饭蒸个鱼": when the meal is, then the request
        java.util.regex.Matcher said = VERB_AND_MEASURE.matcher(plain);
        if (!said.matches() || plain.codePointCount(0, plain.length()) > 8) {
            return Optional.empty();
        }
        Optional<Recipe> whole = clearly(book, plain);
        // a long name is heard on its own, the verb and measure word aside (a short one, 饭 of 炒个饭, says too little)
        return whole.isPresent() || said.group(1).codePointCount(0, said.group(1).length()) < 4 ? whole
                : clearly(book, said.group(1));
    }

    private static Optional<Recipe> clearly(RecipeBook book, String name) {
        return resolve(book, name) instanceof RecipeBook.Resolved.One one && one.score() >= 0.9
                ? Optional.of(one.recipe()) : Optional.empty();
    }

    private static final Pattern WHEN_FIRST = Pattern.compile(
            "^(?:今天|今朝|今儿|今日|今晚|今儿晚上|今天晚上)?(?:晚饭|夜饭|中饭|午饭|晚上|中午|夜里)?(?=[来就先我]?[炒蒸煮炖烧煎烤焖做])");

    /** A Chinese word of negation, one character ("不", "别", "莫", Shaanxi 嫑, Wu 覅, northern 甭). */
    private static final String ZH_NEGATION = "[不别没莫" + TextNormalizer.DONT_CHARS + "]";
    private static final Pattern VERB_AND_MEASURE_VETO = Pattern.compile(ZH_NEGATION + "|吗|么|[?？]|昨天|上次|明天|下次|改天");

    /**
     * "霉干菜焖肉会做伐", "锅包肉你会做不": one clause, a short name that is no sentence ("家里有剩米饭能", "帮下手",
     * "沙茶面里"), and besides it a verb of cooking or the word recipe.
     */
    private static boolean askedOutright(String asSaid, String said) {
        String words = LEADING_GO_AHEAD.matcher(asSaid).replaceFirst(""); // "go on, do me a shepherd's pie": one request
        String dish = TextNormalizer.plain(said);
        boolean chinese = Languages.isChinese(dish);
        if (IntentCatalog.clauses(words).size() != 1
                || (chinese ? dish.codePointCount(0, dish.length()) > 6 || SENTENCE_WORD.matcher(dish).find()
                        : dish.split("\\s+").length > 4)) {
            return false;
        }
        String around = TextNormalizer.plain(words).replace(dish, "");
        return COOKED_OUTRIGHT.matcher(around).find()
                || CAN_YOU_DO.matcher(around).matches() && !NOT_COOKED.matcher(dish).find();
    }

    /**
     * "can you do kippers", Scots "can ye dae stovies", "can we do Welsh cakes?": do, asked with nothing but the dish
     * after it (the opener "can you" is read off first), is asked to cook it ("can we have…" asks the family as often).
     */
    private static final Pattern CAN_YOU_DO = Pattern.compile("(?i)^\\s*(?:(?:can|could|shall) (?:you|ya|ye|yeh|we) )?(?:do|dae)\\s+$");
    /** What else is done ("can you do the dishes", "do my homework"): one's own or the house's, never a dish asked for. */
    private static final Pattern NOT_COOKED = Pattern.compile("(?i)^(?:the|my|your|our|his|her|their|me|us|it|that|this|"
            + "a favou?r)\\b|\\b(?:dishes|washing|laundry|homework|hoovering|ironing|shopping|bins|school run|lift|job|jobs|"
            + "hair|nails|timer|step|steps)\\b");

    private static final Pattern LEADING_GO_AHEAD = Pattern.compile(
            "^\\s*(?i:(?:aye|yeah|yes|ok|okay)[\\s,，]+)?(?i:go on(?: then)?|right|ok|okay|so|well|alright|now|好|好了|行|那)\\s*[,，]\\s*(?=\\S)");
    private static final Pattern COOKED_OUTRIGHT = Pattern.compile(
            "[做烧煮炒蒸炖焖煎烤整弄搞包教]|菜谱|做法|(?i)\\b(?:make|cook|recipe|teach|start|begin)\\b"
                    // "let's do an ormer casserole", "do us a chippy curry": do, said of a dish to be made
                    + "|(?i)\\blet'?s (?:do|have)\\b|(?i)^(?:(?:go on|right|ok|okay) )?do (?:us|me)\\b");
    /** Words a dish's name never holds but a sentence caught in the slot does: having, being able, helping, places. */
    private static final Pattern SENTENCE_WORD = Pattern.compile("[有能会帮里在是给把要想吃天]");

    /** Whether the words say no length, or only the one offered. */
    private static boolean saysNoOtherLength(String utterance, long offeredSeconds) {
        return Durations.scan(TextNormalizer.plain(utterance)).stream()
                .allMatch(d -> d.total().toSeconds() == offeredSeconds);
    }

    /** "帮我做个三分钟的计时" is a timer, whatever "做个…" looks like: no request to cook. */
    private boolean asksForATimer(String words) {
        return catalog.matchAll(words, i -> i.startsWith("timer_")).stream().anyMatch(IntentMatch::confident);
    }

    /**
     * "教我做宫保鸡丁", "can you show me how to make lasagna" before the mode is on: a confident request to cook a dish
     * that no recipe of {@code book} is, nor sounds like; the answer names the closest ones the book has.
     * {@code outright}: only a request made with a cooking verb or for a recipe ("汽锅鸡格会整"), since no wish to
     * cook was heard around it ("你有时间吗" asks for no dish).
     */
    Optional<Reply> lacksTheDish(String asSaid, java.util.function.Supplier<RecipeBook> book, String languageTag,
            boolean outright) {
        String words = homebot.skills.api.nlu.SelfRepair.repaired(asSaid);
        if (asksForATimer(words) || PUT_OFF.matcher(TextNormalizer.plain(words)).find()) {
            return Optional.empty(); // (a dish wished for later is no dish to say the book lacks now)
        }
        // the whole, then clause by clause: "我想做个地锅鸡，你教教我" reads as "{recipe}你教教我" with the wish caught in
        // the slot, and the first clause alone names the dish
        List<String> clauses = IntentCatalog.clauses(words);
        List<IntentMatch> readings = new java.util.ArrayList<>(catalog.matchAll(words, "start"::equals));
        // "炒个回锅肉吧": the dish's own verb and a measure word, read by its words only (by sound "讲个笑话" is 煎个…)
        java.util.regex.Matcher own = OWN_VERB_AND_DISH.matcher(TextNormalizer.plain(words).replace(" ", ""));
        if (own.matches()) {
            readings.add(new IntentMatch("start", Map.of("recipe", own.group(1)), "(炒|蒸)个{recipe}"));
        }
        if (clauses.size() > 1 && !outright) {
            clauses.forEach(c -> readings.addAll(catalog.matchAll(c, "start"::equals)));
        }
        for (IntentMatch match : readings) {
            Optional<String> said = match.slot("recipe");
            if (!match.confident() || !accept(match) || said.isEmpty() || match.template().contains(ADDS_A_DISH)
                    || !Durations.scan(said.get()).isEmpty() || !couldBeADish(said.get()) || outright && !askedOutright(words, said.get())) {
                continue;
            }
            RecipeBook b = book.get();
            if (!(resolve(b, said.get()) instanceof RecipeBook.Resolved.None) || DishMention.in(words, b, true).isPresent()) {
                return Optional.empty(); // one the book has, or may have: the mode is entered or proposed for it
            }
            Messages m = Languages.isChinese(words) || !Languages.hasLatin(words) && !"en-US".equals(languageTag)
                    ? Messages.chinese() : Messages.english();
            // "chicken rice can or not": a question tag is no part of the dish's name
            String dish = withoutMeasure(TextNormalizer.plainKeepCase(said.get()).strip());
            return Optional.of(Reply.say(m.get("unknown.recipe", "query", dish, "names", m.list(b.closest(dish, 3))))
                    .as("start"));
        }
        return Optional.empty();
    }

    /**
     * The start template of a dish added to the meal ("再加个清蒸鱼"): read for a dish the book has, never as one it lacks
     * ("再加个鸡蛋" adds an egg to the pan).
     */
    private static final String ADDS_A_DISH = "(再|还)(加|添)";

    /** What opens a follow-up on the dish the book lacked ("Fair enough. What …", "Oh, what …"), any of them. */
    private static final String FOLLOW_UP_OPENERS = "(?i)(?:(?:fair enough|aw nah|nah|ah no|oh no|oh|ok|okay|right|well|so) )*";

    /** "你会做哪样", "你都能整些啥", "what can you make": what homebot makes, asked of it. */
    private static final Pattern WHAT_YOU_MAKE = Pattern.compile(
            "(?:那|噉|咁)?(?:你|您|恁|侬|里)(?:都|还|到底|阿么)?(?:会|能|可以)(?:做|整|弄|搞|烧|煮)(?:些|点|一些)?"
                    + "(?:什么|啥|哪样|哪些|么子|么事|撒|甚|啥子|些啥)(?:菜|吃的)?"
                    + "|(?i)(?:so |then |well |ok |okay )?what (?:can|do|could) (?:you|ya|ye) (?:make|cook)(?: then)?"
                    // "Fair enough. What can you do, then?": the then follows up on the dish the book lacked (said
                    // alone, what homebot can do is asked, which help answers)
                    + "|" + FOLLOW_UP_OPENERS + "what (?:else )?(?:can|could|do) (?:you|ya|ye|yer|yuh) do(?: for me)? then"
                    // "What have you got, so?", "那你有啥": what the book holds instead, asked as what homebot has
                    + "|" + FOLLOW_UP_OPENERS + "what (?:else )?(?:have|do) (?:you|ya|ye) got(?: then)?"
                    + "|(?:那|噉|咁)?(?:你|您|恁|侬)(?:都|还)?有(?:些)?(?:什么|啥|哪样|哪些|么子|撒|甚|啥子)(?:菜|吃的)?");

    /** Whether the words end by asking what homebot makes ("Fair enough. What can you do, then?"), from any clause on. */
    private static boolean asksWhatYouMake(String utterance) {
        List<String> clauses = IntentCatalog.clauses(utterance);
        for (int i = 0; i < clauses.size(); i++) {
            String rest = String.join(" ", clauses.subList(i, clauses.size()));
            // as said too: the plain form drops the closing then that makes "what can you do" a follow-up
            if (WHAT_YOU_MAKE.matcher(TextNormalizer.plain(rest)).matches()
                    || WHAT_YOU_MAKE.matcher(TextNormalizer.normalize(rest).replaceAll("[,.!?，。！？]", " ").replaceAll("\\s+", " ").strip()).matches()) {
                return true;
            }
        }
        return false;
    }

    /** Whether the last thing said in this session was that the book lacks the dish asked for. */
    private static boolean lackedTheDishJustNow(ModeSession s) {
        List<homebot.skills.api.TurnRecord> turns = s.turns();
        if (turns.isEmpty() || turns.get(turns.size() - 1).assistant() == null) {
            return false;
        }
        String said = turns.get(turns.size() - 1).assistant();
        return said.startsWith(LACKS_ZH) || said.startsWith(LACKS_EN);
    }

    private static final String LACKS_ZH = Messages.chinese().get("unknown.recipe", "query", "\u0000", "names", "")
            .split("\u0000")[0];
    private static final String LACKS_EN = Messages.english().get("unknown.recipe", "query", "\u0000", "names", "")
            .split("\u0000")[0];

    /**
     * "no okay the pancakes", "No haggis? …": a search for dishes without something that is itself one of the book's
     * dishes is no search; the words choose or refuse a dish, and the dish readings decide.
     */
    private static boolean avoidsADish(IntentMatch x, RecipeBook book) {
        return x.intent().equals("search") && x.slot("avoid")
                .map(a -> book.namedIn(TextNormalizer.plain(a)).isPresent()).orElse(false);
    }

    /**
     * "no no", "no, leave it", "no, it's OK", "no sank you": a no said with what it refuses is an answer, never a search
     * for dishes without "no" or "leave it" (which listed recipes and, with the mode off, switched it on).
     */
    private static final Pattern SOMEONE_DOING = Pattern.compile("(?i)^(?:i|i'll|ill|i will|we|we'll|you|it|it's|its)\\s");

    private static boolean avoidsAnAnswer(IntentMatch x) {
        return x.intent().equals("search") && x.slot("have").isEmpty() && x.slot("avoid")
                // the search's own words as an answer, not the whole turn: "No cawl? …, that garlic spaghetti" still chooses
                .map(a -> Answers.of(a).isPresent() || Answers.of("no " + a).isPresent()
                        // "no, I watch it by myself": someone doing something is no food to leave out
                        || SOMEONE_DOING.matcher(a).find()).orElse(false);
    }

    /** A loose reading of a dish ({@code dish}, not a request to cook) whose words name no recipe of the book. */
    private static boolean namesNoRecipe(IntentMatch x, RecipeBook book) {
        // a request to cook whose dish is no dish at all ("那做三个人的，我爷也要吃" read as a dish "我爷也要吃") would
        // act on nothing: unusable, so the clauses are read on their own
        return (x.intent().equals("dish") || x.intent().equals("start") && x.slot("recipe").map(r -> !couldBeADish(r)).orElse(false))
                && x.slot("recipe").map(r -> resolve(book, r) instanceof RecipeBook.Resolved.None).orElse(false);
    }

    /**
     * A dish as said ("还是做个鸡蛋炒饭吧", "今晚蒸条鱼", "let's do pancakes instead"): one recipe it clearly means
     * starts; a plausible one is asked about with the best guess (a yes starts it); none gets the short "I don't
     * have it, I have …" for a request to cook ({@code start}), while a loose sentence ({@code dish}: a time word,
     * "instead", a bare name) that names no recipe, or names the dish or an ingredient already being cooked, is
     * left to others.
     */
    private static RecipeBook.Resolved resolve(RecipeBook book, String said) {
        RecipeBook.Resolved r = book.resolve(said);
        if (!(r instanceof RecipeBook.Resolved.One)) {
            // "做红烧肉好不好", "教教我红烧肉怎么弄", "还是做清真鱼吧", "煮翻茄炒蛋": a question tag, a final particle or a
            // request verb is no part of the name (and without it a guess may become the one dish meant)
            // (and the wish said after the dish, as a Korean or Japanese speaker orders it: "清蒸鱼想做")
            RecipeBook.Resolved cleaned = book.resolve(WISH_AFTER.matcher(REQUEST_WORDS.matcher(TextNormalizer.plain(said))
                    .replaceFirst("")).replaceFirst(""));
            r = cleaned instanceof RecipeBook.Resolved.One || r instanceof RecipeBook.Resolved.None ? cleaned : r;
        }
        if (!(r instanceof RecipeBook.Resolved.One)) {
            // "I'd like to make 可乐鸡翅 tonight", "fried rice for the four of us": when, or for how many, it is
            // asked for is no part of the name
            String bare = said.replaceFirst("(?i)\\s*(?<![a-z])(?:tonight|today|this evening|this morning|this afternoon|for dinner|for lunch|for breakfast|for tea|please|now|instead|then"
                    + "|for (?:the |all )?(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)(?: of us| people| persons)?)$", "");
            RecipeBook.Resolved trimmed = bare.equals(said) ? r : book.resolve(bare);
            r = trimmed instanceof RecipeBook.Resolved.One || r instanceof RecipeBook.Resolved.None ? trimmed : r;
        }
        if (!(r instanceof RecipeBook.Resolved.One) && !Languages.isChinese(said)) {
            // "hotcakes for merienda", "fried rice for the lunchbox": what it is for is no part of the name, when the
            // words before it are one of the book's dishes
            java.util.regex.Matcher forWhat = FOR_WHAT.matcher(said);
            if (forWhat.find() && book.resolve(said.substring(0, forWhat.start())) instanceof RecipeBook.Resolved.One one) {
                r = one;
            }
        }
        if (!(r instanceof RecipeBook.Resolved.One sure) || sure.score() < 0.9) {
            // "清蒸桂鱼", "蒸武昌鱼": a fish of another kind cooked the way a recipe cooks fish is that recipe (the book's
            // 清蒸鱼 steams any fish); "炸鲫鱼" finds none that fries one
            java.util.regex.Matcher fish = FISH_OF_A_KIND.matcher(TextNormalizer.plain(said).replace(" ", ""));
            if (fish.matches() && book.resolve(fish.group(1) + "鱼") instanceof RecipeBook.Resolved.One one) {
                r = one;
            }
        }
        if (r instanceof RecipeBook.Resolved.None) {
            // "做红烧肉招待客人": the dish's whole name, then what it is for; but "番茄炒蛋汤" and "pancake soup" are
            // other dishes
            Optional<RecipeBook.Named> named = book.namedIn(said);
            if (named.isPresent() && named.get().at() == 0 && Languages.isChinese(said)
                    && !OTHER_DISH.matcher(named.get().after(said)).lookingAt()) {
                r = new RecipeBook.Resolved.One(named.get().recipe(), 0.9);
            }
        }
        return r;
    }

    private static final java.util.regex.Pattern FOR_WHAT = java.util.regex.Pattern.compile("(?i)\\s+for\\s+\\S.*$");
    /** The way a fish is cooked, then a measure word: group 1 the way. */
    private static final String FISH_WAY = "((?:清|红|干|香|糖醋|酱)?[蒸烧煎炖煮焖])(?:个|条|一条|只|一只|尾|一尾)?";
    /** A fish of a kind the book does not name, cooked one way ("清蒸桂鱼", "蒸条武昌鱼"): the way, and the fish. */
    private static final Pattern FISH_OF_A_KIND = Pattern.compile("^" + FISH_WAY + "\\p{IsHan}{1,4}?鱼$");
    /** The way a fish is cooked, said before it ("蒸个武昌鱼"): group 1 the way, group 2 the fish. */
    private static final Pattern FISH_COOKED = Pattern.compile(FISH_WAY + "(\\p{IsHan}{1,4}?鱼)");

    /** A request to cook whose dish is in no recipe: it answers "I don't have X" only if nothing else fits. */
    private boolean namesNoRecipe(IntentMatch match, ModeSession s) {
        return match.intent().equals("start") && match.slot("recipe")
                .map(said -> resolve(kitchen.book(s), said) instanceof RecipeBook.Resolved.None).orElse(false);
    }

    /** The dish's own verb and a measure word, then its name ("炒个回锅肉吧", "那就蒸个鸡蛋羹"): group 1 the name. */
    private static final Pattern OWN_VERB_AND_DISH = Pattern.compile(
            "^(?:我们|咱们|那|那就)?(?:就|再)?(?:来)?(?:炒|蒸|烧)(?:个|一个|一盘|一道)(\\p{IsHan}{2,6}?)[吧嘛呗咯啦]?$");

    /** A step let go by its number or as this one ("第一步不用了", "这步跳过"). */
    private static final Pattern STEP_SKIPPED = Pattern.compile(
            "(?:第[一二两三四五六七八九十\\d]{1,2}步|这一?步|这个步骤)(?:就|先)?(?:不用|不要|跳过|免了|省了|不做)了?");

    /** A dish wished for later, said last ("i want make pancakes after", "let's do fried rice tomorrow"): not now. */
    private static final Pattern PUT_OFF = Pattern.compile(
            "(?<![a-z'])(?:later(?: on)?|afterwards|after|tomorrow|next time|another time|some other time|another day)\\W*$",
            Pattern.CASE_INSENSITIVE);

    private Reply startDish(IntentMatch match, ModeSession s, Messages m) throws CookingException {
        String said = match.slot("recipe").orElseThrow();
        if (PUT_OFF.matcher(said).find() || PUT_OFF.matcher(match.said()).find()) {
            return null;
        }
        Integer people = match.slot("n").isEmpty() ? null : whole(match, "n");
        boolean bare = match.intent().equals("dish_name");
        boolean loose = bare || match.intent().equals("dish");
        RecipeBook book = kitchen.book(s);
        RecipeBook.Resolved r = resolve(book, said);
        String current = kitchen.state(s).recipe();
        // (nor is it the dish being cooked guessed from it: "再来个鸡蛋" in the 番茄炒蛋 is one more egg)
        boolean guessesCurrent = r instanceof RecipeBook.Resolved.Guess g && g.recipe().name().equals(current);
        if (match.template().contains(ADDS_A_DISH) && !(r instanceof RecipeBook.Resolved.One)) {
            return null; // "再加个土豆": something added to the pan, no dish the book lacks (nor one to guess at)
        }
        if (current != null && !loose && (r instanceof RecipeBook.Resolved.None || guessesCurrent)
                && book.find(current).map(c -> c.ingredients().stream()
                        .anyMatch(i -> i.name().equals(said) || i.aliases().contains(said))).orElse(false)) {
            return null; // "炒个鸡蛋" in the 番茄炒蛋: a step's own words about its ingredient, no dish the book lacks
        }
        if (loose && current != null) {
            Optional<Recipe> cooking = book.find(current);
            boolean same = r instanceof RecipeBook.Resolved.One one && one.recipe().name().equals(current);
            if (same || cooking.isPresent() && !Ingredients.match(cooking.get(), said).isEmpty()) {
                return null;
            }
        }
        if (bare && r instanceof RecipeBook.Resolved.One one && one.score() < 0.9) {
            if (!COOKING_VERB.matcher(said).find()) {
                return null; // "番茄" alone is a word about food, not a request for 番茄炒蛋; "炒个饭" is one
            }
            // a name alone that only sounds like one ("番茄炒到") is asked about, not started; with a request verb it acts
            r = heardAs(said, one.recipe()) ? new RecipeBook.Resolved.Guess(one.recipe()) : r;
        }
        if (r instanceof RecipeBook.Resolved.One one && one.recipe().name().equals(current) && people == null
                && kitchen.state(s).step() > 1 && !ONCE_MORE.matcher(match.said() + " " + said).find()) {
            // "今天吃红烧肉" halfway through the 红烧肉: the cook's place is kept and said, never lost to step one
            return kitchen.where(s, m).as("step_where");
        }
        if (r instanceof RecipeBook.Resolved.One one) {
            meal.clear(s);
            return kitchen.start(s, m, one.recipe().name(), people, true).as("start");
        }
        // ("我们准备弄饭了": cooking itself, a meal, is no dish to guess at)
        if (r instanceof RecipeBook.Resolved.Guess guess && (!bare || heardAs(said, guess.recipe()))
                && !NOT_A_NAME.matcher(TextNormalizer.plain(said)).find()) {
            Map<String, String> slots = new java.util.HashMap<>(match.slots());
            slots.put("recipe", guess.recipe().name());
            String name = guess.recipe().name();
            guesses.put(s.sessionDir().toString(), new IntentMatch("start", slots, match.template(), 0.7, name));
            return new Reply(m.isChinese() ? "是要做" + name + "吗？" : "Did you mean " + name + "?", true, "guess:start");
        }
        if (loose || !couldBeADish(said)) {
            return null;
        }
        return kitchen.start(s, m, withoutMeasure(said), people, true);
    }

    /** "教我整个水煮鱼嘛": the book lacks 水煮鱼, not "个水煮鱼". */
    private static String withoutMeasure(String dish) {
        return MEASURE_BEFORE_A_DISH.matcher(dish).replaceFirst("");
    }

    private static final Pattern MEASURE_BEFORE_A_DISH = Pattern.compile("^(?:一个|一份|一道|一盘|一锅|个|份|道|盘)(?=\\p{IsHan}{2})");

    /**
     * A dish's name said alone but misheard ("番茄炒到" for 番茄炒蛋): as long as the name and with a cooking verb in it,
     * worth one question; a word about food ("番茄") is not.
     */
    private static boolean heardAs(String said, Recipe recipe) {
        String plain = TextNormalizer.plain(said);
        return COOKING_VERB.matcher(plain).find() && Languages.isChinese(plain)
                && plain.codePointCount(0, plain.length()) >= recipe.name().codePointCount(0, recipe.name().length());
    }

    /**
     * The step the cook is on, asked to be read again by its number ("再念一遍第四步" on step four): a repeat; a
     * question about it ("第四步怎么弄来着", "what is step four again") stays a question.
     */
    private IntentMatch readAgain(IntentMatch match, String utterance, ModeSession s) {
        boolean again = match.intent().equals("step_info") && match.slot("n").isPresent()
                && READ_AGAIN.matcher(TextNormalizer.plain(utterance)).find();
        return again && whole(match, "n") == kitchen.state(s).step()
                ? new IntentMatch("repeat", Map.of(), match.template(), match.score(), match.said()) : match;
    }

    /** Words that ask for the timing itself ("计上", "time it"), not words about time ("时间到了"). */
    private static final Pattern TIME_IT = Pattern.compile(
            "计(?:上|时|一下|吧|起)|定(?:上|时|一下)|掐|(?i)(?<![a-z])(?:time it|set it|start it|timer)(?![a-z])");
    /** A negation anywhere ("我不 要计时"): never a change of mind towards a timer. */
    private static final Pattern NEGATED = Pattern.compile(ZH_NEGATION + "|(?i)(?<![a-z])(?:no|not|don't|dont|never|nope|nah)(?![a-z])");
    /** Words asking homebot to stop talking, which no step move may swallow. */
    private static final Pattern STOP_SAID = Pattern.compile(
            "先停|停一下|停下|(?:别|不要|莫|免)再?(?:说|念|讲|读|港)话?(?:了|哒|啦|喇|咯|$)|收声|(?i)(?<![a-z])(?:that's|thats|that is) enough(?![a-z])|(?i)(?<![a-z])stop (?:talking|reading|there)(?![a-z])");
    private static final Pattern NOT_A_NOTE = Pattern.compile("了?(?:没有|没|吗|么|不|吧|呢)?[？?]?");

    /** Words that ask for a step to be read out again, not asked about. */
    private static final Pattern READ_AGAIN = Pattern.compile(
            "再(说|讲|念|读)|复述|重复|(?i)^(?:(?:please|can you|could you|ok|okay) )*(?:read|say|repeat)(?![a-z]).*(?<![a-z])again(?![a-z])");

    /** A word that, after a dish's name, makes another dish of it ("番茄炒蛋面", "…汤", "…饼"). */
    private static final Pattern ANOTHER_DISH_AFTER = Pattern.compile("[汤面饭粥饼羹锅包卷丸片丝块条酱]");
    /** The same, or any Latin word after a Chinese name ("红烧肉 burger"). */
    private static final Pattern OTHER_DISH = Pattern.compile(ANOTHER_DISH_AFTER.pattern() + "|\\p{IsLatin}");
    /** What makes another dish of an English name ("pancake soup"); "for four" does not. */
    private static final Pattern ANOTHER_DISH_WORD = Pattern.compile(
            "(?i)(?<![a-z])(?:soup|salad|sandwich|pie|cake|bread|stew|curry|noodles?|pizza|burger|wrap|rolls?|omelet(?:te)?)(?![a-z])");

    /** Words that ask for a recipe, caught by a template's {recipe} slot in front of the name. */
    private static final java.util.regex.Pattern REQUEST_WORDS = java.util.regex.Pattern.compile(
            "^(?:教教我|教我|给我说说|跟我说说|给我讲讲|说说|讲讲|(?:(?:给|跟)我)?(?:说|讲)(?=个|一下)|告诉我|帮我|给我|我想|我要|想|要|学|做|煮|弄|整|搞|一下|个)+");

    private static final java.util.regex.Pattern WISH_AFTER = java.util.regex.Pattern.compile(
            "(?<=\\p{IsHan}{2})(?:我)?(?:想|要|打算|准备)(?:做|吃|学|试试|弄|煮)$");

    /** What "我做{recipe}" catches in "我做好了", "我们做完啦": words of finishing or of nothing, never a dish. */
    private static final java.util.regex.Pattern NO_DISH = java.util.regex.Pattern.compile(
            "(?:好|完|了|啦|事|完事|饭|菜|东西|什么|啥|它|这个|那个|一下|一点)+"
                    // "弄两个菜", "做几道菜": a count of dishes, none named
                    + "|(?:[一二两三四五六七八九十几0-9]+|好几)[个道盘样碗份](?:菜|饭|东西|吃的|好吃的|小菜|硬菜)");

    /** "有没有宫保鸡丁的做法" asks whether there is one; that is no request to cook a dish called "有没有…". */
    private static final java.util.regex.Pattern QUESTION = java.util.regex.Pattern.compile(
            "有没有|有什么|什么|哪些|哪个|怎么|吗$|是|好用|\\b(?:any|which|what|whats|what's|who|whos|who's|how|where|when|why|do you have|have you got|is there|are there)\\b");

    /** A name worth "I don't have X" (never 好, 完了, 饭). */
    static boolean couldBeADish(String said) {
        String t = TextNormalizer.plain(said);
        boolean chinese = Languages.isChinese(t);
        // "做饭魔式好麻烦哦一直在说": a name longer than any dish's is a sentence that began with 做, not a dish we lack
        boolean dishLong = chinese ? t.codePointCount(0, t.length()) <= LONGEST_DISH_CHARS
                : t.split("\\s+").length <= LONGEST_DISH_WORDS;
        return t.codePointCount(0, t.length()) >= 2 && dishLong && !NO_DISH.matcher(t).matches() && !QUESTION.matcher(t).find()
                && !A_MEAL.matcher(t).find() && !NO_DISH_EN.matcher(t).matches() && !NOT_A_NAME.matcher(t).find();
    }

    /**
     * "我爷也要吃" (a clause about who eats, caught after "做三个人的"), "two portions", "them fluffier", "这葱段" (this
     * thing at hand): words that are a person, a pronoun, a thing pointed at or a count of helpings, never a dish's name.
     */
    private static final java.util.regex.Pattern NOT_A_NAME = java.util.regex.Pattern.compile(
            "^(?:我|你|他|她|咱|俺|额|它|就|这|" + TextNormalizer.KIN + ")|也要|要吃|(?i)^(?:them|it|this|that|these|those|him|her|us|me)\\b|"
                    // the particle of a phrasal verb ("cook up some rice", "whip up something"): no dish begins with it
                    + "(?i)^(?:up|out|down)\\s|"
                    // someone asked for help or doing something ("饭恁帮俺瞅着点", "小王在减肥"), cooking itself said with
                    // the Hubei and Hunan 恰 (eat: "搞饭恰了", "搞完哒恰换哒")
                    + "(?<=.)(?:(?<!迷)你|[恁俺]|帮[我俺哈下忙])|\\p{IsHan}在\\p{IsHan}|^饭(?![团卷包])|^完|"
                    // whether there is enough ("一盘不够吃哦再炒一盘嘛"): another plate, never a dish of that name
                    + "不够|够不够|够吃|"
                    // Cantonese 返 after the verb ("整返个菜": make a dish, again): no dish begins with it
                    + "^返|"
                    // an ingredient used instead ("拿酱油整得不得", "冒可乐啦用雪碧得唔得"): a swap, never a dish
                    + "^拿|用\\p{IsHan}|"
                    // who else is coming ("老李他兄弟也来", "娃他舅舅一家都来"): guests, told with the count of people
                    + "(?:也|都|还|要|会)来(?:咧|了|嘞|啦)?$|"
                    // "make a note, …": a note is no dish; nor is cooking itself ("整饭整饭开四整饭", "…开始烧饭"), nor a
                    // meal (Jin and the northwest 茶饭, 硬菜)
                    + "(?i)^(?:a |the )?notes?$|(?:做|烧|煮|整|弄)饭|茶饭|硬菜|大菜|开始|(?i)^(?:by|with|at|in|on|from|to|into|onto)\\s|(?i)^(?:\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve)\\s+"
                    + "(?:portions?|servings?|helpings?|people|persons)$"
                    // "got put chili padi or not": what is done with an ingredient, never a dish's first word
                    + "|(?i)^(?:put|add|use|need|buy|get|have|throw|chuck|pour|cut|chop)\\s"
                    // and in Chinese ("放点酸嘢进去得不得": something sour put in, is that all right)
                    + "|^(?:放|加|搁|倒|撒|掺)(?:点|些|一点|一些|几)|(?:进去|下去|进锅)$"
                    // Hainanese and Cantonese 无, 冇, 未 closing a yes-no question ("要煲汤无？": shall we make soup?)
                    + "|(?<=\\p{IsHan})(?:无|冇|未)$"
                    // "阿公火麻汤还有冇" asks whether any is left: no dish ends with 还
                    + "|(?<=\\p{IsHan})还$");

    /** "一顿像样的饭菜", "点吃的": a meal or something to eat, not a dish the book could have. */
    private static final java.util.regex.Pattern A_MEAL = java.util.regex.Pattern.compile(
            "^(?:[一两几]?(?:顿|桌|餐)|点|些|快点|快|赶紧|赶快|慢点)|的(?:饭菜|饭|菜|晚饭|午饭|早饭|晚餐|午餐|早餐|吃的|东西)$"
                    // a meal by its time of day, as places name it ("夜饭", "中饭", "晏昼饭", "宵夜")
                    + "|^(?:晚|午|早|夜|中|晏|晏昼|宵)(?:饭|餐)$|^(?:夜宵|宵夜|早点)$");

    /** "let's cook tonight", "lets cook mate": when, with whom or how, not what. */
    private static final java.util.regex.Pattern NO_DISH_EN = java.util.regex.Pattern.compile(
            "(?:\\s*\\b(?:now|tonight|today|lah|la|mate|mates|guys|kids|love|dear|then|please|again|together|first|later|quickly"
                    + "|quick|fast|too|also|only|instead|properly|cooking|it|that|this|something|anything|dinner|lunch|breakfast|supper"
                    + "|tea|food|a meal|some food|for us|for me|for the family|for everyone|a favour|a favor|favour|favor"
                    // "were gonna make the tea so we are": the meal with its article, and Ulster's "so we are"
                    + "|the|our|so we are|so i am|so it is)\\b)+",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    /** The longest dish name a cook says: 鱼香肉丝盖浇饭, 西红柿鸡蛋打卤面; "chicken tikka masala with pilau rice". */
    private static final int LONGEST_DISH_CHARS = 8;
    private static final int LONGEST_DISH_WORDS = 6;

    /** "红烧肉和米饭", "rice and the braise": the names a list slot holds. */
    static List<String> items(String slot) {
        return java.util.Arrays.stream(slot.split("\\s*(?:和|跟|与|还有|以及|、|，|,|;|/|\\band\\b|\\bplus\\b|\\bor\\b|或者|或)\\s*"))
                .map(w -> w.strip().replaceFirst("(?i)^(?:(?:the|some|a|an|my|a couple of|a few|a bit of|a little|a little bit of"
                        + "|half a|leftover|left over|\\d+|one|two|three|four|five|six)\\s+)+", "")
                        .replaceFirst("^(?:一些|一点|点|些|几个|一个|两个|三个|几|半个)", "").replaceAll("[的]$", "")
                        // "we're making pancakes this morning": when is no part of the dish
                        .replaceFirst("(?i)\\s+(?:tonight|today|now|this (?:morning|afternoon|evening)|for (?:dinner|lunch|breakfast|tea))$", ""))
                .filter(w -> !w.isBlank()).toList();
    }

    private Reply search(ModeSession s, Messages m, List<String> have, List<String> avoid) {
        List<String> haveCanon = have.stream().map(this::canonical).toList();
        List<String> avoidCanon = avoid.stream().map(this::canonical).toList();
        List<IngredientSearch.Hit> hits = search.search(kitchen.book(s).recipes(), haveCanon, avoidCanon);
        if (hits.isEmpty()) {
            return Reply.say(m.get("search.none"));
        }
        List<String> names = hits.stream().limit(3).map(h -> h.recipe().name()).toList();
        return Reply.say(m.get("search.found", "names", m.list(names)));
    }

    private String lastIngredient(ModeSession s) {
        IntentMatch previous = last.get(s.sessionDir().toString());
        return previous == null ? null : previous.slot("ingredient").orElse(null);
    }

    private static Reply temperature(IntentMatch match, Messages m) {
        double t = Numbers.parse(match.slot("t").orElseThrow()).orElseThrow();
        String said = match.said().toLowerCase(java.util.Locale.ROOT);
        boolean fromF = said.contains("华氏") && said.indexOf("华氏") < said.indexOf("是多少")
                || said.matches(".*(fahrenheit|\\bf\\b).*\\bin\\s+(celsius|c)\\b.*");
        double to = fromF ? Units.fahrenheitToCelsius(t) : Units.celsiusToFahrenheit(t);
        return Reply.say(m.get(fromF ? "temp.f2c" : "temp.c2f", "from", Numbers.plain(t),
                "to", Long.toString(Math.round(to))));
    }

    private boolean namesCurrentRecipe(String dish, ModeSession s) {
        String current = kitchen.state(s).recipe();
        return current != null && kitchen.book(s).find(dish).map(r -> r.name().equals(current)).orElse(false);
    }

    /** "取消八分钟那个" by its length, otherwise by its name (or the only one). */
    private Reply cancelTimer(IntentMatch match, ModeSession s, Messages m) throws CookingException {
        Optional<java.time.Duration> length = match.slot("d").flatMap(Durations::parse);
        return length.isPresent() ? timers.cancel(s, m, length.get()) : timers.cancel(s, m, match.slot("name").orElse(null));
    }

    private Reply cancelAll(ModeSession s, Messages m) throws CookingException {
        List<TimerInfo> all = s.timers().list();
        if (all.isEmpty()) {
            return Reply.say(m.get("timer.none"));
        }
        for (TimerInfo t : all) {
            s.timers().cancel(t.name());
        }
        return Reply.say(m.get("timer.cancelled.all", "count", m.count(all.size())));
    }

    private String canonical(String word) {
        return catalog.synonyms().canonical(word);
    }

    /**
     * What the recogniser should try first in this session: the phrase file's sentences in the session's language,
     * slots filled from the context (the recipes' names, the current recipe's ingredients, small numbers, common
     * durations). Cached per recipe, since the audio thread asks every time the mic opens.
     */
    List<String> grammar(ModeSession s) {
        boolean zh = !"en-US".equals(s.language());
        CookingState st = kitchen.state(s);
        String key = (zh ? "zh:" : "en:") + st.recipe();
        return grammars.computeIfAbsent(key, k -> {
            Map<String, List<String>> values = new java.util.HashMap<>();
            RecipeBook book = kitchen.book(s);
            values.put("recipe", book.recipes().stream().filter(r -> r.chinese() == zh).map(Recipe::name).toList());
            Optional<Recipe> current = st.recipe() == null ? Optional.empty() : book.find(st.recipe());
            List<String> ingredients = current.map(r -> r.ingredients().stream().map(Ingredient::name).toList())
                    .orElse(List.of());
            values.put("ingredient", ingredients);
            values.put("item", ingredients);
            values.put("dish", current.map(Recipe::name).map(List::of).orElse(List.of()));
            List<String> numbers = new java.util.ArrayList<>();
            for (int i = 1; i <= 10; i++) {
                numbers.add(zh ? Numbers.toChinese(i, false) : Integer.toString(i));
            }
            values.put("n", numbers);
            values.put("d", zh ? List.of("一分钟", "两分钟", "三分钟", "五分钟", "十分钟", "半小时")
                    : List.of("one minute", "two minutes", "five minutes", "ten minutes", "half an hour"));
            // a couple of sentences of every intent first, then more of each, up to the bound
            String lang = zh ? "zh-CN" : "en-US";
            java.util.LinkedHashSet<String> out = new java.util.LinkedHashSet<>();
            // what a cook says most, first (a recogniser most needs these)
            for (String first : List.of("next", "repeat", "ingredients", "previous", "timer_left")) {
                // the fullest short sentence of the intent's first template ("再说一遍", not "再说遍")
                catalog.expansions(first::equals, lang, values, 12, 12).stream()
                        .filter(p -> p.length() <= (zh ? 6 : 20)).max(java.util.Comparator.comparingInt(String::length))
                        .ifPresent(out::add);
            }
            // every dish in its shortest request ("做番茄炒蛋") first, whatever the bound cuts off later
            for (String dish : values.get("recipe")) {
                out.addAll(about("start", "recipe", dish, lang, values, 1));
            }
            for (String n : numbers) { // and every step by its number ("第三步")
                out.addAll(about("goto", "n", n, lang, values, 1));
            }
            // the current recipe's own words (its ingredients) next: a recogniser most needs those
            out.addAll(catalog.expansions(i -> i.equals("ingredient") || i.equals("about"), lang, values, 6, 120));
            // one sentence of every template, so no intent late in the file is crowded out, then more
            for (int per : new int[] {1, 2, 6}) {
                for (String p : catalog.expansions(i -> !i.equals("note"), lang, values, per, 1200)) {
                    if (out.size() >= 600) {
                        break;
                    }
                    out.add(p);
                }
            }
            return List.copyOf(out);
        });
    }

    /**
     * Two or three things to say now in Chinese or English, for a short "not understood" answer: with a dish
     * under way its most common requests in their plainest words, before one the shortest way to start a dish.
     */
    List<String> hints(ModeSession s, boolean zh) {
        String lang = zh ? "zh-CN" : "en-US";
        if (kitchen.state(s).recipe() != null) {
            return java.util.stream.Stream.of("next", "repeat", "ingredients")
                    .flatMap(i -> catalog.plainest(i, lang).stream()).toList();
        }
        List<String> dishes = kitchen.book(s).recipes().stream().filter(r -> r.chinese() == zh).map(Recipe::name)
                .limit(2).toList();
        List<String> out = new java.util.ArrayList<>();
        for (String dish : dishes) {
            out.addAll(about("start", "recipe", dish, lang, Map.of("recipe", dishes), 1));
        }
        return out;
    }

    /** The {@code count} shortest sentences of {@code intent} with {@code slot} filled by {@code value}. */
    private List<String> about(String intent, String slot, String value, String lang, Map<String, List<String>> values,
            int count) {
        Map<String, List<String>> one = new java.util.HashMap<>(values);
        one.put(slot, List.of(value));
        return catalog.expansions(intent::equals, lang, one, 4, 200).stream().filter(p -> p.contains(value))
                .sorted(java.util.Comparator.comparingInt(String::length)).limit(count).toList();
    }

    /** Slot checks the engine cannot know: a dish name that is no dish, a count below one. */
    private static final Pattern PERSON = Pattern.compile("(?:我|你|您|他|她|咱|俺)们?|(?i:i|we|you)");

    /**
     * "给馒头定个二十分钟，锅里蒸着呢": a clause telling what is going on (着呢) after something else was asked for asks
     * about nothing; said alone it may still be a question ("火还开着呢？").
     */
    private static boolean goingOnAfterMore(IntentMatch x, String utterance) {
        return x.intent().equals("about") && x.slot("item").map(i -> i.strip().endsWith("着")).orElse(false)
                && TextNormalizer.plain(utterance).length() > TextNormalizer.plain(x.said()).length() + 2;
    }

    /**
     * A timer offered and the cook asks it to wait, alone ("先等等", "等下子") or with what is not ready yet ("等一哈水还没开",
     * "hang on, the water's not boiling yet"): not now.
     */
    private static final Pattern WAITS = Pattern.compile("(?:先|你先)?(?:等一下|等一等|等等|等会儿?|等一会儿?|等下子?|等一哈|等哈|等阵|稍等|等一阵)"
            + "(?:先|一下|吧|啊|呀|嘛|哈|哦|噻)*(?:\\s*\\p{IsHan}{0,8}?[还都](?:没|冇|未|木|莫|没有)\\p{IsHan}{1,4}?)?"
            // what is not ready first, the wait after it or left unsaid ("水还没开，等一哈", "水还冇开等下", "油还没热")
            + "|\\p{IsHan}{1,6}?[还都](?:没|冇|未|木|莫|没有)\\p{IsHan}{1,4}?[呢啊哦嘛]?\\s*(?:(?:先|你先)?(?:等一下|等一等|等等"
            + "|等会儿?|等一会儿?|等下子?|等一哈|等哈|等阵|稍等|等一阵)(?:先|一下|吧|啊|呀|嘛|哈|哦|噻)*)?"
            // "Water's not boiling yet", "the pan isn't hot yet"
            + "|(?i)(?:the )?[a-z]+(?:(?:'s|s)? not| is not| isn't| isnt| ain't| aint) (?:quite |even )?(?:hot|boiling|ready|warm"
            + "|done|cooked|soft|melted|thawed|heated|defrosted|there|on|up) yet"
            // ("one minute" and "just a minute" are left out: said to an offer they may be its length)
            // ("not yet, the pan not hot": the not yet first, then what is not ready, a Caribbean "is" dropped)
            + "|(?i)(?:hang on|hold on|wait|just a (?:sec|second|moment)|(?:no )?not yet)"
            + "(?:\\s+(?:a (?:sec|second|moment)|now))?(?:\\s+(?:the )?\\w+(?:'s|s| is|s is)? not \\w+(?: yet)?|\\s+not yet)?");

    /** The words as {@link #WAITS} reads them: plainly, and as said (the plain form drops 等一下 as a filler). */
    private static boolean asksToWait(String utterance) {
        String said = TextNormalizer.normalize(utterance).replaceAll("[，,。.!！?？…；;]+", " ").replaceAll("[呢啊呀嘛哦]+(?=\\s|$)", "").strip();
        return WAITS.matcher(TextNormalizer.plain(utterance)).matches() || WAITS.matcher(said).matches();
    }

    /** A step back asked for ("回上一步", "退回第二步", "go back a step"), which a "not done yet" after it explains. */
    private static final Pattern GOES_BACK = Pattern.compile(
            "上一步|回到?第|回去|退回|返回|倒回|(?i)\\bgo back\\b|\\bback (?:a|one) step\\b|\\bprevious step\\b");

    /** "肉还没切呢" read as a question about 肉还没切: what is not done yet, said as the reason for an answer. */
    private static final Pattern NOT_YET = Pattern.compile("[还都](?:没|冇|未|木|莫)");

    private static boolean notDoneYet(IntentMatch x) {
        return x.intent().equals("about") && x.slot("item").map(i -> NOT_YET.matcher(i).find()).orElse(false);
    }

    /**
     * "走一步，退一步": a step forward and a step back in one breath, no slip taken back between ("下一步，不对，上一步" is
     * one): a saying or a sketch on the television, never a move to make.
     */
    private boolean movesBothWays(String utterance) {
        List<String> clauses = IntentCatalog.clauses(utterance);
        if (clauses.size() < 2 || !homebot.skills.api.nlu.SelfRepair.repaired(utterance).equals(utterance)
                || clauses.stream().anyMatch(c -> CORRECTS.matcher(TextNormalizer.normalize(c)).find())) {
            return false;
        }
        java.util.Set<String> moves = new java.util.HashSet<>();
        for (String c : clauses) {
            catalog.matchAll(c, i -> i.equals("next") || i.equals("previous")).stream().filter(IntentMatch::confident)
                    .findFirst().ifPresent(x -> moves.add(x.intent()));
        }
        return moves.size() == 2;
    }

    /**
     * "下一步，唉，等一歇，汁水还不曾出来", "next step… hang on, the sauce isn't thick yet": a step asked for, then a wait and
     * what is not ready yet: the cook took the step back before it was taken.
     */
    private boolean waitsAfterAMove(String utterance) {
        List<String> clauses = IntentCatalog.clauses(utterance);
        for (int i = 0; i < clauses.size() - 1; i++) {
            boolean move = catalog.matchAll(clauses.get(i), x -> x.equals("next") || x.equals("previous")).stream()
                    .anyMatch(IntentMatch::confident);
            if (move) {
                List<String> after = clauses.subList(i + 1, clauses.size());
                return after.stream().anyMatch(c -> WAIT_SAID.matcher(TextNormalizer.normalize(c)).find())
                        && after.stream().anyMatch(c -> NOT_READY_YET.matcher(TextNormalizer.normalize(c)).find());
            }
        }
        return false;
    }

    private static final Pattern WAIT_SAID = Pattern.compile(
            "^(?:唉|哎|哎呀|诶|欸|哦)?\\s*(?:等一?[歇下哈]子?|等等|等一等|等会儿?|慢着|且慢|先别)|^(?:oh )?(?:hold on|hang on|wait)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern NOT_READY_YET = Pattern.compile(
            "[还都](?:没|不曾|冇|未|木|莫|没有)|\\bnot\\b.*\\byet\\b|\\bisn'?t\\b.*\\byet\\b", Pattern.CASE_INSENSITIVE);

    private static boolean movesAStep(IntentMatch x) {
        return x.intent().equals("next") || x.intent().equals("previous");
    }

    /** A slip taken back between two moves ("上一步，不是，下一步"). */
    private static final Pattern CORRECTS = Pattern.compile(
            "^(?:不是|不对|错了|说错了|哦不|不不|不)$|^(?:no|sorry|i mean|wait|oops)\\b", Pattern.CASE_INSENSITIVE);

    private static final Pattern DONE_BY_SOMEONE = Pattern.compile(
            "^(?:we've|weve|we|i've|ive|i|you|it's|its|they|they've)\\b|\\b(?:done|did|already)\\b", Pattern.CASE_INSENSITIVE);
    private static final Pattern ASKED_ONE = Pattern.compile("(?:你|您|恁|侬|你们|您们)(?:都|还|到底)?"
            + "|(?i)(?:you|ya|ye)(?: (?:got|have|know))?(?: (?:in there|then))?");
    private static final Pattern PEOPLE_COUNTED = Pattern.compile("[一二两俩三四五六七八九十\\d]个?人");

    /** A no said on the way to something else, which answers no open question. */
    private static boolean noThatAnswersNothing(String utterance, CookingState st) {
        // "Go to step five. No, sorry, four.": a no that corrects the request
        return !homebot.skills.api.nlu.SelfRepair.repaired(utterance).equals(utterance)
                // "还冇炖好，回到上一步": not done is why the cook goes back, the step is what is asked (the offer lapses)
                || GOES_BACK.matcher(TextNormalizer.plain(utterance)).find()
                // "哦不对，八个人，他们一家也来": the no corrects how many eat
                || st.recipe() != null && HeadCount.in(utterance).isPresent();
    }

    private static final Pattern HANDLED_BY_SOMEONE = Pattern.compile("(?:我|俺|咱|你|他|她)们?(?:都|也|已经)?(?:买|拿|带|准备|切|洗)了?$");
    private static final Pattern MISHEARD_STEP = Pattern.compile("[\\p{IsHan}&&[^第一二两俩三四五六七八九十上下前后这那每最头末首]]步");

    static boolean accept(IntentMatch match) {
        if (homebot.skills.api.nlu.TimerNames.guessedChange(match)) {
            return false;
        }
        // a dish named in a question about it ("{dish}一共有几步") is no step either: "这一步是第几步" asks where one is
        Optional<String> recipe = match.slot("recipe").or(() -> match.slot("dish"));
        if (recipe.isPresent() && (recipe.get().length() > 30 || NOT_A_DISH.matcher(recipe.get()).find()
                || !Durations.scan(recipe.get()).isEmpty())) {
            return false;
        }
        // "一条鲈鱼够唔够三个人食": whether an amount is enough for so many asks the amount, it changes no count
        if (match.intent().equals("scale") && match.slots().values().stream().anyMatch(v -> ENOUGH.matcher(v).find())) {
            return false;
        }
        // "你能搞么子", "你都能弄啥", "which dishes have you got": what homebot can do, asked of it; the one asked has
        // nothing to cook with
        if (match.slot("have").map(v -> ASKED_ONE.matcher(v.strip()).matches()).orElse(false)) {
            return false;
        }
        // "鱼我买了(两条)": what the cook has done with a thing, never an ingredient of that name ("俺买了两条鲤鱼够不够"
        // names the fish after the verb)
        if (match.slot("ingredient").map(v -> HANDLED_BY_SOMEONE.matcher(v).find()).orElse(false)) {
            return false;
        }
        // "今日做四个人嘅份量": the amount for so many people, never an ingredient of that name
        if (match.slot("ingredient").map(v -> PEOPLE_COUNTED.matcher(v).find()).orElse(false)) {
            return false;
        }
        // "我需要几个鸡蛋": the one who needs them, not a dish they are for
        if (match.slot("dish").map(d -> PERSON.matcher(d.strip()).matches()).orElse(false)) {
            return false;
        }
        Optional<String> recipes = match.slot("recipes");
        if (recipes.isPresent() && (recipes.get().length() > 60 || items(recipes.get()).size() < 2)) {
            return false;
        }
        Optional<String> n = match.slot("n");
        if (n.isPresent() && Numbers.whole(n.get(), 1).or(() -> Numbers.ordinal(n.get())).isEmpty()) {
            return false;
        }
        // "还有几步呢" asks how many are left, not "and what of 几步"; and "还有机步咧" is no thing called 机步: a step is
        // counted, ordered or pointed at, so one heard with another word before it is 几步 misheard
        if (match.intent().equals("about") && match.slot("item").map(v -> MISHEARD_STEP.matcher(v.strip()).matches()).orElse(false)) {
            return false;
        }
        // "那么番茄的话…呢" is no item "么番茄的话…": a thing asked about in passing is a few characters
        if (match.slot("item").map(v -> Languages.isChinese(v) && v.codePointCount(0, v.length()) > 8).orElse(false)) {
            return false;
        }
        // "你都有什么功能" asks what homebot can do, not which dishes of a kind it has
        if (match.slot("kind").map(v -> NOT_A_KIND.matcher(v).find()).orElse(false)) {
            return false;
        }
        // "帮我记着点" keeps an eye on the time; a note says something ("点", "一下" say nothing); "记住了。五花肉要多少"
        // is "got it", then a question, unless what follows is for next time ("记住了啊，下回豉油少搁点")
        // ("你会做么里" read as 你会做{什}么: a free slot of one character or a filler says nothing either)
        if (match.slot("text").map(t -> NOTHING_TO_NOTE.matcher(t.strip()).matches()).orElse(false)) {
            return false;
        }
        // advice for next time said outright, with no word asking to note it ("下次少放一点老抽太黑了"): only advice, never
        // a putting off ("下次再说") or a question ("下次放多少")
        if (match.template().endsWith("[要|得][记得|要记得|记住|记着]{remark}") && match.slot(IntentCatalog.REMARK).map(String::strip)
                .map(t -> !ADVICE.matcher(t).find() && !DONE_DIFFERENTLY.matcher(t).find() || NOTE_ASKS.matcher(t).find()
                        || NEXT_TIME_ONLY.matcher(t).lookingAt()).orElse(true)) {
            return false;
        }
        if (match.slot(IntentCatalog.REMARK).map(String::strip).map(t -> NOTHING_TO_NOTE.matcher(t).matches()
                || CLOSED_BEFORE.matcher(t).lookingAt() && !NEXT_TIME.matcher(t).find()
                        && (NOTE_ASKS.matcher(t).find() || !ADVICE.matcher(t).find())).orElse(false)) {
            return false;
        }
        // "饭在跳了往下走" heard as "换…": a 了 with words after it closes a clause; no dish is named with one
        if (match.slot("recipe").map(v -> CLAUSE_INSIDE.matcher(v).find()).orElse(false)) {
            return false;
        }
        // "no, we've done that bit": who did what, never a thing left out
        if (match.slot("avoid").map(v -> DONE_BY_SOMEONE.matcher(v.strip()).find()).orElse(false)) {
            return false;
        }
        for (String slot : List.of("ingredient", "item", "have", "avoid")) {
            int longest = slot.equals("have") ? 60 : 20; // "a couple of eggs and some rice"
            boolean asked = slot.equals("ingredient") || slot.equals("item");
            if (match.slot(slot).map(v -> v.length() > longest || NOT_AN_INGREDIENT.matcher(v).find()
                    || asked && (AN_AMOUNT.matcher(v.strip()).find() || WHO_HAS_IT.matcher(v.strip()).find())).orElse(false)) {
                return false;
            }
        }
        return true;
    }

    private static int whole(IntentMatch match, String slot) {
        String v = match.slot(slot).orElseThrow();
        return Numbers.whole(v, 1).or(() -> Numbers.ordinal(v)).orElseThrow();
    }
}
