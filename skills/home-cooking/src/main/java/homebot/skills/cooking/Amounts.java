package homebot.skills.cooking;

import homebot.skills.api.nlu.Numbers;

import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Scales an ingredient to the servings cooked and says the amount the way a person would: whole or half
 * tomatoes ("两个半"), grams rounded to what a scale shows, spoons in halves, 适量 untouched.
 */
final class Amounts {
    private static final Set<String> WEIGHTS = Set.of("克", "g", "gram", "grams", "毫升", "ml", "milliliter",
            "milliliters", "千克", "kg", "斤", "升", "l", "oz", "lb");
    private static final Map<String, String[]> EN_UNITS = Map.ofEntries(
            Map.entry("g", new String[] {"gram", "grams"}), Map.entry("ml", new String[] {"milliliter", "milliliters"}),
            Map.entry("kg", new String[] {"kilogram", "kilograms"}), Map.entry("l", new String[] {"liter", "liters"}),
            Map.entry("tbsp", new String[] {"tablespoon", "tablespoons"}),
            Map.entry("tsp", new String[] {"teaspoon", "teaspoons"}), Map.entry("oz", new String[] {"ounce", "ounces"}),
            Map.entry("lb", new String[] {"pound", "pounds"}), Map.entry("pinch", new String[] {"pinch", "pinches"}));

    private Amounts() {}

    /** The recipe quantity for {@code servings} people, rounded; null stays null (适量 / to taste). */
    static Double scaled(Ingredient ingredient, int recipeServings, int servings) {
        if (ingredient.quantity() == null) {
            return null;
        }
        double raw = ingredient.quantity() * servings / recipeServings;
        return round(raw, ingredient.unit());
    }

    static double round(double raw, String unit) {
        String u = unit.toLowerCase(Locale.ROOT);
        if (u.equals("斤") || u.equals("kg") || u.equals("千克") || u.equals("升") || u.equals("l") || u.equals("lb")) {
            return Math.max(0.1, Math.round(raw * 10) / 10.0);
        }
        if (WEIGHTS.contains(u)) {
            double step = raw < 10 ? 0.5 : raw < 1000 ? 5 : 10; // a quarter of 500 克 is 125, as a cook works it out
            return Math.max(step, Math.round(raw / step) * step);
        }
        // counted things and spoons: whole or half, never nothing
        return Math.max(0.5, Math.round(raw * 2) / 2.0);
    }

    /**
     * The amount for {@code servings} people said the way a cook measures: rounded (grams to what a scale shows,
     * counted things to halves, with "约 / about" when rounding changed the amount noticeably: 1.33 eggs is
     * "约一个半"), and in a bigger unit once it passes a thousand (1500 克 → 1.5 千克, 1200 ml → 1.2 l).
     */
    static String scaledPhrase(Ingredient asWritten, int recipeServings, int servings, boolean chinese) {
        Ingredient ing = inLanguage(asWritten, chinese);
        if (ing.quantity() == null) {
            return phrase(ing, null, chinese);
        }
        double raw = ing.quantity() * servings / recipeServings;
        Ingredient shown = ing;
        String u = ing.unit().toLowerCase(Locale.ROOT);
        if ((u.equals("克") || u.equals("g")) && raw >= 1000) {
            shown = new Ingredient(ing.name(), ing.quantity(), u.equals("g") ? "kg" : "千克", ing.note(), ing.aliases());
            raw = raw / 1000;
        } else if ((u.equals("毫升") || u.equals("ml")) && raw >= 1000) {
            shown = new Ingredient(ing.name(), ing.quantity(), u.equals("ml") ? "l" : "升", ing.note(), ing.aliases());
            raw = raw / 1000;
        }
        double rounded = round(raw, shown.unit());
        boolean approximate = !WEIGHTS.contains(shown.unit().toLowerCase(Locale.ROOT)) && Math.abs(rounded - raw) > 0.05;
        String phrase = phrase(shown, rounded, chinese);
        if (!approximate) {
            return phrase;
        }
        return chinese ? shown.name() + "约" + phrase.substring(shown.name().length()) : "about " + phrase;
    }

