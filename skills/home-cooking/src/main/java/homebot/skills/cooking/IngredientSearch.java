package homebot.skills.cooking;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * "有鸡蛋和番茄能做什么 / what can I make with eggs and rice": recipes ranked by how many of the named
 * ingredients they use (then by how few other main ingredients they need), leaving out those with an
 * ingredient the cook does not want ("不要辣的", "without garlic").
 */
final class IngredientSearch {
    /** What "spicy / 辣的" means in an ingredient list or a tag. */
    static final Set<String> SPICY = Set.of("辣", "辣椒", "干辣椒", "剁椒", "花椒", "辣椒面", "辣椒粉", "辣椒油",
            "chili", "chilli", "chili flakes", "cayenne", "jalapeno", "spicy");
    private static final Set<String> MINOR = Set.of("水", "油", "盐", "糖", "食用油", "water", "oil", "salt", "sugar",
            "pepper", "black pepper");

    /** A recipe and the named ingredients it uses. */
    record Hit(Recipe recipe, List<String> uses, int othersNeeded) {}

    List<Hit> search(List<Recipe> recipes, List<String> have, List<String> avoid) {
        List<Hit> hits = new ArrayList<>();
        for (Recipe r : recipes) {
            if (avoid.stream().anyMatch(a -> contains(r, a))) {
                continue;
            }
            List<String> uses = have.stream().filter(h -> contains(r, h)).toList();
            if (!have.isEmpty() && uses.isEmpty()) {
                continue;
            }
            int others = (int) r.ingredients().stream().filter(i -> !MINOR.contains(i.name().toLowerCase(Locale.ROOT)))
                    .filter(i -> have.stream().noneMatch(h -> same(i, h))).count();
            hits.add(new Hit(r, uses, others));
        }
        hits.sort(Comparator.comparingInt((Hit h) -> -h.uses().size()).thenComparingInt(Hit::othersNeeded)
                .thenComparing(h -> h.recipe().name()));
        return hits;
    }

    /** Whether the recipe uses the ingredient (by name, alias, or for "辣/spicy" any hot ingredient or tag). */
    static boolean contains(Recipe r, String wanted) {
        String w = norm(wanted);
        if (w.isEmpty()) {
            return false;
        }
        if (w.equals("辣") || w.equals("辣的") || w.equals("spicy") || w.equals("hot")) {
            return r.ingredients().stream().anyMatch(i -> SPICY.stream().anyMatch(s -> norm(i.name()).contains(s)))
                    || r.tags().stream().anyMatch(t -> norm(t).contains("辣") || norm(t).contains("spicy"));
        }
        return r.ingredients().stream().anyMatch(i -> same(i, wanted)) || norm(r.name()).contains(w);
    }

    private static boolean same(Ingredient i, String wanted) {
        String w = norm(wanted);
        if (names(i).stream().anyMatch(n -> n.equals(w))) {
            return true;
        }
        // "鸡蛋" names 鸡蛋; "蛋" or "eggs" still match; "米" must not match 米醋-free "大米"? it does: rice is rice
        return names(i).stream().anyMatch(n -> n.length() >= 1 && w.length() >= 1
                && (n.contains(w) && w.length() * 2 >= n.length() || w.contains(n) && n.length() * 2 >= w.length()));
    }

    private static List<String> names(Ingredient i) {
        List<String> out = new ArrayList<>();
        out.add(norm(i.name()));
        i.aliases().forEach(a -> out.add(norm(a)));
        return out;
    }

    static String norm(String s) {
        String t = s.toLowerCase(Locale.ROOT).strip();
        if (t.endsWith("es") && t.length() > 4 && !t.endsWith("oes")) {
            t = t.substring(0, t.length() - 1);
        }
        if (t.endsWith("oes")) {
            t = t.substring(0, t.length() - 2);
        }
        if (t.endsWith("s") && t.length() > 3 && !t.endsWith("ss")) {
            t = t.substring(0, t.length() - 1);
        }
        return t;
    }
}
