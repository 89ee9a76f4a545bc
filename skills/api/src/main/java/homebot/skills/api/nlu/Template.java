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
    private final List<String> slots;
    private final Map<String, SlotType> types;
    private final boolean freeText;
    // The cheap tests before the regex ({@link TemplateShape}), kept in the template itself: they run for every
    // template in every form of every sentence, so they stay one field away from match().
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
    /**
     * {@link #required} and each group of {@link #oneOf} as {@link Key#sketch}es: a template whose words cannot all be
     * in the sentence is passed over with two or three bit tests, before the character searches that make sure.
     */
    private final long requiredSketch;
    private final long[] oneOfSketches;

    private Template(String source, TemplatePart.Sequence tree) {
        this.source = source;
        this.tree = tree;
        this.literal = TemplateRegex.compile(tree, 0);
        this.toned = TemplateRegex.compile(tree, 1);
        this.toneless = TemplateRegex.compile(tree, 2);
        this.firsts = TemplateShape.edges(tree, true);
        this.lasts = TemplateShape.edges(tree, false);
        int[] lengths = TemplateShape.lengths(tree);
        this.fewestChars = lengths[0];
        this.mostChars = lengths[1];
        this.required = TemplateShape.required(tree);
        this.requiredToned = TemplateShape.bySound(required, true);
        this.requiredToneless = TemplateShape.bySound(required, false);
        this.oneOf = TemplateShape.oneOfEach(tree);
        this.requiredSketch = Key.sketch(required);
        this.oneOfSketches = oneOf.stream().mapToLong(Key::sketch).toArray();
        this.oneOfToned = TemplateShape.oneOfEachBySound(oneOf, true);
        this.oneOfToneless = TemplateShape.oneOfEachBySound(oneOf, false);
        List<TemplatePart.Slot> all = tree.slots();
        this.slots = all.stream().map(TemplatePart.Slot::name).toList();
        Map<String, SlotType> byName = new LinkedHashMap<>();
        all.forEach(s -> byName.put(s.name(), s.type()));
        this.types = Map.copyOf(byName);
        this.freeText = all.stream().anyMatch(s -> s.type() == SlotType.ANY);
    }

    /**
     * Templates already compiled, by their text. A template is immutable and its text says all of it, so every
     * catalog that loads the same phrase file (one per household room, one per mode guard) shares one compiled copy;
     * compiling is most of loading a catalog. Bounded, in case a source of templates is ever generated.
     */
    private static final Map<String, Template> COMPILED = new java.util.concurrent.ConcurrentHashMap<>();
    private static final int MOST_KEPT = 50_000;

    /** The bag sentences ({@link #blankSentences}) and their word bags, once asked for. */
    private volatile List<String> blankSentences;
    private volatile List<String> blankBags;

    /** The template read from {@code template}; a malformed one is an {@link IllegalArgumentException} naming it. */
    public static Template compile(String template) {
        Template known = COMPILED.get(template);
        if (known != null) {
            return known;
        }
        Template compiled = new Template(template, TemplateParser.parse(template, TextNormalizer.normalize(template, true)));
        if (COMPILED.size() < MOST_KEPT) {
            COMPILED.putIfAbsent(template, compiled);
        }
        return compiled;
    }

    /**
     * The sentences of a template with one slot, that slot left blank ({@link IntentCatalog}'s free word order):
     * up to 4096, expanded once per template.
     */
    List<String> blankSentences() {
        List<String> known = blankSentences;
        if (known == null) {
            known = List.copyOf(expand(Map.of(slots.get(0), List.of(" ")), 4096));
            blankSentences = known;
        }
        return known;
    }

    /** {@link #blankSentences} as word bags ({@link IntentCatalog#bagKey}), in the same order. */
    List<String> blankBags() {
        List<String> known = blankBags;
        if (known == null) {
            known = blankSentences().stream().map(IntentCatalog::bagKey).toList();
            blankBags = known;
        }
        return known;
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
        if (key.isEmpty()) {
            return true;
        }
        String f = firsts[form];
        String l = lasts[form];
        return (f == null || f.indexOf(key.charAt(0)) >= 0) && (l == null || l.indexOf(key.charAt(key.length() - 1)) >= 0);
    }

    /** {fewest, most} characters of a literal match of a normalised template, spaces not counted; most is unbounded with a slot. */
    static int[] lengths(String normalized) {
        return TemplateShape.lengths(TemplateParser.parse(normalized, normalized));
    }

    /** Matches the whole normalised text in the given form (0 literal, 1 toned pinyin, 2 toneless); slot values or null. */
    Map<String, String> match(String normalizedText, String key, int form) {
        return match(normalizedText, Key.of(key), form);
    }

    /**
     * A text as every template is matched against it: worked out once per text, not once per template (a sentence
     * meets more than a thousand templates, several times over in its forms and clauses).
     *
     * @param chars the characters a template's lengths count: all but spaces
     * @param sketch one bit per character present (characters share bits): a bit missing means a character is absent
     */
    record Key(String text, int chars, long sketch) {
        static Key of(String key) {
            int chars = 0;
            long sketch = 0;
            for (int i = 0; i < key.length(); i++) {
                char c = key.charAt(i);
                chars += c == ' ' ? 0 : 1;
                sketch |= bit(c);
            }
            return new Key(key, chars, sketch);
        }

        static long sketch(char[] chars) {
            long sketch = 0;
            for (char c : chars) {
                sketch |= bit(c);
            }
            return sketch;
        }

        private static long bit(char c) {
            return 1L << ((c ^ (c >>> 6)) & 63);
        }
    }

    /** Matches {@code key} (the text in the form's own words) and cuts the slots from {@code normalizedText}. */
    Map<String, String> match(String normalizedText, Key k, int form) {
        String key = k.text();
        if (form == 0) {
            if ((requiredSketch & ~k.sketch()) != 0) {
                return null;
            }
            for (long group : oneOfSketches) {
                if ((group & k.sketch()) == 0) {
                    return null;
                }
            }
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
            if (k.chars() > mostChars || k.chars() < fewestChars) {
                return null;
            }
        } else {
            for (String r : form == 1 ? requiredToned : requiredToneless) {
                if (!key.contains(r)) {
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
