package homebot.skills.cooking;

import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a step asks of the cook: hands-on work (切, 炒, stir) or waiting (焖, 蒸, bake, simmer) while the pot does
 * the work, how long it takes, and a short name for its timer ("焖肉", "bake potato").
 */
final class StepKinds {
    /** Verbs where the food cooks by itself once started; the cook is free meanwhile. */
    private static final Pattern WAITING_ZH = Pattern.compile("焖|炖|煮|蒸|烤|腌|泡|醒|发酵|静置|冷藏|卤|煲|熬|浸|晾|放凉|冷却|焯");
    private static final Pattern WAITING_EN = Pattern.compile(
            "\\b(bake|simmer|boil|rest|marinate|soak|roast|steam|chill|rise|braise|stew|proof|cool|refrigerate|cook)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern HANDS_ZH = Pattern.compile("炒|煎|炸|翻|搅|拌|切|剁|揉|打散|淋|撒|盛|调|煸");
    private static final Pattern HANDS_EN = Pattern.compile(
            "\\b(stir|toss|fry|saute|sauté|whisk|beat|flip|knead|brush|pour|chop|slice|mix|scramble)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern VERB_ZH = Pattern.compile("(焖|炖|煮|蒸|烤|腌|泡|醒|发酵|静置|冷藏|卤|煲|熬|炒|煎|炸|焯|烧)");
    private static final Pattern NAMED = Pattern.compile("（([^（）]{1,12})）");

    private StepKinds() {}

    /** Whether the cook can walk away during this step: a waiting verb and a timer, and no frying or stirring. */
    static boolean waiting(Step step) {
        if (step.timer().isEmpty()) {
            return false;
        }
        String t = step.text();
        boolean waitVerb = WAITING_ZH.matcher(t).find() || WAITING_EN.matcher(t).find();
        boolean handsVerb = HANDS_ZH.matcher(t).find() && !WAITING_ZH.matcher(t).find() || HANDS_EN.matcher(t).find();
        return waitVerb && !handsVerb;
    }

    private static final Pattern PREP = Pattern.compile("切|剁|洗|去皮|去鳞|腌制前|chop|slice|dice|peel|wash|mince|grate",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern FINISH = Pattern.compile("出锅|装盘|即可|撒|淋|浇|serve|sprinkle|drizzle|garnish",
            Pattern.CASE_INSENSITIVE);

    /**
     * How long the step takes: its timer, else an estimate of the hands-on work: chopping and washing take a
     * few minutes, plating and sprinkling one, anything else two.
     */
    static Duration duration(Step step) {
        if (step.timer().isPresent()) {
            return step.timer().get();
        }
        String t = step.text();
        if (PREP.matcher(t).find()) {
            return Duration.ofMinutes(4);
        }
        if (FINISH.matcher(t).find()) {
            return Duration.ofMinutes(1);
        }
        return Duration.ofMinutes(2);
    }

    /**
     * The timer's name when the cook accepts the step's timer offer: the name a Cooklang timer gave it, else the
     * step's cooking verb and its first ingredient ("焖" + "五花肉" → "焖五花肉"), else the recipe's name.
     */
    static String timerName(Recipe recipe, Step step) {
        String text = step.text();
        Matcher named = NAMED.matcher(text);
        if (named.find()) {
            return named.group(1);
        }
        String ingredient = mainIngredient(recipe, text);
        if (recipe.chinese()) {
            String verb = lastVerbBeforeDuration(text);
            if (!verb.isEmpty()) {
                String what = ingredient.isEmpty() ? recipe.name() : shortName(ingredient);
                return verb + what;
            }
            return recipe.name();
        }
        if (ingredient.isEmpty()) {
            return recipe.name().toLowerCase(Locale.ROOT);
        }
        Matcher en = WAITING_EN.matcher(text);
        Matcher hands = HANDS_EN.matcher(text);
        String verb = en.find() ? en.group(1) : hands.find() ? hands.group(1) : "";
        return (verb.toLowerCase(Locale.ROOT) + " " + ingredient.toLowerCase(Locale.ROOT)).strip();
    }

    private static final Pattern MINOR = Pattern.compile(
            "水|油|盐|糖|酱油|生抽|老抽|料酒|醋|姜|葱|蒜|八角|桂皮|花椒|water|oil|salt|sugar|pepper|sauce",
            Pattern.CASE_INSENSITIVE);

    /**
     * What the step cooks: the first listed main ingredient (not water, oil or a seasoning) that the step names,
     * also by its last character ("肉" for 五花肉); else the recipe's first main ingredient.
     */
    private static String mainIngredient(Recipe recipe, String text) {
        String lower = text.toLowerCase(Locale.ROOT);
        List<String> main = recipe.ingredients().stream().map(Ingredient::name)
                .filter(n -> !MINOR.matcher(n).find() || n.length() > 3).toList();
        for (String n : main) {
            String key = n.toLowerCase(Locale.ROOT);
            if (lower.contains(key) || recipe.chinese() && n.length() >= 2 && lower.contains(key.substring(key.length() - 1))) {
                return n;
            }
        }
        return main.isEmpty() || !recipe.chinese() ? "" : main.get(0);
    }

    private static String lastVerbBeforeDuration(String text) {
        Matcher digit = Pattern.compile("[0-9一二两三四五六七八九十半]+\\s*(个)?\\s*(小时|分钟|分|秒)").matcher(text);
        int end = digit.find() ? digit.start() : text.length();
        Matcher v = VERB_ZH.matcher(text.substring(0, end));
        String last = "";
        while (v.find()) {
            last = v.group(1);
        }
        return last;
    }

    /** "五花肉" is said "肉" in a timer name; short names stay whole. */
    private static String shortName(String ingredient) {
        return ingredient.length() > 2 && ingredient.endsWith("肉") ? "肉" : ingredient;
    }
}
