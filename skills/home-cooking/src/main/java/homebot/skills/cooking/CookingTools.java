package homebot.skills.cooking;

import homebot.skills.api.nlu.Durations;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import homebot.skills.api.ModeSession;
import homebot.skills.api.SkillTool;
import homebot.skills.api.ToolArgumentException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;

/** The tools cooking mode offers the model, in a fixed order (stable prompt prefix). */
final class CookingTools {
    private static final ObjectMapper JSON = new ObjectMapper();
    static final int MAX_NOTE_CHARS = CookingActions.MAX_NOTE_CHARS;
    /** Names, queries and step words are a few words; a longer one is a model gone astray. */
    static final int MAX_TEXT_CHARS = 100;

    private interface Body {
        String call(JsonNode args) throws ToolArgumentException, CookingException;
    }

    private record Tool(String name, String description, JsonNode parameters, Body body) implements SkillTool {
        @Override
        public String call(JsonNode arguments) throws ToolArgumentException {
            try {
                return body.call(arguments == null ? JSON.createObjectNode() : arguments);
            } catch (CookingException e) {
                throw e.code().equals(ToolArgumentException.TOO_LONG)
                        ? new ToolArgumentException(e.code(), e.getMessage())
                        : new ToolArgumentException(e.code() + ": " + e.getMessage());
            }
        }
    }

    private record Prop(String name, String type, String description) {}

    private final CookingActions kitchen;
    private final TimerActions timers;
    private final CookingHistory history;
    private final MealActions meal;

    CookingTools(CookingActions kitchen, TimerActions timers, CookingHistory history, MealActions meal) {
        this.kitchen = kitchen;
        this.timers = timers;
        this.history = history;
        this.meal = meal;
    }

    List<SkillTool> tools(ModeSession s) {
        Messages m = "en-US".equals(s.language()) ? Messages.english() : Messages.chinese();
        return List.of(
                new Tool("find_recipe", "List the recipes whose name, alias or tag matches query (empty: all recipes).",
                        schema(new Prop("query", "string", "recipe name, alias or tag; may be empty")),
                        a -> kitchen.find(s, m, optText(a, "query")).text()),
                new Tool("start_recipe", "Start cooking a recipe for a number of people; returns step 1.",
                        schema(new Prop("name", "string", "recipe name or alias"),
                                new Prop("servings", "integer", "people to cook for; default: the recipe's own"),
                                "name"),
                        a -> kitchen.start(s, m, text(a, "name"), optInt(a, "servings"), false).text()),
                new Tool("get_step", "Read a step and move to it. which: current, next, previous, peek (the next step"
                        + " without moving) or a step number.",
                        schema(new Prop("which", "string", "current | next | previous | peek | <step number>"),
                                "which"),
                        a -> withTimerHint(s, m, step(s, m, text(a, "which")))),
                new Tool("ingredient_amount", "How much of an ingredient the current recipe needs for the servings"
                        + " being cooked (already scaled).",
                        schema(new Prop("ingredient", "string", "ingredient name as the user said it"),
                                "ingredient"),
                        a -> kitchen.ingredient(s, m, text(a, "ingredient")).text()),
                new Tool("scale", "Change the number of people the current recipe is cooked for.",
                        schema(new Prop("servings", "integer", "number of people"), "servings"),
                        a -> kitchen.scale(s, m, requiredInt(a, "servings")).text()),
                new Tool("set_timer", "Start a named countdown timer that survives restarts. Give minutes or seconds.",
                        schema(new Prop("name", "string", "short name the user will use, e.g. 焖肉 or rice"),
                                new Prop("minutes", "number", "duration in minutes"),
                                new Prop("seconds", "integer", "duration in seconds"), "name"),
                        a -> timers.set(s, m, text(a, "name"), duration(a)).text()),
                new Tool("cancel_timer", "Cancel a named timer.",
                        schema(new Prop("name", "string", "timer name"), "name"),
                        a -> timers.cancel(s, m, text(a, "name")).text()),
                new Tool("list_timers", "List the running timers with the time left.", schema(),
                        a -> timers.list(s, m).text()),
                new Tool("add_note", "Keep a note for next time (goes into the session summary and history).",
                        schema(new Prop("text", "string", "the note, in the user's words; at most " + MAX_NOTE_CHARS
                                + " characters"), "text"),
                        a -> kitchen.note(s, m, text(a, "text", MAX_NOTE_CHARS)).text()),
                new Tool("read_cooking_history", "Search past cooking sessions (history.md and their summary.md"
                        + " files), e.g. how much sugar went into 红烧肉 last time. Returns matching excerpts.",
                        schema(new Prop("query", "string", "recipe, ingredient or words to look for"), "query"),
                        a -> history.search(s, text(a, "query"))),
                new Tool("cook_together", "Cook several recipes at once: plans them to be ready together and"
                        + " returns the first step; afterwards get_step next follows the plan across the dishes.",
                        schema(new Prop("names", "array", "two or more recipe names"), "names"),
                        a -> meal.start(s, m, texts(a, "names"), null).text()),
                new Tool("recipes_with_ingredients", "Recipes that use the ingredients the user has, best first,"
                        + " leaving out those with an unwanted ingredient ('spicy' leaves out hot dishes).",
                        schema(new Prop("have", "array", "ingredients the user has; may be empty"),
                                new Prop("avoid", "array", "ingredients (or 'spicy') to leave out; may be empty")),
                        a -> recipesWith(s, a)),
                new Tool("import_recipes", "Import recipe files (Cooklang .cook or Markdown) from a file or folder"
                        + " inside homebot's workspace into the cookbook; returns one report line per file.",
                        schema(new Prop("path", "string", "file or folder, relative to the workspace"), "path"),
                        a -> importRecipes(s, text(a, "path"))));
    }

