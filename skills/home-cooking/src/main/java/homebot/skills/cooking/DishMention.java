package homebot.skills.cooking;

import homebot.skills.api.nlu.IntentCatalog;
import homebot.skills.api.nlu.TextNormalizer;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A request to cook that no template reads, told by a recipe's name said after a word of cooking ("妈妈说让我跟你学做
 * 可乐鸡翅", "let me try making the pancakes tonight"). Only the family's own dishes count, and only when nothing in
 * the sentence negates, looks back or asks about something else: "我昨天做了红烧肉", "孩子不爱吃红烧肉", "红烧肉要放
 * 多少糖" and "红烧肉太油了" ask for nothing.
 */
final class DishMention {
    /** A word of cooking or eating before the name. */
    private static final Pattern CUE = Pattern.compile(
            // Shaanxi 咥 (eat), as a recogniser writes it (跌个)
            "[做学教煮炒蒸炖烧煎烤焖吃来整弄搞咥炊]|跌个|那就|还是|(?:make|making|cook|cooking|bake|baking|fry|have|try|teach|learn|do|give|gimme|getme|idlike|i'dlike|wouldlike|iwant|wewant|fancy|craving"
                    // the casual ways a meal is thrown together ("gonna rustle up some fried rice", "whip up the pancakes")
                    + "|whip|rustle|throw|knock|chuck|fix|prepare|prep|puttogether|sortout"
                    // a wish relayed for someone ("ma'am said pancakes for the kids", "she wants fried rice instead")
                    + "|wants|wanted|said|asked for|askedfor|asksfor|requested|(?:would|she'd|he'd)like)");
    /** A negation, the past, a question about something else, or a word about the dish rather than a wish. */
    private static final Pattern VETO = Pattern.compile(
            "不|别|没|甭|(?<!有\\s?)莫|(?<!有\\s?)冇|[" + TextNormalizer.DONT_CHARS + "]|昨天|前天|上次|上回|以前|之前|(?:明天|后天)(?!带)|下次|下回|改天|过(?![生年节寿])|[做吃煮炒蒸炖烧]了|多少|几|吗|什么|怎么样|好吃|难吃|太|"
                    + "(?<![a-z'])(?:not|dont|don't|didnt|didn't|never|no|yesterday|last|already|had|made|cooked|makes|cooks|bakes|much|many|did|was|were|(?<!for )too(?=\\W+[a-z])|tomorrow|next|maybe|someday|later|afterwards|after(?=\\W*$))(?![a-z'])");
    /**
     * A taste told ("俺最爱吃红烧肉了", "pancakes are my favourite"): no dish asked for, unless a later clause asks for
     * it ("我老公最爱吃红烧肉了，今天他生日，你教教我怎么做吧").
     */
    private static final Pattern TASTE = Pattern.compile("爱吃|喜欢吃|最爱|最喜欢|想念|(?<![a-z'])(?:favourite|favorite)(?![a-z'])");
    private static final Pattern ASKS_FOR_IT = Pattern.compile(
            "教|做|来一个|来个|我想|我要|咱|(?<![a-z'])(?:teach|make|cook|let's|lets|let us)(?![a-z'])");

    /** How many eat it, right after the name ("，两个人", "for four"). */
    private static final Pattern FOR_PEOPLE = Pattern.compile(
            "^\\W*(?:吧|啊|呀)?\\W*(?:就|给)?[零一二两俩三四五六七八九十0-9]+(?:个?人|人?份)"
                    // "Fried rice lah, for four people", "Pancakes. For the whole crew, that's six of us", "for two then"
                    + "|^\\W*(?:(?:lah|then|please|ok)\\W*)*for\\s+(?:\\w+\\s+){0,3}?(?:\\d+|one|two|too|three|four|five|six|seven"
                    + "|eight|nine|ten|twelve)(?:\\s+(?:people|persons|of us|servings))?(?:\\W+then)?\\W*$"
                    + "|^.{0,30}?(?<![a-z])(?:\\d+|two|three|four|five|six|seven|eight|nine|ten)\\s+(?:of us|people)\\W*$");

    /** What follows the dish's name as said, spaces kept ("fried rice lah, for four people" → " lah, for four people"). */
    private static String afterName(String plain, RecipeBook.Named named) {
        String n = nameSaid(plain, named.recipe());
        return n.isEmpty() ? named.after(plain) : plain.substring(nameAt(plain, named.recipe()) + n.length());
    }

