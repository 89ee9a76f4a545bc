package homebot.skills.cooking;

import homebot.skills.api.nlu.IntentCatalog;
import homebot.skills.api.nlu.Numbers;
import homebot.skills.api.nlu.Pauses;
import homebot.skills.api.nlu.TextNormalizer;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How many eat, said loosely at the stove with who and when around it ("今晚五个人，爷爷奶奶都过来", "我们一家四口",
 * "for three people ha", "three lang, me and the kids", "it's only me tonight"), where no template reads the whole.
 * One clause must be the count and nothing but who, when and particles; a clause that asks ("三个人的量是多少"), says
 * more of the count ("三个人都说好吃", "还差三个人") or anything negated ("不是四个人") is no head count.
 */
final class HeadCount {
    private HeadCount() {}

    private static final String ZH_NUMBER = "[0-9]+|[一二两俩仨三四五六七八九十]+";
    /** Who and when, before the count: "今晚", "我们一家", "咱家就", "一共是". */
    private static final String ZH_WHO = "(?:今晚|今天晚上|今天|今儿晚上|今儿|今朝|晚上|中午|这顿|这次|我们家|我们|咱们家|咱们|咱家|咱|俺们|俺家|俺"
            + "|阿拉|我哋|我家|家里|一家子|一家|全家|其实|那就|就|只有|只|一共|总共|共|是|有|都|算|按)*";
    // (who eats may be counted as the children or guests they are: "两个尕娃吃", Qinghai 尕娃 for children)
    private static final String ZH_COUNT = "(" + ZH_NUMBER + ")(?:个|位)?(?:大?[人银仍]|口人|口|人份|(?:孩子|小孩|尕娃|娃娃|娃儿|客人|老人)(?=吃))"
            + "(?:的量|的份|份|的|来吃|过来吃|吃饭|吃|[啊呀哦喔嘛呢吧了哈噢咯啦嘞咧哩]|(?<=人)个)*"; // Wu 个 for 的: "六个人个"
    private static final Pattern ZH = Pattern.compile("^" + ZH_WHO + ZH_COUNT + "$");
    /**
     * A count with who comes said around it in one breath, as a recogniser writes it without a pause ("舅舅他们也来呢
     * 六个人的", "四个人的奶奶也吃", "隔壁阿弟也来吃算六个人"): someone coming or eating too, in a few words.
     */
    private static final Pattern ZH_WITH_GUESTS = Pattern.compile(
            "^(\\p{IsHan}{0,12}?)(?:算|就|一共|总共|改成|改为|换成|变成|整|做|弄|搞)?(?<![这那每])" + ZH_COUNT + "(\\p{IsHan}{0,8})$");
    /**
     * Someone who will not eat after all, then how many are left ("姥姥说她不吃了三个人", "大哥来电话说他不来了整七个人的"):
     * the not is about who drops out, so the count said after it is the new total.
     */
    private static final Pattern ZH_DROPPED_OUT = Pattern.compile("^\\p{IsHan}{0,12}?(?:不来|不过来|不回来|来不了|不吃|吃不了|不在家吃)了?"
            + "(?:那|那就|就|算|整|做|弄|搞|改成|按)*" + ZH_COUNT + "$");
    /** "哦不对十个人二舅他们也来": the cook correcting the count just said; what follows the "no" is the count. */
    private static final Pattern ZH_CORRECTED = Pattern.compile("^[哦噢啊呃嗯哎诶]*(?:不对|说错了|错了)[啊呀哦了]*(?=\\p{IsHan})");
    /** "两个娃娃加我们两个": two groups added, said so: how many eat is their sum. */
    private static final Pattern ZH_SUM = Pattern.compile("^(?:就是|一共是?|总共)?(" + ZH_NUMBER + ")(?:个|位)?(?:大人|小孩|孩子|娃娃|娃儿|娃|老人|客人|人)?"
            + "(?:加上|再加|加)(?:我们|我|咱们|咱|俺们|他们|她们)?(" + ZH_NUMBER + ")(?:个|位)?(?:大人|小孩|孩子|娃娃|娃儿|娃|老人|客人|人)?(?:吃|吃饭)?$");
    private static final Pattern GUESTS = Pattern.compile("(?:也|都|一起)(?:要|得)?(?:来|过来|过嚟|吃|食|次|恰)|来(?:了|吃|呢)|来客|客人|有客|客来"
            // "阿叔他们来": who comes, by kin or as them
            + "|[他她]们(?:也|都)?(?:要)?(?:来|过来)"
            // who eats named after the count ("俩人吃我跟老张")
            + "|\\|(?:我|俺)(?:跟|和|同)"
            // who comes said right before the count ("老妹儿一家来六个人吃饭")
            + "|来\\|"
            + "|阿叔|叔叔|阿婶|婶婶|舅舅|阿姨|姑姑|大伯|"
            + TextNormalizer.KIN);
    private static final String EN_NUMBER = "[0-9]+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve";
    /** Who makes up the number, said after it ("eight of us tonight with the grandkids", "… with the nelsons coming"). */
    private static final String WHO_MAKES_IT_UP = "(?: with (?:the |our |my )?[a-z']+(?: [a-z']+)?(?: (?:coming|over|here|too|tonight|staying))?)?";
    private static final Pattern EN = Pattern.compile("^(?:(?:for|we are|we're|were|we'll be|it's|its|it is|tis|'tis"
            + "|there are|there's|theres|just|only|about|so|okay|ok|oh|well|the|same) )*(" + EN_NUMBER + ")"
            + "(?: (?:people|persons|person|of us|of them|of em|pax|lang|only|la|lah|ha|po|ka|krub|khrap|tonight|today|eating|then))*"
            + WHO_MAKES_IT_UP + "$");
    /**
     * "make it six oles brother is coming with", "actually make it four grandma junes staying for supper": the count
     * changed, then who comes or stays said on without a pause.
     */
    private static final Pattern EN_MAKE_IT = Pattern.compile("^(?:(?:actually|so|well|oh|ok|okay|right|no|oh well) )*"
            + "(?:make|change|scale|do) (?:it|that|this) (?:for |to )?(" + EN_NUMBER + ")(?: (?:people|persons|of us|servings))?"
            + " .*(?<![a-z])(?:coming|comin|staying|stayin|joining|visiting|over|here|home)(?![a-z]).*$");
    /**
     * "let's make pancakes for the children six of us eating", a dish asked for with no comma before the count: the
     * count of people said last, with its "of us" or "people" (a number alone at the end may be anything). Only for
     * a request that names a dish: "how much flour for the two of us" asks an amount.
     */
    static Optional<Integer> saidLast(String said) {
        Matcher last = EN_LAST.matcher(TextNormalizer.normalize(said).replaceAll("[,.!?]", "").strip());
        return last.matches() ? Numbers.whole(last.group(1) != null ? last.group(1) : last.group(2), 1) : Optional.empty();
    }

