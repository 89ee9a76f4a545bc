package homebot.skills.api.nlu;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The name a cook gives a timer at the very end of what they say, after the length and often after a pause
 * ("再整一个二十分钟的，叫炖排骨", "帮我计个时，名字叫蒸鱼", "set another one for an hour called roast"): the daemon's
 * timers and every skill's read it here, so a name said after a clause break is never lost.
 */
public final class TimerNames {
    private static final Pattern SAID_AT_END = Pattern.compile(
            "(?:名字叫|就叫|叫做|取名叫|取名为|取名|名叫|名字是|命名为|名称为|名为|起名叫|(?<=[\\p{IsHan}\\d])叫(?:它|他|她)?|(?<=[\\p{IsHan}\\d])喊它|(?<=[钟秒时头])喊)(\\p{IsHan}{1,8})$"
                    // (the southwest's 喊 for 叫: "再整个二十分钟的喊它汤", "再定个二十分钟喊饵丝")
                    // a learner's "it call coffee", "its name rice"
                    + "|(?<![a-z])(?:call it|call am|called|named|name it|name am|(?:it|its|it's) (?:call|name))\\s+([a-z][a-z ]{0,20})$");

    private TimerNames() {}

    /** A name given outright at the very end ("call it spuds", "名字叫焖肉", "叫它翻面"), not a "for the rice" or a bare 叫. */
    private static final Pattern NAMED_OUTRIGHT = Pattern.compile(
            "(?:名字叫|就叫|叫做|取名叫|取名为|取名|名叫|名字是|命名为|起名叫|叫它|喊它)(\\p{IsHan}{1,8})$"
                    + "|(?<![a-z])(?:call it|name it|called|named)\\s+([a-z][a-z ]{0,20})$");

    private static Optional<String> namedOutright(String utterance) {
        return nameFound(NAMED_OUTRIGHT.matcher(TextNormalizer.plain(utterance == null ? "" : utterance)));
    }

    /** The name one of the patterns above finds (in its first or second group), when it is a name. */
    private static Optional<String> nameFound(Matcher m) {
        if (!m.find()) {
            return Optional.empty();
        }
        String name = (m.group(1) != null ? m.group(1) : m.group(2)).strip()
                .replaceFirst("(?:的)?(?:计时|定时|timer)$", "").strip();
        return name.isEmpty() || !IntentCatalog.isName(name) ? Optional.empty() : Optional.of(name);
    }

    /** The name said last, if the words end with one ("，叫，叫翻面" too: a stammer before it; "叫它翻面": 它 is the timer). */
    public static Optional<String> saidAtEnd(String utterance) {
        return nameFound(SAID_AT_END.matcher(STAMMERED_CALL.matcher(TextNormalizer.plain(utterance == null ? "" : utterance)).replaceAll("叫")));
    }

    private static final Pattern STAMMERED_CALL = Pattern.compile("叫{2,}");

    /** A {@code timer_set} match whose template read no name, with the name said at the end of the words. */
    public static IntentMatch withNameSaid(IntentMatch m, String utterance) {
        if (!m.intent().equals("timer_set")) {
            return m;
        }
        // a name the template read that is no name ("…计时，命名为焖肉" read 计时) gives way to the one said last, and so
        // does what the timer is for when the cook then names it outright ("…for the jacket potatoes, call it spuds")
        Optional<String> read = m.slot("name").filter(n -> !clean(n).isEmpty());
        if (read.isPresent()) {
            // (unless the outright name only says the same with more: "call it de plantain" read as plantain)
            return namedOutright(utterance).filter(n -> !clean(n).contains(clean(read.get()))).map(n -> named(m, n)).orElse(m);
        }
        return saidAtEnd(utterance).or(() -> saidAsAClause(utterance)).map(n -> named(m, n)).orElse(m);
    }