    /**
     * The dish said first, then what to do with it, the verb said twice over or with 一下 ("红烧肉烧一烧", "蛋炒饭做一下"),
     * and at most who it is for ("…拨小伢儿吃") or the words a choice ends with.
     */
    private static final Pattern VERB_AFTER = Pattern.compile(
            "^(?:也|就|再|给我|帮我)?([做煮炒蒸炖烧煎烤焖整弄搞])(?:一\\1|一下|下)(?:(?:给|拨|帮|让)\\p{IsHan}{1,5}?(?:吃|尝尝))?"
                    + "(?:吧|呗|啦|啊|呀|嘛|咯|哈)*$");

    private static final Pattern ASKING = Pattern.compile("能不能|可不可以|行不行|好不好|要不要|会不会|是不是|有没有|有莫有|有冇");

    private DishMention() {}

    /** A later clause that takes the request back or puts it off ("做红烧肉吧，算了不做了", "…，明天再做吧"). */
    private static final Pattern TAKEN_BACK = Pattern.compile(
            "算了|算哒|算嘞|不做|不要|不想|别做|换一个|(?:明天|后天|改天)(?!带|\\p{IsHan}{0,2}?(?:还|也)(?:能|可以))|下次|再说|(?:下午|晚上|晚点|待会儿?|等会儿?|一会儿|回头)再|(?<![a-z'])(?:never ?mind|no wait|actually no|nah|tomorrow|"
                    + "another time|not today|forget it|hang on|hold on)(?![a-z'])");
    /** A wish or a consequence that starts the part of a long sentence the request is in ("…考试我想给他做个…"). */
    private static final Pattern REQUEST_STARTS = Pattern.compile("所以|我想|我要|想给|那就|不如|干脆|(?<![a-z])(?:so|but|i'd like|i want"
            // a choice made after the book lacked the first one: the "no" was about that one ("no lasagne, okay the
            // pancakes", Spanish "no paella pues…", "no rice and peas then mek we do…")
            + "|okay|ok|then|pues|fine|alright|go on)(?![a-z])"
            // "喔，没有喔……那可乐鸡翅好了": the 没有 is about the dish the book lacked, the 那 makes the choice
            + "|(?<=(?:没有|没得|冇得|木有|没)[喔啊呀哦呢嘛啦咯哟]{0,2})那");
    /** The plain kind of a dish, said before its name as it is chosen ("Alright, normal pancakes then"). */
    private static final String PLAIN_KIND = "(?:the|just|normal|plain|regular|ordinary|simple|basic)?";
    /** Particles and tags a choice made ends with ("那蛋炒饭吧", "pancakes then"). */
    private static final Pattern CHOICE_END = Pattern.compile("(?:吧|呗|啦|啊|呀|好了|吧那就|就行|then|please|instead|lah|ok"
            // Tagalog na lang (just, instead), said in English ("the coke wings na lang")
            + "|nalang"
            // haste is a choice made too ("清蒸鱼，快点", "pancakes, quick")
            + "|快点|快|赶紧|赶快|马上|quick|quickly|asap|now"
            // an endearment said after it, as the British and the American South do ("braised pork belly, love")
            + "|" + TextNormalizer.ENDEARMENTS.replace(" ", "") + "|darling|sweetheart|sugar)*");

    /**
     * The one dish the words ask for: in a long sentence, the last clause that names a dish and asks for it (a clause
     * of reasons or opinions before it is no veto: "可乐鸡翅听起来不错，…，那就做可乐鸡翅吧"), unless a clause after it
     * takes it back.
     */
    static Optional<Recipe> in(String utterance, RecipeBook book) {
        return in(utterance, book, false);
    }

    /**
     * {@code choosing}: in cooking mode with no recipe yet, the cook is choosing one, so a dish named without a word of
     * cooking ("红烧肉，我老公最爱吃") is the choice; a negation, another time or a question still vetoes it.
     */
    static Optional<Recipe> in(String utterance, RecipeBook book, boolean choosing) {
        // a pause (…) is no clause break: "那……蛋炒饭吧" is one choice
        // (and the breaks a recogniser wrote no comma for: "红烧肉两个人的明天中午还能吃")
        List<String> clauses = IntentCatalog.clauses(IntentCatalog.connectivesBreak(utterance.replaceAll("…+|\\.{3,}", "")));
        for (int i = clauses.size() - 1; i >= 0; i--) {
            // what follows the name runs on into the next clauses ("可乐鸡翅，六人份")
            String clause = clauses.get(i);
            String later = String.join("，", clauses.subList(i + 1, clauses.size()));
            String earlier = String.join("，", clauses.subList(0, i));
            Optional<Recipe> asked = inClause(clause, later, book, choosing).or(() -> saidAgain(clause, later, book, choosing))
                    .or(() -> namedAfterACue(clause, earlier, book));
            if (asked.isPresent()) {
                boolean takenBack = clauses.subList(i + 1, clauses.size()).stream()
                        .anyMatch(c -> TAKEN_BACK.matcher(TextNormalizer.plain(c)).find()) || withdrawn(clause);
                return takenBack ? Optional.empty() : asked;
            }
        }
        return Optional.empty();
    }

