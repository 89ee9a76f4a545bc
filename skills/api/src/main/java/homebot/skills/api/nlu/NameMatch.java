package homebot.skills.api.nlu;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.regex.Pattern;

/**
 * Which of some named things (recipes, a recipe's ingredients) a loosely said name means: "鸡蛋炒饭" → 蛋炒饭,
 * "番茄鸡蛋" → 番茄炒蛋, "蒸条鱼" → 清蒸鱼, "姜" → 生姜, "aglio olio pasta" → Spaghetti aglio e olio. Both sides
 * are put in one form (synonyms, no 的 or measure words, English singular without small words) and compared as
 * bags of characters (Chinese) or words (English), and by sound (toneless pinyin) for a recogniser's
 * near-homophones. What was said that the name lacks counts against it ("红烧排骨" is not 红烧肉); a part of a
 * name counts for it, a Chinese head noun ("鱼" in 鲈鱼) a little more. The order of the words never matters; the
 * order of the sounds does (a recogniser keeps it).
 */
public final class NameMatch {
    /** At or above this, with no close second, the name is meant. */
    public static final double CLEAR = 0.8;
    /** At or above this the name is a guess worth one question. */
    public static final double PLAUSIBLE = 0.7;
    /** Two candidates closer than this are not one clear winner. */
    public static final double MARGIN = 0.1;

    private static final Pattern MEASURE = Pattern.compile(
            "(^|[做吃弄来搞整蒸炒煮炖烧煎烤焖])[一两]?[个条只份盘道碗锅]");
    private static final Pattern LEADING_VERB = Pattern.compile("^(?:做|吃|弄|来|搞|整|要)(?=..)");
    private static final Set<String> SMALL_WORDS = Set.of("the", "a", "an", "some", "of", "e", "and", "with", "my",
            "our", "instead", "please", "then", "that", "this",
            // who eats it, said after the name ("pancakes just for one"), is no part of the dish
            "just", "only",
            // units say how much, not what: "cloves of garlic" is garlic
            "clove", "cup", "tablespoon", "teaspoon", "spoon", "spoonful", "gram", "piece", "slice", "tbsp", "tsp",
            "pinch", "handful", "can", "bottle", "bunch", "ml", "g", "kg", "ounce", "oz", "pound", "lb");

    /** One candidate and how well its best name fits what was said (0..1). */
    public record Scored<T>(T item, String name, double score) {}

    private NameMatch() {}

    /** Every item with its best-fitting name, best first (ties keep the items' order). */
    public static <T> List<Scored<T>> rank(String spoken, Collection<T> items, Function<T, ? extends Collection<String>> names,
            Synonyms synonyms) {
        List<Scored<T>> out = new ArrayList<>();
        for (T item : items) {
            Scored<T> best = null;
            for (String n : names.apply(item)) {
                double s = score(spoken, n, synonyms);
                if (best == null || s > best.score()) {
                    best = new Scored<>(item, n, s);
                }
            }
            if (best != null) {
                out.add(best);
            }
        }
        out.sort(Comparator.comparingDouble((Scored<T> s) -> s.score()).reversed());
        return out;
    }

    /** The one item meant beyond doubt: clear, and no other close to it. */
    public static <T> java.util.Optional<Scored<T>> clear(List<Scored<T>> ranked) {
        if (ranked.isEmpty() || ranked.get(0).score() < CLEAR) {
            return java.util.Optional.empty();
        }
        if (ranked.size() > 1 && ranked.get(1).score() > ranked.get(0).score() - MARGIN) {
            return java.util.Optional.empty();
        }
        return java.util.Optional.of(ranked.get(0));
    }

    /** How well {@code name} fits what was said, 0..1. */
    public static double score(String spoken, String name, Synonyms synonyms) {
        // synonyms must not hide a sound-alike of a name they rewrite ("西红市" of the alias 西红柿, which becomes 番茄)
        return Math.max(scoreWith(spoken, name, synonyms), scoreWith(spoken, name, AS_WRITTEN));
    }

