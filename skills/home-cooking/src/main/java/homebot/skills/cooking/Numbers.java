package homebot.skills.cooking;

import java.util.Map;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Spoken and written numbers as users say them: digits ({@code 3}, {@code 2.5}), Chinese numerals
 * ({@code 两}, {@code 十五}, {@code 一百二十}, {@code 一点五}, {@code 半}, {@code 一个半}) and English words
 * ({@code four}, {@code a}, {@code half}, {@code one and a half}).
 */
final class Numbers {
    private static final Map<Character, Integer> ZH_DIGITS = Map.ofEntries(
            Map.entry('零', 0), Map.entry('〇', 0), Map.entry('一', 1), Map.entry('二', 2), Map.entry('两', 2),
            Map.entry('三', 3), Map.entry('四', 4), Map.entry('五', 5), Map.entry('六', 6), Map.entry('七', 7),
            Map.entry('八', 8), Map.entry('九', 9));
    private static final Map<String, Integer> EN_WORDS = Map.ofEntries(
            Map.entry("zero", 0), Map.entry("a", 1), Map.entry("an", 1), Map.entry("one", 1), Map.entry("two", 2),
            Map.entry("three", 3), Map.entry("four", 4), Map.entry("five", 5), Map.entry("six", 6),
            Map.entry("seven", 7), Map.entry("eight", 8), Map.entry("nine", 9), Map.entry("ten", 10),
            Map.entry("eleven", 11), Map.entry("twelve", 12), Map.entry("thirteen", 13), Map.entry("fourteen", 14),
            Map.entry("fifteen", 15), Map.entry("sixteen", 16), Map.entry("seventeen", 17),
            Map.entry("eighteen", 18), Map.entry("nineteen", 19), Map.entry("twenty", 20), Map.entry("thirty", 30),
            Map.entry("forty", 40), Map.entry("fifty", 50), Map.entry("sixty", 60), Map.entry("seventy", 70),
            Map.entry("eighty", 80), Map.entry("ninety", 90), Map.entry("hundred", 100), Map.entry("couple", 2));
    private static final Pattern DIGITS = Pattern.compile("[0-9]+(?:\\.[0-9]+)?");
    private static final Pattern ZH_HALF = Pattern.compile("(.*?)(?:个)?半");
    private static final Pattern EN_HALF = Pattern.compile("(.+?)\\s+and\\s+a\\s+half");
    private static final String[] ZH_SMALL = {"零", "一", "二", "三", "四", "五", "六", "七", "八", "九"};

    private Numbers() {}

    /** Parses a whole number expression; empty when it is not one. */
    static OptionalDouble parse(String text) {
        if (text == null) {
            return OptionalDouble.empty();
        }
        String s = text.strip().toLowerCase(java.util.Locale.ROOT);
        if (s.isEmpty()) {
            return OptionalDouble.empty();
        }
        if (DIGITS.matcher(s).matches()) {
            return OptionalDouble.of(Double.parseDouble(s));
        }
        if (s.equals("半") || s.equals("一半") || s.equals("half") || s.equals("a half")) {
            return OptionalDouble.of(0.5);
        }
        Matcher zhHalf = ZH_HALF.matcher(s);
        if (zhHalf.matches() && !zhHalf.group(1).isEmpty()) {
            OptionalDouble whole = parse(zhHalf.group(1));
            return whole.isPresent() ? OptionalDouble.of(whole.getAsDouble() + 0.5) : whole;
        }
        Matcher enHalf = EN_HALF.matcher(s);
        if (enHalf.matches()) {
            OptionalDouble whole = parse(enHalf.group(1));
            return whole.isPresent() ? OptionalDouble.of(whole.getAsDouble() + 0.5) : whole;
        }
        OptionalDouble zh = parseChinese(s);
        return zh.isPresent() ? zh : parseEnglish(s);
    }

    private static OptionalDouble parseChinese(String s) {
        int point = s.indexOf('点');
        if (point > 0) {
            OptionalDouble whole = parseChinese(s.substring(0, point));
            StringBuilder frac = new StringBuilder("0.");
            for (char c : s.substring(point + 1).toCharArray()) {
                Integer d = ZH_DIGITS.get(c);
                if (d == null) {
                    return OptionalDouble.empty();
                }
                frac.append(d);
            }
            if (whole.isEmpty() || frac.length() == 2) {
                return OptionalDouble.empty();
            }
            return OptionalDouble.of(whole.getAsDouble() + Double.parseDouble(frac.toString()));
        }
        long total = 0;
        long section = 0;
        long digit = -1;
        for (char c : s.toCharArray()) {
            Integer d = ZH_DIGITS.get(c);
            if (d != null) {
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
                return OptionalDouble.empty();
            }
            section += (digit < 0 ? 1 : digit) * unit;
            digit = -1;
        }
        if (digit >= 0) {
            section += digit;
        }
        total += section;
        return OptionalDouble.of(total);
    }

    private static OptionalDouble parseEnglish(String s) {
        long total = 0;
        boolean any = false;
        for (String word : s.split("[\\s-]+")) {
            if (word.equals("and")) {
                continue;
            }
            Integer v = EN_WORDS.get(word);
            if (v == null) {
                return OptionalDouble.empty();
            }
            total = v == 100 ? Math.max(total, 1) * 100 : total + v;
            any = true;
        }
        return any ? OptionalDouble.of(total) : OptionalDouble.empty();
    }

    /** A whole number 0..9999 in Chinese; {@code measure} true uses 两 for a lone 2 ("两个", not "二个"). */
    static String toChinese(long n, boolean measure) {
        if (n == 2 && measure) {
            return "两";
        }
        if (n < 10) {
            return ZH_SMALL[(int) n];
        }
        if (n < 20) {
            return "十" + (n % 10 == 0 ? "" : ZH_SMALL[(int) (n % 10)]);
        }
        if (n < 100) {
            return ZH_SMALL[(int) (n / 10)] + "十" + (n % 10 == 0 ? "" : ZH_SMALL[(int) (n % 10)]);
        }
        if (n < 1000) {
            long rest = n % 100;
            String tail = rest == 0 ? "" : rest < 10 ? "零" + ZH_SMALL[(int) rest]
                    : rest < 20 ? "一" + toChinese(rest, false) : toChinese(rest, false);
            return (n / 100 == 2 && measure ? "两" : ZH_SMALL[(int) (n / 100)]) + "百" + tail;
        }
        return Long.toString(n);
    }

    /** {@code 2.0 → "2"}, {@code 2.5 → "2.5"}, {@code 0.333 → "0.33"}. */
    static String plain(double value) {
        if (value == Math.rint(value)) {
            return Long.toString((long) value);
        }
        String s = String.format(java.util.Locale.ROOT, "%.2f", value);
        return s.replaceAll("0+$", "").replaceAll("\\.$", "");
    }
}