    /**
     * A dish's whole name said alone, not asked about, with at most the words a choice is made with ("蛋炒饭吧",
     * "ok pancakes please"): said to start the evening, that is the dish.
     */
    static Optional<Recipe> alone(String words, RecipeBook book) {
        String said = words.strip();
        if (said.matches(".*[?？吗嘛呢]\\W*$")) {
            return Optional.empty();
        }
        String key = RecipeBook.key(OPENED.matcher(said).replaceFirst("")).replaceFirst("^(?:ok|okay)(?=.)", "");
        Optional<Recipe> named = closedChoice(key, book::namedExactly);
        if (named.isPresent()) {
            return named;
        }
        // "欢茄炒蛋": the whole name in a southern accent; "红烧楼", "红烧楼吧": and with a tone not Mandarin's, the choice
        // closed as a name said right would be
        Optional<Recipe> byAccent = closedChoice(key, name -> book.namedByAccent(name).or(() -> book.namedByAccentAnyTone(name)));
        if (byAccent.isPresent()) {
            return byAccent;
        }
        // "braised pan belly": a long English name with one word misheard, the whole of what was said
        Optional<Recipe> misheard = book.namedWithOneWordMisheard(OPENED.matcher(said).replaceFirst(""));
        if (misheard.isPresent()) {
            return misheard;
        }
        // "咁就增鱼啦", "增鱼": a choice made with a short name in a southern accent (蒸 said zeng), the whole of what
        // was said
        java.util.regex.Matcher chosen = CHOSEN_SHORT.matcher(key);
        return chosen.matches() ? book.namedShortByAccent(chosen.group(1)) : Optional.empty();
    }

    /** The dish {@code named} finds in the key with the words a choice closes with ("吧", "please") cut off, longest first. */
    private static Optional<Recipe> closedChoice(String key, java.util.function.Function<String, Optional<Recipe>> named) {
        for (int end = key.length(); end > 0; end--) {
            if (CHOICE_END.matcher(key.substring(end)).matches()) {
                Optional<Recipe> found = named.apply(key.substring(0, end));
                if (found.isPresent()) {
                    return found;
                }
            }
        }
        return Optional.empty();
    }

    /**
     * "okay then, the fried rice", "right then pancakes", "eish okay then the frad rice": the words a choice opens with,
     * a sound of the speaker's own first, before the name.
     */
    private static final Pattern OPENED = Pattern.compile(
            "^(?:(?:eish|ah|aah|oh|och|ach|aye|ay|hey|wow|hmm+|mm+)(?![a-z'])[\\s,，.!]*)*"
                    + "(?:(?:ok|okay|alright|all right|right|well|so)(?![a-z'])[\\s,，.!]*)?then(?![a-z'])[\\s,，.!]*(?=\\S)",
            Pattern.CASE_INSENSITIVE);

    /**
     * "可乐鸡翅！可乐鸡翅！", "pancakes pancakes": a dish's name chanted, twice over and nothing else, is a child crying
     * for it, not the cook's choice.
     */
    static boolean chanted(String words, java.util.function.Supplier<RecipeBook> book) {
        String said = TextNormalizer.normalize(words == null ? "" : words).toLowerCase(java.util.Locale.ROOT)
                .replaceAll("[\\s!！,，。.?？~～]+", "");
        int half = said.length() / 2;
        if (half < 2 || said.length() % 2 != 0 || !said.substring(0, half).equals(said.substring(half))) {
            return false; // the book is read only for words said twice over
        }
        String name = said.substring(0, half);
        return book.get().namedExactly(name).isPresent() || alone(name, book.get()).isPresent();
    }

    /** A choice made ("那就", Cantonese "咁就", "还是") or not, of a name of two or three syllables, and its closing particle. */
    private static final Pattern CHOSEN_SHORT = Pattern.compile("^(?:那就|咁就|还是|那)?(\\p{IsHan}{2,3}?)[啦吧咯嘛啰]?$");