    /** "next" follows the meal plan while several dishes are cooked together. */
    private String step(ModeSession s, Messages m, String which) throws CookingException {
        if (which.strip().equalsIgnoreCase("next")) {
            java.util.Optional<Reply> planned = meal.next(s, m);
            if (planned.isPresent()) {
                return planned.get().text();
            }
        }
        return kitchen.step(s, m, which, false).text();
    }

    private String recipesWith(ModeSession s, JsonNode a) throws ToolArgumentException {
        List<IngredientSearch.Hit> hits = new IngredientSearch().search(kitchen.book(s).recipes(),
                optTexts(a, "have"), optTexts(a, "avoid"));
        if (hits.isEmpty()) {
            return "no recipe fits";
        }
        StringBuilder sb = new StringBuilder();
        for (IngredientSearch.Hit h : hits.subList(0, Math.min(5, hits.size()))) {
            sb.append(h.recipe().name()).append(" (uses ").append(String.join(", ", h.uses()))
                    .append("; needs ").append(h.othersNeeded()).append(" other main ingredients)\n");
        }
        return sb.toString().strip();
    }

    /** The model may only import from inside the workspace: a path that leaves it is refused. */
    private String importRecipes(ModeSession s, String path) throws ToolArgumentException {
        Path workspace = s.dataDir().toAbsolutePath().normalize().getParent();
        Path target = workspace.resolve(path).normalize();
        try {
            if (!target.startsWith(workspace) || Files.exists(target)
                    && !target.toRealPath().startsWith(workspace.toRealPath())) {
                throw new ToolArgumentException("tool-path-outside-workspace: " + path
                        + " is outside homebot's workspace; copy the files there first");
            }
            List<RecipeImporter.Report> reports = new RecipeImporter().importAll(List.of(target),
                    s.dataDir().resolve("recipes"));
            StringBuilder sb = new StringBuilder();
            reports.forEach(r -> sb.append(r).append('\n'));
            return sb.length() == 0 ? "no recipe files found at " + path : sb.toString().strip();
        } catch (IOException e) {
            throw new ToolArgumentException("tool-io-error: " + e.getMessage());
        }
    }

    private static List<String> texts(JsonNode a, String field) throws ToolArgumentException {
        List<String> out = optTexts(a, field);
        if (out.size() < 2) {
            throw new ToolArgumentException("tool-bad-arguments: '" + field + "' must list at least two recipe names");
        }
        return out;
    }

    private static List<String> optTexts(JsonNode a, String field) throws ToolArgumentException {
        JsonNode n = a.get(field);
        if (n == null || n.isNull()) {
            return List.of();
        }
        if (!n.isArray() || n.size() > 10) {
            throw new ToolArgumentException("tool-bad-arguments: '" + field + "' must be an array of at most 10 strings");
        }
        List<String> out = new java.util.ArrayList<>();
        for (JsonNode item : n) {
            String t = item.asText("").strip();
            if (t.isEmpty() || t.length() > 60) {
                throw new ToolArgumentException("tool-bad-arguments: '" + field + "' items must be 1..60 characters");
            }
            out.add(t);
        }
        return out;
    }

