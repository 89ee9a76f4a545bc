package homebot.skills.api.nlu;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A sentence template compiled to regular expressions over normalised text. Syntax: {@code [optional]},
 * {@code (a|b)} alternatives, {@code {slot}} any text, {@code {slot:number}} a number, {@code {slot:duration}}
 * a duration, {@code {slot:a|b|c}} one of the listed words. Spaces in a template are optional in the input,
 * because recognisers put spaces between Chinese words and people type without them. Besides the literal form
 * a template is compiled to two sound forms (pinyin with and without tones) for near-homophones.
 */
public final class Template {
    private static final String DURATION_ZH = "[0-9.零〇一二两俩仨三四五六七八九十百千半个小时钟头分秒刻又 ~～-]+";
    private static final String DURATION_EN = "[a-z0-9. -]+?";

    /** How a slot's text is checked after a match. */
    public enum SlotType { ANY, NUMBER, DURATION, LIST }

    private final String source;
    private final Pattern literal;
    private final Pattern toned;
    private final Pattern toneless;
    private final List<String> slots;
    private final Map<String, SlotType> types;
    private final boolean freeText;
    /** Characters every literal match contains (outside optional parts, alternatives and slots): a cheap first test. */
    private final char[] required;
    /** The same characters by sound, with and without tones, for the sound forms. */
    private final String[] requiredToned;
    private final String[] requiredToneless;
    /** One character of each top-level group of alternatives (literal, and by sound): a second cheap test. */
    private final List<char[]> oneOf;
    private final List<String[]> oneOfToned;
    private final List<String[]> oneOfToneless;

    /**
     * The fewest and the most characters (spaces not counted) a literal match can have: a sentence longer than any
     * expansion of a template without slots never reaches its regex (most templates have none, most sentences that
     * reach the catalog are longer than a command).
     */
    private final int fewestChars;
    private final int mostChars;
    /**
     * The characters a whole match can start and end with, per form (literal, toned, toneless); null where a slot of
     * any text stands first or last. {@code matches()} is anchored at both ends, so a sentence ending in 水 never
     * reaches the regex of a template ending in (计时|开始): free slots side by side ("{name}{d:duration}…") make such
     * regexes backtrack over every split of the sentence, the costliest part of matching a long one.
     */
    private final String[] firsts;
    private final String[] lasts;

    private Template(String source, Pattern literal, Pattern toned, Pattern toneless, List<String> slots,
            Map<String, SlotType> types, char[] required, List<char[]> oneOf, int[] lengths, String normalized) {
        this.firsts = edges(normalized, types, true);
        this.lasts = edges(normalized, types, false);
        this.fewestChars = lengths[0];
        this.mostChars = lengths[1];
        this.required = required;
        this.requiredToned = bySound(required, true);
        this.requiredToneless = bySound(required, false);
        this.oneOf = oneOf;
        this.oneOfToned = oneOfEachBySound(oneOf, true);
        this.oneOfToneless = oneOfEachBySound(oneOf, false);
        this.source = source;
        this.literal = literal;
        this.toned = toned;
        this.toneless = toneless;
        this.slots = slots;
        this.types = types;
        this.freeText = slots.stream().anyMatch(n -> types.getOrDefault(n, SlotType.ANY) == SlotType.ANY);
    }

    /** True when a slot takes any text ({@code {name}}), so the template's words are not all fixed. */
    boolean freeText() {
        return freeText;
    }

    public static Template compile(String template) {
        String normalized = TextNormalizer.normalize(template, true);
        TemplateParser.parse(template, normalized); // refuses a malformed template, naming it
        List<String> slots = new ArrayList<>();
        Map<String, SlotType> types = new LinkedHashMap<>();
        String literal = regex(template, normalized, 0, slots, types);
        return new Template(template, Pattern.compile(literal), Pattern.compile(regex(template, normalized, 1, null, null)),
                Pattern.compile(regex(template, normalized, 2, null, null)), List.copyOf(slots), Map.copyOf(types),
                required(normalized), oneOfEach(normalized), lengths(normalized), normalized);
    }

    /** Characters a number slot's text can start or end with as written (digits, Chinese numerals, English words). */
    private static final String NUMBER_EDGE = "0123456789" + Numbers.ZH_CHARS + "〇abcdefghijklmnopqrstuvwxyz";
    /** The same for a duration slot: its Chinese characters and units, or English words, digits and points. */
    private static final String DURATION_EDGE = NUMBER_EDGE + "小时钟头分秒刻又~～-.";

