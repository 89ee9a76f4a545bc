package homebot.skills.cooking;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes a recipe in homebot's own Markdown format (RECIPES.md), so an imported recipe is a file the family
 * can read and edit like the starters, and is loaded by the same parser with the same checks.
 */
final class RecipeWriter {
    private final ObjectMapper yaml = new ObjectMapper(new YAMLFactory()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.MINIMIZE_QUOTES)
            .enable(YAMLGenerator.Feature.ALWAYS_QUOTE_NUMBERS_AS_STRINGS));

    /** {@code source} names where the recipe came from, so a re-import updates the same file. */
    String write(Recipe recipe, String source) {
        Map<String, Object> front = new LinkedHashMap<>();
        front.put("name", recipe.name());
        if (!recipe.aliases().isEmpty()) {
            front.put("aliases", recipe.aliases());
        }
        front.put("servings", recipe.servings());
        if (!recipe.tags().isEmpty()) {
            front.put("tags", recipe.tags());
        }
        if (source != null && !source.isBlank()) {
            front.put("source", source);
        }
        List<Map<String, Object>> ingredients = new ArrayList<>();
        for (Ingredient ing : recipe.ingredients()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", ing.name());
            m.put("quantity", ing.quantity() == null ? null : number(ing.quantity()));
            m.put("unit", ing.unit());
            if (!ing.note().isEmpty()) {
                m.put("note", ing.note());
            }
            if (!ing.aliases().isEmpty()) {
                m.put("aliases", ing.aliases());
            }
            ingredients.add(m);
        }
        front.put("ingredients", ingredients);
        StringBuilder out = new StringBuilder("---\n");
        try {
            out.append(yaml.writeValueAsString(front));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("recipe front matter could not be written", e);
        }
        out.append("---\n\n# ").append(recipe.name()).append("\n\n");
        for (Step step : recipe.steps()) {
            out.append(step.number()).append(". ").append(step.text().replaceAll("\\s*\\R\\s*", " ").strip())
                    .append('\n');
        }
        return out.toString();
    }

    private static Object number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e9 ? (Object) (long) v : (Object) v;
    }
}