    private static double scoreWith(String spoken, String name, Synonyms synonyms) {
        String s = key(spoken, synonyms);
        String n = key(name, synonyms);
        if (s.isEmpty() || n.isEmpty()) {
            return 0;
        }
        if (s.equals(n)) {
            return 1;
        }
        boolean hanS = Languages.isChinese(s);
        boolean hanN = Languages.isChinese(n);
        if (hanS != hanN) {
            return 0;
        }
        if (!hanS) {
            List<String> a = words(s);
            List<String> b = words(n);
            if (a.equals(b)) {
                return 1;
            }
            double typo = 0.9 * Similarity.of(String.join("", a), String.join("", b));
            // a recogniser writes a word that sounds the same ("flower" for flour, "fright rice" for fried rice), or
            // splits or joins the words as it heard them ("pain cakes", "pan cakes" for pancakes); before the plural
            // is taken off too, since an accent's vowel may end in an s ("fried rahs" for fried rice)
            boolean alike = soundAlike(consonants(String.join(" ", a)), consonants(String.join(" ", b)))
                    || soundAlike(consonants(asSaid(spoken, synonyms)), consonants(asSaid(name, synonyms)));
            double soundsAlike = alike ? 0.85 : 0;
            return Math.max(Math.max(bags(a, b, false), typo), soundsAlike);
        }
        List<String> a = chars(s);
        List<String> b = chars(n);
        double byChar = bags(a, b, n.endsWith(s));
        // a recogniser keeps the order of what it mishears: sounds count in order ("蛋炒反" is 蛋炒饭, not 番茄炒蛋)
        double bySound = 0.9 * inOrder(sounds(s), sounds(n));
        return Math.max(Math.max(byChar, bySound), misheard(sounds(s), sounds(n)));
    }

    /**
     * A name of three syllables or more heard right but for one, which begins with the same consonant ("红烧如" for
     * 红烧肉, rou heard as ru), or but for a few that begin with the consonant an accent says for the name's ("逢烧五发肉"
     * for 红烧五花肉, hong said as fong and hua as fa; "脑抽" for 老抽): a recogniser's slip or the speaker's accent, the
     * name meant. At most half the syllables may differ, and only one of them by a slip (none in a name of two).
     */
    private static double misheard(List<String> said, List<String> name) {
        if (said.size() != name.size() || said.size() < 2) {
            return 0;
        }
        int differ = 0;
        int slips = 0;
        for (int i = 0; i < said.size(); i++) {
            if (said.get(i).equals(name.get(i))) {
                continue;
            }
            differ++;
            String a = initial(said.get(i));
            String b = initial(name.get(i));
            if (a.isEmpty() || !a.equals(b) && !ACCENT_PAIRS.contains(a + b)) {
                return 0;
            }
            slips += a.equals(b) ? 1 : 0;
        }
        // two syllables: only an accent's ("脑抽" for 老抽); a slip there leaves too little of the name
        return differ > 0 && slips <= (said.size() < 3 ? 0 : 1) && differ * 2 <= said.size() ? 0.85 : 0;
    }

    /**
     * Initials a southern or southwestern accent says for each other: f and h (红 said fong, 花 fa, 分 hun), n and l
     * (鲈 said nu, 牛 liu), r and l (肉 said lou).
     */
    private static final Set<String> ACCENT_PAIRS = Set.of("fh", "hf", "nl", "ln", "rl", "lr");

    /** A pinyin syllable's initial consonant ("zh" of zhong, "r" of rou), "" for one that starts with a vowel. */
    private static String initial(String syllable) {
        java.util.regex.Matcher m = INITIAL.matcher(syllable);
        return m.lookingAt() ? m.group() : "";
    }

    private static final Synonyms AS_WRITTEN = Synonyms.none();
    private static final Pattern INITIAL = Pattern.compile("zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw]");

    /** Bag likeness: a part of the name scores by how much of it was said; anything extra, by Dice. */
    private static double bags(List<String> said, List<String> name, boolean headNoun) {
        Map<String, Integer> left = new HashMap<>();
        name.forEach(x -> left.merge(x, 1, Integer::sum));
        int common = 0;
        for (String x : said) {
            Integer c = left.get(x);
            if (c != null && c > 0) {
                left.put(x, c - 1);
                common++;
            }
        }
        return likeness(common, said.size(), name.size(), headNoun);
    }

    /** How alike, from what the two have in common: all that was said is a part of the name, or else Dice. */
    private static double likeness(int common, int said, int name, boolean headNoun) {
        if (common == 0) {
            return 0;
        }
        if (common == said) {
            return Math.min(1.0, 0.6 + 0.4 * common / name + (headNoun ? 0.05 : 0));
        }
        return 2.0 * common / (said + name);
    }

