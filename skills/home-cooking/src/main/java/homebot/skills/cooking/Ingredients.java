package homebot.skills.cooking;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import homebot.skills.api.nlu.NameMatch;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Which ingredients of a recipe a spoken name means: a name or alias first ("番茄", "eggs" → egg); a family word
 * ({@code kinds.yaml}: 酱油 → 生抽 and 老抽) means each kind the recipe uses; otherwise the recipe's own names
 * scored by {@link NameMatch} ("姜" → 生姜, "鱼" → 鲈鱼, a near-homophone) — never a word that only contains a
 * shorter name ("酱油" is no 油).
 */
final class Ingredients {
    private static final Map<String, List<String>> KINDS = kinds();
    private static final List<List<String>> LINES = lines();
    private static final Map<String, List<String>> OTHER_LANGUAGE = otherLanguage();
    /** Each name's key to its line of names-in-both-languages.yaml (the first line that holds it). */
    private static final Map<String, List<String>> LINE_OF = lineOf();

    private Ingredients() {}

    static List<Ingredient> match(Recipe recipe, String spoken) {
        spoken = HOW_MUCH.matcher(ASKED_AGAIN.matcher(spoken).replaceFirst("")).replaceFirst("");
        String q = key(spoken);
        if (q.isEmpty()) {
            return List.of();
        }
        List<Ingredient> exact = new ArrayList<>();
        for (Ingredient ing : recipe.ingredients()) {
            if (names(ing).stream().map(Ingredients::key).anyMatch(q::equals)) {
                exact.add(ing);
            }
        }
        List<Ingredient> family = namedAnyOf(recipe, KINDS.getOrDefault(q, List.of()));
        if (!family.isEmpty()) {
            return family;
        }
        if (!exact.isEmpty()) {
            return exact;
        }
        // asked in the other language than the recipe's ("松饼要几个鸡蛋" of eggs, "how much ginger" of 生姜)
        List<String> translated = OTHER_LANGUAGE.getOrDefault(q, List.of());
        List<Ingredient> across = namedAnyOf(recipe, translated);
        if (!across.isEmpty()) {
            return across;
        }
        // and the kind asked in the other language ("soy sauce" of 可乐鸡翅's 生抽 and 老抽: 酱油's kinds)
        for (String t : translated) {
            List<Ingredient> kindThere = namedAnyOf(recipe, KINDS.getOrDefault(t, List.of()));
            if (!kindThere.isEmpty()) {
                return kindThere;
            }
        }
        List<NameMatch.Scored<Ingredient>> ranked = NameMatch.rank(spoken, recipe.ingredients(), Ingredients::names,
                CookingPhrases.CATALOG.synonyms());
        if (ranked.isEmpty() || ranked.get(0).score() < NameMatch.PLAUSIBLE) {
            List<Ingredient> atStart = said(recipe, q, spoken.toLowerCase(java.util.Locale.ROOT).strip());
            if (!atStart.isEmpty()) {
                return atStart;
            }
            List<Ingredient> counted = countedIn(recipe, q);
            return counted.isEmpty() ? bySound(recipe, q) : counted;
        }
        double top = ranked.get(0).score();
        return ranked.stream().filter(r -> r.score() > top - NameMatch.MARGIN / 2).map(NameMatch.Scored::item).toList();
    }

    /**
     * "脑抽", "尿酒": an ingredient's name as a recogniser writes a southern accent (n for l, f for h, no retroflex),
     * heard by its tones ({@link homebot.skills.api.nlu.Pinyin#key} with tones folds those consonants); only a name
     * of two characters or more, and only when one ingredient sounds so.
     */
    private static List<Ingredient> bySound(Recipe recipe, String q) {
        if (q.codePointCount(0, q.length()) < 2 || !homebot.skills.api.nlu.Languages.isChinese(q)) {
            return List.of();
        }
        List<Ingredient> sounding = soundingAs(recipe, q, true, 2);
        if (sounding.isEmpty()) {
            // "五花右": a name heard without its tones (the northeast's r said as y); "剩抽", "森抽": a two-character
            // name in another tone, still one of the recipe's own
            sounding = soundingAs(recipe, q, false, 2);
        }
        return sounding.size() == 1 ? sounding : List.of();
    }