    private static final Pattern EN_LAST = Pattern.compile("^.*(?<![a-z])(" + EN_NUMBER + ") (?:people|persons|of us)"
            + "(?: (?:eating|eatin|tonight|today|altogether|all together|in all))?$"
            // or said with its "there's" and who makes it up after it ("…for supper theres eight of us with the nelsons coming")
            + "|^.*(?<![a-z])(?:there are|there's|theres|there'll be|we are|we're|we'll be) (?:just |only )?(" + EN_NUMBER + ") "
            + "(?:people|persons|of us)" + WHO_MAKES_IT_UP + "$");
    /**
     * "theres six of us lilys brought her pal", "its for for people tonight" (four heard as for), "actually its just three
     * of us joes flying out": the count said first.
     */
    private static final Pattern EN_FIRST = Pattern.compile("^(?:(?:actually|so|well|oh|ok|okay|right) )?"
            + "(?:(?:there are|there's|theres|it's|its|it is|we are|we're|were) )(?:(?:just|only) )?"
            + "(?:for )?(" + EN_NUMBER + "|for) (?:people|persons|of us|of them|of em)(?![a-z]).*$");
    /**
     * "her mum and dad are coming so five", "Tyler's not stopping, so three": who comes or drops out, then the total
     * said with its "so"; a bare number after a comer can only be how many eat.
     */
    private static final Pattern EN_COMERS = Pattern.compile("^.*(?<![a-z])(?:coming|comin|stopping|stoppin|staying|stayin|joining us"
            + "|coming over|coming round|popping in|eating with us)(?: (?:over|round|too|as well|an all|and all|tonight|for tea"
            + "|for dinner|after all|now))*,? (?:so|that's|thats|that makes|which makes|makes|so it's|so its|so that's|so thats"
            + "|so that makes|so we're|so were|so we'll be|so make it|make it|so it'll be) (?:it )?(" + EN_NUMBER + ")"
            + "(?: (?:now|then|of us|people|altogether|all together|in all|tonight|total|in total))*$");
    /** "it's only me tonight", "tis only meself": one who eats alone. */
    private static final Pattern EN_ALONE = Pattern.compile("^(?:it's|its|it is|tis|'tis|then)? ?(?:(?:only|just) (?:for )?|for )(?:me|meself|myself)"
            + "(?: (?:tonight|today|eating|then|alone|lang|la|lah|ha))*$");
    /** "steam fish then just for me", "fried rice for me alone": only the cook eats, said at the end of the words. */
    private static final Pattern ALONE_AT_END = Pattern.compile(
            "(?:^|\\s)(?:(?:only|just) (?:for )?(?:me|meself|myself)|for (?:me|meself|myself) (?:alone|only|on my own))"
                    + "(?: (?:tonight|today|then|alone|lang|la|lah|ha))*$");
    /**
     * "just for me and Dale", "me and the wife tonight": the cook and one other, said at the end of the words; never a
     * group ("me and the kids").
     */
    private static final Pattern PAIR_AT_END = Pattern.compile(
            "(?:^|\\s)(?:(?:only|just) (?:for )?|for )(?:me and (?:my |the |our )?(?!(?:kids|children|boys|girls|lads|lasses|family|folks"
                    + "|guys|gang|grandkids|grandchildren|neighbors|neighbours|twins|in-laws|inlaws|parents|rest|others|team|crew"
                    + "|everyone|everybody|all|lot|friends|mates|neighbor kids)(?![a-z]))(?<doubled>[a-z']+)(?: \\k<doubled>)?)"
                    + "(?: (?:tonight|today|then|eating))*$");
    /** "just me and Kim tonight": a clause that opens with the cook and one other. */
    private static final Pattern PAIR_FIRST = Pattern.compile(
            "^(?:(?:it's|its|it is|tis|then|so|okay|ok|oh|well) )?(?:(?:only|just) )?(?:for )?me and .*");
    /** An English count is of people only with a word that says so ("three lang", "for three"; never "three" alone). */
    private static final Pattern OF_PEOPLE = Pattern.compile(
            "(?<![a-z])(?:people|persons|person|of us|of them|pax|lang)(?![a-z])|^(?:for|we|were|there|theres|it|its|tis)(?![a-z])");
    private static final Pattern NEGATED = Pattern.compile("[不没别]|(?<![a-z])(?:not|no|don't|dont|never)(?![a-z])");

