package homebot.intent;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A sentence template compiled to a regular expression over normalised text. Syntax: {@code [optional]},
 * {@code (a|b)} alternatives, {@code {slot}} captures any text, {@code {slot:number}} a number in digits or
 * Chinese numerals, {@code {slot:a|b|c}} one of the listed words. Spaces in a template are optional in the input, because speech recognisers put spaces
 * between Chinese words and people type without them.
 */
final class Template {
    static final String NUMBER = "(?:[0-9]+(?:\\.[0-9]+)?|[零〇一二两三四五六七八九十百千半]+(?:个半)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|forty-five|fifty|sixty|ninety|half)";

    private final String source;
    private final Pattern pattern;
    private final List<String> slots;

    private Template(String source, Pattern pattern, List<String> slots) {
        this.source = source;
        this.pattern = pattern;
        this.slots = slots;
    }

    static Template compile(String template) {
        String normalized = TextNormalizer.normalize(template, true);
        StringBuilder re = new StringBuilder();
        List<String> slots = new ArrayList<>();
        int depth = 0;
        for (int i = 0; i < normalized.length(); i++) {
            char c = normalized.charAt(i);
            switch (c) {
                case '[' -> {
                    re.append("(?:");
                    depth++;
                }
                case ']' -> {
                    re.append(")?");
                    depth--;
                }
                case '(' -> {
                    re.append("(?:");
                    depth++;
                }
                case ')' -> {
                    re.append(')');
                    depth--;
                }
                case '|' -> re.append('|');
                case ' ' -> re.append("\\s*");
                case '{' -> {
                    int end = normalized.indexOf('}', i);
                    if (end < 0) {
                        throw new IllegalArgumentException("unclosed { in template: " + template);
                    }
                    String[] slot = normalized.substring(i + 1, end).split(":", 2);
                    String name = slot[0].trim();
                    if (!name.matches("[a-z][a-z0-9]*")) {
                        throw new IllegalArgumentException("bad slot name '" + name + "' in template: " + template);
                    }
                    slots.add(name);
                    String type = slot.length > 1 ? slot[1].trim() : "";
                    String body = type.equals("number") ? NUMBER
                            : type.isEmpty() ? ".+?"
                            : "(?:" + String.join("|", java.util.Arrays.stream(type.split("\\|"))
                                    .map(String::trim).map(Pattern::quote).toList()) + ")";
                    re.append("(?<").append(name).append('>').append(body).append(')');
                    i = end;
                }
                default -> re.append(Pattern.quote(String.valueOf(c)));
            }
        }
        if (depth != 0) {
            throw new IllegalArgumentException("unbalanced brackets in template: " + template);
        }
        return new Template(template, Pattern.compile(re.toString()), List.copyOf(slots));
    }

    /** Matches the whole normalised utterance; returns the slot values or null. */
    java.util.Map<String, String> match(String normalizedText) {
        Matcher m = pattern.matcher(normalizedText);
        if (!m.matches()) {
            return null;
        }
        java.util.Map<String, String> values = new java.util.LinkedHashMap<>();
        for (String s : slots) {
            String v = m.group(s);
            if (v != null) {
                values.put(s, v.trim());
            }
        }
        return values;
    }

    String source() {
        return source;
    }
}