    /**
     * A name a template read across a clause break or a pause ("趁这工夫我焖锅米饭，米饭也给定个半小时", "定个二十分钟 叫作业
     * 他得写完这一页"): only the piece next to the request, the last piece when the name comes before the length
     * ("米饭也给定个…"), the first when it comes after ("叫作业").
     */
    public static IntentMatch withinAClause(IntentMatch m, String utterance) {
        Optional<String> name = m.slot("name");
        if (name.isEmpty() || utterance == null) {
            return m;
        }
        String n = TextNormalizer.plain(name.get());
        java.util.List<String> clauses = plainClauses(utterance);
        if (n.isEmpty() || clauses.stream().anyMatch(c -> c.contains(n))) {
            // a pause is read only when the name swallowed a whole phrase after one ("作业他得写完这一页"), never to
            // split a name a recogniser spaced oddly ("给米 饭计时十分钟")
            java.util.List<String> paused = plainClauses(Pauses.asBreaks(utterance));
            if (n.isEmpty() || paused.stream().noneMatch(c -> c.length() >= 3 && !c.equals(n) && n.contains(c))) {
                return m;
            }
            clauses = paused;
        }
        if (clauses.size() < 2) {
            return m;
        }
        String joined = String.join("", clauses);
        int at = joined.indexOf(n);
        if (at < 0) {
            return m;
        }
        java.util.List<String> pieces = new java.util.ArrayList<>();
        int start = 0;
        for (String c : clauses) {
            int from = Math.max(start, at);
            int to = Math.min(start + c.length(), at + n.length());
            if (from < to) {
                pieces.add(joined.substring(from, to));
            }
            start += c.length();
        }
        int nameAt = m.template().indexOf("{name}");
        int lengthAt = m.template().indexOf("{d");
        String piece = lengthAt >= 0 && nameAt >= 0 && nameAt < lengthAt ? pieces.get(pieces.size() - 1) : pieces.get(0);
        return IntentCatalog.isName(piece) ? named(m, piece) : m;
    }

    private static java.util.List<String> plainClauses(String words) {
        return IntentCatalog.clauses(words).stream().map(TextNormalizer::plain).filter(c -> !c.isEmpty()).toList();
    }

    /** A name said as a clause of its own, anywhere ("再来一个，叫汤，一刻钟", "one more, call it rice, ten minutes"). */
    private static final java.util.regex.Pattern NAME_CLAUSE = java.util.regex.Pattern.compile(
            "^(?:名字)?(?:就)?叫(?:做|它|他|她)?(\\S.*)$|^(?:call it|call am|called|named|name it|name am)\\s+(\\S.*)$"
                    // the request whose length another clause holds, naming the thing ("…四十分钟，也给俺定个洗衣机的表")
                    + "|^[也再还先就]?(?:(?:给|帮)(?:我|俺|咱)?)?(?:定|计|设)(?:个|一个|上)(\\p{IsHan}{1,6}?)的(?:表|计时|定时|闹钟|计时器|定时器)$"
                    // the thing alone, pointed at ("再定个半小时，洗衣机那个", "定个二十五分钟，米饭的")
                    + "|^(?![好是对行真快慢])(\\p{IsHan}{2,6}?)(?:那个|那边|的)$",
            java.util.regex.Pattern.CASE_INSENSITIVE);

    static Optional<String> saidAsAClause(String utterance) {
        for (String clause : IntentCatalog.clauses(utterance == null ? "" : utterance)) {
            Matcher m = NAME_CLAUSE.matcher(TextNormalizer.plain(clause));
            if (m.find()) {
                String name = java.util.stream.IntStream.rangeClosed(1, m.groupCount()).mapToObj(m::group)
                        .filter(java.util.Objects::nonNull).findFirst().orElse("").strip();
                if (!name.isEmpty() && IntentCatalog.isName(name) && Durations.scan(name).isEmpty()) {
                    return Optional.of(name);
                }
            }
        }
        return Optional.empty();
    }