    /** Chinese measure words in English, and English units in Chinese, for a recipe said in the other language. */
    private static final Map<String, String> ZH_UNITS_IN_EN = Map.ofEntries(Map.entry("克", "g"), Map.entry("毫升", "ml"),
            Map.entry("千克", "kg"), Map.entry("公斤", "kg"), Map.entry("升", "l"), Map.entry("汤匙", "tbsp"),
            Map.entry("大勺", "tbsp"), Map.entry("勺", "tbsp"), Map.entry("茶匙", "tsp"), Map.entry("小勺", "tsp"),
            Map.entry("杯", "cup"), Map.entry("个", ""), Map.entry("只", ""), Map.entry("条", ""), Map.entry("颗", ""),
            Map.entry("片", "slice"), Map.entry("根", "stalk"), Map.entry("瓣", "clove"), Map.entry("块", "piece"),
            Map.entry("小块", "small piece"), Map.entry("把", "handful"), Map.entry("撮", "pinch"));
    private static final Map<String, String> EN_UNITS_IN_ZH = Map.ofEntries(Map.entry("g", "克"), Map.entry("ml", "毫升"),
            Map.entry("kg", "千克"), Map.entry("l", "升"), Map.entry("tbsp", "汤匙"), Map.entry("tsp", "茶匙"),
            Map.entry("cup", "杯"), Map.entry("clove", "瓣"), Map.entry("cloves", "瓣"), Map.entry("slice", "片"),
            Map.entry("slices", "片"), Map.entry("pinch", "撮"), Map.entry("handful", "把"));

    /**
     * The ingredient as the reply's language says it ("how much ginger" of 清蒸鱼: "8 slices ginger", not "8 片s
     * 生姜"; "松饼要几个鸡蛋": "鸡蛋两个"); unchanged when the recipe is written in that language.
     */
    static Ingredient inLanguage(Ingredient ing, boolean chinese) {
        if (homebot.skills.api.nlu.Languages.isChinese(ing.name()) == chinese) {
            return ing;
        }
        String u = ing.unit().strip();
        String unit;
        if (chinese) {
            String canonical = Units.of(u).map(Units.Unit::canonical).orElse(u.toLowerCase(Locale.ROOT));
            unit = EN_UNITS_IN_ZH.getOrDefault(canonical, EN_UNITS_IN_ZH.getOrDefault(u.toLowerCase(Locale.ROOT), u));
        } else {
            unit = ZH_UNITS_IN_EN.getOrDefault(u, u);
        }
        // a count with no unit names the thing in its plural when more than one ("2 tomatoes")
        boolean counted = unit.isBlank() && ing.quantity() != null && ing.quantity() > 1;
        return new Ingredient(Ingredients.nameIn(ing.name(), chinese, counted), ing.quantity(), unit, ing.note(), ing.aliases());
    }

    /** "番茄三个", "白糖 30 克", "盐适量" / "3 eggs", "2 tablespoons soy sauce", "salt to taste". */
    static String phrase(Ingredient ing, Double quantity, boolean chinese) {
        if (chinese) {
            return ing.name() + (quantity == null ? "适量" : amountZh(quantity, ing.unit()));
        }
        if (quantity == null) {
            return ing.name() + " to taste";
        }
        String unit = unitEn(ing.unit(), quantity);
        if (unit.isEmpty() && quantity <= 1) {
            // counted things read naturally in the singular: "1 egg", "half an egg"
            String one = Ingredients.singular(ing.name());
            if (quantity == 1) {
                return "1 " + one;
            }
            return "half " + ("aeiou".indexOf(one.charAt(0)) >= 0 ? "an " : "a ") + one;
        }
        return amountEn(quantity) + (unit.isEmpty() ? "" : " " + unit) + " " + ing.name();
    }

    static String amountZh(double q, String unit) {
        if (WEIGHTS.contains(unit.toLowerCase(Locale.ROOT)) || q != Math.floor(q * 2) / 2) {
            return Numbers.plain(q) + " " + unit;
        }
        long whole = (long) Math.floor(q);
        boolean half = q - whole > 0;
        String u = unit.isEmpty() ? "个" : unit;
        if (whole == 0) {
            return "半" + u;
        }
        return Numbers.toChinese(whole, true) + u + (half ? "半" : "");
    }

    static String amountEn(double q) {
        long whole = (long) Math.floor(q);
        double frac = q - whole;
        if (frac == 0.5) {
            return whole == 0 ? "half a" : whole + " and a half";
        }
        return Numbers.plain(q);
    }

    static String unitEn(String unit, double q) {
        String u = unit.strip();
        if (u.isEmpty()) {
            return "";
        }
        String[] forms = EN_UNITS.get(u.toLowerCase(Locale.ROOT));
        boolean plural = q > 1;
        if (forms != null) {
            return plural ? forms[1] : forms[0];
        }
        return plural && !u.endsWith("s") ? u + "s" : u;
    }
}
