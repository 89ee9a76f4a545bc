package homebot.intent;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** Numbers as people say them: "5", "1.5", "十五", "两", "一个半", "半", "twenty", "a". */
public final class Numbers {
    private static final Map<String, Integer> EN = Map.ofEntries(
            Map.entry("a", 1), Map.entry("an", 1), Map.entry("one", 1), Map.entry("two", 2),
            Map.entry("three", 3), Map.entry("four", 4), Map.entry("five", 5), Map.entry("six", 6),
            Map.entry("seven", 7), Map.entry("eight", 8), Map.entry("nine", 9), Map.entry("ten", 10),
            Map.entry("eleven", 11), Map.entry("twelve", 12), Map.entry("fifteen", 15),
            Map.entry("twenty", 20), Map.entry("thirty", 30), Map.entry("forty", 40), Map.entry("forty-five", 45),
            Map.entry("fifty", 50), Map.entry("sixty", 60), Map.entry("ninety", 90));

    private Numbers() {}

    public static Optional<Double> parse(String text) {
        String t = text.trim().toLowerCase(Locale.ROOT);
        if (t.isEmpty()) {
            return Optional.empty();
        }
        if (t.equals("half")) {
            return Optional.of(0.5);
        }
        if (EN.containsKey(t)) {
            return Optional.of((double) EN.get(t));
        }
        try {
            return Optional.of(Double.parseDouble(t));
        } catch (NumberFormatException ignored) {
            // not digits: try Chinese numerals
        }
        return chinese(t);
    }

    static Optional<Double> chinese(String t) {
        double extra = 0;
        if (t.endsWith("个半")) {
            extra = 0.5;
            t = t.substring(0, t.length() - 2);
        } else if (t.equals("半")) {
            return Optional.of(0.5);
        } else if (t.endsWith("半")) {
            extra = 0.5;
            t = t.substring(0, t.length() - 1);
        }
        long total = 0;
        long section = 0;
        long digit = -1;
        for (char c : t.toCharArray()) {
            int d = "零〇一二三四五六七八九".indexOf(c);
            if (c == '两') {
                d = 2;
            } else if (d >= 2) {
                d -= 1; // '〇' shares the value 0 with '零'
            } else if (d == 1) {
                d = 0;
            }
            if (d >= 0) {
                digit = d;
                continue;
            }
            int unit = switch (c) {
                case '十' -> 10;
                case '百' -> 100;
                case '千' -> 1000;
                default -> -1;
            };
            if (unit < 0) {
                return Optional.empty();
            }
            section += (digit < 0 ? 1 : digit) * unit;
            digit = -1;
        }
        if (digit > 0) {
            section += digit;
        }
        total += section;
        if (total == 0 && extra == 0 && !t.contains("零") && !t.contains("〇")) {
            return Optional.empty();
        }
        return Optional.of(total + extra);
    }
}