    /**
     * {@link #firsts}/{@link #lasts} of a template for the three forms. By sound a number or duration slot takes
     * any text (its regex is {@code .+?}), so it leaves that edge open there.
     */
    private static String[] edges(String normalized, Map<String, SlotType> types, boolean first) {
        String literal = edge(normalized, types, first, true);
        String bySound = edge(normalized, types, first, false);
        return new String[] {literal, bySound == null ? null : Pinyin.key(bySound, true),
            bySound == null ? null : Pinyin.key(bySound, false)};
    }

    /** The edge characters of one sequence as a string (each once), or null when anything may stand there. */
    private static String edge(String t, Map<String, SlotType> types, boolean first, boolean literal) {
        Edge e = edgeOfSequence(t, new int[] {0}, types, first, literal);
        return e.chars() == null ? null : e.chars().toString();
    }

    /** What a sequence can start (or end) with, and whether it can match nothing at all. */
    private record Edge(StringBuilder chars, boolean empty) {}

    /** One sequence up to a '|' or a closing bracket at this depth, read from the front (or the back). */
    private static Edge edgeOfSequence(String t, int[] at, Map<String, SlotType> types, boolean first, boolean literal) {
        List<Edge> parts = new ArrayList<>();
        while (at[0] < t.length()) {
            char c = t.charAt(at[0]);
            if (c == '|' || c == ')' || c == ']') {
                break;
            }
            at[0]++;
            if (c == '[' || c == '(') {
                StringBuilder chars = new StringBuilder();
                boolean open = false;
                boolean empty = c == '[';
                while (true) {
                    Edge alt = edgeOfSequence(t, at, types, first, literal);
                    open |= alt.chars() == null;
                    if (alt.chars() != null) {
                        chars.append(alt.chars());
                    }
                    empty |= alt.empty();
                    if (at[0] >= t.length() || t.charAt(at[0]++) != '|') {
                        break; // the group's closing bracket
                    }
                }
                parts.add(new Edge(open ? null : chars, empty));
            } else if (c == '{') {
                int end = t.indexOf('}', at[0]);
                String[] slot = t.substring(at[0], end < 0 ? t.length() : end).split(":", 2);
                at[0] = end < 0 ? t.length() : end + 1;
                SlotType type = types.getOrDefault(slot[0].trim(), SlotType.ANY);
                StringBuilder chars = switch (type) {
                    case ANY -> null;
                    case NUMBER -> literal ? new StringBuilder(NUMBER_EDGE) : null;
                    case DURATION -> literal ? new StringBuilder(DURATION_EDGE) : null;
                    case LIST -> {
                        StringBuilder words = new StringBuilder();
                        for (String w : slot[1].split("\\|")) {
                            String word = w.strip();
                            if (!word.isEmpty()) {
                                words.append(first ? word.charAt(0) : word.charAt(word.length() - 1));
                            }
                        }
                        yield words;
                    }
                };
                parts.add(new Edge(chars, false));
            } else if (c != ' ') {
                parts.add(new Edge(new StringBuilder().append(c), false));
            }
        }
        StringBuilder chars = new StringBuilder();
        for (int i = 0; i < parts.size(); i++) {
            Edge part = parts.get(first ? i : parts.size() - 1 - i);
            if (part.chars() == null) {
                return new Edge(null, false);
            }
            chars.append(part.chars());
            if (!part.empty()) {
                return new Edge(chars, false);
            }
        }
        return new Edge(chars, true);
    }

    /** Whether a whole match of this form could start with the key's first character and end with its last. */
    boolean edgesAllow(String key, int form) {
        if (key.isEmpty()) {
            return true;
        }
        String f = firsts[form];
        String l = lasts[form];
        return (f == null || f.indexOf(key.charAt(0)) >= 0) && (l == null || l.indexOf(key.charAt(key.length() - 1)) >= 0);
    }

    /** {fewest, most} characters of a literal match, spaces not counted; most is unbounded with a slot. */
    static int[] lengths(String normalized) {
        int[] at = {0};
        int[] r = sequence(normalized, at);
        return r;
    }

