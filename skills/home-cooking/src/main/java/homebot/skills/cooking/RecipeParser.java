package homebot.skills.cooking;

import homebot.skills.api.nlu.Durations;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses one recipe file (format in RECIPES.md): YAML front matter between {@code ---} lines, then a markdown
 * body whose numbered lines ({@code 1. ...}) are the steps. Every problem is reported with its line number.
 */
final class RecipeParser {
    /** Either a recipe or the first error that made the file unusable. */
    sealed interface Result permits Parsed, Failed {}

    record Parsed(Recipe recipe) implements Result {}

    record Failed(RecipeError error) implements Result {}

    private static final Pattern STEP = Pattern.compile("^\\s*(\\d+)\\s*[.、)）]\\s*(.+?)\\s*$");
    private static final Pattern TO_TASTE = Pattern.compile("适量|少许|to taste|as needed|a pinch|some",
            Pattern.CASE_INSENSITIVE);
    private static final int MAX_SERVINGS = 100;

    private final YAMLFactory yaml = new YAMLFactory();
    private final ObjectMapper mapper = new ObjectMapper(yaml);

    Result parse(Path file, String text) {
        try {
            return new Parsed(parseOrThrow(file, text));
        } catch (RecipeProblem p) {
            return new Failed(new RecipeError(file, p.line(), p.getMessage()));
        }
    }

    private Recipe parseOrThrow(Path file, String text) throws RecipeProblem {
        String[] lines = text.replace("\r\n", "\n").replace("\uFEFF", "").split("\n", -1);
        if (lines.length == 0 || !lines[0].strip().equals("---")) {
            throw new RecipeProblem(1, "missing front matter: the file must start with a '---' line");
        }
        int close = -1;
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].strip().equals("---")) {
                close = i;
                break;
            }
        }
        if (close < 0) {
            throw new RecipeProblem(1, "front matter is not closed: add a '---' line after the ingredients");
        }
        String front = String.join("\n", java.util.Arrays.copyOfRange(lines, 1, close));
        Map<String, Integer> where = new HashMap<>();
        JsonNode root = readYaml(front, where);
        FrontMatter fm = new FrontMatter(root, where, close + 1);
        String name = fm.requiredText("name");
        List<String> aliases = fm.textList("aliases");
        int servings = fm.servings(MAX_SERVINGS);
        List<String> tags = fm.textList("tags");
        List<Ingredient> ingredients = fm.ingredients(TO_TASTE);
        List<Step> steps = steps(lines, close + 1);
        return new Recipe(name, aliases, servings, tags, ingredients, steps, file);
    }

    /** Reads the YAML and records the line of every value by JSON pointer, for error messages. */
    private JsonNode readYaml(String front, Map<String, Integer> where) throws RecipeProblem {
        try (JsonParser p = yaml.createParser(front)) {
            JsonToken t;
            while ((t = p.nextToken()) != null) {
                String pointer = p.getParsingContext().pathAsPointer().toString();
                where.putIfAbsent(pointer, p.currentTokenLocation().getLineNr() + 1);
            }
        } catch (JsonProcessingException e) {
            JsonLocation loc = e.getLocation();
            int line = loc == null ? 1 : loc.getLineNr() + 1;
            throw new RecipeProblem(line, "front matter is not valid YAML: " + e.getOriginalMessage().lines().findFirst()
                    .orElse("syntax error"));
        } catch (IOException e) {
            throw new RecipeProblem(1, "front matter could not be read: " + e.getMessage());
        }
        try {
            JsonNode root = mapper.readTree(front);
            if (root == null || !root.isObject()) {
                throw new RecipeProblem(2, "front matter must be a YAML mapping (name:, servings:, ingredients: ...)");
            }
            return root;
        } catch (JsonProcessingException e) {
            throw new RecipeProblem(1, "front matter is not valid YAML: " + e.getOriginalMessage());
        }
    }

    private static List<Step> steps(String[] lines, int closeLine) throws RecipeProblem {
        List<Step> steps = new ArrayList<>();
        StringBuilder current = null;
        int currentLine = 0;
        for (int i = closeLine; i < lines.length; i++) {
            String line = lines[i];
            Matcher m = STEP.matcher(line);
            if (m.matches()) {
                if (current != null) {
                    steps.add(step(steps.size() + 1, current.toString(), currentLine));
                }
                String digits = m.group(1);
                // No recipe has a million steps; longer digit runs would overflow an int.
                int number = digits.length() > 6 ? -1 : Integer.parseInt(digits);
                if (number != steps.size() + 1) {
                    throw new RecipeProblem(i + 1, "step " + digits + " is out of order: expected step "
                            + (steps.size() + 1));
                }
                current = new StringBuilder(m.group(2));
                currentLine = i + 1;
            } else if (current != null && !line.isBlank() && Character.isWhitespace(line.charAt(0))) {
                current.append(' ').append(line.strip());
            } else if (current != null) {
                steps.add(step(steps.size() + 1, current.toString(), currentLine));
                current = null;
            }
        }
        if (current != null) {
            steps.add(step(steps.size() + 1, current.toString(), currentLine));
        }
        if (steps.isEmpty()) {
            throw new RecipeProblem(Math.min(closeLine + 1, lines.length), "no steps: the body needs numbered steps ('1. ...', '2. ...')");
        }
        return steps;
    }

    private static Step step(int number, String text, int line) {
        return new Step(number, text, Durations.firstIn(text), line);
    }
}