    private String withTimerHint(ModeSession s, Messages m, String stepText) {
        CookingState st = kitchen.state(s);
        try {
            Recipe r = kitchen.current(s, m);
            Step step = r.step(Math.max(1, Math.min(st.step(), r.steps().size())));
            return step.timer().map(d -> stepText + "\n(This step takes " + Durations.speak(d, false)
                    + "; offer a timer and call set_timer if the user agrees.)").orElse(stepText);
        } catch (CookingException e) {
            return stepText;
        }
    }

    private static Duration duration(JsonNode a) throws ToolArgumentException {
        JsonNode min = a.get("minutes");
        JsonNode sec = a.get("seconds");
        if ((min == null || min.isNull()) && (sec == null || sec.isNull())) {
            throw new ToolArgumentException("tool-bad-arguments: give minutes or seconds, e.g. {\"name\":\"rice\","
                    + "\"minutes\":10}");
        }
        double seconds = 0;
        if (min != null && !min.isNull()) {
            seconds += number(min, "minutes") * 60;
        }
        if (sec != null && !sec.isNull()) {
            seconds += number(sec, "seconds");
        }
        return Duration.ofMillis(Math.round(seconds * 1000));
    }

    private static double number(JsonNode n, String field) throws ToolArgumentException {
        if (n.isNumber()) {
            return n.asDouble();
        }
        if (n.isTextual()) {
            try {
                return Double.parseDouble(n.asText().strip());
            } catch (NumberFormatException ignored) {
                // reported below
            }
        }
        throw new ToolArgumentException("tool-bad-arguments: " + field + " must be a number, not " + n);
    }

    private static String text(JsonNode a, String field) throws ToolArgumentException {
        return text(a, field, MAX_TEXT_CHARS);
    }

    private static String text(JsonNode a, String field, int max) throws ToolArgumentException {
        JsonNode n = a.get(field);
        if (n == null || n.isNull() || !n.isValueNode() || n.asText().isBlank()) {
            throw new ToolArgumentException("tool-bad-arguments: '" + field + "' is required and must be a non-empty"
                    + " string");
        }
        return bounded(field, n.asText().strip(), max);
    }

    private static String optText(JsonNode a, String field) throws ToolArgumentException {
        JsonNode n = a.get(field);
        return n == null || n.isNull() ? "" : bounded(field, n.asText(), MAX_TEXT_CHARS);
    }

    /** Refused with a clear code rather than cut: a cut note or name would be stored as if the user said it. */
    private static String bounded(String field, String value, int max) throws ToolArgumentException {
        int chars = value.codePointCount(0, value.length());
        if (chars > max) {
            throw new ToolArgumentException(ToolArgumentException.TOO_LONG, "'" + field + "' is " + chars
                    + " characters; at most " + max + " are accepted");
        }
        return value;
    }

    private static Integer optInt(JsonNode a, String field) throws ToolArgumentException {
        JsonNode n = a.get(field);
        return n == null || n.isNull() ? null : requiredInt(a, field);
    }

    private static int requiredInt(JsonNode a, String field) throws ToolArgumentException {
        JsonNode n = a.get(field);
        if (n != null && n.isIntegralNumber()) {
            return n.asInt();
        }
        if (n != null && n.isTextual() && n.asText().strip().matches("[0-9]{1,4}")) {
            return Integer.parseInt(n.asText().strip());
        }
        throw new ToolArgumentException("tool-bad-arguments: '" + field + "' must be a whole number, not "
                + (n == null ? "missing" : n.toString()));
    }

    /** {@code {"type":"object","properties":{...},"required":[...]}}: properties, then required names. */
    private static JsonNode schema(Object... parts) {
        ObjectNode root = JSON.createObjectNode();
        root.put("type", "object");
        ObjectNode props = root.putObject("properties");
        var required = root.putArray("required");
        for (Object p : parts) {
            if (p instanceof Prop prop) {
                ObjectNode node = props.putObject(prop.name()).put("type", prop.type()).put("description", prop.description());
                if (prop.type().equals("array")) {
                    node.putObject("items").put("type", "string");
                }
            } else {
                required.add((String) p);
            }
        }
        return root;
    }
}