    /** One sequence up to a '|' or a closing bracket at this depth: the lengths of its parts added up. */
    private static int[] sequence(String t, int[] at) {
        long fewest = 0;
        long most = 0;
        while (at[0] < t.length()) {
            char c = t.charAt(at[0]);
            if (c == '|' || c == ')' || c == ']') {
                break;
            }
            at[0]++;
            if (c == '[' || c == '(') {
                int[] alt = alternatives(t, at);
                fewest += c == '[' ? 0 : alt[0];
                most += alt[1];
            } else if (c == '{') {
                int end = t.indexOf('}', at[0]);
                at[0] = end < 0 ? t.length() : end + 1;
                fewest += 1;
                most = Integer.MAX_VALUE;
            } else if (c != ' ') {
                fewest++;
                most++;
            }
        }
        return new int[] {(int) Math.min(fewest, Integer.MAX_VALUE), (int) Math.min(most, Integer.MAX_VALUE)};
    }

    /** The alternatives of a group whose bracket was just read, and its closing bracket. */
    private static int[] alternatives(String t, int[] at) {
        int fewest = Integer.MAX_VALUE;
        int most = 0;
        while (true) {
            int[] one = sequence(t, at);
            fewest = Math.min(fewest, one[0]);
            most = Math.max(most, one[1]);
            if (at[0] >= t.length()) {
                break;
            }
            char c = t.charAt(at[0]++);
            if (c != '|') {
                break; // the group's closing bracket
            }
        }
        return new int[] {fewest == Integer.MAX_VALUE ? 0 : fewest, most};
    }

    /**
     * For each group of alternatives at the top level ("(定|设|计)"), the first characters of its alternatives: every
     * literal match has one of them. A group with an empty alternative or one starting with a bracket or slot gives
     * nothing (it could start with anything).
     */
    private static List<char[]> oneOfEach(String normalized) {
        List<char[]> out = new ArrayList<>();
        int depth = 0;
        boolean inSlot = false;
        for (int i = 0; i < normalized.length(); i++) {
            char c = normalized.charAt(i);
            if (c == '{') {
                inSlot = true;
            } else if (c == '}') {
                inSlot = false;
            } else if (!inSlot && (c == '[' || c == '(')) {
                if (depth == 0 && c == '(') {
                    char[] firsts = firsts(normalized, i);
                    if (firsts != null) {
                        out.add(firsts);
                    }
                }
                depth++;
            } else if (!inSlot && (c == ']' || c == ')')) {
                depth--;
            }
        }
        return out;
    }

    /** The first characters of the alternatives of the group opening at {@code open}; null when one has none. */
    private static char[] firsts(String t, int open) {
        StringBuilder out = new StringBuilder();
        int depth = 0;
        boolean atStart = true;
        for (int i = open + 1; i < t.length(); i++) {
            char c = t.charAt(i);
            if (depth == 0 && (c == '|' || c == ')')) {
                if (atStart) {
                    return null; // an empty alternative
                }
                if (c == ')') {
                    return out.toString().toCharArray();
                }
                atStart = true;
                continue;
            }
            if (atStart && depth == 0) {
                if (c == ' ') {
                    continue;
                }
                if (c == '[' || c == '(' || c == '{') {
                    return null;
                }
                if (out.indexOf(String.valueOf(c)) < 0) {
                    out.append(c);
                }
                atStart = false;
            }
            if (c == '[' || c == '(' || c == '{') {
                depth++;
            } else if (c == ']' || c == ')' || c == '}') {
                depth--;
            }
        }
        return null;
    }

    private static List<String[]> oneOfEachBySound(List<char[]> groups, boolean toned) {
        List<String[]> out = new ArrayList<>();
        for (char[] g : groups) {
            String[] keys = bySound(g, toned);
            if (keys.length == g.length) {
                out.add(keys); // a character with no sound of its own (a Latin letter, a digit) is no test by sound
            }
        }
        return out;
    }

    private static String[] bySound(char[] chars, boolean toned) {
        return new String(chars).chars().mapToObj(c -> Pinyin.key(String.valueOf((char) c), toned).strip())
                .filter(k -> !k.isEmpty()).distinct().toArray(String[]::new);
    }