    /** "can you do a timer (for five minutes)": the request for a timer, caught whole where a name would be, names nothing. */
    private static final Pattern A_TIMER_ASKED_FOR = Pattern.compile(
            "^(?i)(?:(?:can|could|would|will) (?:you|ya|ye|u) )?(?:please )?(?:do|set|make|start|give|put on|get)"
                    + "(?: (?:me|us))?(?: (?:a|an|the|another|one more))?(?: timer)?$");
    /** Where the thing is, and 那个 pointing at it, after its name ("列巴烤箱里那个"). */
    private static final Pattern WHERE_IT_IS = Pattern.compile("(?<=\\p{IsHan}{2})\\p{IsHan}{1,3}?(?:里头|里面|里边|里)的?(?:那个|这个)$");

    /** One rewrite of what frames a name: its pattern, compiled once, and what the first match becomes. */
    private record Rewrite(Pattern pattern, String with) {
        String apply(String s) {
            return pattern.matcher(s).replaceFirst(with);
        }
    }

    private static Rewrite drop(String regex) {
        return new Rewrite(Pattern.compile(regex), "");
    }

    private static String rewrite(String s, List<Rewrite> rewrites) {
        for (Rewrite r : rewrites) {
            s = r.apply(s);
        }
        return s;
    }

    /** What frames the name before the thing's place is looked at, taken off in this order: each sees what the last left. */
    private static final List<Rewrite> FRAME = List.of(
            // "abeg on a beans timer": a please, and the Nigerian "on" (switch on) before it, are no part of the name
            drop("^(?i)(?:(?:abeg|a beg|please|pls|kindly|oya)\\s+)*(?:(?:put |switch )?on\\s+(?=(?:a|an|the|my)\\s))?"),
            // "for the plunger, please": a please or thanks after it is no part of it either
            drop("(?i)(?<=\\S)\\s+(?:please|pls|thanks|thank you|ta|cheers|mate)$"),
            // "for the chapati too": another timer, as well, is no part of what it is for
            drop("(?i)(?<=\\S)\\s+(?:too|as well|also)$"),
            // "called pasta instead": a timer in place of another, the instead no part of its name
            drop("(?i)(?<=\\S)\\s+(?:instead|then|now)$"),
            // and the British, Irish and Australian "me" for my ("me tea"), "our" ("our Rhys's pancakes")
            drop("^(?i)(?:for\\s+)?(the|my|a|an|me|our)\\s+(?=\\S)"),
            // "timer name tea": the word that says a name follows
            drop("^(?i)(?:name|named|called|call it)\\s+(?=\\S)"),
            // "the rice one lah": a particle, then the "one" that points at it
            drop("(?i)\\s+(lah|leh|lor|la|ah|meh|hor)$"),
            drop("(?i)\\s+(one|wan|timer)$"),
            // "for the chicken in the oven": where it cooks is no part of what it is
            drop("(?i)\\s+(?:(?:out |down |up )?(?:in|on|under) the |(?:down|out|up) (?:the |in )?)(?:oven|stove|hob|grill|pot|pan"
                    + "|microwave|fridge|smoker|barbecue|bbq|braai|slow cooker|air fryer|rice cooker|cellar|cellah|basement"
                    + "|garage|garden|yard|shed|stairs|line|machine|washer|dryer)$"),
            drop("^.+叫(?=.)"),
            drop("^(叫做|叫它|喊它|叫)(?![花化])(?=.)"),
            drop("^它(?=\\p{IsHan})"),
            // "先给米饭", "也定一个洗衣机的", "汤定个": the request's adverb and verb around the thing timed
            // "帮我给粥", "麻烦你给洗衣机", "再帮我定个衣服": who is asked to time it, before the thing
            // ("顺便帮煲汤", "帮糖水": by the way, and 帮 with no 我 after it)
            // (and the Cantonese 噉 / 咁, "so", opening the request: "噉同个老火汤计…")
            drop("^(?:顺便|顺手|另外|噉|咁)(?=\\p{IsHan}{2})"),
            drop("^[先再也还就]?(?:你|您)?(?:麻烦你|麻烦|请你|帮忙|帮我|帮俺|替我|替俺|帮)(?=\\p{IsHan}{2})"),
            // "饭也要烧个米饭": what is put on to cook, after the verb that puts it on
            drop("^\\p{IsHan}{0,6}?(?:要|再|也)?(?:烧|煮|蒸|焖|炖|熬)(?:个|一锅|锅|点)(?=\\p{IsHan}{2})"),
            drop("^[先再也还就]?(?=给|把|将|定|计)"),
            // the Cantonese 同 for 给 ("同饭煲定个二十分钟")
            drop("^(给|把|将|同(?=\\p{IsHan}{2}))"),
            drop("^(?:我|俺)?(?:定|计)(?:一个|个|上)(?=\\p{IsHan})"),
            drop("(?<=\\p{IsHan})(?:定|计)(?:一个|个)$"),
            // "锅里炖着汤呢给汤记上": what goes on around it, then 给 and the thing timed, then the verb; "给我面条定个":
            // the 我 that 给 was for
            drop("^\\p{IsHan}+[呢嘞哩咧啦了](?:给|把)(?=\\p{IsHan})"),
            // "算了汤我自己炖给藕汤": a whole clause run on before the 给 with no particle a recogniser kept
            drop("^\\p{IsHan}{3,}(?:给|把)(?=\\p{IsHan}{1,4}$)(?![它他她我俺额你您咱])"),
            drop("(?<=\\p{IsHan})(?:记|计|定)上?$"),
            drop("^(?:我|俺)(?=\\p{IsHan}{2})"),
            // "the boudin its done": why it is cancelled is no part of its name
            drop("(?i)\\s+(?:it's|its|it is|they're|theyre|is|are) (?:done|ready|finished|cooked|off|out|burnt|over)$"),
            // "番薯叶那边": where the thing cooks; "米饭再帮我计个时": the request said after the thing
            drop("(?<=.)(那边|那头|那里)$"),
            drop("(?<=.)[再也还]?(帮我|给我)$"),
            drop("(?<=.)[再也还]$"),
            drop("(?<=.)个(?=(表|计时|定时|太马|太麻)$)"), // Wu 个 for 的: "粥个表"
            // "米线嘞也定…": a particle closing the thing said; "馒头的增(蒸)十五分钟": how it cooks, after 的
            // (嘎啦, Shandong's clams, keeps its 啦)
            drop("(?<=\\p{IsHan})[嘞呢哩咧哦喔]$"),
            drop("(?<=\\p{IsHan}{2})啦$"),
            drop("(?<=\\p{IsHan}{2})的(?:蒸|增|煮|炖|焖|烤|煎|炒)$"),
            // "给馍馍热上定个五分钟": what is done to the thing, said after it, is no part of its name
            // ("小米粥先熬上给它": and the 先 or 再 before the verb, the 给它 pointing back at it after)
            drop("(?<=\\p{IsHan}{2})[先再也还正]?(?:热|蒸|煮|焖|炖|烤|煎|炸|熬|卤|煲|烧|泡|腌|焯|醒|发)(?:上|一下|一哈|着)(?:给(?:它|他|她))?$"),
            // "叫汤锅里还炖着汤": why, run on with no comma (what is still cooking, and where), is no part of the name
            // ("叫馍锅里馏着馍": the place said, the 还 may go)
            drop("(?<=\\p{IsHan})(?:(?:锅里|锅上|笼里|笼上|灶上|炉子上|炉上|里头|里面|里边)(?:还|正|也)?|(?:还|正|也))在?\\p{IsHan}{1,2}着\\p{IsHan}{0,6}$")
    );

