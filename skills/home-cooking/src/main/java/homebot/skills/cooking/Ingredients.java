package homebot.skills.cooking;

import java.util.ArrayList;
import java.util.List;

/** Which ingredients of a recipe a spoken name means ("番茄" → 番茄, "sugar" → brown sugar and sugar...). */
final class Ingredients {
    private Ingredients() {}

    static List<Ingredient> match(Recipe recipe, String spoken) {
        String q = singular(RecipeBook.key(CookingPhrases.canonical(spoken)));
        if (q.isEmpty()) {
            return List.of();
        }
        List<Ingredient> exact = new ArrayList<>();
        List<Ingredient> partial = new ArrayList<>();
        for (Ingredient ing : recipe.ingredients()) {
            List<String> names = new ArrayList<>();
            names.add(singular(RecipeBook.key(CookingPhrases.canonical(ing.name()))));
            ing.aliases().forEach(a -> names.add(singular(RecipeBook.key(CookingPhrases.canonical(a)))));
            if (names.contains(q)) {
                exact.add(ing);
            } else if (names.stream().anyMatch(n -> n.contains(q) || q.contains(n))) {
                partial.add(ing);
            }
        }
        return exact.isEmpty() ? partial : exact;
    }

    /** "tomatoes" → "tomato", "eggs" → "egg"; Chinese is untouched. */
    static String singular(String s) {
        if (s.endsWith("oes") || s.endsWith("shes") || s.endsWith("ches")) {
            return s.substring(0, s.length() - 2);
        }
        if (s.endsWith("ies") && s.length() > 4) {
            return s.substring(0, s.length() - 3) + "y";
        }
        if (s.endsWith("s") && !s.endsWith("ss") && s.length() > 3) {
            return s.substring(0, s.length() - 1);
        }
        return s;
    }
}
