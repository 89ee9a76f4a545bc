package homebot.skills.cooking;

import homebot.skills.api.nlu.NameMatch;
import homebot.skills.api.nlu.Similarity;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The recipes of {@code <dataDir>/recipes/*.md}. A malformed file is logged and listed in {@link #errors()}
 * ({@code file:line: reason}) and skipped; the others load.
 */
final class RecipeBook {
    private static final Logger LOG = LoggerFactory.getLogger(RecipeBook.class);

    private final List<Recipe> recipes;
    /** Each recipe's names as keys, and its long Chinese names by sound, worked out once: every dish lookup reads them. */
    private final Map<Recipe, List<String>> nameKeys = perRecipe();
    private final Map<Recipe, List<String>> namesBySound = perRecipe();
    private final Map<Recipe, List<String>> namesByAccent = perRecipe();
    private final Map<Recipe, List<String>> allNamesByAccent = perRecipe();
    private final Map<Recipe, List<String>> namesByAnyTone = perRecipe();
    private final Map<Recipe, List<String>> spokenNames = perRecipe();
    private final List<RecipeError> errors;

    RecipeBook(List<Recipe> recipes, List<RecipeError> errors) {
        this.recipes = List.copyOf(recipes);
        this.errors = List.copyOf(errors);
    }

    /** Keyed by identity: a recipe's own hash walks every ingredient and step, on every lookup. */
    private static Map<Recipe, List<String>> perRecipe() {
        return java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());
    }

    static RecipeBook load(Path recipesDir) {
        List<Recipe> recipes = new ArrayList<>();
        List<RecipeError> errors = new ArrayList<>();
        if (!Files.isDirectory(recipesDir)) {
            return new RecipeBook(recipes, errors);
        }
        RecipeParser parser = new RecipeParser();
        List<Path> files;
        try (Stream<Path> list = Files.list(recipesDir)) {
            files = list.filter(f -> f.getFileName().toString().endsWith(".md")).sorted().toList();
        } catch (IOException e) {
            LOG.warn("code=recipe-dir-unreadable dir={} error={}", recipesDir, e.toString());
            return new RecipeBook(recipes, errors);
        }
        for (Path file : files) {
            RecipeParser.Result result;
            try {
                result = parser.parse(file, Files.readString(file, StandardCharsets.UTF_8));
            } catch (IOException e) {
                result = new RecipeParser.Failed(new RecipeError(file, 1, "unreadable: " + e.getMessage()));
            } catch (RuntimeException e) {
                // A parser bug on one odd file must never take the whole cookbook (and cooking mode) down.
                result = new RecipeParser.Failed(new RecipeError(file, 1, "could not be read as a recipe: " + e));
            }
            if (result instanceof RecipeParser.Parsed parsed) {
                recipes.add(parsed.recipe());
            } else if (result instanceof RecipeParser.Failed failed) {
                LOG.warn("code=recipe-malformed {}", failed.error());
                errors.add(failed.error());
            }
        }
        return new RecipeBook(recipes, errors);
    }

    List<Recipe> recipes() {
        return recipes;
    }

    List<RecipeError> errors() {
        return errors;
    }

    /** Exact name or alias (ignoring case, spaces and a leading "the"/"some"). */
    Optional<Recipe> find(String spoken) {
        String key = key(spoken);
        if (key.isEmpty()) {
            return Optional.empty();
        }
        for (Recipe r : recipes) {
            if (key(r.name()).equals(key) || r.aliases().stream().anyMatch(a -> key(a).equals(key))) {
                return Optional.of(r);
            }
        }
        // "番茄炒蛋吧" or "aglio" still mean a recipe when exactly one name fits; "pancake soup" does not
        List<Recipe> containing = recipes.stream().filter(r -> names(r).stream()
                .anyMatch(n -> n.length() >= 2 && key.length() >= 2
                        && (n.contains(key) || key.contains(n) && key.length() - n.length() <= 2)))
                .toList();
        return containing.size() == 1 ? Optional.of(containing.get(0)) : Optional.empty();
    }

    /** What a loosely said dish name means: one recipe, a guess worth a question, or none of these recipes. */
    sealed interface Resolved {
        /** {@code score}: 1 for a name or alias as said, else how well the best name fits. */
        record One(Recipe recipe, double score) implements Resolved {}

        record Guess(Recipe recipe) implements Resolved {}

        record None() implements Resolved {}
    }

    /** The recipe whose whole name or alias is exactly what was said ("蛋炒饭", "pancakes"), if any. */
    Optional<Recipe> namedExactly(String spoken) {
        String key = key(spoken);
        return recipes.stream().filter(r -> names(r).contains(key)).findFirst();
    }

    /**
     * A dish named loosely ("鸡蛋炒饭", "番茄鸡蛋", "蒸条鱼", "aglio olio pasta"): an exact name or alias first, then
     * the recipes' names and aliases scored by {@link NameMatch} (characters, words, sound, synonyms).
     */
    Resolved resolve(String spoken) {
        // names and aliases only: "红烧肉太油了" merely contains a name, and NameMatch weighs the rest of it
        String key = key(spoken);
        // "可乐的鸡翅", "清蒸的鱼": a 的 a learner or a careful speaker puts between the words of a name
        String withoutDe = key.length() > 3 ? key.replace("的", "") : key;
        // "蒸个鱼", "蒸条鱼": a measure word between the verb and the thing the name puts side by side (蒸鱼), also
        // after the word that settles it ("就蒸个鱼", "那就蒸个鱼")
        String withoutMeasure = key.length() <= 6 ? key.replaceFirst("[嘛吧啊呀呢哈噻]+$", "")
                .replaceFirst("^(?:那就|就|还是|干脆)?(\\p{IsHan})[个条只盘份碗道](?=\\p{IsHan})", "$1") : key;
        Optional<Recipe> exact = recipes.stream().filter(r -> {
            List<String> names = names(r);
            return names.contains(key) || names.contains(withoutDe) || names.contains(withoutMeasure);
        }).findFirst();
        if (exact.isPresent()) {
            return new Resolved.One(exact.get(), 1.0);
        }
        Optional<Recipe> byAccent = namedByAccent(spoken);
        if (byAccent.isPresent()) {
            return new Resolved.One(byAccent.get(), 0.95);
        }
        List<NameMatch.Scored<Recipe>> ranked = NameMatch.rank(spoken, recipes, RecipeBook::allNames,
                CookingPhrases.CATALOG.synonyms());
        Optional<NameMatch.Scored<Recipe>> clear = NameMatch.clear(ranked);
        if (clear.isPresent()) {
            return new Resolved.One(clear.get().item(), clear.get().score());
        }
        if (!ranked.isEmpty() && ranked.get(0).score() >= NameMatch.PLAUSIBLE) {
            return new Resolved.Guess(ranked.get(0).item());
        }
        return new Resolved.None();
    }

    /**
     * "欢茄炒蛋" (f said h), "蛋草换": a whole Chinese name said in a southern accent's consonants, every tone as the
     * name's; as sure as the name itself when only one recipe sounds so.
     */
    Optional<Recipe> namedByAccent(String spoken) {
        Optional<Recipe> named = oneByAccent(spoken, namesByAccent, this::longChineseNames);
        if (named.isPresent()) {
            return named;
        }
        // "清曾鱼": as said, with a character of two readings written for the sound of the name's; the whole of it
        String key = key(spoken);
        return namedIn(key, this::longChineseNames, homebot.skills.api.nlu.Pinyin::soundIndexOf)
                .filter(n -> n.at() == 0 && n.length() == key.length()).map(Named::recipe);
    }

    /** The one recipe one of whose {@code names} sounds as {@code spoken} does with the tone kept (keys kept in {@code keys}). */
    private Optional<Recipe> oneByAccent(String spoken, Map<Recipe, List<String>> keys,
            java.util.function.Function<Recipe, List<String>> names) {
        String accent = homebot.skills.api.nlu.Pinyin.key(key(spoken), true);
        List<Recipe> byAccent = recipes.stream().filter(r -> keys.computeIfAbsent(r, x -> names.apply(x)
                .stream().map(n -> homebot.skills.api.nlu.Pinyin.key(n, true)).toList()).contains(accent)).toList();
        return byAccent.size() == 1 ? Optional.of(byAccent.get(0)) : Optional.empty();
    }

    /**
     * {@link #namedByAccent} with every tone let go ("红 烧 楼": r said l, and 楼's tone): a whole long name said alone,
     * as sure as the name when only one recipe sounds so. The tones a recogniser hears in a dialect are often not
     * Mandarin's; three or more syllables still name one dish.
     */
    Optional<Recipe> namedByAccentAnyTone(String spoken) {
        String heard = homebot.skills.api.nlu.Pinyin.accentKeyAnyTone(key(spoken));
        List<Recipe> found = recipes.stream().filter(r -> namesByAnyTone.computeIfAbsent(r, x -> longChineseNames(x)
                .stream().map(homebot.skills.api.nlu.Pinyin::accentKeyAnyTone).toList()).contains(heard)).toList();
        return found.size() == 1 ? Optional.of(found.get(0)) : Optional.empty();
    }

    /**
     * "braised pan belly": a whole English name of three words or more said alone with one word misheard, a word that
     * starts as the name's does; as sure as the name when only one recipe is so near. Two words alone ("fried lice")
     * are left to the synonyms: one of two is too much to guess.
     */
    Optional<Recipe> namedWithOneWordMisheard(String spoken) {
        List<String> said = words(spoken);
        if (said.size() < 3) {
            return Optional.empty();
        }
        List<Recipe> found = recipes.stream()
                .filter(r -> allNames(r).stream().anyMatch(n -> oneWordMisheard(said, words(n)))).toList();
        return found.size() == 1 ? Optional.of(found.get(0)) : Optional.empty();
    }

    private static boolean oneWordMisheard(List<String> said, List<String> name) {
        if (said.size() != name.size()) {
            return false;
        }
        int misheard = 0;
        for (int i = 0; i < said.size(); i++) {
            String a = said.get(i);
            String b = name.get(i);
            if (!a.equals(b)) {
                if (++misheard > 1 || a.isEmpty() || b.isEmpty() || a.charAt(0) != b.charAt(0)) {
                    return false;
                }
            }
        }
        return misheard == 1;
    }

    private static List<String> words(String s) {
        String k = spaced(s).replaceFirst("\\s+(please|then|tonight|instead)$", "");
        return k.isEmpty() || !k.matches("[a-z ]+") ? List.of() : List.of(k.split(" "));
    }

    /**
     * {@link #namedByAccent} for every Chinese name and alias, short ones too ("增鱼" for 蒸鱼): only where the words
     * already stand where a dish does (before a count of who eats), since two syllables alone sound like much else.
     */
    Optional<Recipe> namedShortByAccent(String spoken) {
        return oneByAccent(spoken, allNamesByAccent,
                r -> allNames(r).stream().filter(homebot.skills.api.nlu.Languages::isChinese).map(RecipeBook::key).toList());
    }

    private static List<String> allNames(Recipe r) {
        List<String> out = new ArrayList<>();
        out.add(r.name());
        out.addAll(r.aliases());
        return out;
    }

    /** Recipe names ordered by likeness to what was said, best first; recipes in the language said come first. */
    List<String> closest(String spoken, int limit) {
        String key = key(spoken);
        boolean chinese = homebot.skills.api.nlu.Languages.isChinese(spoken);
        return recipes.stream()
                .sorted(Comparator.comparingDouble((Recipe r) -> -Math.max(names(r).stream()
                                .mapToDouble(n -> Similarity.of(key, n)).max().orElse(0),
                                allNames(r).stream().mapToDouble(n -> NameMatch.score(spoken, n,
                                        CookingPhrases.CATALOG.synonyms())).max().orElse(0)))
                        .thenComparing(r -> r.chinese() == chinese ? 0 : 1))
                .limit(limit).map(Recipe::name).toList();
    }

    /** Recipes whose name, alias or tag mentions the query (all recipes for an empty query). */
    List<Recipe> search(String query) {
        String key = key(query);
        if (key.isEmpty()) {
            return recipes;
        }
        return recipes.stream().filter(r -> names(r).stream().anyMatch(n -> n.contains(key) || key.contains(n))
                || r.tags().stream().anyMatch(t -> key(t).contains(key) || key.contains(key(t)))
                || Similarity.of(key, key(r.name())) >= 0.5).toList();
    }

    /** A recipe named inside a longer sentence: where its name or alias starts in {@link #key} of it, and how long. */
    record Named(Recipe recipe, int at, int length) {
        /** What follows the name in the keyed sentence. */
        String after(String sentence) {
            return key(sentence).substring(at + length);
        }
    }

    /**
     * Where one recipe's name or alias stands inside a longer sentence. Empty unless exactly one recipe is named (a
     * name inside a longer named one, 炒饭 in 鸡蛋炒饭, counts as the longer).
     */
    Optional<Named> namedIn(String sentence) {
        String key = key(sentence);
        Optional<Named> named = namedIn(key, this::spokenNames);
        // "番茄抄蛋两份", "红少肉": a recogniser's near-homophone of a whole Chinese name, by sound (never for short
        // names, where a sound alike is as likely another word)
        if (named.isPresent()) {
            return named;
        }
        named = withADe(key);
        if (named.isPresent()) {
            return named;
        }
        named = namedIn(homebot.skills.api.nlu.Pinyin.key(key, false), r -> namesBySound
                .computeIfAbsent(r, x -> longChineseNames(x).stream().map(n -> homebot.skills.api.nlu.Pinyin.key(n, false)).toList()));
        // "蛋炒换", "逢烧五发肉": a southern accent's consonants, heard with their tones (Pinyin.key with tones folds them)
        named = named.isPresent() ? named : namedIn(homebot.skills.api.nlu.Pinyin.key(key, true), r -> namesByAccent
                .computeIfAbsent(r, x -> longChineseNames(x).stream().map(n -> homebot.skills.api.nlu.Pinyin.key(n, true)).toList()));
        // "今天整个清曾鱼": a character of two readings written for the sound of the name's (曾 read zeng, 蒸 zheng)
        return named.isPresent() ? named : namedIn(key, this::longChineseNames, homebot.skills.api.nlu.Pinyin::soundIndexOf);
    }

    /**
     * "教我做清蒸的鱼", "可乐的鸡翅": a name with a 的 put between its words, found without the 的 and placed back in
     * the sentence as said (its span includes the 的).
     */
    private Optional<Named> withADe(String key) {
        if (key.indexOf('的') < 0) {
            return Optional.empty();
        }
        StringBuilder reduced = new StringBuilder();
        List<Integer> from = new ArrayList<>();
        for (int i = 0; i < key.length(); i++) {
            if (key.charAt(i) != '的') {
                reduced.append(key.charAt(i));
                from.add(i);
            }
        }
        return namedIn(reduced.toString(), this::spokenNames)
                .filter(n -> longChineseNames(n.recipe()).stream().anyMatch(c -> reduced.indexOf(c) == n.at()))
                .map(n -> new Named(n.recipe(), from.get(n.at()), from.get(n.at() + n.length() - 1) - from.get(n.at()) + 1));
    }

    /** {@code heard}: the sentence's key, or its sound; {@code forms}: each recipe's names in the same form. */
    private Optional<Named> namedIn(String heard, java.util.function.Function<Recipe, List<String>> forms) {
        return namedIn(heard, forms, String::indexOf);
    }

    /** {@code indexOf}: where a name in its form stands in what was heard, or -1. */
    private Optional<Named> namedIn(String heard, java.util.function.Function<Recipe, List<String>> forms,
            java.util.function.ToIntBiFunction<String, String> indexOf) {
        Named found = null;
        boolean tie = false;
        for (Recipe r : recipes) {
            for (String n : forms.apply(r)) {
                int i = n.length() >= 2 ? indexOf.applyAsInt(heard, n) : -1;
                if (i < 0 || found != null && n.length() < found.length()) {
                    continue;
                }
                if (found != null && n.length() == found.length() && found.recipe() != r) {
                    tie = true; // two recipes named as long: no clear one
                } else if (found == null || n.length() > found.length()) {
                    tie = false;
                    found = new Named(r, i, n.length());
                }
            }
        }
        return found == null || tie ? Optional.empty() : Optional.of(found);
    }

    /**
     * The names and aliases, and each "A炒B" also as "AB": people move the cooking verb before the dish ("炒个西红柿
     * 鸡蛋" for 西红柿炒鸡蛋). Only when both sides are words of their own (番茄炒蛋 keeps its 炒: "番茄蛋" is no name).
     */
    private List<String> spokenNames(Recipe r) {
        return spokenNames.computeIfAbsent(r, x -> {
            List<String> out = new ArrayList<>(names(x));
            for (String n : names(x)) {
                java.util.regex.Matcher m = VERB_INSIDE.matcher(n);
                if (m.matches()) {
                    out.add(m.group(1) + m.group(2));
                }
            }
            return List.copyOf(out);
        });
    }

    private static final java.util.regex.Pattern VERB_INSIDE = java.util.regex.Pattern.compile("(\\p{IsHan}{2,})炒(\\p{IsHan}{2,})");

    private List<String> longChineseNames(Recipe r) {
        return names(r).stream().filter(n -> n.length() >= 3 && n.codePoints().allMatch(c -> Character.UnicodeScript.of(c)
                == Character.UnicodeScript.HAN)).toList();
    }

    private List<String> names(Recipe r) {
        return nameKeys.computeIfAbsent(r, RecipeBook::keysOf);
    }

    private static List<String> keysOf(Recipe r) {
        List<String> out = new ArrayList<>();
        out.add(key(r.name()));
        r.aliases().forEach(a -> out.add(key(a)));
        withoutPastTense(r.name(), out);
        r.aliases().forEach(a -> withoutPastTense(a, out));
        return List.copyOf(out);
    }

    /**
     * "steam fish", "fry rice", "braise pork belly": the -ed of an English dish name is swallowed in speech, and in
     * Singapore, Malaysia and Nigeria the dish is called so. Each form the stem can take: -d dropped (braise), -ed
     * dropped (steam), -ied as -y (fry).
     */
    private static void withoutPastTense(String name, List<String> out) {
        String[] words = name.toLowerCase(Locale.ROOT).split("\\s+");
        if (java.util.Arrays.stream(words).noneMatch(RecipeBook::past)) {
            return;
        }
        for (int form = 0; form < 3; form++) {
            StringBuilder said = new StringBuilder();
            for (String w : words) {
                String stem = !past(w) ? w : form == 0 ? w.substring(0, w.length() - 1)
                        : form == 1 ? w.substring(0, w.length() - 2)
                        : w.endsWith("ied") ? w.substring(0, w.length() - 3) + "y" : w;
                said.append(stem).append(' ');
            }
            String k = key(said.toString());
            if (!out.contains(k)) {
                out.add(k);
            }
        }
    }

    private static boolean past(String word) {
        return word.length() > 4 && word.endsWith("ed") && word.chars().allMatch(c -> c >= 'a' && c <= 'z');
    }

    static String key(String s) {
        return spaced(s).replace(" ", "");
    }

    /** The words in lower case, one space between them, without the article they open with. */
    private static String spaced(String s) {
        String k = s == null ? "" : s.toLowerCase(Locale.ROOT).replaceAll("[\\p{Punct}\\s，。！？、]+", " ").strip();
        return k.replaceFirst("^(the|some|a|an|my)\\s+", "");
    }
}