    /** After where the thing is: what points at it, its measure, how it cooks, a length's "in" or "for". */
    private static final List<Rewrite> POINTERS = List.of(
            drop("(那个|这个)?(的)?(计时|定时|计时器|定时器|闹钟|太马|太麻|表)?(那个|这个)?(的)?$"),
            // "电饭锅那米饭给它": the 给它 that points back at the thing, said after it
            drop("(?<=\\p{IsHan})给(?:它|他|她)$"),
            // "同个饭", "同只鸡": a classifier before the thing is no part of it
            drop("^(?:一)?[个只](?=\\p{IsHan})"),
            // "那锅汤", "这盘鱼": the one pointed at, and its measure
            drop("^[那这](?:一)?[锅个只条碗盘壶盆份块](?=\\p{IsHan})"),
            // a name is the thing, not where it is or how it cooks: "电饭煲里的饭", "冰箱头的芒果" (头 for 里),
            // "炖的汤", "电饭锅那米饭" (X那Y: the Y over there in X); "馒头的…" keeps its 头, a one-character X
            drop("^(?:\\p{IsHan}{1,6}?(?:里面|里头|里边|里|上面|上头|上)|\\p{IsHan}{2,6}?头)的(?=\\p{IsHan})"),
            drop("^(?:炖|蒸|煮|焖|烤|煎|炸|熬|卤|煲|烧|泡|腌)(?:着|好)?的(?=\\p{IsHan})"),
            drop("^\\p{IsHan}{2,6}?那(?![个边里头儿么样])(?=\\p{IsHan})"),
            // "for the church in (a hour)", "on the taro for (twenty minutes)": the in or for of a length said after
            // the name is no part of it
            drop("(?i)(?<=[a-z])\\s+(?:in|for)$"),
            // "焖锅米饭，米饭也给定个…": the thing said again as the request begins is named once; and again as why
            // begins ("叫腊肠，腊肠也要蒸", the comma gone by now)
            new Rewrite(Pattern.compile("^(\\p{IsHan}{2,6})\\1(?:(?:也|还|要|得|都|正|在)\\p{IsHan}{0,6})?$"), "$1")
    );