    /** The ingredients one of whose Chinese names of {@code shortest} characters or more has {@code q}'s sound key. */
    private static List<Ingredient> soundingAs(Recipe recipe, String q, boolean tones, int shortest) {
        String heard = homebot.skills.api.nlu.Pinyin.key(q, tones);
        return recipe.ingredients().stream().filter(ing -> names(ing).stream().map(Ingredients::key)
                .filter(n -> n.codePointCount(0, n.length()) >= shortest && homebot.skills.api.nlu.Languages.isChinese(n))
                .map(n -> homebot.skills.api.nlu.Pinyin.key(n, tones)).anyMatch(heard::equals)).toList();
    }

    /** "how many eggs again", "and the flour too": words of asking again after the name. */
    private static final java.util.regex.Pattern ASKED_AGAIN = java.util.regex.Pattern.compile(
            "(?:\\s+(?:again|too|as well|then|now|please|though|mate))+\\s*$"
                    // "鸡蛋还是要几个", "盐到底放多少": an adverb after the name asks again, it is no part of it
                    + "|(?<=\\p{IsHan})(?:还是|还|又|到底|究竟|一共|总共)$", java.util.regex.Pattern.CASE_INSENSITIVE);

    /** "do i need much oil", "any garlic": a word of quantity before the name is no part of it; nor is 这 or 那. */
    private static final java.util.regex.Pattern HOW_MUCH = java.util.regex.Pattern.compile(
            "^\\s*(?:much|many|any|some|a lot of|lots of|enough)\\s+(?=\\S)"
                    // "这肉得整多少": a word pointing at it is no part of the name either
                    + "|^(?:这个|那个|这|那|这些|那些)(?=\\p{IsHan})", java.util.regex.Pattern.CASE_INSENSITIVE);

    /** "how many cloves": the only ingredient counted in the unit asked about (none when two are). */
    private static List<Ingredient> countedIn(Recipe recipe, String q) {
        // both sides in key form, which is already singular ("cloves" → clove)
        List<Ingredient> counted = recipe.ingredients().stream()
                .filter(ing -> !ing.unit().isEmpty() && key(ing.unit()).equals(q)).toList();
        return counted.size() == 1 ? counted : List.of();
    }

    /**
     * The one ingredient whose name (followed by a word that asks about it, or a whole English word) stands at the
     * start of a slot that caught more than the name ("鸡蛋要几多我是说", "盐下几克", "flour would that be"); never a
     * shorter name inside a longer word (酱油 holds 油, and 盐水 is no question about 盐).
     */
    private static final java.util.regex.Pattern ASKS = java.util.regex.Pattern.compile(
            "要|需要|得|放|用|加|下|买|备|准备|够|该|是|多少|几|大概|一共|总共");

    private static List<Ingredient> said(Recipe recipe, String key, String lower) {
        Ingredient found = null;
        int longest = 0;
        for (Ingredient ing : recipe.ingredients()) {
            for (String n : names(ing)) {
                String k = key(n);
                boolean han = homebot.skills.api.nlu.Languages.isChinese(k);
                // the rest asks about it ("要几多我是说"), it goes on no longer word ("番茄炒蛋可以放葱吗" is about the dish)
                boolean fits = han ? key.startsWith(k) && ASKS.matcher(key.substring(k.length())).lookingAt()
                        : lower.matches("^(?:the |some )?" + java.util.regex.Pattern.quote(n.toLowerCase(java.util.Locale.ROOT))
                                + "s?(?:\\W.*)?$");
                if (fits && k.length() > longest) {
                    found = ing;
                    longest = k.length();
                }
            }
        }
        return found == null ? List.of() : List.of(found);
    }

