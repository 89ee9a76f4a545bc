package homebot.skills.api.nlu;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one parser of numbers as people say and type them, for the daemon and every skill: digits ({@code 3},
 * {@code 2.5}), Chinese numerals ({@code 两}, {@code 俩}, {@code 十五}, {@code 一百零五}, {@code 一点五}, {@code 半},
 * {@code 一个半}, {@code 三个半}) and English words ({@code four}, {@code a}, {@code twenty-five},
 * {@code one and a half}, {@code half}).
 */
public final class Numbers {
    private static final Map<Character, Integer> ZH_DIGITS = Map.ofEntries(
            Map.entry('零', 0), Map.entry('〇', 0), Map.entry('一', 1), Map.entry('二', 2), Map.entry('两', 2),
            Map.entry('俩', 2), Map.entry('三', 3), Map.entry('仨', 3), Map.entry('四', 4), Map.entry('五', 5),
            Map.entry('六', 6), Map.entry('七', 7), Map.entry('八', 8), Map.entry('九', 9));
    private static final Map<String, Integer> EN_WORDS = Map.ofEntries(
            Map.entry("zero", 0), Map.entry("a", 1), Map.entry("an", 1), Map.entry("one", 1), Map.entry("two", 2),
            Map.entry("three", 3), Map.entry("four", 4), Map.entry("five", 5), Map.entry("six", 6),
            Map.entry("seven", 7), Map.entry("eight", 8), Map.entry("nine", 9), Map.entry("ten", 10),
            Map.entry("eleven", 11), Map.entry("twelve", 12), Map.entry("thirteen", 13), Map.entry("fourteen", 14),
            Map.entry("fifteen", 15), Map.entry("sixteen", 16), Map.entry("seventeen", 17),
            Map.entry("eighteen", 18), Map.entry("nineteen", 19), Map.entry("twenty", 20), Map.entry("thirty", 30),
            Map.entry("forty", 40), Map.entry("fifty", 50), Map.entry("sixty", 60), Map.entry("seventy", 70),
            Map.entry("eighty", 80), Map.entry("ninety", 90), Map.entry("hundred", 100), Map.entry("couple", 2),
            Map.entry("dozen", 12),
            Map.entry("tree", 3)); // three as Ireland and the Caribbean say it, in a length ("tree minutes")
    /** The characters a Chinese number may be written with (for slot patterns). */
    public static final String ZH_CHARS = "零〇一二两俩仨三四五六七八九十百千点半个";
    /** Regex of one number in any form this class parses; used by template slots. */
    public static final String PATTERN = "(?:[0-9]+(?:\\.[0-9]+)?|[零〇一二两俩仨三四五六七八九十百千]+(?:点[零〇一二三四五六七八九]+)?(?:个?半)?|半"
            + "|(?:(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen"
            + "|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred"
            + "|couple|dozen|half)(?:[ -](?:one|two|three|four|five|six|seven|eight|nine|hundred))?"
            + "(?: and a half)?))";
    private static final Pattern DIGITS = Pattern.compile("[0-9]+(?:\\.[0-9]+)?");
    private static final Pattern ZH_HALF = Pattern.compile("(.*?)个?半");
    private static final Pattern EN_HALF = Pattern.compile("(.+?)\\s+and\\s+a\\s+half");
    private static final String[] ZH_SMALL = {"零", "一", "二", "三", "四", "五", "六", "七", "八", "九"};

    private Numbers() {}

