package homebot.skills.api.nlu;

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
 *
 * <p>The text is read once, into a {@link TemplatePart} tree ({@link TemplateParser}); the regular expressions
 * ({@link TemplateRegex}), the cheap tests before them ({@link TemplateShape}), {@link #render} and {@link #expand}
 * ({@link TemplateSentences}) are walks over that tree.
 */
public final class Template {
    /** How a slot's text is checked after a match. */
    public enum SlotType { ANY, NUMBER, DURATION, LIST }

    private final String source;
    private final TemplatePart.Sequence tree;
    private final Pattern literal;
    private final Pattern toned;
    private final Pattern toneless;
    private final TemplateShape shape;
    private final List<String> slots;
    private final Map<String, SlotType> types;
    private final boolean freeText;

    private Template(String source, TemplatePart.Sequence tree) {
        this.source = source;
        this.tree = tree;
        this.literal = TemplateRegex.compile(tree, 0);
        this.toned = TemplateRegex.compile(tree, 1);
        this.toneless = TemplateRegex.compile(tree, 2);
        this.shape = new TemplateShape(tree);
        List<TemplatePart.Slot> all = tree.slots();
        this.slots = all.stream().map(TemplatePart.Slot::name).toList();
        Map<String, SlotType> byName = new LinkedHashMap<>();
        all.forEach(s -> byName.put(s.name(), s.type()));
        this.types = Map.copyOf(byName);
        this.freeText = all.stream().anyMatch(s -> s.type() == SlotType.ANY);
    }

    /** The template read from {@code template}; a malformed one is an {@link IllegalArgumentException} naming it. */
    public static Template compile(String template) {
        return new Template(template, TemplateParser.parse(template, TextNormalizer.normalize(template, true)));
    }

    /** True when a slot takes any text ({@code {name}}), so the template's words are not all fixed. */
    boolean freeText() {
        return freeText;
    }

    /** The parsed template. */
    TemplatePart.Sequence tree() {
        return tree;
    }

    /** Whether a whole match of this form could start with the key's first character and end with its last. */
    boolean edgesAllow(String key, int form) {
        return shape.edgesAllow(key, form);
    }

    /** {fewest, most} characters of a literal match of a normalised template, spaces not counted; most is unbounded with a slot. */
    static int[] lengths(String normalized) {
        return TemplateShape.lengths(TemplateParser.parse(normalized, normalized));
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
        if (!shape.admits(key, keyChars, form)) {
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
        return TemplateSentences.render(tree, values);
    }

    /**
     * Sentences this template accepts, for a recogniser grammar: every choice of optional parts and alternatives
     * (optional parts left out first), slots filled from {@code values}; a slot without values yields nothing.
     * At most {@code max} sentences.
     */
    public List<String> expand(Map<String, List<String>> values, int max) {
        return TemplateSentences.expand(tree, values, max);
    }
}
