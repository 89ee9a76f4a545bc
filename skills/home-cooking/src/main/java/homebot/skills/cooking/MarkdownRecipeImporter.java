package homebot.skills.cooking;

import homebot.skills.api.nlu.Durations;
import homebot.skills.api.nlu.Numbers;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Best-effort reader for Chinese community Markdown recipes (the common layout: {@code # 番茄炒蛋的做法}, a list
 * of ingredients and tools, a {@code ## 计算} section with quantities per serving, numbered or bulleted steps
 * under {@code ## 操作}). What it cannot place it reports with its line rather than guessing silently.
 */
final class MarkdownRecipeImporter {
    private static final Pattern HEADING = Pattern.compile("^(#{1,6})\\s*(.+?)\\s*#*\\s*$");
    private static final Pattern ITEM = Pattern.compile("^(\\s*)(?:[-*+]|\\d+\\s*[.、)）])\\s+(.+)$");
    private static final Pattern NUMBERED = Pattern.compile("^\\s*\\d+\\s*[.、)）]\\s*.+$");
    /** "番茄 2 个", "食用油 10ml", "鸡蛋 = 2 * 份数", "盐：3 克（约半茶匙）", "葱 适量". */
    private static final Pattern AMOUNT = Pattern.compile(
            "^(?<name>[^0-9０-９=:：(（]+?)\\s*[=:：]?\\s*(?<num>[0-9]+(?:\\.[0-9]+)?(?:\\s*/\\s*[0-9]+)?"
                    + "|[零一二两三四五六七八九十半]+)\\s*(?:[*×xX]\\s*份数\\s*)?(?<unit>[^0-9\\s(（,，;；]*)\\s*(?<rest>.*)$");
    private static final Pattern TO_TASTE = Pattern.compile("^(?<name>.+?)\\s*[=:：]?\\s*(适量|少许|若干|少量|一点)\\s*(?<rest>.*)$");
    private static final Pattern SERVINGS = Pattern.compile("([0-9一二两三四五六七八九十]+)\\s*(?:人份|份|人)");
    private static final Pattern TOOL = Pattern.compile(".*(锅|铲|刀|砧板|菜板|碗|盘|勺子|筷|烤箱|微波炉|电饭煲|蒸笼|漏勺|机|器|纸)$");

    RecipeParser.Result parse(Path file, String text, List<String> warnings) {
        String[] lines = text.replace("\r\n", "\n").replace("\uFEFF", "").split("\n", -1);
        String title = null;
        String section = "";
        int servings = 0;
        Map<String, Ingredient> amounts = new LinkedHashMap<>();
        List<String> listed = new ArrayList<>();
        List<Integer> listedLines = new ArrayList<>();
        List<String> stepTexts = new ArrayList<>();
        List<Integer> stepLines = new ArrayList<>();
        boolean sawStepSection = false;
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i];
            Matcher h = HEADING.matcher(line);
            if (h.matches()) {
                String heading = h.group(2);
                if (h.group(1).length() == 1 && title == null) {
                    title = heading.replaceAll("(的)?(做法|制作方法|菜谱|食谱)$", "").strip();
                    section = "";
                } else {
                    section = kind(heading);
                    sawStepSection |= section.equals("steps");
                }
                continue;
            }
            if (section.equals("amounts") && servings == 0) {
                Matcher s = SERVINGS.matcher(line);
                if (line.contains("每份") || line.contains("一人份")) {
                    servings = 1;
                } else if (s.find()) {
                    double n = Numbers.parse(s.group(1)).orElse(0.0);
                    servings = n >= 1 && n <= 100 ? (int) n : 0;
                }
            }
            Matcher item = ITEM.matcher(line);
            boolean inSteps = section.equals("steps") || !sawStepSection && section.isEmpty() && NUMBERED.matcher(line).matches();
            if (inSteps) {
                if (item.matches()) {
                    boolean nested = item.group(1).length() >= 2 && !stepTexts.isEmpty();
                    if (nested) {
                        int last = stepTexts.size() - 1;
                        stepTexts.set(last, stepTexts.get(last) + " " + clean(item.group(2)));
                    } else {
                        stepTexts.add(clean(item.group(2)));
                        stepLines.add(i + 1);
                    }
                } else if (!line.isBlank() && !stepTexts.isEmpty() && Character.isWhitespace(line.charAt(0))) {
                    int last = stepTexts.size() - 1;
                    stepTexts.set(last, stepTexts.get(last) + " " + clean(line));
                }
                continue;
            }
            if (!item.matches()) {
                continue;
            }
            String entry = clean(item.group(2));
            if (section.equals("amounts")) {
                Ingredient ing = amount(entry);
                if (ing == null) {
                    warnings.add(file.getFileName() + ":" + (i + 1) + ": no amount understood in '" + entry + "', kept as 适量");
                    ing = new Ingredient(entry, null, "", "", List.of());
                }
                amounts.putIfAbsent(ing.name(), ing);
            } else if (section.equals("ingredients") || section.isEmpty()) {
                listed.add(entry);
                listedLines.add(i + 1);
            }
        }
        if (title == null || title.isBlank()) {
            String n = file.getFileName().toString();
            title = n.contains(".") ? n.substring(0, n.lastIndexOf('.')) : n;
        }
        if (stepTexts.isEmpty()) {
            return new RecipeParser.Failed(new RecipeError(file, 0,
                    "no steps found: expected a '## 操作' / '## 步骤' section or a numbered list"));
        }
        List<Ingredient> ingredients = new ArrayList<>(amounts.values());
        for (int k = 0; k < listed.size(); k++) {
            String name = listed.get(k).replaceAll("[（(].*$", "").strip();
            if (name.isEmpty() || TOOL.matcher(name).matches() || amounts.containsKey(name)) {
                continue;
            }
            Ingredient parsed = amount(listed.get(k));
            ingredients.add(parsed != null ? parsed : new Ingredient(name, null, "", "", List.of()));
        }
        if (ingredients.isEmpty()) {
            return new RecipeParser.Failed(new RecipeError(file, 1,
                    "no ingredients found: expected a list under '## 必备原料和工具' or '## 计算'"));
        }
        if (servings == 0) {
            servings = CooklangParser.DEFAULT_SERVINGS;
            warnings.add(file.getFileName() + ": no servings found: assumed " + servings);
        }
        List<Step> steps = new ArrayList<>();
        for (int k = 0; k < stepTexts.size(); k++) {
            String t = stepTexts.get(k);
            steps.add(new Step(k + 1, t, Durations.firstIn(t), stepLines.get(k)));
        }
        return new RecipeParser.Parsed(new Recipe(title, List.of(), servings, List.of(), ingredients, steps, file));
    }

    private static String kind(String heading) {
        if (heading.matches(".*(计算|用量|份量|分量|配料表).*")) {
            return "amounts";
        }
        if (heading.matches(".*(操作|步骤|做法|制作|流程).*")) {
            return "steps";
        }
        if (heading.matches(".*(原料|材料|食材|工具|配料|准备).*")) {
            return "ingredients";
        }
        return "other";
    }

    private static String clean(String s) {
        return s.replaceAll("\\*\\*|__|`", "").replaceAll("!?\\[([^]]*)]\\([^)]*\\)", "$1").strip();
    }

    /** One "name amount unit" line, or null when no amount can be read. */
    static Ingredient amount(String entry) {
        Matcher taste = TO_TASTE.matcher(entry);
        if (taste.matches()) {
            return new Ingredient(taste.group("name").strip(), null, "", taste.group("rest").strip(), List.of());
        }
        Matcher m = AMOUNT.matcher(entry);
        if (!m.matches()) {
            return null;
        }
        String num = m.group("num").replace(" ", "");
        // Arabic numbers and fractions as Cooklang writes them; Chinese numerals by the engine's one parser
        java.util.Optional<Double> value = num.matches("[0-9./]+") ? java.util.Optional.ofNullable(Quantity.number(num))
                : Numbers.parse(num);
        if (value.isEmpty() || value.get() <= 0) {
            return null;
        }
        String name = m.group("name").strip();
        if (name.isEmpty()) {
            return null;
        }
        String rest = m.group("rest").replaceAll("^[（(]|[）)]$", "").strip();
        return new Ingredient(name, value.get(), m.group("unit").strip(), rest, List.of());
    }
}
