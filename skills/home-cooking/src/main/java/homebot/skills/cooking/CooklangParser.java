package homebot.skills.cooking;

import homebot.skills.api.nlu.Durations;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Reads a Cooklang recipe ({@code .cook}): {@code @ingredient{qty%unit}(prep)}, {@code #cookware{}},
 * {@code ~name{qty%unit}} timers, {@code --} and {@code [- -]} comments, {@code >} notes, {@code >> key: value}
 * or YAML front-matter metadata, {@code = Section =} headings, one step per paragraph. The result is homebot's
 * own recipe model: the step text as a cook would read it aloud (markup removed), the first timer of a step as
 * its timer offer, ingredients summed across steps.
 */
final class CooklangParser {
    /** Servings assumed when the file names none; the import report says so. */
    static final int DEFAULT_SERVINGS = 2;
    private static final int MAX_SERVINGS = 100;
    private static final int MAX_NAME = 80;

    private final ObjectMapper yaml = new ObjectMapper(new YAMLFactory());

    /** What a parse found besides the recipe: warnings a maintainer should see. */
    record Outcome(RecipeParser.Result result, List<String> warnings) {}

    Outcome parse(Path file, String text) {
        List<String> warnings = new ArrayList<>();
        try {
            return new Outcome(new RecipeParser.Parsed(parseOrThrow(file, text, warnings)), warnings);
        } catch (RecipeProblem p) {
            return new Outcome(new RecipeParser.Failed(new RecipeError(file, p.line(), p.getMessage())), warnings);
        }
    }

    private Recipe parseOrThrow(Path file, String text, List<String> warnings) throws RecipeProblem {
        String[] lines = text.replace("\r\n", "\n").replace("\uFEFF", "").split("\n", -1);
        Map<String, String> meta = new LinkedHashMap<>();
        List<String> tags = new ArrayList<>();
        int first = frontMatter(lines, meta, tags);
        String[] clean = stripComments(lines, first);

        Map<String, IngredientSum> ingredients = new LinkedHashMap<>();
        List<Step> steps = new ArrayList<>();
        StringBuilder paragraph = new StringBuilder();
        int paragraphLine = 0;
        String section = "";
        for (int i = first; i <= clean.length; i++) {
            String line = i < clean.length ? clean[i].strip() : "";
            boolean blank = line.isEmpty();
            if (!blank && line.startsWith(">>")) {
                metadataLine(line.substring(2), i + 1, meta, tags);
                continue;
            }
            if (!blank && line.startsWith(">")) {
                continue; // a note: background for the reader, not a step to speak
            }
            if (!blank && line.startsWith("=")) {
                flush(paragraph, paragraphLine, section, ingredients, steps);
                paragraph.setLength(0);
                section = line.replaceAll("^=+|=+$", "").strip();
                continue;
            }
            if (blank) {
                if (!paragraph.isEmpty()) {
                    flush(paragraph, paragraphLine, section, ingredients, steps);
                    paragraph.setLength(0);
                    section = "";
                }
                continue;
            }
            if (paragraph.isEmpty()) {
                paragraphLine = i + 1;
            } else {
                paragraph.append(' ');
            }
            paragraph.append(line);
        }
        if (steps.isEmpty()) {
            throw new RecipeProblem(Math.max(1, first + 1), "no steps: a Cooklang recipe needs at least one paragraph");
        }
        String name = firstNonBlank(meta.get("title"), meta.get("name"), baseName(file));
        if (name.length() > MAX_NAME) {
            throw new RecipeProblem(1, "title is longer than " + MAX_NAME + " characters");
        }
        int servings = servings(meta, warnings);
        List<Ingredient> list = new ArrayList<>();
        for (IngredientSum sum : ingredients.values()) {
            list.add(sum.toIngredient());
        }
        if (list.isEmpty()) {
            throw new RecipeProblem(first + 1, "no ingredients: mark at least one with @name{quantity%unit}");
        }
        List<String> aliases = meta.containsKey("aliases") ? splitList(meta.get("aliases")) : List.of();
        return new Recipe(name, aliases, servings, tags, list, steps, file);
    }

    /** YAML front matter between {@code ---} lines, if the file starts with one; returns the first body line. */
    private int frontMatter(String[] lines, Map<String, String> meta, List<String> tags) throws RecipeProblem {
        if (lines.length == 0 || !lines[0].strip().equals("---")) {
            return 0;
        }
        for (int i = 1; i < lines.length; i++) {
            if (lines[i].strip().equals("---")) {
                String front = String.join("\n", java.util.Arrays.copyOfRange(lines, 1, i));
                JsonNode root;
                try {
                    root = front.isBlank() ? null : yaml.readTree(front);
                } catch (Exception e) {
                    throw new RecipeProblem(2, "front matter is not valid YAML: "
                            + String.valueOf(e.getMessage()).lines().findFirst().orElse("syntax error"));
                }
                if (root != null && root.isObject()) {
                    for (Map.Entry<String, JsonNode> field : root.properties()) {
                        String key = field.getKey().toLowerCase(Locale.ROOT).strip();
                        JsonNode value = field.getValue();
                        if (key.equals("tags") && value.isArray()) {
                            value.forEach(t -> tags.add(t.asText()));
                        } else if (value.isArray()) {
                            List<String> parts = new ArrayList<>();
                            value.forEach(v -> parts.add(v.asText()));
                            meta.put(key, String.join(",", parts));
                        } else if (value.isValueNode()) {
                            meta.put(key, value.asText());
                        }
                    }
                    if (meta.containsKey("tags") && tags.isEmpty()) {
                        tags.addAll(splitList(meta.get("tags")));
                    }
                }
                return i + 1;
            }
        }
        throw new RecipeProblem(1, "front matter is not closed: add a '---' line after the metadata");
    }

    private static void metadataLine(String rest, int line, Map<String, String> meta, List<String> tags)
            throws RecipeProblem {
        int colon = rest.indexOf(':');
        if (colon < 0) {
            throw new RecipeProblem(line, "metadata needs '>> key: value'");
        }
        String key = rest.substring(0, colon).strip().toLowerCase(Locale.ROOT);
        String value = rest.substring(colon + 1).strip();
        if (key.equals("tags")) {
            tags.addAll(splitList(value));
        } else {
            meta.put(key, value);
        }
    }

    /** Removes {@code -- line} and {@code [- block -]} comments, keeping line numbers. */
    private static String[] stripComments(String[] lines, int first) throws RecipeProblem {
        String[] out = lines.clone();
        boolean inBlock = false;
        int blockStart = 0;
        for (int i = first; i < lines.length; i++) {
            StringBuilder kept = new StringBuilder();
            String s = lines[i];
            int j = 0;
            while (j < s.length()) {
                if (inBlock) {
                    int end = s.indexOf("-]", j);
                    if (end < 0) {
                        j = s.length();
                    } else {
                        inBlock = false;
                        j = end + 2;
                    }
                } else if (s.startsWith("[-", j)) {
                    inBlock = true;
                    blockStart = i + 1;
                    j += 2;
                } else if (s.startsWith("--", j)) {
                    break;
                } else {
                    kept.append(s.charAt(j++));
                }
            }
            out[i] = kept.toString();
        }
        if (inBlock) {
            throw new RecipeProblem(blockStart, "block comment '[-' is never closed with '-]'");
        }
        return out;
    }

    private static void flush(StringBuilder paragraph, int line, String section, Map<String, IngredientSum> ingredients,
                              List<Step> steps) throws RecipeProblem {
        if (paragraph.isEmpty()) {
            return;
        }
        StepText parsed = stepText(paragraph.toString(), line, ingredients);
        String text = parsed.text.strip();
        if (text.isEmpty()) {
            return;
        }
        if (!section.isEmpty() && steps.stream().noneMatch(s -> s.text().startsWith(section + "："))) {
            text = section + "：" + text;
        }
        Optional<Duration> timer = parsed.timer.isPresent() ? parsed.timer : Durations.firstIn(text);
        steps.add(new Step(steps.size() + 1, text, timer, line));
    }

    private record StepText(String text, Optional<Duration> timer) {}

    /** Replaces markup by what a cook reads ("@potato{2}" → "potato"), collecting ingredients and the first timer. */
    private static StepText stepText(String s, int line, Map<String, IngredientSum> ingredients) throws RecipeProblem {
        StringBuilder out = new StringBuilder();
        Optional<Duration> timer = Optional.empty();
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            if ((c == '@' || c == '#' || c == '~') && i + 1 < s.length() && startsComponent(s.charAt(i + 1))) {
                Component comp = component(s, i + 1, c, line);
                if (c == '@') {
                    String name = comp.name.startsWith("./") ? comp.name.substring(comp.name.lastIndexOf('/') + 1)
                            : comp.name;
                    if (name.isBlank()) {
                        throw new RecipeProblem(line, "an ingredient needs a name after '@'");
                    }
                    Quantity q = Quantity.parse(comp.amount, line);
                    ingredients.computeIfAbsent(key(name), k -> new IngredientSum(name)).add(q, comp.note);
                    out.append(name);
                } else if (c == '#') {
                    out.append(comp.name);
                } else {
                    Quantity q = Quantity.parse(comp.amount, line);
                    Duration d = q.duration(line);
                    if (timer.isEmpty()) {
                        timer = Optional.of(d);
                    }
                    out.append(comp.amount.replace('%', ' ').strip());
                    if (!comp.name.isBlank()) {
                        out.append("（").append(comp.name).append("）");
                    }
                }
                i = comp.end;
            } else {
                out.append(c);
                i++;
            }
        }
        return new StepText(out.toString().replaceAll("\\s+", " "), timer);
    }

    private static boolean startsComponent(char c) {
        return c == '{' || c == '.' || Character.isLetterOrDigit(c) || Character.isIdeographic(c);
    }

    private record Component(String name, String amount, String note, int end) {}

    /**
     * A component's name ends at its {@code {…}} when one follows on the same step before the next marker,
     * else at the first space or punctuation (a one-word name); the optional {@code (note)} follows the braces.
     */
    private static Component component(String s, int from, char marker, int line) throws RecipeProblem {
        int brace = s.indexOf('{', from);
        int nextMarker = nextMarker(s, from);
        String name;
        String amount = "";
        int end;
        if (brace >= 0 && (nextMarker < 0 || brace < nextMarker) && nameBeforeBrace(s.substring(from, brace))
                || brace == from) {
            int close = s.indexOf('}', brace);
            int reopen = s.indexOf('{', brace + 1);
            if (close < 0 || reopen >= 0 && reopen < close) {
                throw new RecipeProblem(line, "'{' after " + marker + s.substring(from, brace) + " is never closed with '}'");
            }
            name = s.substring(from, brace).strip();
            amount = s.substring(brace + 1, close).strip();
            end = close + 1;
        } else {
            int j = from;
            while (j < s.length() && (Character.isLetterOrDigit(s.charAt(j)) || s.charAt(j) == '_'
                    || s.charAt(j) == '-' || s.charAt(j) == '.' || s.charAt(j) == '/')) {
                if (s.charAt(j) == '.' && (j + 1 >= s.length() || !Character.isLetterOrDigit(s.charAt(j + 1))
                        && s.charAt(j + 1) != '/')) {
                    break;
                }
                j++;
            }
            name = s.substring(from, j);
            end = j;
        }
        String note = "";
        if (marker == '@' && end < s.length() && s.charAt(end) == '(') {
            int close = s.indexOf(')', end);
            if (close < 0) {
                throw new RecipeProblem(line, "'(' after @" + name + " is never closed with ')'");
            }
            note = s.substring(end + 1, close).strip();
            end = close + 1;
        }
        return new Component(name, amount, note, end);
    }

    /** Braces end a multi-word name only when no sentence punctuation comes first ("@salt. Bake ~{5%min}"). */
    private static boolean nameBeforeBrace(String head) {
        String rest = head.startsWith("./") || head.startsWith("../") ? head.substring(head.indexOf('/')) : head;
        return !rest.matches("(?s).*[.,;:!?，。；：！？、()（）].*");
    }

    private static int nextMarker(String s, int from) {
        for (int j = from; j < s.length(); j++) {
            char c = s.charAt(j);
            if ((c == '@' || c == '#' || c == '~') && j + 1 < s.length() && startsComponent(s.charAt(j + 1))) {
                return j;
            }
        }
        return -1;
    }

    private static int servings(Map<String, String> meta, List<String> warnings) throws RecipeProblem {
        String raw = firstNonBlank(meta.get("servings"), meta.get("serves"), meta.get("yield"), null);
        if (raw == null) {
            warnings.add("no servings in the metadata: assumed " + DEFAULT_SERVINGS);
            return DEFAULT_SERVINGS;
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\d+").matcher(raw);
        if (!m.find() || m.group().length() > 3) {
            throw new RecipeProblem(1, "servings must start with a whole number 1.." + MAX_SERVINGS + ", got '" + raw + "'");
        }
        int n = Integer.parseInt(m.group());
        if (n < 1 || n > MAX_SERVINGS) {
            throw new RecipeProblem(1, "servings must be a whole number 1.." + MAX_SERVINGS + ", got " + n);
        }
        return n;
    }

    private static List<String> splitList(String raw) {
        List<String> out = new ArrayList<>();
        for (String part : raw.replaceAll("^\\[|]$", "").split("[,，、]")) {
            if (!part.isBlank()) {
                out.add(part.strip());
            }
        }
        return out;
    }

    private static String baseName(Path file) {
        String n = file.getFileName().toString();
        int dot = n.lastIndexOf('.');
        return dot > 0 ? n.substring(0, dot) : n;
    }

    private static String firstNonBlank(String a, String b, String c) {
        return a != null && !a.isBlank() ? a.strip() : b != null && !b.isBlank() ? b.strip() : c;
    }

    private static String firstNonBlank(String a, String b, String c, String d) {
        String first = firstNonBlank(a, b, c);
        return first != null ? first : d;
    }

    private static String key(String name) {
        return name.toLowerCase(Locale.ROOT).strip();
    }

    /** One ingredient across the steps that use it: amounts in the same unit add up. */
    private static final class IngredientSum {
        private final String name;
        private Double quantity;
        private String unit = "";
        private boolean toTaste;
        private final List<String> notes = new ArrayList<>();

        IngredientSum(String name) {
            this.name = name;
        }

        void add(Quantity q, String note) {
            if (!note.isBlank() && !notes.contains(note)) {
                notes.add(note);
            }
            if (q.value() == null) {
                toTaste = toTaste || quantity == null;
                return;
            }
            if (quantity == null) {
                quantity = q.value();
                unit = q.unit();
            } else if (Units.same(unit, q.unit())) {
                quantity += q.value();
            } else {
                // different units: keep the first; the step text still says the rest
                notes.add(Quantity.format(q.value()) + (q.unit().isEmpty() ? "" : " " + q.unit()));
            }
        }

        Ingredient toIngredient() {
            return new Ingredient(name, quantity, quantity == null ? "" : unit, String.join("; ", notes), List.of());
        }
    }
}