    /** Whether the words end with the cook and one other eating ("the spaghetti just for me and Dale"). */
    static boolean pairAtEnd(String utterance) {
        return PAIR_AT_END.matcher(TextNormalizer.normalize(utterance == null ? "" : utterance).replaceAll("[,.!?]", "").strip()).find();
    }

    /** Whether the words end with only the cook eating ("steam fish then just for me"). */
    static boolean aloneAtEnd(String utterance) {
        return ALONE_AT_END.matcher(TextNormalizer.normalize(utterance == null ? "" : utterance).replaceAll("[,.!?]", "").strip()).find();
    }

    /** The number of people the words say, when they say nothing else that could be a request. */
    static Optional<Integer> in(String utterance) {
        String paused = Pauses.asBreaks(utterance);
        List<String> clauses = IntentCatalog.clauses(paused == null ? utterance : paused);
        Matcher comers = EN_COMERS.matcher(String.join(" ", clauses).toLowerCase(java.util.Locale.ROOT)
                .replaceAll("[,.!?]", "").replaceAll("\\s+", " ").strip());
        if (comers.matches()) {
            return Numbers.whole(comers.group(1), 1);
        }
        Optional<Integer> found = Optional.empty();
        for (String said : clauses) {
            Matcher corrected = ZH_CORRECTED.matcher(said.replace(" ", ""));
            String clause = corrected.find() ? said.replace(" ", "").substring(corrected.end()) : said;
            String plain = TextNormalizer.plain(clause); // (already lower case)
            // (a not that says who drops out is read before any other not)
            Matcher dropped = ZH_DROPPED_OUT.matcher(plain.replace(" ", ""));
            boolean droppedOut = dropped.matches();
            if (!droppedOut && NEGATED.matcher(plain).find()) {
                return Optional.empty();
            }
            Optional<Integer> n = droppedOut ? Numbers.whole(dropped.group(1), 1) : count(clause, plain);
            if (n.isPresent()) {
                if (found.isPresent() && !found.equals(n)) {
                    return Optional.empty(); // two counts ("两个大人，三个小孩"): the total is not said; "only for me, one person" says one twice
                }
                found = n;
            }
        }
        return found;
    }