    /** Whether a clause after the first takes a dish back or puts it off ("红烧肉？明天再做吧"). */
    static boolean withdrawn(String utterance) {
        // the breaks a recogniser wrote no comma for count too ("那再搞个蛋炒饭算哒算哒还是鸡翅就够哒")
        List<String> clauses = IntentCatalog.clauses(IntentCatalog.connectivesBreak(utterance));
        return clauses.stream().skip(1).anyMatch(c -> TAKEN_BACK.matcher(TextNormalizer.plain(c)).find());
    }

    /**
     * Whether {@code named} is said in a clause that a later clause takes back ("做个蛋炒饭，算了，还是做可乐鸡翅吧，孩子
     * 爱吃": the 蛋炒饭, not the 可乐鸡翅).
     */
    static boolean takenBack(String utterance, String named) {
        String name = TextNormalizer.plain(named).replace(" ", "");
        List<String> clauses = IntentCatalog.clauses(IntentCatalog.connectivesBreak(utterance.replaceAll("…+|\\.{3,}", "，")));
        // where the name starts, in the clauses run together (a slot may run on over a break: "蛋炒饭……算咧" read "蛋炒饭算")
        StringBuilder all = new StringBuilder();
        int[] ends = new int[clauses.size()];
        int backAt = -1;
        for (int i = 0; i < clauses.size(); i++) {
            all.append(TextNormalizer.plain(clauses.get(i)).replace(" ", ""));
            ends[i] = all.length();
            // (the clause normalized, not its plain reading: openers such as 算了 are no part of that; Shaanxi 算咧 is
            // read as 算了 by the normalizer)
            if (i > 0 && TAKEN_BACK.matcher(TextNormalizer.normalize(clauses.get(i))).find()) {
                backAt = i;
            }
        }
        int at = name.isEmpty() ? -1 : all.indexOf(name);
        int namedAt = 0;
        while (at >= 0 && namedAt < ends.length && ends[namedAt] <= at) {
            namedAt++;
        }
        return at >= 0 && namedAt < backAt;
    }

    /**
     * The dish named, then named again with what to do with it ("可 乐 鸡 翅 阿 嬷 爱 做 可 乐 鸡 翅", "pancakes, let's make
     * pancakes"): the second naming is the request.
     */
    private static Optional<Recipe> saidAgain(String clause, String later, RecipeBook book, boolean choosing) {
        String plain = TextNormalizer.plain(clause);
        Optional<RecipeBook.Named> named = book.namedIn(plain);
        if (named.isEmpty()) {
            return Optional.empty();
        }
        int at = nameAt(plain, named.get().recipe());
        String name = nameSaid(plain, named.get().recipe());
        if (at < 0 || name.isEmpty()) {
            return Optional.empty();
        }
        String rest = plain.substring(at + name.length());
        return book.namedIn(rest).filter(n -> n.recipe() == named.get().recipe()).isPresent()
                ? inClause(rest, later, book, choosing) : Optional.empty();
    }

