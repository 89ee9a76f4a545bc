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
    /** The variants by their first character, longest first: only those can start at a given place of a text. */
    private Map<Character, List<String>> byFirst = Map.of();
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
                canonical.put(TextNormalizer.normalize(v.asText()), word);
            }
        }
        List<String> sorted = new ArrayList<>(canonical.keySet());
        sorted.sort(Comparator.comparingInt(String::length).reversed());
        Map<Character, List<String>> index = new java.util.HashMap<>();
        for (String v : sorted) {
            if (!v.isEmpty()) {
                index.computeIfAbsent(Character.toLowerCase(v.charAt(0)), k -> new ArrayList<>()).add(v);
            }
        }
        byFirst = index;
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
        if (byFirst.isEmpty()) {
            return text;
        }
        String once = replaced(text);
        return once.equals(text) ? once : replaced(once);
    }

    private String replaced(String normalizedText) {
        StringBuilder out = new StringBuilder(normalizedText.length());
        int i = 0;
        outer:
        while (i < normalizedText.length()) {
            for (String v : byFirst.getOrDefault(Character.toLowerCase(normalizedText.charAt(i)), List.of())) {
                if (normalizedText.regionMatches(true, i, v, 0, v.length()) && boundary(normalizedText, i, v)) {
                    out.append(canonical.get(v));
                    i += v.length();
                    continue outer;
                }
            }
            out.append(normalizedText.charAt(i++));
        }
        return out.toString();
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