    /** Parses one whole number expression; empty when the text is not one. */
    public static Optional<Double> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String s = text.strip().toLowerCase(Locale.ROOT);
        if (s.isEmpty()) {
            return Optional.empty();
        }
        if (DIGITS.matcher(s).matches()) {
            return Optional.of(Double.parseDouble(s));
        }
        if (s.equals("半") || s.equals("一半") || s.equals("half") || s.equals("a half")) {
            return Optional.of(0.5);
        }
        Matcher zhHalf = ZH_HALF.matcher(s);
        if (zhHalf.matches() && !zhHalf.group(1).isEmpty()) {
            return parse(zhHalf.group(1)).map(w -> w + 0.5);
        }
        Matcher enHalf = EN_HALF.matcher(s);
        if (enHalf.matches()) {
            return parse(enHalf.group(1)).map(w -> w + 0.5);
        }
        Optional<Double> zh = chinese(s);
        return zh.isPresent() ? zh : english(s);
    }

    private static final List<String> ORDINALS = List.of("first", "second", "third", "fourth", "fifth", "sixth",
            "seventh", "eighth", "ninth", "tenth", "eleventh", "twelfth");

    /** "third" → 3, "2nd" → 2, "第三" → 3: a step said as an ordinal; empty for anything else. */
    public static Optional<Integer> ordinal(String text) {
        String s = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        int i = ORDINALS.indexOf(s);
        if (i >= 0) {
            return Optional.of(i + 1);
        }
        Matcher m = Pattern.compile("([0-9]+)(?:st|nd|rd|th)|第(.+)").matcher(s);
        if (m.matches()) {
            return whole(m.group(1) != null ? m.group(1) : m.group(2), 1);
        }
        return Optional.empty();
    }

    /** A whole number of at least {@code min}, or empty (counts of people, step numbers). */
    public static Optional<Integer> whole(String text, int min) {
        return parse(text).filter(d -> d == Math.rint(d) && d >= min && d <= Integer.MAX_VALUE).map(Double::intValue);
    }

    private static Optional<Double> chinese(String s) {
        int point = s.indexOf('点');
        if (point > 0) {
            Optional<Double> whole = chinese(s.substring(0, point));
            StringBuilder frac = new StringBuilder("0.");
            for (char c : s.substring(point + 1).toCharArray()) {
                Integer d = ZH_DIGITS.get(c);
                if (d == null) {
                    return Optional.empty();
                }
                frac.append(d);
            }
            if (whole.isEmpty() || frac.length() == 2) {
                return Optional.empty();
            }
            return Optional.of(whole.get() + Double.parseDouble(frac.toString()));
        }
        long total = 0;
        long digit = -1;
        long lastUnit = Long.MAX_VALUE;
        boolean any = false;
        for (char c : s.toCharArray()) {
            Integer d = ZH_DIGITS.get(c);
            if (d != null) {
                digit = d;
                any = true;
                continue;
            }
            int unit = switch (c) {
                case '十' -> 10;
                case '百' -> 100;
                case '千' -> 1000;
                default -> -1;
            };
            if (unit < 0 || unit >= lastUnit) {
                return Optional.empty();
            }
            total += (digit < 0 ? 1 : digit) * unit;
            lastUnit = unit;
            digit = -1;
            any = true;
        }
        if (!any) {
            return Optional.empty();
        }
        if (digit >= 0) {
            // "一百五" is 150, "一百零五" is 105: a trailing digit right after a unit is one place lower
            boolean elided = lastUnit >= 100 && lastUnit != Long.MAX_VALUE && !s.contains("零") && s.length() >= 2
                    && s.charAt(s.length() - 2) != '零';
            total += elided ? digit * (lastUnit / 10) : digit;
        }
        return Optional.of((double) total);
    }

    /**
     * English number words in the order people say them: "twenty one", "one hundred and five", "a dozen", "a couple",
     * "two dozen". Words said twice or out of order ("one one", "five twenty") are no number: summing them would
     * read "only for me, one person" as two people.
     */
    private static Optional<Double> english(String s) {
        long total = 0; // hundreds already said
        long part = 0; // below a hundred, still growing
        String last = ""; // the kind of the word before: "", "a", "unit", "teen", "tens", "hundred"
        for (String word : s.split("[\\s-]+")) {
            if (word.equals("and") && !last.isEmpty()) {
                continue;
            }
            Integer v = EN_WORDS.get(word);
            if (v == null) {
                return Optional.empty();
            }
            String kind = word.equals("a") || word.equals("an") ? "a" : v == 100 ? "hundred" : word.equals("dozen") ? "dozen"
                    : v < 10 || word.equals("couple") ? "unit" : v < 20 ? "teen" : "tens";
            boolean follows = switch (kind) {
                case "a", "tens" -> last.isEmpty() || kind.equals("tens") && last.equals("hundred");
                case "unit" -> last.isEmpty() || last.equals("tens") || last.equals("hundred")
                        || last.equals("a") && word.equals("couple");
                case "teen" -> last.isEmpty() || last.equals("hundred");
                default -> last.equals("") || last.equals("a") || last.equals("unit") || last.equals("teen"); // dozen, hundred
            };
            if (!follows) {
                return Optional.empty();
            }
            switch (kind) {
                case "a" -> part = 1;
                case "dozen" -> part = Math.max(part, 1) * 12;
                case "hundred" -> {
                    total += Math.max(part, 1) * 100;
                    part = 0;
                }
                default -> part = last.equals("a") ? v : part + v; // "a couple" is two, not three
            }
            last = kind;
        }
        return last.isEmpty() ? Optional.empty() : Optional.of((double) (total + part));
    }

    /** A whole number 0..9999 in Chinese; {@code measure} uses 两 for a lone 2 ("两个", not "二个"). */
    public static String toChinese(long n, boolean measure) {
        if (n == 2 && measure) {
            return "两";
        }
        if (n < 0) {
            return Long.toString(n);
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
    public static String plain(double value) {
        if (value == Math.rint(value)) {
            return Long.toString((long) value);
        }
        String s = String.format(Locale.ROOT, "%.2f", value);
        return s.replaceAll("0+$", "").replaceAll("\\.$", "");
    }
}