    /**
     * "取消咗佢" (cancel it): a pronoun names no timer; 饭 as a recogniser writes it for a speaker who merges f and h
     * ("米换", "白换", and 换 alone: "帮我把换也计个时"): never a word of its own after those, nor a thing timed.
     */
    private static final List<Rewrite> NOT_A_NAME_AS_HEARD = List.of(
            new Rewrite(Pattern.compile("(?<=[米白稀干剩炒蒸煮])换$"), "饭"),
            new Rewrite(Pattern.compile("^换$"), "饭"),
            drop("(?<=\\p{IsHan}{2})(?<![一两几这那每])个$"),
            drop("^(?:了)?(?:它们|它|佢哋|佢)$"),
            drop("(?i)^(?:it|them|that|this)$"));

    /**
     * A timer's name as said, without what frames it: "the"/"my", a stammered 叫 ("叫，叫翻面"), 叫它 ("叫它焖肉"), the request before
     * a 叫 and the 叫 itself ("再帮我定个叫洗衣机的计时", "叫做米饭": 叫花鸡 keeps its name), "one" (Irish "wan") and a particle after
     * it ("the rice one lah"), 把/给/将 before it,
     * 那个/这个/的/计时 after it ("把煮青菜那个取消掉", "the pasta timer"), where it cooks (那边) and a request said after it
     * ("米饭再帮我").
     */
    public static String clean(String raw) {
        if (raw == null) {
            return "";
        }
        String s = rewrite(A_TIMER_ASKED_FOR.matcher(raw.strip()).replaceFirst(""), FRAME);
        // "列巴烤箱里那个": the thing, then which one by where it is (the oven's), is the thing
        s = rewrite(WHERE_IT_IS.matcher(s).replaceFirst(""), POINTERS);
        String name = s.strip();
        // "肉要炖好久我去晾衣服烘干机(定个三十分钟)": a whole clause caught as the name, ending with a thing people time
        int thing = name.length() > 5 ? thingAtEnd(name) : 0;
        if (thing > 0) {
            name = name.substring(name.length() - thing);
        }
        // a recogniser writes what it hears in lower case, so a typed capital ("the Welsh cakes") names no other timer
        return heard(rewrite(name, NOT_A_NAME_AS_HEARD)).toLowerCase(java.util.Locale.ROOT);
    }

