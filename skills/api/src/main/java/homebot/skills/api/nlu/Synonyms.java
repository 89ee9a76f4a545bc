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
    /** Words also heard in any characters that sound like them through an accent, by their toned, folded sound. */
    private final Map<String, String> bySound = new LinkedHashMap<>();

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
     * Words a recogniser writes in whatever characters sound like them through a southern accent ("昏钟", "分宗" for
     * 分钟): right after a number, any run of Chinese characters with the same toned, accent-folded sound ({@link
     * Pinyin#key}) is the word.
     * Only for words nothing else sounds like where they are said (a duration's unit: {@link Durations#heardUnits}).
     */
    void addHeard(List<String> words) {
        for (String w : words) {
            String word = TextNormalizer.normalize(w);
            if (word.isEmpty() || !word.chars().allMatch(c -> Languages.isHan((char) c))) {
                throw new IllegalArgumentException("heard words are Chinese characters, not '" + w + "'");
            }
            bySound.put(Pinyin.key(word, true), word);
        }
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
        if (byFirst.isEmpty() && bySound.isEmpty()) {
            return normalizedText;
        }
        String once = replaced(normalizedText);
        return once.equals(normalizedText) ? once : replaced(once);
    }

    private String replaced(String normalizedText) {
        StringBuilder out = new StringBuilder(normalizedText.length());
        boolean hears = !bySound.isEmpty() && Languages.isChinese(normalizedText);
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
            // a unit is only ever heard right after its number, so only there is a sound worth computing
            if (hears && Durations.afterNumber(normalizedText, i) && Languages.isHan(normalizedText.charAt(i))) {
                for (Map.Entry<String, String> e : bySound.entrySet()) {
                    String k = e.getKey();
                    int end = i + k.length();
                    if (end <= normalizedText.length() && Pinyin.key(normalizedText.substring(i, end), true).equals(k)
                            && normalizedText.substring(i, end).chars().allMatch(c -> Languages.isHan((char) c))) {
                        out.append(e.getValue());
                        i += k.length();
                        continue outer;
                    }
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