    /** The characters at the top level of a template, outside brackets and slots: every literal match has them. */
    private static char[] required(String normalized) {
        StringBuilder out = new StringBuilder();
        int depth = 0;
        boolean inSlot = false;
        for (char c : normalized.toCharArray()) {
            switch (c) {
                case '[', '(' -> depth++;
                case ']', ')' -> depth--;
                case '{' -> inSlot = true;
                case '}' -> inSlot = false;
                default -> {
                    if (depth == 0 && !inSlot && c != ' ' && c != '|' && out.indexOf(String.valueOf(c)) < 0) {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString().toCharArray();
    }

    /** form 0: literal text; 1: pinyin with tones; 2: pinyin without tones. */
    private static String regex(String template, String normalized, int form, List<String> slots,
            Map<String, SlotType> types) {
        StringBuilder re = new StringBuilder();
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
                    String type = slot.length > 1 ? slot[1].trim() : "";
                    SlotType kind = type.equals("number") ? SlotType.NUMBER : type.equals("duration") ? SlotType.DURATION
                            : type.isEmpty() ? SlotType.ANY : SlotType.LIST;
                    if (slots != null) {
                        if (slots.contains(name)) {
                            throw new IllegalArgumentException("slot {" + name + "} twice in template: " + template);
                        }
                        slots.add(name);
                        types.put(name, kind);
                    }
                    String body = switch (kind) {
                        case NUMBER -> form == 0 ? Numbers.PATTERN : ".+?";
                        case DURATION -> form == 0 ? "(?:" + DURATION_ZH + "|" + DURATION_EN + ")" : ".+?";
                        case ANY -> ".+?";
                        case LIST -> "(?:" + String.join("|", Arrays.stream(type.split("\\|"))
                                .map(String::trim).map(w -> quote(w, form)).toList()) + ")";
                    };
                    // a slot never starts or ends inside an English word ("another" is not "a" + "nother")
                    re.append("(?:(?<![a-z'])|(?![a-z']))(?<").append(name).append('>').append(body)
                            .append(")(?:(?![a-z'])|(?<![a-z']))");
                    i = end;
                }
                default -> re.append(quote(String.valueOf(c), form));
            }
        }
        if (depth != 0) {
            throw new IllegalArgumentException("unbalanced brackets in template: " + template);
        }
        return re.toString();
    }

    private static String quote(String literal, int form) {
        return Pattern.quote(form == 0 ? literal : Pinyin.key(literal, form == 1));
    }

    /** Matches the whole normalised text in the given form (0 literal, 1 toned pinyin, 2 toneless); slot values or null. */
    Map<String, String> match(String normalizedText, String key, int form) {
        return match(normalizedText, key, charsOf(key), form);
    }

    /** The characters of a text that a template's lengths count: all but spaces (counted once per text by a caller). */
    static int charsOf(String key) {
        int chars = 0;
        for (int i = 0; i < key.length(); i++) {
            chars += key.charAt(i) == ' ' ? 0 : 1;
        }
        return chars;
    }

    /** {@link #match(String, String, int)} with {@code keyChars}, the key's {@link #charsOf}. */
    Map<String, String> match(String normalizedText, String key, int keyChars, int form) {
        if (form == 0) {
            for (char c : required) {
                if (key.indexOf(c) < 0) {
                    return null;
                }
            }
            for (char[] group : oneOf) {
                if (!containsAny(key, group)) {
                    return null;
                }
            }
            // what passed the cheap tests, before the regex: a sentence too long or too short for every expansion
            if (keyChars > mostChars || keyChars < fewestChars) {
                return null;
            }
        } else {
            for (String k : form == 1 ? requiredToned : requiredToneless) {
                if (!key.contains(k)) {
                    return null;
                }
            }
            for (String[] group : form == 1 ? oneOfToned : oneOfToneless) {
                if (!containsAny(key, group)) {
                    return null;
                }
            }
        }
        if (!edgesAllow(key, form)) {
            return null;
        }
        Matcher m = (form == 0 ? literal : form == 1 ? toned : toneless).matcher(key);
        if (!m.matches()) {
            return null;
        }
        Map<String, String> values = new LinkedHashMap<>();
        for (String s : slots) {
            if (m.start(s) >= 0) {
                // keys keep positions, so the slot is cut from the text the user said
                values.put(s, normalizedText.substring(m.start(s), m.end(s)).trim());
            }
        }
        return values;
    }

    private static boolean containsAny(String key, char[] chars) {
        for (char c : chars) {
            if (key.indexOf(c) >= 0) {
                return true;
            }
        }
        return false;
    }

    private static boolean containsAny(String key, String[] parts) {
        for (String p : parts) {
            if (key.contains(p)) {
                return true;
            }
        }
        return false;
    }

    public String source() {
        return source;
    }

    public List<String> slots() {
        return slots;
    }

    SlotType type(String slot) {
        return types.getOrDefault(slot, SlotType.ANY);
    }

    /**
     * The template said back with its slots filled, for a question such as "是要计时三分半吗": optional parts
     * left out unless they hold a filled slot, the first of each alternative taken.
     */
    public String render(Map<String, String> values) {
        String t = TextNormalizer.normalize(source, true);
        return renderPart(t, values).replaceAll("\\s+", " ").trim();
    }

    private static String renderPart(String t, Map<String, String> values) {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < t.length()) {
            char c = t.charAt(i);
            if (c == '[' || c == '(') {
                int end = closing(t, i);
                List<String> alts = splitTop(t.substring(i + 1, end));
                String chosen = null;
                for (String alt : alts) {
                    if (alt.contains("{") && filled(alt, values)) {
                        chosen = alt;
                        break;
                    }
                }
                if (chosen == null && c == '(') {
                    chosen = alts.get(0);
                }
                if (chosen != null) {
                    out.append(renderPart(chosen, values));
                }
                i = end + 1;
            } else if (c == '{') {
                int end = t.indexOf('}', i);
                String name = t.substring(i + 1, end).split(":", 2)[0].trim();
                out.append(values.getOrDefault(name, ""));
                i = end + 1;
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /**
     * Sentences this template accepts, for a recogniser grammar: every choice of optional parts and alternatives
     * (optional parts left out first), slots filled from {@code values}; a slot without values yields nothing.
     * At most {@code max} sentences.
     */
    public List<String> expand(Map<String, List<String>> values, int max) {
        List<String> out = new ArrayList<>();
        for (String s : expandPart(TextNormalizer.normalize(source, true), values, max)) {
            String t = s.replaceAll("\\s+", " ").trim();
            if (!t.isEmpty() && !out.contains(t)) {
                out.add(t);
            }
        }
        return out;
    }

    private static List<String> expandPart(String t, Map<String, List<String>> values, int max) {
        List<String> acc = new ArrayList<>(List.of(""));
        int i = 0;
        while (i < t.length() && !acc.isEmpty()) {
            char c = t.charAt(i);
            List<String> options;
            if (c == '[' || c == '(') {
                int end = closing(t, i);
                options = new ArrayList<>();
                if (c == '[') {
                    options.add("");
                }
                for (String alt : splitTop(t.substring(i + 1, end))) {
                    options.addAll(expandPart(alt, values, max));
                }
                i = end + 1;
            } else if (c == '{') {
                int end = t.indexOf('}', i);
                options = values.getOrDefault(t.substring(i + 1, end).split(":", 2)[0].trim(), List.of());
                i = end + 1;
            } else {
                options = List.of(String.valueOf(c));
                i++;
            }
            List<String> next = new ArrayList<>();
            for (String a : acc) {
                for (String o : options) {
                    if (next.size() >= max) {
                        break;
                    }
                    next.add(a + o);
                }
            }
            acc = next;
        }
        return acc;
    }

    private static boolean filled(String part, Map<String, String> values) {
        // a slot's name as the regex reads it: "{ name }" is the slot {name}
        Matcher m = Pattern.compile("\\{\\s*([a-z0-9]+)").matcher(part);
        while (m.find()) {
            if (!values.containsKey(m.group(1))) {
                return false;
            }
        }
        return true;
    }

    private static int closing(String t, int open) {
        int depth = 0;
        for (int i = open; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c == '[' || c == '(') {
                depth++;
            } else if (c == ']' || c == ')') {
                depth--;
                if (depth == 0) {
                    return i;
                }
            }
        }
        return t.length() - 1;
    }

    private static List<String> splitTop(String t) {
        List<String> out = new ArrayList<>();
        int depth = 0;
        int from = 0;
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c == '[' || c == '(' || c == '{') {
                depth++;
            } else if (c == ']' || c == ')' || c == '}') {
                depth--;
            } else if (c == '|' && depth == 0) {
                out.add(t.substring(from, i));
                from = i + 1;
            }
        }
        out.add(t.substring(from));
        return out;
    }
}
