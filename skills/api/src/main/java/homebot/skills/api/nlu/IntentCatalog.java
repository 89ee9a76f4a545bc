package homebot.skills.api.nlu;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The one intent engine of homebot: sentence templates per intent and language, read from YAML of the form
 * {@code intent: { zh-CN: [templates], en-US: [templates] }} (the daemon's and every skill's files alike), plus an
 * optional top-level {@code synonyms:} map. An utterance is tried in four forms, each less certain than the last:
 * as said with synonyms replaced (score 1.0); also without fillers (0.95); by sound with tones (0.9, the
 * recogniser's near-homophones); by sound without tones (0.7, a guess to confirm). Within a form, intents are
 * tried in file order and templates in list order.
 */
public final class IntentCatalog {
    private static final double[] SCORES = {1.0, 0.95, 0.9, 0.7};
    /** A command found in one clause of a longer sentence is a little less certain than a whole match. */
    private static final double CLAUSE_SCORE = 0.95;
    /** Clause breaks as typed (a recogniser writes none); a point between digits is a decimal. */
    private static final Pattern CLAUSE_BREAK =
            // (and a colon between English words: "let's get tea on: fried rice", never "at 6:30", nor the label of who
            // speaks, "TV: next, we…", "电视里：下一步…", which says the rest is not the cook's)
            Pattern.compile("(?<!\\d)\\.(?!\\d)|[，。！？；,!?;、—–]+|(?<=[a-z])(?<!(?i:tv|radio|telly|television|announcer|presenter|host)):(?=\\s*[A-Za-z])|\\s-{1,2}\\s");
    /**
     * A later clause that takes the earlier one back or puts it off ("对，不要", "下一步，不对", "红烧肉？明天再做吧",
     * "yes, no wait"); a 别 with a request of
     * its own after it ("你先别往下翻") keeps the earlier question.
     */
    private static final Pattern TAKES_BACK = Pattern.compile(
            // "要不要得", "是不是", "行不行": asking, as A-not-A, whether the request suits, is no taking back; Shaanxi
            // 嫑, Wu 覅, northern 甭, southwestern 莫 (don't); "not four", "不是四个" only corrects a number
            "^(?:先|暂时|还是)?(?:不|别|没)|^停(?:停|下|一下)?$|^stop$|(?<!要)不要|(?<!用)不用|用不着|(?<!对)不对|(?<!是)不是(?![零一二两三四五六七八九十0-9])|(?<!行)不行|(?:别|莫(?![子得里])).{0,2}$|没说|算了|算哒|[" + TextNormalizer.DONT_CHARS + "]|^莫(?![子得里])|取消|等等|等一下|(?:明天|后天|改天|下次|下回|以后)再|(?<![a-z])(?:no|dont|don't|cancel|wait|nope|" + TextNormalizer.NOT_SCOTS + ")(?![a-z])"
            // "never" too opens the clause that takes back ("never mind", "oh never"); after who did something it
            // tells what happened ("stop the dryer one, we never switched it on")
            + "|^(?:(?:oh|no|nah|well|actually|um|uh|erm|ah|and|so|ok|okay) ){0,3}never(?![a-z])"
            // "not" opens or closes the clause ("not yet", "oh not that", "maybe not"): inside it, it tells how things
            // are ("go back, the butter is not melted"), as 没 inside a Chinese clause does; "not four" corrects a number
            + "|^(?:(?:oh|no|nah|well|actually|maybe|or|but|um|uh|erm|hmm|ah|and|so|just|ok|okay) ){0,3}not(?![a-z])"
            + "(?! (?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve)(?![a-z]))"
            + "|(?<![a-z])not(?: (?:yet|now|today|tonight|really|anymore|again|that|this|that one|this one))?[.!?]*$");

    /** "俺没听见", "I didn't catch that": a report of not having heard, which alone asks to hear it again. */
    private static final Pattern NOT_HEARD = Pattern.compile(
            "(?:我|俺|额|偶|我们)?(?:刚才|刚刚|刚)?(?:都|也|还)?(?:没|冇|没有)(?:听|听到|听见|听清|听清楚|听懂|听明白)(?:见|到|清|清楚|懂|明白)?[啊呀哦呢嘛咧哩]*"
                    // ("从头来过，我再听一次": to hear it again is why)
                    + "|(?:(?:我|俺|额|我们)(?:要|想)?)?再听(?:一)?(?:次|遍|下)[啊呀哦呢嘛咧哩]*"
                    + "|(?:sorry )?(?:i|we) (?:didnt|didn't|did not|couldnt|couldn't|could not) (?:hear|catch|get) (?:that|it|you|any of (?:it|that)|a word|what you said)?",
            Pattern.CASE_INSENSITIVE);
    /**
     * A second thought: the cook stops what they just asked for ("no wait", "hang on, leave it", "等等", "慢着"); "等下"
     * is {@link #LATER}, only as a clause of its own ("下一个，等下，糖还没化开"), since "等下提醒我" asks for something later.
     */
    private static final Pattern HOLD_ON = Pattern.compile(
            "^(?:no|nah|oh)?\\s*(?:wait|hang on|hold on|leave it)|^(?:等等|慢着|先别|别取消|留着)", Pattern.CASE_INSENSITIVE);
    /**
     * "等下", "等会儿" as a clause of their own: after a request, the cook holds it back ("下一步，等会儿，蛋还没凝住");
     * after a refusal they only say when ("先不进，等会儿"), which agrees with it.
     */
    private static final Pattern LATER = Pattern.compile(
            // ("等哈" read without its 哈, a particle in the southwest, is 等 alone)
            "^(?:等下|等一下|等阵|且慢|稍等|等会儿?|等一会儿?|等哈|等一哈|等)[啊呀吧哈先噻哦]*[,.!?;，。！？；…—-]*$");

    /** A key written twice is an error: YAML would keep only the last, and the first one's words would be lost unseen. */
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory())
            .enable(com.fasterxml.jackson.core.JsonParser.Feature.STRICT_DUPLICATE_DETECTION);

    private final Map<String, Map<String, List<Template>>> intents = new LinkedHashMap<>();

    /**
     * The clauses of what was said, split at the breaks a typist or a transcript wrote (never empty ones). A "then"
     * or "so" between two clauses closes the first ("Fried rice, then, there's rice left"): said there it settles what
     * came before, and read alone it would ask for the next step.
     */
    public static List<String> clauses(String utterance) {
        List<String> split = CLAUSE_BREAK.splitAsStream(utterance == null ? "" : utterance).map(String::strip)
                .filter(c -> !c.isEmpty()).toList();
        if (split.size() < 3) {
            return split;
        }
        List<String> joined = new ArrayList<>(split.size());
        for (int i = 0; i < split.size(); i++) {
            String c = split.get(i);
            if (i > 0 && i < split.size() - 1 && SETTLES.matcher(c).matches()) {
                joined.set(joined.size() - 1, joined.get(joined.size() - 1) + " " + c);
            } else {
                joined.add(c);
            }
        }
        return List.copyOf(joined);
    }

    private static final Pattern SETTLES = Pattern.compile("(?i)(?:then|so|so then)[,.!?;，。！？；…]*");
    private final Synonyms synonyms = new Synonyms();
    private final Cues cues = new Cues();

    /**
     * The engine's own phrase files (common.yaml and those a catalog includes), parsed once: they ship with the code
     * and never change while it runs, and every catalog (the daemon's, each skill's, each mode's phrases) starts from
     * them. Read only: {@link #add} reads a tree, it never writes one.
     */
    private static final Map<String, JsonNode> ENGINE_FILES = new java.util.concurrent.ConcurrentHashMap<>();

    private static JsonNode engineFile(String name) throws IOException {
        JsonNode known = ENGINE_FILES.get(name);
        if (known != null) {
            return known;
        }
        try (InputStream in = IntentCatalog.class.getResourceAsStream(name)) {
            if (in == null) {
                return null;
            }
            JsonNode read = YAML.readTree(in);
            ENGINE_FILES.putIfAbsent(name, read);
            return read;
        }
    }

    /** An empty catalog that knows the common synonyms ({@code homebot/skills/api/nlu/common.yaml}). */
    public IntentCatalog() {
        try {
            JsonNode common = engineFile("common.yaml");
            if (common == null) {
                throw new IllegalStateException("not found");
            }
            add("common.yaml", common);
            synonyms.hearUnits(); // "还有几昏钟": the templates hear a unit as the durations do
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("the engine's common.yaml is missing or broken: " + e.getMessage(), e);
        }
    }

    /** Loads YAML resources through the given class loader (a skill passes its own). */
    public static IntentCatalog load(ClassLoader loader, String... resources) {
        IntentCatalog catalog = new IntentCatalog();
        for (String r : resources) {
            try (InputStream in = loader.getResourceAsStream(r)) {
                if (in == null) {
                    throw new IllegalStateException("intent resource missing: " + r);
                }
                catalog.add(r, YAML.readTree(in));
            } catch (IOException e) {
                throw new IllegalStateException("intent resource " + r + " is not valid YAML: " + e.getMessage(), e);
            }
        }
        return catalog;
    }

    /** Adds the intents (and synonyms) of one parsed file; {@code origin} names it in errors. */
    public void add(String origin, JsonNode root) {
        for (Map.Entry<String, JsonNode> intent : root.properties()) {
            if (intent.getKey().equals("synonyms")) {
                synonyms.add(intent.getValue(), origin);
                continue;
            }
            if (intent.getKey().equals("cues")) {
                cues.add(intent.getValue(), origin);
                continue;
            }
            if (intent.getKey().equals("include")) {
                include(origin, intent.getValue().asText());
                continue;
            }
            bags = null;
            inOrder = null;
            Map<String, List<Template>> byLang = intents.computeIfAbsent(intent.getKey(), k -> new LinkedHashMap<>());
            for (Map.Entry<String, JsonNode> lang : intent.getValue().properties()) {
                List<Template> list = byLang.computeIfAbsent(lang.getKey(), k -> new ArrayList<>());
                for (JsonNode t : lang.getValue()) {
                    try {
                        // templates say canonical words too, so a variant written in a template still matches
                        String said = lang.getKey().startsWith("en") ? EnglishArticles.optional(t.asText()) : t.asText();
                        list.add(Template.compile(synonyms.apply(said)));
                    } catch (IllegalArgumentException e) {
                        throw new IllegalStateException(origin + ": intent " + intent.getKey() + ": " + e.getMessage(), e);
                    }
                }
            }
        }
    }

    /**
     * One of the engine's shared phrase files ({@code include: timers.yaml}), added where the including file names it:
     * intents are tried in catalog order, so the daemon and a skill each place the shared ones among their own.
     */
    private void include(String origin, String shared) {
        if (!shared.matches("[a-z-]+\\.yaml")) {
            throw new IllegalStateException(origin + ": include names one of the engine's phrase files, not " + shared);
        }
        try {
            JsonNode included = engineFile(shared);
            if (included == null) {
                throw new IllegalStateException(origin + ": included " + shared + " is not one of the engine's phrase files");
            }
            add(shared, included);
        } catch (IOException e) {
            throw new IllegalStateException(origin + ": included " + shared + " is not valid YAML: " + e.getMessage(), e);
        }
    }

    public Synonyms synonyms() {
        return synonyms;
    }

    /**
     * The last reading, for when no template matched: a word only one request uses ({@link Cues}); a question whose
     * answer changes nothing is answered, anything else asked about first.
     */
    public Optional<IntentMatch> cue(String utterance, Predicate<String> enabled) {
        String paused = Pauses.asBreaks(utterance);
        Optional<IntentMatch> asSaid = cueAsSaid(utterance, enabled);
        return asSaid.isPresent() || paused == null || paused.equals(utterance) ? asSaid : cueAsSaid(paused, enabled);
    }

    private Optional<IntentMatch> cueAsSaid(String utterance, Predicate<String> enabled) {
        String text = unpaused(SelfRepair.repaired(utterance == null ? "" : utterance));
        List<String> clauses = clauses(text);
        if (Addressee.someoneElse(clauses) || denies(text)) {
            return Optional.empty(); // "喂，妈，我正做饭呢": said to someone else
        }
        Optional<IntentMatch> whole = cues.match(synonyms.apply(TextNormalizer.plain(text)), enabled);
        if (whole.isPresent()) {
            return whole;
        }
        // "今天是几号来着？我得算算离孩子们回来还有几天": the clause that holds the cue, unless a later one takes it back
        for (int i = 0; i < clauses.size() && clauses.size() > 1; i++) {
            Optional<IntentMatch> m = cues.match(synonyms.apply(TextNormalizer.plain(clauses.get(i))), enabled);
            if (m.isPresent()) {
                boolean takenBack = clauses.subList(i + 1, clauses.size()).stream().map(TextNormalizer::normalize)
                        .anyMatch(c -> TAKES_BACK.matcher(c).find() || HOLD_ON.matcher(c).find() || LATER.matcher(c).find());
                return takenBack ? Optional.empty() : m;
            }
        }
        return Optional.empty();
    }

    /** The best match among the enabled intents, if any. */
    public Optional<IntentMatch> match(String utterance, Predicate<String> enabled) {
        List<IntentMatch> all = matchAll(utterance, enabled);
        return all.isEmpty() ? Optional.empty() : Optional.of(all.get(0));
    }

    public Optional<IntentMatch> match(String utterance, Set<String> enabled) {
        return match(utterance, enabled::contains);
    }

    public List<IntentMatch> matchAll(String utterance, Set<String> enabled) {
        return matchAll(utterance, enabled::contains);
    }

    /**
     * Every enabled intent that matches, best score first (ties in catalog order): once per form in which it
     * matches, so a caller whose handler declines the literal reading (a slot that makes no sense here) can
     * still act on the plain one; the sound forms are tried only when the words matched nothing.
     */
    public List<IntentMatch> matchAll(String utterance, Predicate<String> enabled) {
        return matchAll(utterance, enabled, m -> true);
    }

    /**
     * {@link #matchAll(String, Predicate)} keeping only the matches the caller can use ({@code usable}: a skill's
     * own slot checks, "第二部" is no dish), so that words matched only unusably still get their sound forms tried.
     * {@code usable} judges a reading by its intent, slots, template and score: the spoken form ({@link IntentMatch#said()})
     * may still be null when it is asked, and is worded only for the readings it keeps.
     */
    public List<IntentMatch> matchAll(String utterance, Predicate<String> enabled, Predicate<IntentMatch> usable) {
        Reading r = new Reading(enabled, usable);
        String paused = Pauses.asBreaks(utterance);
        if (paused == null || paused.equals(utterance)) {
            return matchAsSaid(r, utterance, true);
        }
        // "好了 肉下锅了 定个五分钟 就叫焯水": the words as said, then with the recogniser's pauses between phrases
        // read as clause breaks, both by words; the costly sound forms only when neither reading found a request
        List<IntentMatch> asSaid = matchAsSaid(r, utterance, false);
        if (asSaid.stream().anyMatch(IntentMatch::confident)) {
            return asSaid;
        }
        List<IntentMatch> byPauses = matchAsSaid(r, paused, false);
        if (byPauses.stream().anyMatch(IntentMatch::confident)) {
            return byPauses;
        }
        List<IntentMatch> bySound = matchAsSaid(r, utterance, true);
        return bySound.isEmpty() ? byPauses : bySound;
    }

    private List<IntentMatch> matchAsSaid(Reading r, String utterance, boolean bySound) {
        if (denies(utterance)) {
            return List.of(); // "我没说全部取消啊", "I never said cancel them": what was not asked for
        }
        utterance = r.prepared(utterance);
        List<String> said = clauses(utterance);
        List<String> raw = withTagJoined(withoutStammers(said));
        if (raw.size() < said.size()) {
            utterance = String.join("，", raw);
        }
        if (raw.size() < 2) {
            return matchWhole(r, saidOnce(raw.isEmpty() ? utterance : raw.get(0)), 0, bySound);
        }
        List<String> clauses = raw.stream().map(r::plainKeepCase).toList();
        // "肉焯好了，下一步" / "不用你计时，我自己看着" / "算了，做可乐鸡翅吧，五个人吃": people wrap a request in a report,
        // an afterthought or a change of mind. By words first, then by sound: the whole sentence (a slot never runs
        // across a clause break: "等会儿，先别——西红柿要几个" asks about 西红柿), then without its leading clauses
        // (longest first), then without its trailing ones, unless a dropped one takes the request back ("对，不要")
        List<IntentMatch> byWords = matchWhole(r, utterance, 0, false).stream()
                .filter(m -> withinOneClause(r, m, clauses)).toList();
        if (byWords.stream().anyMatch(IntentMatch::confident)) {
            return byWords;
        }
        // "Right, pancakes for six, go on.": a closing "go on" urges the request before it on; only after a report
        // ("Onions are in, go on") is it the request itself, and after one word ("Yes, go on", "Wi, go ahead", "Done,
        // go on") the two are one answer
        // (said first, it urges on what follows: "Go on then, egg fried rice.")
        for (boolean last : new boolean[] {true, false}) {
            String urge = raw.get(last ? raw.size() - 1 : 0);
            String urgedOn = String.join("，", last ? raw.subList(0, raw.size() - 1) : raw.subList(1, raw.size()));
            if (URGED.matcher(CLOSING_MARKS.matcher(urge.strip()).replaceFirst("")).matches()
                    && SPACES.split(NOT_A_WORD.matcher(urgedOn.toLowerCase(Locale.ROOT)).replaceAll(" ").strip()).length >= 2) {
                List<IntentMatch> urged = matchAsSaid(r, urgedOn, bySound);
                if (urged.stream().anyMatch(IntentMatch::confident)) {
                    return urged;
                }
            }
        }
        Optional<List<IntentMatch>> part = clausesMatch(r, raw, clauses, false);
        if (part.isPresent()) {
            return part.get();
        }
        if (!byWords.isEmpty()) {
            return byWords; // the words themselves gave a guess: sound is tried only when they gave nothing
        }
        // clauses are heard by their words only: by sound as well would cost too much per turn
        return bySound ? matchWhole(r, utterance, 2, true).stream().filter(m -> withinOneClause(r, m, clauses)).toList()
                : byWords;
    }

    /** "我没说要取消", "I never said stop", "did I say stop?": a request denied or asked back, never asked for. */
    private static final Pattern DENIAL = Pattern.compile(
            "^(?:我|我们|俺)?(?:没|没有|并没有|从来没|可没|冇|冒|唔系|不是)(?:说|讲|话|叫你|让你|要你)|^(?:but )?(?:i|we) (?:never|didn't|didnt|did not) "
                    + "(?:say|said|ask|asked|tell|told)\\b"
                    // asked back: "我讲了要关咩", "我有说要取消吗", "谁叫你关的", "did I say stop?", "who said cancel"
                    + "|^(?:我|我们|俺|额)(?:有)?(?:说|讲|话|叫你|让你|要你)(?:了|过|咗)[^，。,.!！？?]{1,24}?(?:吗|咩|(?:么|冇|没有)(?=\\s|[，。,.!！？?]|$))"
                    + "|^(?:谁|边个|哪个)(?:说|讲|叫你|让你|要你)"
                    + "|^(?:but )?(?:did|do|have|had) (?:i|we) (?:ever |just |even )?(?:say|said|ask|asked|tell|told)\\b"
                    + "|^who (?:said|asked|told you)\\b", Pattern.CASE_INSENSITIVE);

    /** Whether the words deny having asked for something ("我没说全部取消啊"): nothing in them may act. */
    public static boolean denies(String utterance) {
        if (utterance == null) {
            return false;
        }
        String lower = utterance.toLowerCase(Locale.ROOT);
        // most sentences deny nothing: only those with a word of denial are read closely
        boolean deniedWord = lower.contains("没") || lower.contains("冇") || lower.contains("冒") || lower.contains("唔")
                || lower.contains("不是") || lower.contains("never") || lower.contains("didn") || lower.contains("did not");
        boolean askedBack = (lower.contains("说") || lower.contains("讲") || lower.contains("叫你") || lower.contains("让你")
                || lower.contains("要你")) && (lower.contains("吗") || lower.contains("咩") || lower.contains("么")
                || lower.contains("谁") || lower.contains("边个") || lower.contains("哪个"))
                || lower.contains("did i") || lower.contains("did we") || lower.contains("do i ") || lower.contains("have i")
                || lower.contains("had i") || lower.contains("who said") || lower.contains("who asked") || lower.contains("who told");
        // read plain (openers dropped) and as said (the 吗 that makes "我说了要退出吗" a question is a tail plain drops)
        return (deniedWord || askedBack) && (DENIAL.matcher(TextNormalizer.plain(utterance)).find()
                || askedBack && DENIAL.matcher(TextNormalizer.normalize(utterance)).find());
    }

    /** Kin and family words as a recogniser may space them ("外 婆"), for a lookahead after a count of people. */
    private static final String KIN_SPACED = String.join("|", java.util.stream.Stream.concat(
            java.util.Arrays.stream(TextNormalizer.KIN.split("\\|")), java.util.stream.Stream.of("阿婆", "阿公", "阿嫲",
                    "阿爷", "舅", "姨", "姑", "叔", "伯", "婶", "哥", "姐", "弟", "妹", "细佬", "隔壁", "邻居", "朋友", "同事"))
            .map(w -> String.join("\\s?", w.split(""))).toList());

    /** A dish chosen instead, with its verb: "还是做蛋炒饭", "那就搞个番茄炒蛋" (never "还是做吧"). */
    private static final String INSTEAD = "(?:还\\s?是|那\\s?就)\\s?(?:做|搞|弄|整|煮|炒|来)\\s?(?:一\\s?个\\s?|个\\s?)?[\\p{IsHan}&&[^吧呗啊呀嘛了]]";

    /**
     * "所以"/"因为" inside a sentence, a 了 that closes a report before "那个…" or "帮我…" ("稀饭好了那个闹钟关了嘛"),
     * " so " between words, "make it"/"let's" after a report, and what follows a count of people start a clause a
     * recogniser wrote no comma for. The Chinese breaks each need a Han character, the English ones a Latin letter:
     * kept apart so that a sentence in one language is not tried against the other's (the combined pattern costs
     * several times more per character, and it runs on every reading of every turn).
     */
    static final String CONNECTIVE_ZH =
            "(?=\\s*[所因但不])(?<=\\p{IsHan})\\s*(?=所以|因为|但是|不过)"
                    + "|(?<=了)(?<=\\p{IsHan}\\s?了)\\s*(?=那\\s?个|那\\s?就|那\\s?你|帮\\s?我|你\\s?帮\\s?我|麻\\s?烦\\s?你|教\\s?(?:我|俺)|你\\s?教"
                    // "闺女不回来吃了改五个人": who is not coming, then the count changed
                    + "|改\\s?(?:成\\s?)?[一二两俩仨三四五六七八九十]\\s?个\\s?人"
                    // "又冇声音了再说一遍": what went wrong (nothing heard), then the step asked again
                    + "|再\\s?(?:说|讲|念|港)\\s?一\\s?[遍次道])"
                    // "手把肉都不会那你有啥菜", "没有锅包肉那你能整啥菜": what homebot cannot make (or has not), then what it
                    // can, asked of it
                    + "|(?=\\s*那)(?<=不\\s?会|(?:没|冇|木)\\s?有\\s?\\p{IsHan}\\s?\\p{IsHan}?\\s?\\p{IsHan}?\\s?\\p{IsHan}?\\s?\\p{IsHan}?)\\s*(?=那\\s?(?:你|您|恁))"
                    // "饭整完了给壮壮整个松饼": one dish done, then the next asked for, with no pause
                    + "|(?=\\s*[给再帮那])(?<=[整做弄搞煮炒]\\s?完\\s?了)\\s*(?=(?:给|再|帮|那)\\s?\\p{IsHan})"
                    // "他不回来那就三个人": who is (not) coming, then the count that follows from it
                    + "|(?=\\s*那)(?<=\\p{IsHan})(?<!刹)\\s*(?=那\\s?就?\\s?(?:[一二两俩仨三四五六七八九十]|\\d+)\\s?个\\s?人)"
                    // "这鱼贼鲜记着下回就蒸七分钟": praise, then what to remember for next time
                    + "|(?=\\s*记\\s?[着住]\\s?下\\s?[回次])(?<=\\p{IsHan})(?<![帮给你我俺要得忘])\\s*"
                    // "回上一步蒜还没好": the step back, then what is not done yet (why), with no pause
                    + "|(?<=[步部])(?<=上\\s?一\\s?[步部])\\s*(?=\\p{IsHan}(?:\\s?\\p{IsHan}){0,3}?\\s?(?:还|都)\\s?(?:没|冇|未|木|莫))"
                    // "十克够不够哦我们阆中人吃得甜": whether so much is enough, then why it is asked
                    + "|(?<=[哦啊呀嘛])(?<=够\\s?不\\s?够\\s?[哦啊呀嘛])\\s*(?=\\p{IsHan})"
                    // "俺不做了收拾收拾送孩子去": the cooking given up, then what comes next
                    + "|(?<=不\\s?[做弄搞煮烧整揍]\\s?了)\\s*(?=\\p{IsHan})(?![" + TextNormalizer.FINAL_PARTICLES + "])"
                    // "冇白切鸡咁做可乐鸡翅": what the book lacks, "then" (Cantonese 咁), the dish made instead
                    + "|(?<=咁)(?<=(?:冇|没)\\s?(?:有\\s?)?\\p{IsHan}\\s?\\p{IsHan}?\\s?\\p{IsHan}?\\s?\\p{IsHan}?\\s?\\p{IsHan}?\\s?咁)\\s*(?=(?:就\\s?)?(?:做|整|煮|搞|弄|炒))"
                    // "同事也来八个人", "同学也在这里吃五个人", "老姑在这吃五口人": who comes or eats too, then the count,
                    // with no pause
                    + "|(?<=\\p{IsHan}\\s?[来吃食])\\s*(?=[一二两俩仨三四五六七八九十]\\s?[个口]\\s?[人银仍]\\s?[吃食]?\\s*$)"
                    // "冇得鸡翅了搞蛋炒饭": what has run out, then the dish made instead
                    + "|(?<=了)(?<=(?:没|冇|莫|木|无)\\s?(?:有|得)\\s?\\p{IsHan}\\s?\\p{IsHan}?\\s?\\p{IsHan}?\\s?了)\\s*(?=(?:搞|做|整|煮|弄|炒)\\s?(?:个\\s?)?\\p{IsHan})"
                    // "那再搞个蛋炒饭算哒算哒还是鸡翅就够哒": a request, then taken back twice over (Hunan 哒 for 了)
                    + "|(?=\\s*算)(?<=\\p{IsHan})\\s*(?=算\\s?[了哒]\\s?算\\s?[了哒])"
                    // "家里可乐喝完了算了还是做蛋炒饭": what the cook lacks, given up mid-sentence, then the choice instead
                    // (never "做蛋炒饭算了", just make that)
                    // (only after a clause of its own, and before a dish asked for: "哎算了还是做吧" and "算哒还是鸡翅就够哒"
                    // stay whole)
                    + "|(?<=\\p{IsHan}\\s?\\p{IsHan})\\s*(?=算\\s?[了哒咧嘞]\\s?" + INSTEAD + ")"
                    + "|(?<=[了哒咧嘞])(?<=\\p{IsHan}\\s?\\p{IsHan}\\s?算\\s?[了哒咧嘞])\\s*(?=" + INSTEAD + ")"
                    // "算了还得做饭孩子饿了": a change of mind said first (Hunan and Gan 算哒), then what is wanted now
                    // (a particle after it closes the same clause: "算了吧")
                    + "|(?<=^算\\s?[了哒])\\s*(?=\\p{IsHan})(?![" + TextNormalizer.FINAL_PARTICLES + "])"
                    // "白记了我自己翻", "馒头那个不要了我家有现成的": the reason the cook gives, run on with no comma, starts
                    // with who speaks doing or having something, after the request's closing 了/吧/呢 or its timing (计)
                    + "|(?<=\\p{IsHan}\\s?咧)(?<![好行成对中]\\s?咧)\\s*(?=(?:我|俺|额|咱)\\s?自\\s?己)"
                    + "|(?<=\\p{IsHan}\\s?[了吧嘞呢啊呀计记秒钟])\\s*(?=(?:我|俺|额|咱)\\s?(?:自\\s?己|自\\s?个|自\\s?家|家|都|还|刚|已\\s?经|儿\\s?子|女\\s?儿|老\\s?公|老\\s?婆|媳\\s?妇|搞|会|看|翻|盯))"
                    // "孙子放学了我得做饭了": what happened, then what the cook must do now
                    + "|(?<=\\p{IsHan}\\s?了)\\s*(?=(?:我|俺|额|咱)\\s?(?:们\\s?)?(?:得|该|要\\s?开\\s?始|准\\s?备)\\s?(?:做|煮|烧|弄|整)\\s?饭)"
                    // "翻个面再计四分钟叫翻面": what was done, then the timer for what comes next (never after a no:
                    // "不要再计五分钟了"), also asked of homebot ("…还要焖两分钟再给我定个两分钟的")
                    // ("翻面了再来个三分钟叫它翻面": 来 for 计, with its 个 before the length)
                    + "|(?<=\\p{IsHan})(?<![不别要用甭莫])\\s*(?=再\\s?(?:给\\s?我\\s?|帮\\s?我\\s?)?(?:计|定|设|来\\s?(?=个|一\\s?个))\\s?(?:个\\s?|一\\s?个\\s?)?[零一二两三四五六七八九十半\\d])"
                    // "冰糖好了后头呢", "翻匀了接着来": a step reported done, then the ask for what comes after it
                    + "|(?<=[好完匀熟]\\s?了)\\s*(?=接\\s?下\\s?来|后\\s?头|然\\s?后|接\\s?着|往\\s?下|再\\s?往\\s?下|再\\s?下\\s?去)"
                    // "前头两步弄好了跳到第三步", "每面煎几分钟来着上一步": a report or a question let go, then a step to move to
                    + "|(?<=[了着])(?<=\\p{IsHan}\\s?(?:了|来\\s?着))\\s*(?=(?:直\\s?接\\s?)?(?:跳\\s?到\\s?|跳\\s?去\\s?|去\\s?|克\\s?(?=第)|到\\s?|回\\s?到\\s?)?"
                    + "(?:第\\s?[一二两三四五六七八九十\\d]{1,2}\\s?[步部]|上\\s?一\\s?[步部]|最\\s?后\\s?一\\s?[步部])(?!\\s?[是讲说呢啥]))"
                    // "俺家四口人按四个人弄", "买了二十个按六个人弄": the count to cook for starts its own clause; and a
                    // leading Cantonese 唔系 (no) before the change said instead ("唔系改做四个人")
                    + "|(?<=\\p{IsHan})\\s*(?=按\\s?[一二两三四五六七八九十\\d]{1,2}\\s?个\\s?人)"
                    // "红烧肉两个人吃就额跟老汉": how many eat, then who they are (just me and him)
                    + "|(?<=[吃食恰])\\s*(?=就\\s?(?:我|额|俺|咱|阿)\\s?(?:跟|和|同|与|两\\s?个|俩))"
                    + "|(?<=^(?:唔\\s?系|不\\s?是|不\\s?对))\\s*(?=改|换|按|算)"
                    // "不对不对回第三步", "错了去第二步": the cook's own slip taken back, then the step meant
                    + "|(?<=^" + SelfRepair.SLIP_TAKEN_BACK + "|^" + SelfRepair.SLIP_TAKEN_BACK + "\\s?" + SelfRepair.SLIP_TAKEN_BACK + ")\\s*(?=(?:回|跳|退|去|到)\\s?(?:到\\s?|去\\s?)?(?:第|上\\s?一\\s?[步部]|最\\s?后))"
                    // "葱丝还没铺退回去上一步": going back said after what is not done yet
                    + "|(?<=\\p{IsHan})\\s*(?=退\\s?回\\s?[去克]?\\s?(?:上\\s?一\\s?[步部]|第))"
                    // "青菜那个不要了关掉吧": the timer let go, then said again as switching it off
                    + "|(?<=不\\s?要\\s?了)\\s*(?=关|停|取\\s?消|删)"
                    // "饺子那个不要了浮起来了", "米饭那个覅了电饭煲自己会跳的": a timer let go by what it is for, then
                    // why, run on with no comma (a particle after it still closes the same clause: "那个不要了吧")
                    + "|(?<=[了咧嘞啦])(?<=那\\s?个\\s?(?:就\\s?|也\\s?|先\\s?)?(?:不\\s?要|不\\s?用|覅|嫑|甭|删|算)\\s?[了咧嘞啦])\\s*(?=\\p{IsHan})(?![" + TextNormalizer.FINAL_PARTICLES + "])"
                    // "从头再念一遍俺没记住": a reading asked for, then why
                    + "|(?<=遍)(?<=一\\s?遍)\\s*(?=(?:我|俺|额)\\s?(?:没|冇|木|还\\s?没|刚\\s?才\\s?没))"
                    // "给馍定个十分钟俺馏馍嘞": the length asked for, then what the cook is doing meanwhile
                    + "|(?<=[钟头时])(?<=[分秒]\\s?钟|钟\\s?头|小\\s?时)\\s*(?=(?:我|俺|额|咱)\\s?(?!们|的)\\p{IsHan})"
                    // "接孩子那个不要了他们已经到家了": the reason is what others have done
                    + "|(?<=\\p{IsHan}\\s?了)\\s*(?=(?:他\\s?们|她\\s?们|孩\\s?子\\s?们?|人\\s?家|客\\s?人)\\s?(?:都|已\\s?经|刚|早))"
                    // "今天八个人吃你给算八个人的": who eats, then said again as a request, or who they are ("六个人吃四个
                    // 小孩俩大人"); 人 as a recogniser writes it through a northern accent (银, 仍)
                    // "今天六个人老汉老妈都来": who they are, run on after the count; "屋里五个人搞五个人的": the count to
                    // cook for said again after how many live there
                    + "|(?<=[一二两俩三四五六七八九十\\d]\\s?个\\s?[人银仍])(?!\\s?[吃食])\\s*(?=(?:搞|做|弄|整|煮|烧)\\s?(?:个\\s?)?[一二两俩三四五六七八九十\\d]\\s?个\\s?人|老|我|俺|额|饿|咱|他|她|孩|客|家|都|也|还|加上|包括|连|" + KIN_SPACED + ")"
                    + "|(?<=个\\s?[人银仍]\\s?[吃食])\\s*(?=你|恁|嫩|我|俺|咱|额|饿|他|她|[一二两俩仨三四五六七八九十]\\s?个|俩|仨|小|大\\s?人|老|孩|都|全|帮|阿|" + KIN_SPACED
                    // (or a child by a 大 name: "…一个人吃大宝没吃饱")
                    + "|大(?!\\s?[概约致多])\\s?\\p{IsHan})"
                    // "豆豆还想吃整四个人的": who wants more, then the count to cook for
                    + "|(?=\\s*[整搞做弄煮])(?<=[吃食])\\s*(?=(?:整|搞|做|弄|煮)\\s?[一二两俩仨三四五六七八九十\\d]\\s?个\\s?[人银仍])"
                    // "下一部啊等一下还没好": the request, then held back at once
                    + "|(?<=\\p{IsHan}\\s?[啊呀吧哈])\\s*(?=等\\s?(?:一\\s?)?(?:下|哈|会))"
                    // "好了别说了", "别磨叽了别念了": a clause closed by 了, then a don't
                    + "|(?<=\\p{IsHan}\\s?了)\\s*(?=别\\s?\\p{IsHan})"
                    // "那就红烧肉吧四个人": the choice closed, then who eats it
                    + "|(?<=\\p{IsHan}\\s?[吧啦])\\s*(?=[一二两俩仨三四五六七八九十\\d]\\s?(?:个\\s?)?[人银仍])"
                    // "老王家不来了就六个人": who is not coming, then the count left
                    + "|(?<=了)\\s*(?=就\\s?[一二两俩仨三四五六七八九十\\d]\\s?个\\s?[人银仍])"
                    // "红烧肉两个人的明天中午还能吃": the count the dish is for, then why (never "两个人的量")
                    + "|(?<=个\\s?[人银仍]\\s?的)\\s*(?=明\\s?天|后\\s?天|剩|留|带|吃\\s?不\\s?完|我|俺|额|咱|他|她|孩|老|都|也|还|" + KIN_SPACED + ")"
                    // "隔壁小胖也在我家吃今天六个人": who comes, then the count for tonight
                    + "|(?=\\s*[今晚])(?<=\\p{IsHan})(?<![不没])\\s*(?=(?:今\\s?天|今\\s?晚|今\\s?儿|晚\\s?上)\\s?(?:一\\s?共\\s?|总\\s?共\\s?)?[一二两俩三四五六七八九十\\d]\\s?个\\s?[人银仍]\\s*$)"
                    // "肉切好了焯水那个五分钟帮我计一下": a step reported done, then a timer asked for
                    + "|(?<=[好完熟]\\s?了)\\s*(?=(?:\\p{IsHan}\\s?){1,4}那\\s?个|帮\\s?我|给\\s?我|你\\s?帮|再\\s?[定计给帮]|把)"
                    // "焖的时候帮我把米饭也计个时": when, then what to do then
                    + "|(?<=的\\s?时\\s?候)\\s*(?=\\p{IsHan})(?![了吧])"
                    // "番茄烫得稀烂重新来": what went wrong, then starting over
                    + "|(?<=\\p{IsHan})(?<![不别要莫])\\s*(?=重\\s?新\\s?来|从\\s?头\\s?(?:开\\s?始|来)|重\\s?来)"
                    // "从头来番茄皮没剥干净": starting over, then why, what went wrong (never "从头开始计时", the timer
                    // started over)
                    + "|(?<=从\\s?头\\s?(?:开\\s?始|来|再\\s?来)|重\\s?新\\s?来)\\s*(?=(?:\\p{IsHan}\\s?){1,6}?(?:没|冇|不|错|坏|糊|烂|太|忘))"
                    // "还冇炖好回到上一步": why, then the step back (never after a no: "不对回到上一步" is one clause, which an
                    // open offer must not read as its no)
                    + "|(?<=\\p{IsHan})(?<![不别莫要甭嫑覅对是])(?<!错\\s?了)\\s*(?=(?:回|退|返)\\s?(?:到|去|回)\\s?上\\s?一\\s?[步部])"
                    // "饺子那个关了捞出来了": a timer pointed at and switched off, then why
                    + "|(?<=那\\s?个\\s?关\\s?了)\\s*(?=\\p{IsHan})(?![吧啊呀吗么没呢哦嘛它火计定闹就])"
                    // "莫忙莫忙肉都还没切先不计": why, then no timer yet
                    + "|(?<=\\p{IsHan})\\s*(?=先\\s?(?:不\\s?[计定用要]|别\\s?[计定]))"
                    // "儿子他们今天回来我要做饭了": why, then the wish to cook
                    + "|(?<=\\p{IsHan})\\s*(?=(?:我|俺)\\s?(?:们\\s?)?(?:得|该|要\\s?开\\s?始|要|准\\s?备)\\s?(?:做|作|煮|烧|弄|整)\\s?[饭换发]\\s?了)"
                    // "先莫计时肉都还莫切", "先嫑计时肉还没切呢": no timer, then why
                    + "|(?<=[计时定])(?<=(?:莫|不|别|[" + TextNormalizer.DONT_CHARS + "])\\s?(?:计\\s?时|计|定\\s?时|定))\\s*(?=\\p{IsHan})(?![了啦吧嘛哈咯呀啊个一上时])"
                    // "洗衣机那个取消了莫洗了": the request, then why
                    + "|(?<=取\\s?消\\s?(?:算\\s?)?了)\\s*(?=\\p{IsHan})(?![没吗吧呢啊么嘛])"
                    // "不对不对两个人": a correction said first, then how many eat (only then: "不对回到上一步" is one
                    // clause, which an open offer must not read as its no)
                    + "|(?=\\s*[一二两俩仨三四五六七八九十\\d])(?<=^不\\s?对|^不\\s?对\\s?不\\s?对)\\s*(?=[一二两俩仨三四五六七八九十\\d]\\s?(?:个\\s?[人银仍]|位|口))"
                    // "开始收汁了最后一步": what is being done, then where to go
                    + "|(?<=\\p{IsHan}\\s?了)\\s*(?=最\\s?后\\s?一\\s?[步部]|下\\s?一\\s?[步部])"
                    // "刀削面教俺做刀削面": the dish, then asked for again
                    + "|(?<=\\p{IsHan})(?<![你您恁嫩不别莫没甭嫑覅])\\s*(?=教\\s?(?:我|俺)\\s?[做弄整煮烧])"
                    // "没有刀削面兀你会做甚": the book's no, then what it can make
                    + "|(?<=\\p{IsHan})(?<![不别])\\s*(?=[那兀]\\s?(?:你|您|恁)\\s?(?:都\\s?)?(?:会|能)\\s?做)"
                    // "焖肉这会儿给俺定个…": while something cooks, then the request
                    + "|(?<=这\\s?会\\s?儿|这\\s?时\\s?候|趁\\s?这\\s?工\\s?夫)\\s*(?=\\p{IsHan})"
                    // "夜来剩下的米饭有甚能用米饭做的": what is at home, then the question
                    + "|(?=\\s*有)(?<=\\p{IsHan})(?<![没冇])\\s*(?=有\\s?(?:什\\s?么|啥|甚|撒\\s?子)\\s?(?:能|可\\s?以)\\s?用)"
                    // "打开做饭模式做可乐鸡翅", "turn on cooking mode make pancakes": the mode switched on, then the dish
                    // (never after a no: "别开做饭模式做红烧肉" names the mode to refuse it)
                    + "|(?<=式)(?<=^(?:帮\\s?我\\s?|给\\s?我\\s?|请\\s?|麻\\s?烦\\s?你\\s?|先\\s?|那\\s?|好\\s?|快\\s?)?(?:打\\s?开|开\\s?启|进\\s?入|开|切\\s?到|切\\s?换\\s?到)\\s?(?:做\\s?饭|烹\\s?饪|做\\s?换|做\\s?发)\\s?模\\s?式)"
                    + "\\s*(?=(?:我\\s?(?:要|想)\\s?|今\\s?天\\s?|今\\s?晚\\s?)?(?:做|整|煮|炒|蒸|教|弄|搞)(?!\\s?饭\\s?模))"
                    // "我要做千张包晓得伐": the request, then a tag asking whether homebot knows it
                    + "|(?=\\s*[你侬晓知])(?<=\\p{IsHan})(?<![不没])\\s*(?=(?:你\\s?|侬\\s?)?(?:晓\\s?得|知\\s?道)\\s?(?:伐|吗|不|罚|么|啵)\\s*[?？]?\\s*$)"
                    // "回锅肉都没得那你都会整啥子": the book's no, then what it has
                    + "|(?<=[得有做整搞弄煮烧])(?<=没\\s?得|没\\s?有|冇\\s?得|么\\s?得|不\\s?会\\s?[做整搞弄煮烧])\\s*(?=那\\s?(?:你|您|恁|嫩))"
                    // "清蒸鱼中不中俺娘就爱吃鱼": the dish asked about as A-not-A, then why
                    + "|(?<=[中行好得])(?<=中\\s?不\\s?中|行\\s?不\\s?行|好\\s?不\\s?好|得\\s?不\\s?得|得\\s?唔\\s?得)\\s*(?=\\p{IsHan})(?![" + TextNormalizer.FINAL_PARTICLES + "])"
                    // "不要我看到起的", "不消得我自己晓得": a no said first, then who will see to it
                    + "|(?<=^不\\s?(?:用|要|消\\s?得|消|必))\\s*(?=我|俺|咱|额)"
                    // "洗衣机那个取消了妈说她手洗": the request, then what someone said
                    + "|(?<=\\p{IsHan}\\s?了)\\s*(?=(?:妈|爸|奶\\s?奶|爷\\s?爷|老\\s?公|老\\s?婆|媳\\s?妇|婆\\s?婆|孩\\s?子|他|她)\\s?(?:们\\s?|儿\\s?)?说)"
                    // "出锅了计时的都关了吧": what is done, then all the timers switched off
                    + "|(?<=\\p{IsHan}\\s?了)\\s*(?=(?:计\\s?时|定\\s?时|闹\\s?钟)\\s?(?:的\\s?)?(?:都|全|所\\s?有))"
                    // "咦可得劲记住下回还这样蒸": praise, then what to remember for next time
                    + "|(?=\\s*[帮给记])(?<=\\p{IsHan})(?<![帮给]\\s?我)(?<![不别莫没甭嫑覅])\\s*(?=(?:帮\\s?我\\s?|给\\s?我\\s?)?记\\s?(?:住|一\\s?下|下\\s?来|上)\\s?(?:下\\s?[次回]|以\\s?后|明\\s?天"
                    // ("额吉说太甜了记一下糖少放一勺": what someone said, then the advice to note)
                    + "|(?:\\p{IsHan}\\s?){1,3}?[少多]\\s?(?:放|加|搁|倒)))"
                    // "回到上一步我看下油放了没", "从头再念一遍我要抄下来", "回到第三步还没煎": a move, then why
                    + "|(?=\\s*[我俺咱额])(?<=(?:上\\s?一|下\\s?一|第\\s?[一二两三四五六七八九十\\d]{1,2})\\s?[步部]|(?:念|讲|说|读|来)\\s?(?:一\\s?)?遍)\\s*"
                    + "(?=(?:我|俺|咱|额)\\s?(?:看|睇|瞧|瞅|抄|记|对|检|核|漏|要\\s?[把抄记看对])"
                    // ("从头再念一遍我孙子要学": someone of the cook's wants to learn it)
                    + "|(?:我|俺|咱|额)\\s?(?:\\p{IsHan}\\s?){1,3}?(?:要|想)\\s?(?:学|抄|记|听))"
                    + "|(?=\\s*[我俺还没冇])(?<=(?:回|退|返|倒|跳)\\s?(?:到|去|回)?\\s?(?:上\\s?一|第\\s?[一二两三四五六七八九十\\d]{1,2})\\s?[步部])\\s*(?=(?:[我俺]\\s?(?:\\p{IsHan}\\s?){0,2})?(?:还\\s?[没冇莫未木]|[没冇]))"
                    // "返回上一步糖放多少我没听清": the step back asked for, then what was missed in it
                    + "|(?<=(?:回|退|返)\\s?(?:到|去|回)?\\s?上\\s?一\\s?[步部])\\s*(?=(?:\\p{IsHan}\\s?){1,4}(?:放|要|加|用)\\s?(?:多\\s?少|几))"
                    // "刚才没听清从头开始": what was missed is said, then what to do about it
                    // (or not worked out: "第三步没整明白回第三步")
                    + "|(?<=[没冇冒]\\s?(?:听|整|搞|弄|看)\\s?(?:清\\s?楚|清|见|到|懂|明\\s?白))(?!\\s?楚)\\s*(?=\\p{IsHan})"
                    // "两分钟不够给我定三分半", "三分钟太长了改成两分钟": a length judged, then the request
                    // (不够 also as a recogniser spaces it: "四 十 分 中 不 够 给 我 计 一 个 小 时")
                    + "|(?<=[够短长久少多了])(?<=\\p{IsHan}(?:不够|太短|太长|太久|太少|太多)了?|\\p{IsHan}\\s不\\s够(?:\\s了)?)\\s*(?=给\\s?我|帮\\s?我|再|改|换|定|设|计|就|那|还\\s?是|来)"
                    // "肉闹多了改成六个人的": too much or too little said, then how many it is changed to
                    + "|(?<=[多少]\\s?了)\\s*(?=(?:改|换|变)\\s?(?:成|为)\\s?(?:做\\s?)?[0-9一二两俩仨三四五六七八九十])";

    private static final String CONNECTIVE_EN =
            "(?= so )(?<=[a-z]) (?=so [a-z])"
                    // "its pancake day pancakes for ten": the day said first, then the request
                    + "|(?<=^(?:its|it's|it is)(?: [a-z']{1,12})?(?: [a-z']{1,12})? (?:day|night|birthday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend))(?= [a-z])"
                    // "i mix de flour already go to step three": a step reported done, then the step to go to
                    + "|(?<=[a-z] (?:already|done|finished|ready|now))(?= (?:go|skip|jump|move) to (?:step|the last|the next|the end))"
                    // "make it for two lah she also want": Malaysian lah closes a clause
                    + "|(?<=[hr])(?<=[a-z] (?:lah|leh|lor)) (?=[a-z])"
                    // "no congee then what can you make", "and the ginger how much ginger", "ai ya no tomato actually do
                    // fried rice": a report, then the question or the choice
                    + "|(?= (?:then|so|well|what) )(?<=[a-z])(?<!know|tell me|wonder|ask|asking|see|check) (?=(?:then |so |well )?what (?:can|could|do|else can) you (?:make|cook)(?![a-z]))"
                    + "|(?= how )(?<=[a-z])(?<!know|tell me|wonder|ask|asking|see|check|and|so|then|but) (?=how (?:much|many) (?!minutes|seconds|hours|more|steps|left|time)[a-z])"
                    + "|(?<=[a-z]) (?=actually (?:let's |lets )?(?:do|make|cook|have) [a-z])"
                    // "set a timer for twenty minutes for the garlic bread call it bread": what it is for, then its name
                    + "|(?= (?:call|name) it )(?<=\\bfor (?:the |my |our )?[a-z]{2,20}(?: [a-z]{2,20})?) (?=(?:call it|name it) [a-z])"
                    // "oh no jess knocked the spaghetti over start again from the top": what went wrong, then starting over
                    + "|(?<=[a-z]) (?=(?:start again|start over|start from the top|begin again)(?: from the (?:top|start|beginning))?$)"
                    // "turn on cooking mode make pancakes": the mode switched on, then the dish
                    + "|(?<=^(?:please |can you |could you |ok |okay |hey |right |now )?(?:turn on|open|start|switch on|enter|put on) (?:the )?cook(?:ing)? mode)"
                    + " (?=(?:and |then )?(?:make|cook|lets|let's|we're|were|i want|i wanna|do|teach) )"
                    // "my sister is coming make it for five": a request run on after a report (of two words at least: "right, let's"
                    // is an opener, and so is "ok then"), unless negated before it; and the Scots and Caribbean mak, mek
                    + "|(?= (?:make|mak|mek|let))(?<=[a-z]{1,20} [a-z']{1,20}|^let'?s)(?<!dont|don't|not|never|to|cant|can't|wont|won't|didnt|didn't)(?<!(?:ok|okay|alright|fine|right) then) (?=(?:make it|mak it|mek it|lets|let's) [a-z])"
                    // "cancel the dal timer its done", "stop the washer one i never put the powder in": the timer, then why
                    + "|(?<=[rm]) (?<=\\b(?:timer|alarm|reminder) )(?=(?:it|its|it's|i|ive|i've|she|he|we|they|thats|that's)\\b)"
                    // "cancel the washing ive took it out": the thing's timer cancelled by its name alone, then why
                    + "|(?= [iwsht])(?<=\\b(?:cancel|stop|kill) (?:the |my |de |da )?[a-z]{2,20}) (?=(?:ive|i've|i|we|we've|weve|she|he|they|its|it's)\\b)"
                    // "we leaving now cancel de church timer": what the cook is doing now, then the cancel
                    + "|(?<=[a-z] (?:now|already)) (?=(?:cancel|stop|kill) )"
                    // "oh the fish went in late cancel the fish one": what happened, then which timer to cancel
                    + "|(?= cancel (?:the|that|my) )(?<=[a-z]{2})(?<!\\b(?:dont|don't|not|never|to|and|or|please|pls|you|i|we|can|could|would|will|should|just|then|so|do|now|already)) (?=cancel (?:the|that|my) [a-z])"
                    + "|(?<=e) (?<=\\bone )(?=(?:i|we|she|he|they) (?:never|didnt|didn't|did not|dont|don't|forgot|changed)\\b)"
                    // "six people the neighbours are popping in", "five of us with the kids": the count ends its clause
                    // ("just four of us mias out": and who is away)
                    + "|(?= [a-z])(?<=[a-z] (?:people|persons|of us)) (?=[a-z]+(?:s|'s) (?:out|away|not|gone|off|working|sick|staying|coming|here|home|back|busy)\\b)"
                    + "|(?<=[a-z] (?:people|persons|of us)) (?=(?:the|my|our|your|his|her|their|with|because|cause|cos|since|as) [a-z])"
                    // "lets do fried rice for four instead theres heaps of rice left over": the choice closed, then why
                    + "|(?<=\\binstead) (?=(?:there|theres|there's|its|it's|we|we've|weve|i|i've|ive|the|my|our|because|cause|cos|since|as) [a-z])"
                    // "pancakes for six the little ones are starving": the count after for ends its clause too
                    + "|(?<=\\bfor (?:two|three|four|five|six|seven|eight|nine|ten|twelve|[0-9]{1,2})) (?=(?:the|my|our|your|his|her|their|with|because|cause|cos|since|as) [a-z])"
                    // "make the spaghetti just for me and Dale": who eats said after the dish, the cook and one other
                    // (one called by a doubled word, as a grandmother is in Chinese said in English: "me and Po Po")
                    + "|(?<=[a-z]{2})(?<!\\bjust|\\bonly) (?=(?:(?:just|only) )?for me and (?:my |the |our )?(?<doubled>[a-z']+)(?: \\k<doubled>)?$)"
                    // "make it six the neighbour kids are staying over": and after the count made it
                    + "|(?<=\\bmake it (?:two|three|four|five|six|seven|eight|nine|ten|twelve|[0-9]{1,2})) (?=(?:the|my|our|your|his|her|their|because|cause|cos|since|as) [a-z])"
                    // "only four of us now deans not coming": the count and its now, then why
                    + "|(?<=\\b(?:two|three|four|five|six|seven|eight|nine|ten|twelve|[0-9]{1,2}) of us (?:now|then|tonight|today)) (?=[a-z'])"
                    // "nan and grandad are coming six of us": who comes, then the count it makes
                    + "|(?<=\\b(?:coming|coming over|coming round|stopping|staying|stopping over)) (?=(?:so )?(?:that's |thats |it's |its )?(?:two|three|four|five|six|seven|eight|nine|ten|twelve|[0-9]{1,2}) (?:of us|people)\\b)";

    // the Chinese ones tried only when the sentence holds a character each needs (most of a sentence's reading cost)
    private static final NeededAlternatives CONNECTIVE_IN_ZH = new NeededAlternatives(CONNECTIVE_ZH, Pattern.CASE_INSENSITIVE);
    private static final Pattern CONNECTIVE_IN_EN = Pattern.compile(CONNECTIVE_EN, Pattern.CASE_INSENSITIVE);
    private static final NeededAlternatives CONNECTIVE_IN_BOTH = new NeededAlternatives(CONNECTIVE_ZH + "|" + CONNECTIVE_EN,
            Pattern.CASE_INSENSITIVE);

    /**
     * "我们家五口人所以帮我改成五个人的量", "mike cant make it so make it four": a clause break before the connective, so the
     * request after it is read as a clause of its own.
     */
    public static String connectivesBreak(String utterance) {
        if (utterance == null) {
            return null;
        }
        boolean han = Languages.isChinese(utterance);
        boolean latin = Languages.hasLatin(utterance);
        Pattern breaks = han && latin ? CONNECTIVE_IN_BOTH.forText(utterance) : han ? CONNECTIVE_IN_ZH.forText(utterance)
                : latin ? CONNECTIVE_IN_EN : null;
        return breaks == null ? utterance : breaks.matcher(utterance).replaceAll("，");
    }

    private static final Pattern PAUSE = Pattern.compile("(?:…+|\\.{3,})");

    /**
     * "蛋……几个", "那……蛋炒饭吧": a pause inside a sentence (…) is no clause break, the sentence goes on; only a
     * start said again after it ("下……下一步", "不……不用计") is dropped, so it is said once.
     */
    static String unpaused(String utterance) {
        if (utterance == null || !PAUSE.matcher(utterance).find()) {
            return utterance;
        }
        String[] parts = PAUSE.split(utterance, -1);
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (i + 1 < parts.length && stammer(parts[i], parts[i + 1])) {
                continue;
            }
            out.append(parts[i].strip()).append(i + 1 < parts.length && Languages.hasLatin(parts[i]) ? " " : "");
        }
        return out.toString().strip();
    }

    /** A short start said again in full right after ("下" before "下一步", "叫" before "叫翻面"). */
    private static boolean stammer(String said, String next) {
        String c = TextNormalizer.normalize(said);
        String n = TextNormalizer.normalize(next);
        return !c.isEmpty() && c.length() <= 3 && n.length() > c.length() && n.startsWith(c);
    }

    /**
     * "算了，我们自己做吧", "行了行了，别念了", "never mind, just set ten minutes": a clause that only turns to what comes
     * next asks for nothing itself (alone, "算了" still stops).
     */
    private static final Pattern LEAD_IN = Pattern.compile(
            // (and an apology said first: "不好意思，从头再来吧"; English "sorry" is APOLOGY's, which may ask again)
            "(?:(?:算|行|得|罢)了|好吧|(?:没|莫得|没得)事了?|没关系|不要紧|对不起|不好意思)+|(?:never ?mind|forget it|oh well|no worries)", Pattern.CASE_INSENSITIVE);
    /**
     * "sorry, start again, the egg's burnt": an apology before a request is read after the clauses that follow it
     * (alone, or before "I didn't catch that", "sorry?" asks again).
     */
    private static final Pattern APOLOGY = Pattern.compile(
            "(?:oh |so |ah )?(?:sorry|i'm sorry|im sorry|my bad|oops|whoops)(?: sorry)*[.!?]?", Pattern.CASE_INSENSITIVE);
    /** "好啦，就蒸鱼啦": the south's OK then, before the choice it settles (never before a report: "好啦，可以吃了"). */
    private static final Pattern AGREED = Pattern.compile("(?:好|行|得)(?:啦|嘛|咯|喇|嘞)[。！!.，,]*");
    private static final Pattern SETTLED_CHOICE = Pattern.compile("^\\s*(?:那\\s?就|就|那)\\s?\\p{IsHan}");

    /**
     * "Pancakes, then.": a "then" closing what came before it, said flat, is no clause asking for the next step;
     * asked ("Pan is hot, then?") it is one.
     */
    private static final Pattern CLOSING_THEN = Pattern.compile(
            "(?i)([,，]\\s*)then(?=\\s*(?:[.!。！]|$))");

    /** "到时候再说", "以后再说": putting something off, a clause that asks for nothing (least of all a repeat). */
    private static final Pattern PUT_OFF = Pattern.compile(
            "^(?:那|就)?(?:到时候|以后|回头|等会儿?|过会儿?|改天|晚点)再说[吧了]?$");

    /**
     * "下……下一步", "叫，叫翻面": a start said again in full is said once (else "下下一步" is the step after next); a
     * clause that only puts things off ("两分钟那个先取消吧，到时候再说") is no request.
     */
    /**
     * A request said twice or three times in one breath with no pause written ("thats enough thats enough", "下 一 步
     * 下 一 步"): said once. Only phrases of two words or characters at least; "谢谢", "好好" are words of their own.
     */
    static String saidOnce(String clause) {
        String t = CLOSING_MARKS.matcher(clause.strip()).replaceFirst("");
        boolean han = Languages.isChinese(t);
        List<String> units = han ? t.replace(" ", "").codePoints().mapToObj(Character::toString).toList()
                : List.of(SPACES.split(NOT_A_WORD.matcher(t.toLowerCase(Locale.ROOT)).replaceAll(" ").trim()));
        for (int times = 3; times >= 2; times--) {
            int n = units.size();
            if (n % times != 0 || n / times < 2) {
                continue;
            }
            List<String> first = units.subList(0, n / times);
            boolean repeated = true;
            for (int k = 1; k < times && repeated; k++) {
                repeated = units.subList(k * n / times, (k + 1) * n / times).equals(first);
            }
            if (repeated) {
                return String.join(han ? "" : " ", first);
            }
        }
        return clause;
    }

    /** Compiled once: {@link #saidOnce} reads every utterance. */
    private static final Pattern CLOSING_MARKS = Pattern.compile("[。！？!?.,，]+$");
    private static final Pattern NOT_A_WORD = Pattern.compile("[^a-z' ]");
    private static final Pattern SPACES = Pattern.compile("\\s+");

    private static final Pattern END_PARTICLES = Pattern.compile("[吧啊呀。！!.]+$");

    /** An English tag a cook puts after a comma ("What can you do, then?", "Next, please"): it asks nothing alone. */
    private static final Pattern ENGLISH_TAG = Pattern.compile("then|now|please|thanks|cheers|mate|eh|innit",
            Pattern.CASE_INSENSITIVE);

    /** Words that only urge on a request said in the same breath, after it or ("go on then") before it. */
    private static final Pattern URGED = Pattern.compile(
            "(?:go on|go on then|come on|go ahead|hurry up|chop chop|quick|quickly|go on go on)", Pattern.CASE_INSENSITIVE);

    /** A question's first word: after one, a tag closes it ("What can you do, then?"); after a report it asks on. */
    private static final Pattern ASKS = Pattern.compile(
            "^(?:what|whats|what's|how|which|where|when|who|can|could|do|does|is|are|will|shall|should|would)\\b",
            Pattern.CASE_INSENSITIVE);

    /**
     * The clauses with a final {@link #ENGLISH_TAG} read as the end of the question before it; after a report ("Pan is
     * hot, then?", "Flipped already. Then?") the tag stays a clause of its own: what comes next.
     */
    private static List<String> withTagJoined(List<String> clauses) {
        int last = clauses.size() - 1;
        if (last < 1) {
            return clauses;
        }
        String tag = CLOSING_MARKS.matcher(clauses.get(last).strip()).replaceFirst("");
        String question = clauses.get(last - 1).strip();
        if (!ENGLISH_TAG.matcher(tag).matches() || !ASKS.matcher(question).find()) {
            return clauses;
        }
        List<String> out = new ArrayList<>(clauses.subList(0, last - 1));
        out.add(CLOSING_MARKS.matcher(question).replaceFirst("") + " " + tag);
        return out;
    }

    private static List<String> withoutStammers(List<String> clauses) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < clauses.size(); i++) {
            if (clauses.size() > 1 && PUT_OFF.matcher(TextNormalizer.normalize(clauses.get(i))).matches()
                    || i + 1 < clauses.size() && LEAD_IN.matcher(END_PARTICLES.matcher(clauses.get(i).strip()).replaceFirst("")).matches()
                    || i + 1 < clauses.size() && AGREED.matcher(clauses.get(i).strip()).matches()
                            && SETTLED_CHOICE.matcher(clauses.get(i + 1)).find()
                    || i + 1 < clauses.size() && stammer(clauses.get(i), clauses.get(i + 1))
                    || i > 0 && echoes(clauses.get(i - 1), clauses.get(i))) {
                continue;
            }
            out.add(clauses.get(i));
        }
        return out;
    }

    /**
     * "现在是第三步吧？第三步？": a clause that only says again part of the one before it, asked once more for weight,
     * adds nothing (read alone, "第三步" would be a move).
     */
    private static boolean echoes(String before, String clause) {
        // by the characters said, without marks, spaces and closing particles: every utterance of two clauses comes here
        String b = NOT_SAID.matcher(before).replaceAll("");
        String c = NOT_SAID.matcher(clause).replaceAll("");
        return c.length() >= 2 && !b.equals(c) && b.contains(c) && Languages.isChinese(c);
    }

    /** What {@link #echoes} leaves out of a clause: marks, spaces and the particles that close a question. */
    private static final Pattern NOT_SAID = Pattern.compile("[\\s\\p{P}吧啊呀呢吗嘛哦]+");

    private Optional<List<IntentMatch>> clausesMatch(Reading r, List<String> raw, List<String> clauses, boolean sound) {
        int n = clauses.size();
        for (int from = 1; from < n; from++) {
            List<IntentMatch> m = clauseMatch(r, raw.subList(from, n), clauses.subList(from, n), clauses, sound);
            if (m.stream().anyMatch(IntentMatch::confident)) {
                // "从头再念一遍，俺没听见": not having heard is the reason for the request before it, and asks again
                // only when nothing before it asks for something
                if (clauses.subList(from, n).stream().allMatch(c -> NOT_HEARD.matcher(r.normalize(c)).matches())) {
                    for (int at = 0; at < from; at++) {
                        Optional<List<IntentMatch>> before = window(r, raw, clauses, at, at + 1, sound);
                        if (before.isPresent() && !before.get().isEmpty()) {
                            return before;
                        }
                    }
                }
                return Optional.of(lessSure(m));
            }
        }
        // the request before an afterthought is the first clause ("不用你计时，我自己看着"); then a request wrapped
        // on both sides ("麻烦您，把计时都取消了吧，鱼已经出锅了") is one inner clause (longer runs cost more than
        // they find: a request is one clause)
        for (boolean apologies : new boolean[] {false, true}) {
            for (int from = 0; from < n - 1; from++) {
                if (APOLOGY.matcher(clauses.get(from).strip()).matches() != apologies) {
                    continue;
                }
                Optional<List<IntentMatch>> m = window(r, raw, clauses, from, from + 1, sound);
                if (m.isPresent()) {
                    return m;
                }
            }
        }
        return Optional.empty();
    }

    /** Clauses {@code [from, to)} when they hold a confident request that no later clause takes back. */
    private Optional<List<IntentMatch>> window(Reading r, List<String> raw, List<String> clauses, int from, int to,
            boolean sound) {
        List<IntentMatch> m = clauseMatch(r, raw.subList(from, to), clauses.subList(from, to), clauses, sound);
        if (m.stream().noneMatch(IntentMatch::confident)) {
            return Optional.empty();
        }
        // a clause that already cancels or refuses is agreed with, not taken back ("蒸鱼那个计时不要了，取消吧"), unless
        // the cook stops to think again ("cancel the timer, no wait")
        boolean refuses = clauses.subList(from, to).stream().anyMatch(c -> TAKES_BACK.matcher(r.normalize(c)).find());
        for (String later : clauses.subList(to, clauses.size())) {
            String l = r.normalize(later);
            if (!refuses && (TAKES_BACK.matcher(l).find() || LATER.matcher(l).find()) || HOLD_ON.matcher(l).find()) {
                return Optional.of(List.of());
            }
        }
        return Optional.of(lessSure(m));
    }

    /** Some clauses as said, else with each clause's own particles dropped ("做可乐鸡翅吧，五个人吃"). */
    private List<IntentMatch> clauseMatch(Reading r, List<String> said, List<String> plain, List<String> all,
            boolean sound) {
        String asSaid = String.join("，", said);
        List<IntentMatch> m = matchWhole(r, asSaid, 0, sound).stream()
                .filter(x -> withinOneClause(r, x, all) || withinOneClause(r, x, said)).toList();
        if (m.stream().anyMatch(IntentMatch::confident)) {
            return m;
        }
        String plainly = String.join("，", plain);
        if (r.plain(plainly).equals(r.plain(asSaid))) {
            return m; // the clauses' own particles were only at the end: nothing new to try
        }
        return matchWhole(r, plainly, 0, sound).stream().filter(x -> withinOneClause(r, x, all)).toList();
    }

    /** Whether every slot value lies inside one clause (compared as heard, synonyms applied: 西红柿 is 番茄). */
    private boolean withinOneClause(Reading r, IntentMatch m, List<String> clauses) {
        for (Map.Entry<String, String> slot : m.slots().entrySet()) {
            if (slot.getKey().equals(REMARK)) {
                continue; // what the cook asks to be kept runs on as they say it ("记一下，下回冰糖少搁点，闺女嫌甜")
            }
            String v = slot.getValue();
            // "可乐要放好多哦？一整罐啊？": a value that starts with the particle closing the clause before it ("哦一整罐")
            // runs across the break, though its normal form (the particle dropped) lies in the later clause
            String bare = v.replace(" ", "");
            if (!bare.isEmpty() && TextNormalizer.FINAL_PARTICLES.indexOf(bare.charAt(0)) >= 0
                    && clauses.stream().noneMatch(c -> synonyms.apply(c.replace(" ", "")).contains(bare))) {
                return false;
            }
            String said = r.normalize(v);
            if (clauses.stream().anyMatch(c -> r.normalize(c).contains(said))) {
                continue; // the common case, without the costlier synonym forms
            }
            String value = synonyms.apply(said);
            String plainValue = synonyms.apply(r.plain(v)); // "鸡蛋和番茄了" in a clause whose 了 is gone
            if (clauses.stream().map(c -> synonyms.apply(r.normalize(c)))
                    .noneMatch(c -> c.contains(value) || c.contains(plainValue))) {
                return false;
            }
        }
        return true;
    }

    /** The slot that holds the cook's own words to keep (a note), which may run across clauses. */
    public static final String REMARK = "remark";

    /**
     * The remark as the cook said it: read through the synonyms it may have become other words ("下次冰糖少放点孙子嫌甜"
     * for "下趟冰糖少放点，孙子嫌甜"), so the longest end of the words said that reads the same is kept instead.
     */
    public IntentMatch withRemarkAsSaid(IntentMatch m, String utterance) {
        Optional<String> remark = m.slot(REMARK);
        if (remark.isEmpty() || utterance == null) {
            return m;
        }
        String wanted = synonyms.apply(TextNormalizer.plain(remark.get())).replace(" ", "");
        for (int i = 0; i < utterance.length() && !wanted.isEmpty(); i++) {
            if (i > 0 && isAsciiLetter(utterance.charAt(i - 1)) && isAsciiLetter(utterance.charAt(i))) {
                continue; // never from inside an English word ("remember next time": its "er" is no hesitation)
            }
            String tail = utterance.substring(i).strip();
            if (synonyms.apply(TextNormalizer.plain(tail)).replace(" ", "").equals(wanted)) {
                Map<String, String> slots = new LinkedHashMap<>(m.slots());
                // and without what closed the clause before it ("记住了啊，下回…" keeps "下回…")
                slots.put(REMARK, tail.replaceAll("[。.！!]+$", "").replaceFirst("^[了吧啊呀哦。，、：；！？\\p{Punct}\\s]+(?=.)", ""));
                return new IntentMatch(m.intent(), slots, m.template(), m.score(), m.said());
            }
        }
        return m;
    }

    private static boolean isAsciiLetter(char c) {
        return c < 128 && Character.isLetter(c);
    }

    /**
     * The timer's name as the cook said it when it is a word of its own: read through the synonyms it may have become
     * another word ("给洋芋定个二十分钟" read as 土豆), so the shortest piece of the words said that reads the same is kept
     * instead. A timer is called what the cook calls it, and found again by the same words. A sound of the same word
     * (Hunan 恰药 for 吃药, 换 heard for 饭) shares a character with it or is one character, and is named as meant.
     */
    public IntentMatch withNameAsSaid(IntentMatch m, String utterance) {
        Optional<String> name = m.slot("name");
        if (name.isEmpty() || utterance == null) {
            return m;
        }
        String n = TimerNames.clean(TextNormalizer.plain(name.get())).replace(" ", "");
        String said = TextNormalizer.plain(utterance).replace(" ", "");
        if (n.length() < 2 || said.contains(n) || !Languages.isChinese(n)) {
            return m;
        }
        String wanted = synonyms.apply(n);
        for (int len = 2; len <= Math.min(said.length(), n.length() + 4); len++) {
            for (int i = 0; i + len <= said.length(); i++) {
                String piece = said.substring(i, i + len);
                if (!soundOf(piece, n) && synonyms.apply(piece).equals(wanted)) {
                    Map<String, String> slots = new LinkedHashMap<>(m.slots());
                    slots.put("name", piece);
                    return new IntentMatch(m.intent(), slots, m.template(), m.score(), m.said());
                }
            }
        }
        return m;
    }

    /**
     * Whether {@code piece} is the sound of the word {@code n} rather than a word of its own: it shares a character
     * with it, one character apart (恰药 for 吃药). "翅膀" read as 鸡翅 shares one too, but is another word for it.
     */
    private static boolean soundOf(String piece, String n) {
        if (piece.chars().noneMatch(c -> n.indexOf(c) >= 0)) {
            return false;
        }
        if (piece.length() != n.length()) {
            return true;
        }
        int apart = 0;
        for (int i = 0; i < piece.length(); i++) {
            apart += piece.charAt(i) == n.charAt(i) ? 0 : 1;
        }
        return apart <= 1;
    }

    private static List<IntentMatch> lessSure(List<IntentMatch> matches) {
        return matches.stream().map(x -> new IntentMatch(x.intent(), x.slots(), x.template(), x.score() * CLAUSE_SCORE,
                x.said())).toList();
    }

    /**
     * {@code sound}: also the near-homophone forms (pinyin with and without tones), the costliest part;
     * {@code fromForm} 2: the sound forms only (the words were tried and gave nothing).
     */
    private List<IntentMatch> matchWhole(Reading r, String utterance, int fromForm, boolean sound) {
        Forms f = r.forms(utterance);
        List<IntentMatch> out = new ArrayList<>();
        if (f.literal().isEmpty()) {
            return out;
        }
        for (int form = fromForm; form < 4; form++) {
            if (form == 1 && f.plain().equals(f.literal()) && f.tailOnly().equals(f.literal())) {
                continue;
            }
            if (form == 2 && out.isEmpty()) {
                r.reordered(f).ifPresent(out::add);
            }
            if (form >= 2 && (!sound || f.key(form).equals(f.plain()) || !out.isEmpty())) {
                break; // nothing Chinese to hear differently, or the words themselves were understood
            }
            for (IntentMatch m : r.formMatches(f, form)) {
                if (out.stream().noneMatch(o -> o.intent().equals(m.intent()) && o.slots().equals(m.slots()))) {
                    out.add(m);
                }
            }
        }
        out.sort(Comparator.comparingDouble(IntentMatch::score).reversed());
        return out;
    }

    /**
     * A text in the forms it is matched in, synonyms applied: as said, plain (without fillers), with only its tail
     * dropped; lower case, and cased for cutting slots (so a note keeps the user's capitals).
     */
    private record Forms(String literalCased, String literal, String plainCased, String plain, String tailOnlyCased,
            String tailOnly, String[] keys) {
        /**
         * The text a form's templates are matched against: the words, or their sound with and without tones (worked
         * out when first asked for: most sentences are understood by their words).
         */
        String key(int form) {
            if (keys[form] == null) {
                keys[form] = Pinyin.key(plain, form == 2);
            }
            return keys[form];
        }
    }

    /** One form's first match per enabled intent (file order), usable ones only. */
    private List<IntentMatch> matchForm(Reading r, Forms f, int form) {
        List<IntentMatch> out = new ArrayList<>();
        String text = form == 0 ? f.literal() : f.plain();
        String cased = form == 0 ? f.literalCased() : f.plainCased();
        String key = f.key(form);
        int tplForm = form < 2 ? 0 : form - 1;
        Template.Key k = Template.Key.of(key);
        boolean tailToo = form == 1 && !f.tailOnly().equals(f.plain()) && !f.tailOnly().equals(f.literal());
        // by sound too, a final particle must not hide the words before it ("还有机步咧" heard as 还有几步)
        boolean tailBySound = form >= 2 && !f.tailOnly().equals(f.plain()) && !f.tailOnly().isEmpty();
        Template.Key tail = tailToo ? Template.Key.of(f.tailOnly())
                : tailBySound ? Template.Key.of(Pinyin.key(f.tailOnly(), form == 2)) : null;
        int tailForm = tailToo ? 0 : tplForm;
        String slotText = cased.length() == text.length() ? cased : text;
        for (Map.Entry<String, Template[]> intent : inOrder().entrySet()) {
            if (!r.enabled.test(intent.getKey())) {
                continue;
            }
            IntentMatch found = first(intent.getKey(), intent.getValue(), slotText, k, tplForm, SCORES[form], r.usable);
            if (found == null && tail != null) {
                found = first(intent.getKey(), intent.getValue(), f.tailOnlyCased(), tail, tailForm, SCORES[form], r.usable);
            }
            if (found != null && r.usable.test(found)) {
                out.add(found);
            }
        }
        return out;
    }

    /**
     * One reading of one sentence: the caller's predicates and what the reading has worked out so far. A sentence is
     * read as said and by its pauses, whole and clause by clause, by words and by sound, so the same pieces come up
     * again and again (the whole sentence is matched by its words in the first reading and again in the one by
     * sound); each piece is normalised and matched once per reading. Nothing outlives the call: a new sentence is
     * never answered from memory.
     */
    private final class Reading {
        final Predicate<String> enabled;
        final Predicate<IntentMatch> usable;
        private final Map<String, String> normalized = new java.util.HashMap<>();
        private final Map<String, String> prepared = new java.util.HashMap<>();
        private final Map<String, String> plainCased = new java.util.HashMap<>();
        private final Map<String, Forms> forms = new java.util.HashMap<>();
        private final Map<String, List<IntentMatch>> byForm = new java.util.HashMap<>();
        private final Map<String, Optional<IntentMatch>> byOrder = new java.util.HashMap<>();

        Reading(Predicate<String> enabled, Predicate<IntentMatch> usable) {
            this.enabled = enabled;
            this.usable = usable;
        }

        String normalize(String text) {
            return normalized.computeIfAbsent(text, TextNormalizer::normalize);
        }

        /** Repaired, its pauses joined, its run-on clauses broken: read once however many times the text is matched. */
        String prepared(String utterance) {
            return prepared.computeIfAbsent(utterance,
                    u -> CLOSING_THEN.matcher(connectivesBreak(unpaused(SelfRepair.repaired(u)))).replaceAll("$1"));
        }

        String plainKeepCase(String text) {
            return plainCased.computeIfAbsent(text, TextNormalizer::plainKeepCase);
        }

        String plain(String text) {
            return plainKeepCase(text).toLowerCase(Locale.ROOT);
        }

        Forms forms(String utterance) {
            Forms known = forms.get(utterance);
            if (known == null) {
                String literalCased = synonyms.apply(TextNormalizer.normalizeKeepCase(utterance));
                String plainCased = synonyms.apply(plainKeepCase(utterance));
                String tailOnlyCased = synonyms.apply(TextNormalizer.withoutTailKeepCase(utterance));
                String literal = literalCased.toLowerCase(Locale.ROOT);
                String plain = plainCased.toLowerCase(Locale.ROOT);
                known = new Forms(literalCased, literal, plainCased, plain, tailOnlyCased,
                        tailOnlyCased.toLowerCase(Locale.ROOT),
                        new String[] {literal, plain, null, null});
                forms.put(utterance, known);
            }
            return known;
        }

        List<IntentMatch> formMatches(Forms f, int form) {
            String k = form + "\n" + f.literalCased() + "\n" + f.plainCased() + "\n" + f.tailOnlyCased();
            List<IntentMatch> known = byForm.get(k);
            if (known == null) {
                known = matchForm(this, f, form);
                byForm.put(k, known);
            }
            return known;
        }

        Optional<IntentMatch> reordered(Forms f) {
            String k = f.plainCased();
            Optional<IntentMatch> known = byOrder.get(k);
            if (known == null) {
                known = IntentCatalog.this.reordered(f.plain(), f.plainCased(), enabled).filter(usable);
                byOrder.put(k, known);
            }
            return known;
        }
    }

    /** A template with one number or duration slot, said in another order: its words as a bag, slot left out. */
    private record Reordered(String intent, Template template, String slot, Template.SlotType type) {}

    private volatile Map<String, Reordered> bags;

    /**
     * Free word order for the templates with a single number or duration slot ("三分钟的计时帮我定一个", "for 10
     * minutes set a timer", "第三步跳到"): the slot's words are cut from what was said, and the rest must hold
     * exactly the words of one of the template's sentences, in any order (Chinese by character, English by
     * word, particles and articles aside). Nothing extra may stand in the rest, so a negation or a second
     * request never passes. Score 0.9: the words are all there, only their order was free.
     */
    private Optional<IntentMatch> reordered(String text, String cased, Predicate<String> enabled) {
        Map<String, Reordered> index = bags();
        List<int[]> spans = new ArrayList<>();
        Durations.scan(text).forEach(f -> spans.add(new int[] {f.start(), f.end(), 1}));
        java.util.regex.Matcher nm = NUMBER_SPAN.matcher(text);
        while (nm.find()) {
            spans.add(new int[] {nm.start(), nm.end(), 0});
        }
        for (int[] span : spans) {
            String rest = text.substring(0, span[0]) + " " + text.substring(span[1]);
            String key = bagKey(rest);
            Reordered r = index.get(key);
            if (r == null || !enabled.test(r.intent())
                    || (span[2] == 1) != (r.type() == Template.SlotType.DURATION)
                    || comparativeLast(rest, r.template(), key)) {
                continue;
            }
            String source = cased.length() == text.length() ? cased : text;
            Map<String, String> slots = Map.of(r.slot(), source.substring(span[0], span[1]).trim());
            if (valid(r.template(), slots)) {
                return Optional.of(new IntentMatch(r.intent(), slots, r.template().source(), 0.9,
                        r.template().render(slots)));
            }
        }
        for (int[] span : spans) {
            if (span[2] == 1) {
                Optional<IntentMatch> m = withExtras(text, span, enabled);
                if (m.isPresent()) {
                    return m;
                }
            }
        }
        return Optional.empty();
    }

    /**
     * A duration with all the words of a timer's template and a few more ("五分钟的计时弄一下子", "set me a quick
     * timer for 5 minutes"): a guess worth one question (score 0.7), never when an extra word negates, cancels
     * or asks.
     */
    private Optional<IntentMatch> withExtras(String text, int[] span, Predicate<String> enabled) {
        List<String> rest = tokens(text.substring(0, span[0]) + " " + text.substring(span[1]));
        Subset best = null;
        int fewest = Integer.MAX_VALUE;
        Set<String> inRest = new java.util.HashSet<>(rest);
        for (Subset sub : subsets) {
            // the words left over must number 0 to 5 and fewer than the best so far's, every word of the sentence among them
            int left = rest.size() - sub.tokens().size();
            if (!rest.isEmpty() && (left < 0 || left > 5 || left >= fewest || !inRest.containsAll(sub.tokens()))
                    || !enabled.test(sub.intent())) {
                continue;
            }
            if (rest.isEmpty()) {
                // a duration said alone ("五分钟"): the plainest sentence of the first timer-like template that
                // asks for one ("九十秒" is no "取消九十秒")
                boolean sameLanguage = Languages.isChinese(text) == Languages.isChinese(String.join("", sub.tokens()));
                boolean asks = sub.tokens().stream().noneMatch(EXTRA_STOPS::contains);
                if (sameLanguage && asks && (best == null || sub.tokens().size() < best.tokens().size())) {
                    best = sub;
                }
                continue;
            }
            List<String> extras = new ArrayList<>(rest);
            boolean all = true;
            for (String t : sub.tokens()) {
                if (!extras.remove(t)) {
                    all = false;
                    break;
                }
            }
            if (all && extras.size() < fewest && extras.size() <= 5 && extras.stream().noneMatch(EXTRA_STOPS::contains)) {
                best = sub;
                fewest = extras.size();
            }
        }
        if (best == null) {
            return Optional.empty();
        }
        Map<String, String> slots = Map.of(best.slot(), text.substring(span[0], span[1]).trim());
        return valid(best.template(), slots) ? Optional.of(new IntentMatch(best.intent(), slots,
                best.template().source(), 0.7, best.template().render(slots))) : Optional.empty();
    }

    /** The shortest sentences of a template with one duration slot, as word bags, for {@link #withExtras}. */
    private record Subset(String intent, Template template, String slot, List<String> tokens) {}

    private volatile List<Subset> subsets = List.of();
    /** Extra words that turn a timer request into something else: a negation, a cancel, a question. */
    private static final Set<String> EXTRA_STOPS = Set.of("不", "别", "没", "停", "关", "删", "取", "消", "吗", "多", "久",
            "剩", "几", "don't", "dont", "not", "no", "never", "cancel", "stop", "delete", "remove", "off", "how", "what",
            "when", "which");

    private static final Pattern NUMBER_SPAN = Pattern.compile(
            "(?<![a-z])" + Numbers.PATTERN + "(?![a-z])");
    private static final Set<String> BAG_SKIP = Set.of("的", "呢", "吧", "啊", "呀", "a", "an", "the");

    private Map<String, Reordered> bags() {
        Map<String, Reordered> b = bags;
        if (b == null) {
            synchronized (this) {
                b = bags;
                if (b == null) {
                    b = new java.util.HashMap<>();
                    List<Subset> subs = new ArrayList<>();
                    for (Map.Entry<String, Map<String, List<Template>>> intent : intents.entrySet()) {
                        for (List<Template> ts : intent.getValue().values()) {
                            for (Template t : ts) {
                                if (t.slots().size() != 1) {
                                    continue;
                                }
                                String slot = t.slots().get(0);
                                Template.SlotType type = t.type(slot);
                                if (type != Template.SlotType.NUMBER && type != Template.SlotType.DURATION) {
                                    continue;
                                }
                                List<String> sentences = t.blankSentences();
                                if (type == Template.SlotType.DURATION) {
                                    for (String e : sentences.subList(0, Math.min(16, sentences.size()))) {
                                        List<String> tokens = tokens(e);
                                        if (tokens.size() >= (Languages.isChinese(e) ? 2 : 1)) {
                                            subs.add(new Subset(intent.getKey(), t, slot, tokens));
                                        }
                                    }
                                }
                                for (String k : t.blankBags()) {
                                    if (!k.isEmpty()) { // a number alone is no request
                                        b.putIfAbsent(k, new Reordered(intent.getKey(), t, slot, type));
                                    }
                                }
                            }
                        }
                    }
                    subsets = List.copyOf(subs);
                    bags = b;
                }
            }
        }
        return b;
    }

    /** The words of a text as a sorted bag: Chinese characters one by one, English words whole. */
    /** A word that changes a count ("多俩人", "加两个人", "少一个人"), said last. */
    private static final Pattern CHANGE_LAST = Pattern.compile("([多少加减])[" + TextNormalizer.FINAL_PARTICLES + "了\\s]*$");

    /**
     * "俩人的多" (for two it is more): a sentence that changes a count by a word said before it ("多俩人") read with that
     * word last, where 多 or 少 says how much, a comparison, never a change.
     */
    private static boolean comparativeLast(String rest, Template t, String key) {
        java.util.regex.Matcher last = CHANGE_LAST.matcher(rest);
        if (!last.find()) {
            return false;
        }
        List<String> sentences = t.blankSentences();
        List<String> keys = t.blankBags();
        for (int i = 0; i < sentences.size(); i++) {
            if (keys.get(i).equals(key) && sentences.get(i).startsWith(last.group(1))) {
                return true;
            }
        }
        return false;
    }

    static String bagKey(String text) {
        return String.join(" ", tokens(text));
    }

    private static List<String> tokens(String text) {
        List<String> tokens = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i <= text.length(); i++) {
            char c = i < text.length() ? text.charAt(i) : ' ';
            if (TextNormalizer.isHan(c) || c == ' ') {
                if (word.length() > 0) {
                    tokens.add(word.toString());
                    word.setLength(0);
                }
                if (c != ' ') {
                    tokens.add(String.valueOf(c));
                }
            } else {
                word.append(c);
            }
        }
        tokens.removeIf(BAG_SKIP::contains);
        java.util.Collections.sort(tokens);
        return tokens;
    }


    /**
     * The confident match of {@code partial} (a recognizer's running text) that already is a whole request: its
     * template matched with every slot filled and none of them free text. Where free text ends ("盐放多少" may go
     * on "…才合适") only the speaker's silence can tell; a duration, a number or a listed value is whole once said.
     * A guess by sound alone is never whole, and neither is a reading heard by sound or in free word order (score
     * 0.9): "定一个五分钟" holds the words of "定一个五分钟的" but is most often the start of "…的计时".
     */
    public Optional<IntentMatch> wholeCommand(String partial, Predicate<String> enabled) {
        if (partial == null || partial.isBlank()) {
            return Optional.empty();
        }
        // as said: a pause in a partial transcript is where the speaker may go on ("停 一下 火"), never a break
        for (IntentMatch m : matchAsSaid(new Reading(enabled, x -> true), partial, true)) {
            if (m.confident() && m.score() > 0.9 && closed(m)) {
                return Optional.of(m);
            }
        }
        return Optional.empty();
    }

    private boolean closed(IntentMatch m) {
        for (List<Template> templates : intents.get(m.intent()).values()) {
            for (Template t : templates) {
                if (t.source().equals(m.template())) {
                    return t.slots().stream().noneMatch(s -> t.type(s) == Template.SlotType.ANY);
                }
            }
        }
        return false;
    }

    /**
     * The first template of an intent that matches and whose reading the caller can use ({@code usable}): a reading that
     * makes no sense here ("how many egg need" read as an ingredient called "egg need") lets the intent's next template
     * try.
     */
    private IntentMatch first(String intent, Template[] templates, String text, Template.Key key, int form,
            double score, Predicate<IntentMatch> usable) {
        for (Template t : templates) {
            Map<String, String> slots = t.match(text, key, form);
            // the spoken form only for a reading the caller keeps: for a guess by sound it expands the template
            if (slots != null && valid(t, slots) && wholeDurations(t, slots, text)
                    && usable.test(new IntentMatch(intent, slots, t.source(), score, null))) {
                return new IntentMatch(intent, slots, t.source(), score, said(t, slots, key.text(), form));
            }
        }
        return null;
    }

    private volatile Map<String, Template[]> inOrder;

    /**
     * Each intent's templates in the order {@link #first} tries them: those whose words are all fixed first ("这个一共有
     * 几步" is not "{dish}一共有几步" about a dish "这个"), then those with a slot of any text; file order within each.
     */
    private Map<String, Template[]> inOrder() {
        Map<String, Template[]> known = inOrder;
        if (known == null) {
            Map<String, Template[]> built = new LinkedHashMap<>();
            intents.forEach((intent, byLang) -> {
                List<Template> ordered = new ArrayList<>();
                for (boolean freeText : new boolean[] {false, true}) {
                    byLang.values().forEach(list -> list.stream().filter(t -> t.freeText() == freeText).forEach(ordered::add));
                }
                built.put(intent, ordered.toArray(Template[]::new));
            });
            known = built;
            inOrder = known;
        }
        return known;
    }

    /**
     * The best guess in the template's own words: for a guess by sound (toneless), the sentence of the template
     * that sounds like what was heard ("现在鸡点" → 现在几点); otherwise the template with its slots filled.
     */
    private static String said(Template t, Map<String, String> slots, String key, int form) {
        if (form == 2) {
            Map<String, List<String>> values = new LinkedHashMap<>();
            slots.forEach((k, v) -> values.put(k, List.of(v)));
            for (String e : t.expand(values, 256)) {
                if (Pinyin.key(e, false).equals(key)) {
                    return e;
                }
            }
        }
        return t.render(slots);
    }

    /** A duration slot never holds a piece of a longer duration said ("再来一个一个半小时的" is 90 minutes, not 30). */
    private static boolean wholeDurations(Template t, Map<String, String> slots, String text) {
        for (Map.Entry<String, String> e : slots.entrySet()) {
            if (t.type(e.getKey()) != Template.SlotType.DURATION) {
                continue;
            }
            String v = e.getValue().toLowerCase(Locale.ROOT);
            String lower = text.toLowerCase(Locale.ROOT);
            for (Durations.Found f : Durations.scan(lower)) {
                String span = lower.substring(f.start(), f.end());
                // ("a half hour timer": the article before the length, which the template's own [a] took, is no piece)
                if (span.length() > v.length() && span.endsWith(v) && !lower.contains(v + v)
                        && !span.replaceFirst("^an?\\s+", "").equals(v)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** A slot that does not hold what its type says lets the next template try. */
    private boolean valid(Template t, Map<String, String> slots) {
        for (Map.Entry<String, String> e : slots.entrySet()) {
            String v = e.getValue();
            if (v.isBlank()) {
                return false;
            }
            boolean ok = switch (t.type(e.getKey())) {
                case NUMBER -> Numbers.parse(v).isPresent();
                case DURATION -> Durations.parse(v).isPresent();
                case LIST -> true;
                // an ingredient is no length ("两 分 半 钟 也 定 一 个" asks for a timer, not about 两分半钟也定)
                // a note's words run as long as the cook says them; any other free slot is a few words
                // (a name as the synonyms read it too: "shurrup a minute" hushes as "shut up a minute" does)
                case ANY -> v.length() <= (e.getKey().equals("text") || e.getKey().equals(REMARK) ? 160 : 40)
                        && (!e.getKey().equals("name") || isName(v) && isName(synonyms.apply(v)))
                        && (!e.getKey().equals("ingredient") || Durations.scan(v).isEmpty());
            };
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    /**
     * What a timer's name never is, each matched against the whole candidate; compiled once, since every reading of a
     * timer request asks {@link #isName} about each candidate name.
     */
    private static final List<Pattern> NEVER_A_NAME = Stream.of(
            "[秒分钟时半刻].*", // "零一秒", "半钟": pieces of a duration
            "个(?:[秒分钟时半刻字].*)?", // "个钟", "个半钟" too; but "帮我个汤计时…" (Cantonese 个 for 嗰, that) names 汤
            "(?i)(another|all|every|a|an|one|new|second|other)( .*)?",
            "把?(它|他|她)(那个|这个|的|那|这)?", // "把它那个计时取消": it, pointed at
            // "再定两分钟，关火焖的": 关火 turns off the heat, it names no timer 火焖 (火腿, 火锅 and 火鸡 are food)
            "火(?![腿锅鸡龙候]).*",
            "[诶哎嗯啊噢哦唉呃欸喂嘿]+", // "诶那个 算了": a sound before the words, not a name
            "(?:怎么样|么样|咋样|咋个|怎样)", // "么样还有好长时间" (Wuhan and Anhui: how), not a name
            ".*(说|讲)", // "我妈说定个十分钟就够了": someone's words reported, not a name
            "[" + TextNormalizer.FINAL_PARTICLES + "]+", // "…，取消咯": a particle, not a name
            // "Wheesht a minute", "唔使，计紧喇" (在计): a hush or an -ing names no timer
            "(?i)(?:wheesht|whisht|wheesh|wisht|shush|shoosh|hush|shh|quiet|whist)|在",
            // "不用啦已经计了": what is already done, after a particle (or the 了 of "不用了"), names nothing
            "[" + TextNormalizer.FINAL_PARTICLES + "了]?(?:已经|早就|都已经|早已).*",
            "(?i)我|你|您|他|她|它|我们|你们|咱们|咱|俺|请|请你|请您|麻烦|麻烦你|麻烦您|劳驾|帮我|给我|那|那就|好|好的|行|嗯|i|me|you|it|we|us|that|this",
            // "…，算了，不用了": a request given up names no timer
            ".*(别|不要|不用|没有|先别|模式|取消|关掉|停掉|删掉|算了|算哒).*", // "做饭模式先别给我关了" names no timer
            "[" + TextNormalizer.DONT_CHARS + "].*", // "嫑记了三十秒": the don't of the north-west (and Wu, and the north), no name
            ".*(改成|改为|换成|调成|调到|改到|变成|设成).*", // "改成八分钟": a running timer changed, never one named 改成
            ".*(计时|定时|闹钟).+", // "计时全给我取消了吧": the timers, then something about them
            // "cancel the timer... no, hang on": the timer, then the cook changing their mind, never a name
            "(?i).*\\btimers?\\b.+|(.*\\s)?(no|nope|nah|wait|not|hang on|hold on)",
            "(请|麻烦|帮我|给我|你|再|就)*(设|定|设定|计|来|开|整|弄)", // "请设定四十分钟计时": the asking, not a name
            "(我|你|咱|俺)(就|只|是|也|还|在|要|想).*", // "我就说说不用定时": the speaker talking
            "(已经|正在|还在|早就|早已).*", // "不用，已经在计时了": a reason, not a name
            "(就|也)(行|好|可以|够|成|中)了?", // "定个五分钟的就行": enough said, not a name
            // "定个一分钟的到计时", "定个八分钟的闹中", "设个三分钟的time": the word for a timer as a recogniser heard it
            "(?i)(到|倒)?(计时|及时|记时|计四|记四|几时|闹钟|闹中|定时|钟|表|time|timer|timah)(器)?",
            "(?i)(?:also |and |then |so )?(?:set|start|put|make|add|get) .*", // "also set a dryer timer": the asking
            ".*[计定设](过|好|上)了.*", // "计过了，白计了": it was timed already, a reason
            ".+把.*", // "好了把做饭模式关了": 把 puts the object after it, a name never holds it
            ".+(全都|全部|都|全)", // "及时全都取消吧": all of them, however 计时 was heard
            ".*(所有|全部|全都).*", // "全都给我取消了吧", "计四全部取消": all of them, never one
            // "hush a minute", "嘘一分钟": quiet asked for a while, never a timer named for it
            "(?i)(?:hush|shush|shh+|quiet|be quiet|keep quiet|shut up|silence|嘘+|安静|闭嘴|别吵|莫吵)",
            "(?i)(是|是的|是啊|是呀|对|对的|对啊|嗯|行|可以|好的|好啊|ok|okay|yes|yeah|yep|yup|ya|yea|sure)", // "是啊，关掉吧", "yup, one minute"
            // "这个就不用计时了", "把两个都取消了": words that point or count, not a name
            "(这个|那个|这|那|这步|这一步|这次|现在)?(就|也|先|都|还|再|可)?|(两个|俩|三个|几个|这两个|这几个|全部)(都|全)?",
            "一下|一声|下|吧|好|了|哦|啊|那|这|哪个|(那个|这个|刚才|刚刚|上一个|最后一个).*") // "半个小时后提醒我一下": a filler
            .map(Pattern::compile).toList();

    /** A name never holds a duration nor is one of the words above. */
    static boolean isName(String v) {
        return v.length() <= 20 && Durations.scan(v).isEmpty()
                && NEVER_A_NAME.stream().noneMatch(p -> p.matcher(v).matches());
    }

    /**
     * The plainest way to say {@code intent} in {@code language} ("zh-CN", "en-US"), what a short "not understood"
     * answer suggests: the first of its cues in that language, if it has any.
     */
    public Optional<String> plainest(String intent, String language) {
        return cues.said(intent, !language.startsWith("en"));
    }

    public Set<String> names() {
        return intents.keySet();
    }

    /**
     * Sample sentences of the enabled intents with the slots left out (for a recogniser grammar and docs):
     * every optional part dropped and the first of each alternative taken, plus each alternative once.
     */
    public Set<String> phrases(Predicate<String> enabled) {
        Set<String> out = new LinkedHashSet<>();
        for (Map.Entry<String, Map<String, List<Template>>> intent : intents.entrySet()) {
            if (!enabled.test(intent.getKey())) {
                continue;
            }
            for (List<Template> ts : intent.getValue().values()) {
                for (Template t : ts) {
                    if (t.slots().isEmpty()) {
                        out.add(t.render(Map.of()));
                    }
                }
            }
        }
        return out;
    }

    /**
     * Sentences the enabled intents accept in one language ({@code zh-CN}, {@code en-US}), slots filled from
     * {@code values}, at most {@code perTemplate} from each template and {@code max} in all, in catalog order:
     * the grammar a recogniser tries first.
     */
    public List<String> expansions(Predicate<String> enabled, String language, Map<String, List<String>> values,
            int perTemplate, int max) {
        Set<String> out = new LinkedHashSet<>();
        for (Map.Entry<String, Map<String, List<Template>>> intent : intents.entrySet()) {
            if (!enabled.test(intent.getKey())) {
                continue;
            }
            for (Template t : intent.getValue().getOrDefault(language, List.of())) {
                for (String e : t.expand(values, perTemplate)) {
                    if (out.size() >= max) {
                        return List.copyOf(out);
                    }
                    // only what the engine itself understands ("再一个半小时" is read as 90 minutes, never 30)
                    if (!out.contains(e) && matchWhole(new Reading(enabled, m -> true), e, 0, true).stream()
                            .anyMatch(IntentMatch::confident)) {
                        out.add(e);
                    }
                }
            }
        }
        return List.copyOf(out);
    }

    /** Template sources per intent and language (for documentation). */
    public Map<String, Map<String, List<String>>> sources() {
        Map<String, Map<String, List<String>>> out = new LinkedHashMap<>();
        intents.forEach((i, byLang) -> {
            Map<String, List<String>> m = new LinkedHashMap<>();
            byLang.forEach((l, ts) -> m.put(l, ts.stream().map(Template::source).toList()));
            out.put(i, m);
        });
        return out;
    }
}
