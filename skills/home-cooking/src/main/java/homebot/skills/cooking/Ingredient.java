package homebot.skills.cooking;

import java.util.List;

/**
 * One ingredient line of a recipe.
 *
 * @param quantity for the recipe's own servings; null means "适量 / to taste" and is never scaled
 * @param aliases  other names a user may say (西红柿 for 番茄)
 */
record Ingredient(String name, Double quantity, String unit, String note, List<String> aliases) {
    Ingredient {
        unit = unit == null ? "" : unit.strip();
        note = note == null ? "" : note.strip();
        aliases = aliases == null ? List.of() : List.copyOf(aliases);
    }
}