    private static Optional<Integer> count(String said, String clause) {
        Matcher zh = ZH.matcher(clause.replace(" ", ""));
        if (zh.matches()) {
            return Numbers.whole(zh.group(1), 1);
        }
        Matcher sum = ZH_SUM.matcher(clause.replace(" ", ""));
        if (sum.matches()) {
            Optional<Integer> a = Numbers.whole(sum.group(1), 1);
            Optional<Integer> b = Numbers.whole(sum.group(2), 1);
            return a.isPresent() && b.isPresent() ? Optional.of(a.get() + b.get()) : Optional.empty();
        }
        Matcher guests = ZH_WITH_GUESTS.matcher(clause.replace(" ", ""));
        if (guests.matches() && GUESTS.matcher(guests.group(1) + "|" + guests.group(3)).find()) {
            // "又来了四个人七个人吃": the guests counted, then how many eat in all, said last
            Matcher total = ZH.matcher(guests.group(3));
            return Numbers.whole(total.matches() ? total.group(1) : guests.group(2), 1);
        }
        String en = clause.replaceAll("[,.!?]", "").strip();
        if (EN_ALONE.matcher(en).matches() || aloneAtEnd(said)) {
            return Optional.of(1);
        }
        if (PAIR_FIRST.matcher(en).matches() && pairAtEnd(said)) {
            return Optional.of(2);
        }
        Matcher makeIt = EN_MAKE_IT.matcher(en);
        if (makeIt.matches()) {
            return Numbers.whole(makeIt.group(1), 1);
        }
        Matcher first = EN_FIRST.matcher(en);
        if (first.matches()) {
            return first.group(1).equals("for") ? Optional.of(4) : Numbers.whole(first.group(1), 1);
        }
        Matcher m = EN.matcher(en);
        // (the people word read as said: "lang" is a filler the plain form drops)
        return m.matches() && OF_PEOPLE.matcher(TextNormalizer.normalize(said).replaceAll("[,.!?]", "").strip()).find()
                ? Numbers.whole(m.group(1), 1) : Optional.empty();
    }
}