    private static Optional<Recipe> inClause(String clause, String later, RecipeBook book, boolean choosing) {
        String plain = TextNormalizer.plain(clause);
        Optional<RecipeBook.Named> named = book.namedIn(plain);
        if (named.isEmpty()) {
            return Optional.empty();
        }
        String before = RecipeBook.key(plain).substring(0, named.get().at());
        // "孩子明天要考试我想给他做个可乐鸡翅": the reason before the wish is no veto
        int at = nameAt(plain, named.get().recipe());
        // the name said in another form ("pan cakes"): where it starts, counted from the book's key of the words
        int nameStart = at >= 0 ? at : plainAt(plain, named.get().at());
        java.util.regex.Matcher start = REQUEST_STARTS.matcher(plain.substring(0, nameStart));
        int from = 0;
        while (start.find()) {
            from = start.start();
        }
        // "你能不能教我一下" asks; its 不 negates nothing
        if (VETO.matcher(ASKING.matcher(plain.substring(from)).replaceAll("")).find()) {
            return Optional.empty();
        }
        // a taste told after a request to cook is its reason ("那就做可乐鸡翅我女儿最爱吃"); before it, or with no word
        // of cooking, it is the subject ("我老公最爱吃红烧肉", "红烧肉我老公最爱吃")
        if (TASTE.matcher(plain.substring(from)).find() && !ASKS_FOR_IT.matcher(TextNormalizer.plain(later)).find()) {
            String request = plain.substring(from, Math.max(from, nameStart));
            if (TASTE.matcher(request).find() || !CUE.matcher(RecipeBook.key(request)).find()) {
                return Optional.empty();
            }
        }
        // "那就番茄炒蛋吧，两个人": the dish first, then how many eat it, is a choice made; "那蛋炒饭吧" too
        // (the plain kind said first: "normal pancakes then")
        boolean choice = before.matches("(?:那|就|那就|还是|fine|ok|okay|right|so|well|alright|actually|then|hmm|um|嗯|那个)?" + PLAIN_KIND);
        String after = afterName(plain, named.get());
        boolean forSome = choice && (FOR_PEOPLE.matcher(after).find()
                || after.isBlank() && !later.isEmpty() && FOR_PEOPLE.matcher("，" + TextNormalizer.plain(later)).find());
        // a question about the dish ("红烧肉好做吗") is no choice: plain text has lost its 吗, the words have not
        boolean asks = TextNormalizer.normalize(clause).matches(".*(?:吗|么|呢)$|.*(?:是不是|会不会|是否|能不能|容不容易|好不好).*")
                || clause.strip().matches(".*[?？]$");
        boolean hurried = choice && after.isBlank() && !later.isEmpty()
                && CHOICE_END.matcher(RecipeBook.key(TextNormalizer.plain(later))).matches();
        // "pan cakes please": the name as the book found it (spaces, sound), then the words a choice ends with
        boolean endsAChoice = choice && !after.isBlank() && CHOICE_END.matcher(after).matches();
        // "my wife said pancakes…": the plain text has dropped the relaying opener, the words said still have it
        String asSaid = TextNormalizer.normalize(clause);
        int saidAt = nameAt(asSaid, named.get().recipe());
        boolean relayed = saidAt > 0 && CUE.matcher(RecipeBook.key(asSaid.substring(0, saidAt))).find();
        boolean verbAfter = choice && VERB_AFTER.matcher(after).matches();
        return choosing && !asks || CUE.matcher(before).find() || relayed || verbAfter || forSome || hurried || endsAChoice || chosen(clause, named.get().recipe())
                ? Optional.of(named.get().recipe()) : Optional.empty();
    }

    /**
     * "炊个鱼，清蒸鱼", "炒个饭吧，蛋炒饭": the kind of cooking said first, then the dish's name alone in a clause of
     * its own; "昨天蒸了个鱼，清蒸鱼" tells what was done, and asks for nothing.
     */
    private static Optional<Recipe> namedAfterACue(String clause, String earlier, RecipeBook book) {
        String before = TextNormalizer.plain(earlier);
        if (before.isBlank() || !CUE.matcher(RecipeBook.key(before)).find() || VETO.matcher(before).find()) {
            return Optional.empty();
        }
        return alone(clause, book).or(() -> book.namedIn(TextNormalizer.plain(clause))
                .map(RecipeBook.Named::recipe).filter(r -> chosen(clause, r)));
    }

    /** "那蛋炒饭吧", "就番茄炒蛋吧", "pancakes then": the name alone with the words a choice is made in, not the name bare. */
    private static boolean chosen(String clause, Recipe recipe) {
        String said = TextNormalizer.normalize(clause).toLowerCase(java.util.Locale.ROOT);
        int at = nameAt(said, recipe);
        if (at < 0) {
            return false;
        }
        String before = RecipeBook.key(said.substring(0, at));
        String after = RecipeBook.key(said.substring(at).replaceFirst("^" + java.util.regex.Pattern.quote(
                nameSaid(said, recipe)), ""));
        return !(before.isEmpty() && after.isEmpty())
                && before.matches("(?:那|就|那就|还是|嗯|那个|fine|ok|okay|so|well|alright|actually|hmm|um)?" + PLAIN_KIND)
                && CHOICE_END.matcher(after).matches();
    }

    /** The index in {@code plain} where its {@link RecipeBook#key} reaches {@code keyAt} characters. */
    private static int plainAt(String plain, int keyAt) {
        for (int i = 0; i <= plain.length(); i++) {
            if (RecipeBook.key(plain.substring(0, i)).length() >= keyAt) {
                return i;
            }
        }
        return 0;
    }

    static int nameAt(String text, Recipe recipe) {
        String n = nameSaid(text, recipe);
        return n.isEmpty() ? -1 : text.toLowerCase(java.util.Locale.ROOT).indexOf(n);
    }

    /** The recipe's name or alias as it stands in the text (lower case), or "" when none does. */
    static String nameSaid(String text, Recipe recipe) {
        String lower = text.toLowerCase(java.util.Locale.ROOT);
        java.util.List<String> names = new java.util.ArrayList<>(recipe.aliases());
        names.add(0, recipe.name());
        return names.stream().map(n -> n.toLowerCase(java.util.Locale.ROOT)).filter(lower::contains)
                .max(java.util.Comparator.comparingInt(String::length)).orElse("");
    }
}