    /**
     * A change of a running timer's length only acts when clearly said: a guess at one ("did you mean two minutes
     * instead?") would turn a length said alone into a question about changing something.
     */
    public static boolean guessedChange(IntentMatch m) {
        return m.intent().equals("timer_change") && !m.confident();
    }

    /** What people time at home ({@code timer-things.txt}), by the sound of each with its tone kept. */
    private static final java.util.Map<String, String> THINGS_BY_SOUND = thingsBySound();

    private static java.util.Map<String, String> thingsBySound() {
        java.util.Map<String, String> bySound = new java.util.HashMap<>();
        try (java.io.InputStream in = TimerNames.class.getResourceAsStream("timer-things.txt")) {
            if (in == null) {
                throw new IllegalStateException("timer-things.txt is missing from the classpath");
            }
            for (String line : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).split("\\R")) {
                String word = line.strip();
                if (!word.isEmpty() && !word.startsWith("#")) {
                    bySound.put(Pinyin.key(word, true), word);
                }
            }
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return java.util.Map.copyOf(bySound);
    }

    /**
     * The thing people time at home that the Chinese words end with, as it sounds ("…我趁到去洗衣服洗衣机" ends with
     * 洗衣机): how many characters it takes at the end, 0 for none.
     */
    public static int thingAtEnd(String words) {
        for (int n = Math.min(5, words.length()); n >= 2; n--) {
            String tail = words.substring(words.length() - n);
            if (tail.chars().allMatch(c -> TextNormalizer.isHan((char) c)) && THINGS_BY_SOUND.containsKey(Pinyin.key(tail, true))) {
                return n;
            }
        }
        return 0;
    }

    /**
     * "洗衣鸡", "电换锅", "椰子换": a name in Chinese that sounds, tone and all, like one of the things people time at home
     * is that thing (the recogniser wrote a word it does not know as characters it does).
     */
    static String heard(String name) {
        if (name.length() < 2 || name.length() > 5 || !name.chars().allMatch(c -> TextNormalizer.isHan((char) c))) {
            return name;
        }
        return THINGS_BY_SOUND.getOrDefault(Pinyin.key(name, true), name);
    }

    /**
     * A cancel or a question about "that timer" that names no timer (or none that runs), while the words name exactly
     * one of the running ones elsewhere ("Garlic's done, kill that timer"): that one.
     */
    public static IntentMatch withTimerMentioned(IntentMatch m, String utterance, java.util.Collection<String> running) {
        if (!(m.intent().equals("timer_cancel") || m.intent().equals("timer_left"))
                || m.slot("d").isPresent() || running.size() < 2) {
            return m;
        }
        // a name read that is none of the running ones ("米饭那个嫑了，电饭锅我忘了插电，关掉" read 电饭锅我忘了插电)
        // gives way to the one running timer the words name elsewhere
        String read = m.slot("name").map(TimerNames::clean).orElse("");
        if (!read.isEmpty() && running.stream().anyMatch(r -> r.contains(read) || read.contains(r))) {
            return m;
        }
        String words = TextNormalizer.normalize(utterance == null ? "" : utterance);
        // the other timer must be named outside the name read, and by more than the word for a timer ("取消米饭的计时"
        // names no timer called 计时)
        String said = read.isEmpty() ? words : words.replace(TextNormalizer.normalize(read), " ")
                .replaceAll("(?:第.个)?(?:计时|定时)|(?<![a-z])timers?(?![a-z])", " ");
        java.util.List<String> named = running.stream().filter(n -> {
            String key = TextNormalizer.normalize(n);
            return !key.isEmpty() && java.util.regex.Pattern.compile("(?<![a-z])" + java.util.regex.Pattern.quote(key)
                    + "s?(?![a-z])").matcher(said).find(); // "garlic's done"
        }).toList();
        if (named.size() != 1) {
            return m;
        }
        return named(m, named.get(0));
    }

    private static IntentMatch named(IntentMatch m, String name) {
        java.util.Map<String, String> slots = new java.util.HashMap<>(m.slots());
        slots.put("name", name);
        return new IntentMatch(m.intent(), slots, m.template(), m.score(), m.said());
    }
}