    /** Like {@link #bags} but only what is said in the name's order counts (longest common subsequence). */
    private static double inOrder(List<String> said, List<String> name) {
        int[][] lcs = new int[said.size() + 1][name.size() + 1];
        for (int i = 1; i <= said.size(); i++) {
            for (int j = 1; j <= name.size(); j++) {
                lcs[i][j] = said.get(i - 1).equals(name.get(j - 1)) ? lcs[i - 1][j - 1] + 1
                        : Math.max(lcs[i - 1][j], lcs[i][j - 1]);
            }
        }
        return likeness(lcs[said.size()][name.size()], said.size(), name.size(), false);
    }

    /**
     * Two names' consonants ({@link #consonants}) alike: the same, or the same with the words run together when that
     * leaves four or more ("pain cakes"; three are too few: "bunny chow" would be pancake).
     */
    private static boolean soundAlike(String heard, String named) {
        String h = heard.replace(" ", "");
        return h.length() >= 3 && heard.equals(named) || h.length() >= 4 && h.equals(named.replace(" ", ""));
    }

    /** An English name's words as said, small words left out but no plural taken off. */
    private static String asSaid(String text, Synonyms synonyms) {
        return Arrays.stream(synonyms.apply(TextNormalizer.normalize(text)).split("[\\s-]+"))
                .filter(w -> !w.isEmpty() && !SMALL_WORDS.contains(w)).collect(java.util.stream.Collectors.joining(" "));
    }

    static String key(String text, Synonyms synonyms) {
        String t = synonyms.apply(TextNormalizer.normalize(text));
        if (Languages.isChinese(t)) {
            t = t.replace("的", "").replace(" ", "");
            t = MEASURE.matcher(t).replaceAll("$1");
            t = LEADING_VERB.matcher(t).replaceFirst("");
            return t;
        }
        return String.join(" ", words(t));
    }

    private static List<String> words(String t) {
        return Arrays.stream(t.split("[\\s-]+")).filter(w -> !w.isEmpty() && !SMALL_WORDS.contains(w)).map(NameMatch::singular)
                .filter(w -> !SMALL_WORDS.contains(w)).toList();
    }

    private static List<String> chars(String t) {
        return t.codePoints().mapToObj(Character::toString).toList();
    }

    private static List<String> sounds(String t) {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < t.length(); i++) {
            String syl = Pinyin.syllable(t.charAt(i), false);
            out.add(syl == null ? String.valueOf(t.charAt(i)) : syl);
        }
        return out;
    }

    /**
     * An English word's consonants as heard: silent gh, ph as f, a soft c as s, voiced as unvoiced (a recogniser
     * confuses "fried" and "fright"), vowels, w, y and h after the first letter dropped, doubles once. Words that
     * come out the same sound alike enough to be the name said.
     */
    static String consonants(String words) {
        StringBuilder out = new StringBuilder();
        for (String w : words.split("\\s+")) {
            String t = w.replaceAll("[^a-z]", "").replace("gh", "").replace("ph", "f").replace("ck", "k")
                    .replaceAll("c(?=[eiy])", "s").replace('c', 'k').replace('q', 'k').replace("x", "ks")
                    .replace('z', 's').replace('d', 't').replace('b', 'p').replace('g', 'k').replace('v', 'f');
            if (t.isEmpty()) {
                continue;
            }
            String rest = t.substring(1).replaceAll("[aeiouwyh]", "");
            out.append(' ').append((t.charAt(0) + rest).replaceAll("(.)\\1+", "$1"));
        }
        return out.toString().strip();
    }

    /** "tomatoes" → "tomato", "eggs" → "egg", "berries" → "berry". */
    public static String singular(String w) {
        if (w.endsWith("oes") || w.endsWith("shes") || w.endsWith("ches")) {
            return w.substring(0, w.length() - 2);
        }
        if (w.endsWith("ies") && w.length() > 4) {
            return w.substring(0, w.length() - 3) + "y";
        }
        if (w.endsWith("s") && !w.endsWith("ss") && w.length() > 3) {
            return w.substring(0, w.length() - 1);
        }
        return w;
    }
}