    private static List<String> names(Ingredient ing) {
        List<String> out = new ArrayList<>();
        out.add(ing.name());
        out.addAll(ing.aliases());
        return out;
    }

    private static String key(String s) {
        return singular(RecipeBook.key(CookingPhrases.canonical(s)));
    }

    /** "tomatoes" → "tomato", "eggs" → "egg"; Chinese is untouched. */
    static String singular(String s) {
        return NameMatch.singular(s);
    }

    /** The recipe's ingredients that have one of {@code keys} among their names' keys. */
    private static List<Ingredient> namedAnyOf(Recipe recipe, List<String> keys) {
        return keys.isEmpty() ? List.of() : recipe.ingredients().stream()
                .filter(ing -> names(ing).stream().map(Ingredients::key).anyMatch(keys::contains)).toList();
    }

    /**
     * An ingredient's name in the other language: the first name of its line in that language, else as written; in
     * its plural form when the line has one and more than one is counted ("2 tomatoes", not "2 tomato").
     */
    static String nameIn(String name, boolean chinese, boolean plural) {
        String first = firstNameIn(name, chinese);
        if (chinese || !plural || first.equals(name)) {
            return first;
        }
        return LINE_OF.get(key(name)).stream().filter(n -> !n.equals(first) && singular(n).equals(first)).findFirst().orElse(first);
    }

    private static String firstNameIn(String name, boolean chinese) {
        List<String> line = LINE_OF.get(key(name));
        return line == null ? name : line.stream().filter(n -> homebot.skills.api.nlu.Languages.isChinese(n) == chinese)
                .findFirst().orElse(name);
    }

    /** Each name of {@code names-in-both-languages.yaml} to the other names of its line (keys as matched). */
    private static Map<String, List<String>> otherLanguage() {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (List<String> line : LINES) {
            List<String> keys = line.stream().map(Ingredients::key).toList();
            for (String k : keys) {
                out.computeIfAbsent(k, x -> new ArrayList<>()).addAll(keys.stream().filter(o -> !o.equals(k)).toList());
            }
        }
        Map<String, List<String>> frozen = new LinkedHashMap<>();
        out.forEach((k, v) -> frozen.put(k, List.copyOf(v)));
        return Map.copyOf(frozen);
    }

    private static Map<String, List<String>> lineOf() {
        Map<String, List<String>> out = new LinkedHashMap<>();
        for (List<String> line : LINES) {
            line.forEach(n -> out.putIfAbsent(key(n), line));
        }
        return Map.copyOf(out);
    }

    private static List<List<String>> lines() {
        List<List<String>> out = new ArrayList<>();
        try (InputStream in = Ingredients.class.getResourceAsStream("names-in-both-languages.yaml")) {
            for (JsonNode line : new ObjectMapper(new YAMLFactory()).readTree(in)) {
                List<String> names = new ArrayList<>();
                line.forEach(n -> names.add(n.asText()));
                out.add(List.copyOf(names));
            }
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("the cooking skill's names-in-both-languages.yaml is missing or broken: "
                    + e.getMessage(), e);
        }
        return List.copyOf(out);
    }

    private static Map<String, List<String>> kinds() {
        Map<String, List<String>> out = new LinkedHashMap<>();
        try (InputStream in = Ingredients.class.getResourceAsStream("kinds.yaml")) {
            JsonNode root = new ObjectMapper(new YAMLFactory()).readTree(in);
            for (Map.Entry<String, JsonNode> e : root.properties()) {
                List<String> ks = new ArrayList<>();
                e.getValue().forEach(k -> ks.add(key(k.asText())));
                out.put(key(e.getKey()), List.copyOf(ks));
            }
        } catch (IOException | RuntimeException e) {
            throw new IllegalStateException("the cooking skill's kinds.yaml is missing or broken: " + e.getMessage(), e);
        }
        return Map.copyOf(out);
    }
}
