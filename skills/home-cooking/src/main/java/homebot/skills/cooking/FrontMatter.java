package homebot.skills.cooking;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;

/** Typed, line-aware access to a recipe's front matter; every rule broken names its line. */
final class FrontMatter {
    private final JsonNode root;
    private final Map<String, Integer> lines;
    private final int closeLine;

    FrontMatter(JsonNode root, Map<String, Integer> lines, int closeLine) {
        this.root = root;
        this.lines = lines;
        this.closeLine = closeLine;
    }

    /** File line of a JSON pointer; the closing '---' for a key that is missing. */
    private int line(String pointer) {
        return lines.getOrDefault(pointer, closeLine);
    }

    private RecipeProblem problem(String pointer, String reason) {
        return new RecipeProblem(line(pointer), reason);
    }

    String requiredText(String key) throws RecipeProblem {
        JsonNode node = root.get(key);
        if (node == null || node.isNull() || !node.isValueNode() || node.asText().isBlank()) {
            throw problem("/" + key, "'" + key + "' is required and must be text");
        }
        return node.asText().strip();
    }

    List<String> textList(String key) throws RecipeProblem {
        JsonNode node = root.get(key);
        List<String> out = new ArrayList<>();
        if (node == null || node.isNull()) {
            return out;
        }
        if (!node.isArray()) {
            throw problem("/" + key, "'" + key + "' must be a list, e.g. [a, b]");
        }
        for (JsonNode item : node) {
            if (!item.isValueNode() || item.isNull()) {
                throw problem("/" + key, "'" + key + "' entries must be text");
            }
            out.add(item.asText().strip());
        }
        return out;
    }

    int servings(int max) throws RecipeProblem {
        JsonNode node = root.get("servings");
        if (node == null || node.isNull()) {
            throw problem("/servings", "'servings' is required (how many people the quantities are for)");
        }
        if (!node.isIntegralNumber() || node.asInt() < 1 || node.asInt() > max) {
            throw problem("/servings", "'servings' must be a whole number from 1 to " + max + ", not '"
                    + node.asText() + "'");
        }
        return node.asInt();
    }

    List<Ingredient> ingredients(Pattern toTaste) throws RecipeProblem {
        JsonNode list = root.get("ingredients");
        if (list == null || !list.isArray() || list.isEmpty()) {
            throw problem("/ingredients", "'ingredients' is required: a list of {name, quantity, unit}");
        }
        List<Ingredient> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            String at = "/ingredients/" + i;
            JsonNode item = list.get(i);
            if (!item.isObject()) {
                throw problem(at, "ingredient " + (i + 1) + " must be a mapping {name, quantity, unit}");
            }
            JsonNode name = item.get("name");
            if (name == null || !name.isValueNode() || name.isNull() || name.asText().isBlank()) {
                throw problem(at, "ingredient " + (i + 1) + " has no name");
            }
            Double quantity = quantity(item.get("quantity"), at + "/quantity", name.asText(), toTaste);
            JsonNode unit = item.get("unit");
            JsonNode note = item.get("note");
            List<String> aliases = new ArrayList<>();
            JsonNode al = item.get("aliases");
            if (al != null && al.isArray()) {
                al.forEach(a -> aliases.add(a.asText().strip()));
            }
            out.add(new Ingredient(name.asText().strip(), quantity,
                    unit == null || unit.isNull() ? "" : unit.asText(),
                    note == null || note.isNull() ? "" : note.asText(), aliases));
        }
        return out;
    }

    private Double quantity(JsonNode q, String pointer, String name, Pattern toTaste) throws RecipeProblem {
        if (q == null || q.isNull()) {
            return null;
        }
        if (q.isTextual() && toTaste.matcher(q.asText().strip()).matches()) {
            return null;
        }
        if (!q.isNumber()) {
            throw problem(pointer, "impossible quantity for '" + name + "': '" + q.asText()
                    + "' is not a number (use null for 适量 / to taste)");
        }
        double v = q.asDouble();
        if (!(v > 0) || Double.isInfinite(v)) {
            throw problem(pointer, "impossible quantity for '" + name + "': " + q.asText()
                    + " (must be greater than 0)");
        }
        return v;
    }
}
