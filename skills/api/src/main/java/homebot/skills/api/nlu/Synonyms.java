package homebot.skills.api.nlu;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Words that mean the same here, kept as data ({@code synonyms: {番茄: [西红柿], 计时: [闹钟, 定时器, 倒计时]}}):
 * every variant in a text is replaced by its canonical word before templates are tried, longest variant first.
 */
public final class Synonyms {
    private final Map<String, String> canonical = new LinkedHashMap<>();
    /**
     * The variants of two characters or more by their first two (lower case), longest first, and those of one
     * character by it: only those can start at a given place of a text. A place is tried against the few variants
     * that begin as it does, not every variant with its first letter (hundreds in English).
     */
    private int[] firstTwoKeys = new int[0];
    private List<List<String>> byFirstTwo = List.of();
    private Map<Character, List<String>> single = Map.of();
    /** Whether a duration's unit written through an accent ("三昏钟") is read as the unit ({@link Durations#unitsHeard}). */
    private boolean hearsUnits;

    public static Synonyms none() {
        return new Synonyms();
    }

    void add(JsonNode node, String origin) {
        for (Map.Entry<String, JsonNode> e : node.properties()) {
            String word = TextNormalizer.normalize(e.getKey());
            if (!e.getValue().isArray()) {
                throw new IllegalStateException(origin + ": synonyms of '" + e.getKey() + "' must be a list");
            }
            for (JsonNode v : e.getValue()) {
                String variant = TextNormalizer.normalize(v.asText());
                // a variant the normaliser already reads as its word ("上一部" is 上一步 there) would be "replaced" by
                // itself and swallow the start of a longer variant after it ("第五部是么": 步是么 is 步是什么)
                if (!variant.equals(word)) {
                    canonical.put(variant, word);
                }
            }
        }
        List<String> sorted = new ArrayList<>(canonical.keySet());
        sorted.sort(Comparator.comparingInt(String::length).reversed());
        java.util.TreeMap<Integer, List<String>> two = new java.util.TreeMap<>();
        Map<Character, List<String>> one = new java.util.HashMap<>();
        for (String v : sorted) {
            if (v.length() >= 2) {
                two.computeIfAbsent(firstTwo(v, 0), k -> new ArrayList<>()).add(v);
            } else if (!v.isEmpty()) {
                one.computeIfAbsent(Character.toLowerCase(v.charAt(0)), k -> new ArrayList<>()).add(v);
            }
        }
        firstTwoKeys = two.keySet().stream().mapToInt(Integer::intValue).toArray();
        byFirstTwo = List.copyOf(two.values());
        single = one;
    }

    /**
     * From now on a duration's unit a recogniser writes through a southern accent ("三昏钟", "两分宗" for 分钟) is read
     * as the unit before the variants are replaced, as {@link Durations} reads it ("还有几昏钟" is 还有多久).
     */
    void hearUnits() {
        hearsUnits = true;
    }

    /** The canonical word for a word, or the word itself. */
    public String canonical(String word) {
        String w = TextNormalizer.normalize(word);
        return canonical.getOrDefault(w, w);
    }

    /**
     * Every variant in a normalised text replaced by its canonical word (English only at word boundaries), and once
     * more where a replacement made a new variant ("几分中": 分中 is 分钟, and then 几分钟 is 多久).
     */
    public String apply(String normalizedText) {
        String text = hearsUnits ? Durations.unitsHeard(normalizedText) : normalizedText;
        if (firstTwoKeys.length == 0 && single.isEmpty()) {
            return text;
        }
        String once = replaced(text);
        return once.equals(text) ? once : replaced(once);
    }

    private String replaced(String normalizedText) {
        StringBuilder out = null; // most texts hold no variant: built only from the first one found
        int copied = 0;
        int i = 0;
        int n = normalizedText.length();
        while (i < n) {
            char c = normalizedText.charAt(i);
            // a variant in letters starts a word: inside one, no variant can begin
            if (Character.isLetter(c) && !Languages.isHan(c) && i > 0 && Character.isLetter(normalizedText.charAt(i - 1))) {
                i++;
                continue;
            }
            int at = i + 1 < n ? java.util.Arrays.binarySearch(firstTwoKeys, firstTwo(normalizedText, i)) : -1;
            // the longer variants first, then the one-character ones: longest first, as the text is read
            String v = variantAt(normalizedText, i, at >= 0 ? byFirstTwo.get(at) : null);
            if (v == null) {
                v = variantAt(normalizedText, i, single.get(Character.toLowerCase(c)));
            }
            if (v == null) {
                i++;
                continue;
            }
            if (out == null) {
                out = new StringBuilder(n + 16);
            }
            out.append(normalizedText, copied, i).append(canonical.get(v));
            i += v.length();
            copied = i;
        }
        return out == null ? normalizedText : out.append(normalizedText, copied, n).toString();
    }

    /** The first of {@code candidates} (longest first) said at {@code at}, or null. */
    private static String variantAt(String text, int at, List<String> candidates) {
        if (candidates != null) {
            for (String v : candidates) {
                if (text.regionMatches(true, at, v, 0, v.length()) && boundary(text, at, v)) {
                    return v;
                }
            }
        }
        return null;
    }

    /** The first two characters at {@code at}, in lower case, as one number (a key that costs no allocation). */
    private static int firstTwo(String text, int at) {
        return Character.toLowerCase(text.charAt(at)) << 16 | Character.toLowerCase(text.charAt(at + 1));
    }

    private static boolean boundary(String text, int at, String v) {
        if (Languages.isHan(v.charAt(0))) {
            return true;
        }
        int end = at + v.length();
        return (at == 0 || !Character.isLetter(text.charAt(at - 1)))
                && (end >= text.length() || !Character.isLetter(text.charAt(end)));
    }
}
