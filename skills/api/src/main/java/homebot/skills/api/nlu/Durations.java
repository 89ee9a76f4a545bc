package homebot.skills.api.nlu;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The one grammar of durations, Chinese and English, for the daemon and every skill. A duration is one or more
 * parts, each a number and a unit, the units getting smaller ({@code 一个小时二十分}, {@code 1 hour 30 minutes});
 * a part may carry a half ({@code 三分半}, {@code 两分半钟}, {@code 一个半小时}, {@code half an hour},
 * {@code three and a half minutes}, {@code an hour and a half}, {@code an hour and a quarter}); parts may be joined by 零/又/and; after a unit a
 * bare number means the next smaller unit ({@code 两分三十}). {@code 一刻钟} is fifteen minutes. A range
 * ({@code 8-10 minutes}) counts as its lower bound, the moment to check.
 */
public final class Durations {
    private static final String NUM = "[0-9]+(?:\\.[0-9]+)?|[零〇一二两俩仨三四五六七八九十百]+(?:点[零一二三四五六七八九]+)?";
    private static final String RANGE = "(?:\\s*(?:-|–|~|～|到|至)\\s*(?:" + NUM + "))?";
    /** One Chinese part: number, optional 个, optional 半, unit, optional trailing 半 and 钟. */
    private static final Pattern ZH_PART = Pattern.compile(
            "(?:(?<num>" + NUM + ")" + RANGE + "\\s*个?\\s*(?<half>半)?|(?<lone>半)\\s*个?)\\s*"
                    + "(?<unit>小时|钟头|个钟|刻钟|刻|分钟|分(?![\\u4e00-\\u9fff&&[^半钟零又一二两三四五六七八九十秒]])|秒钟|秒"
                    // Cantonese "一个半钟" (an hour and a half) and "三个字" (the clock's figure 3: fifteen minutes)
                    + "|(?<=个|个半)钟(?!头)|(?<=个)字(?![都也])"
                    + ")"
                    + "(?<after>半)?(?:钟(?!头))?");
    private static final Pattern ZH_JOIN = Pattern.compile("\\s*(?:零|又|加|和)?\\s*");
    private static final Pattern ZH_BARE = Pattern.compile("\\s*(?:零)?\\s*(?<num>[0-9]+|[一二两三四五六七八九十]+)$");
    /**
     * The number an English length starts with (the template engine reads a duration slot from it too); and three
     * as Ireland and the Caribbean say it ("tree minutes grand"), which the synonyms read only where templates are.
     */
    static final String EN_NUM = "[0-9]+(?:\\.[0-9]+)?|an?|one|two|three|tree|four|five|six|seven|eight|nine|ten"
            + "|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen"
            + "|(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?"
            + "|a couple of|a few";
    /** A part of the unit said with the number: a half, a quarter, three quarters. */
    private static final String EN_FRACTION = " an(?:d)? (?:(?:a )?half|(?:a |one )?quarter|three quarters?)";
    private static final Pattern EN_PART = Pattern.compile(
            "\\b(?:(?<quarter>(?:a |one )?quarter(?: of)?(?: an?)?)|(?<lone>half(?: of)? an?|a half|half(?=[\\s-]+hours?\\b))"
                    + "|(?<num>" + EN_NUM + ")(?:\\s*(?:-|–|to)\\s*(?:" + EN_NUM + "))?(?<half>" + EN_FRACTION + ")?)"
                    // a unit's single letter only after digits ("90s", "5 m"): "sweet as" is no "a s(econd)"
                    + "\\s*-?\\s*(?<unit>hours?|hrs?|minutes?|mins?|seconds?|secs?|(?<=[0-9]|[0-9] |[0-9]-)[hms]"
                    // a Vietnamese learner's "nine mini" (minute), never "a mini …"
                    + "|(?<!\\ba |\\ban )minis?"
                    // West African and Caribbean "minits", "minuts" as said and as a recogniser writes them
                    + "|minits?|minuts?|minnits?)\\b"
                    // "an hour an a half": the and as said quickly
                    // ("an hour and a quarter", "two hours and three quarters": a part of the unit said after it)
                    + "(?<after>" + EN_FRACTION + ")?",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern EN_JOIN = Pattern.compile("\\s*(?:,|and)?\\s*", Pattern.CASE_INSENSITIVE);

    private Durations() {}

    /** The text is one duration and nothing else ("计时十二小时零一秒" gives its slot "十二小时零一秒"). */
    public static Optional<Duration> parse(String text) {
        if (text == null) {
            return Optional.empty();
        }
        String s = text.strip().toLowerCase(Locale.ROOT);
        Optional<Duration> d = whole(s);
        return d.isPresent() ? d : whole(unitsBySound(s));
    }

    private static Optional<Duration> whole(String s) {
        for (Found f : scan(s)) {
            if (f.start == 0 && f.end == s.length()) {
                return Optional.of(f.total);
            }
        }
        return Optional.empty();
    }

    /** The unit characters a recogniser may write by their sound ("三分伴", "一课钟", "五分中"). */
    private static final String SOUND_UNITS = "半刻钟分秒";
    private static final String NUMERAL_CHARS = "零一二两俩三仨四五六七八九十百几半0123456789";

    /** {@code s} with every Han character that sounds exactly (tone included) like a unit replaced by it. */
    static String unitsBySound(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            // right after a number, an accent's unit too ("两昏钟"): nothing else follows a number that sounds so
            boolean afterNumber = i > 0 && NUMERAL_CHARS.indexOf(s.charAt(i - 1)) >= 0;
            String heard = afterNumber ? Pinyin.accentFolded(c) : Pinyin.syllable(c, true);
            char unit = c;
            for (int u = 0; heard != null && u < SOUND_UNITS.length(); u++) {
                char as = SOUND_UNITS.charAt(u);
                if (heard.equals(afterNumber ? Pinyin.accentFolded(as) : Pinyin.syllable(as, true))) {
                    unit = SOUND_UNITS.charAt(u);
                    break;
                }
            }
            out.append(unit);
        }
        return out.toString();
    }

    /** The first duration mentioned in a text such as a recipe step ("炒 2 分钟", "1小时30分"). */
    public static Optional<Duration> firstIn(String text) {
        if (text == null) {
            return Optional.empty();
        }
        List<Found> all = scan(text.toLowerCase(Locale.ROOT));
        return all.stream().min((a, b) -> a.start != b.start ? Integer.compare(a.start, b.start)
                : Integer.compare(b.end, a.end)).map(f -> f.total);
    }

    /** Where a duration starts and ends in a text, longest at each start first. */
    public record Found(int start, int end, Duration total) {}

    /** Two-character units a southern accent blurs, by their toned, accent-folded sound ("三昏钟", "两分宗"). */
    /**
     * The unit each sound stands for, keyed by the sound (tones kept): the units as said, and as the Jianghuai and
     * southwestern accents say 钟 with z and eng or ong ("三分增", "两分宗"), which the recogniser writes as it hears; the
     * first form of a sound decides.
     */
    private static final Map<String, String> HEARD = heard(List.of(
            List.of("分钟", "分钟"), List.of("刻钟", "刻钟"), List.of("秒钟", "秒钟"),
            List.of("分增", "分钟"), List.of("分宗", "分钟"), List.of("秒增", "秒钟")));

    private static Map<String, String> heard(List<List<String>> formAndUnit) {
        Map<String, String> byKey = new java.util.LinkedHashMap<>();
        formAndUnit.forEach(p -> byKey.putIfAbsent(Pinyin.key(p.get(0), true), p.get(1)));
        return java.util.Collections.unmodifiableMap(byKey);
    }

    /** Whether position {@code i} of {@code s} follows a number, or a number and 个 ("三昏钟", "五个昏钟"). */
    private static boolean afterNumber(String s, int i) {
        return i > 0 && (NUMERAL_CHARS.indexOf(s.charAt(i - 1)) >= 0
                || s.charAt(i - 1) == '个' && i > 1 && NUMERAL_CHARS.indexOf(s.charAt(i - 2)) >= 0);
    }


    /**
     * {@code s} with a two-character unit said through an accent ("三昏钟") written as the unit, right after a number
     * (or a number and 个): nothing else there sounds so. Same length as {@code s}, so positions hold. Every intent
     * catalog's synonyms read the words this way too.
     */
    static String unitsHeard(String s) {
        if (!Languages.isChinese(s)) {
            return s;
        }
        StringBuilder out = null;
        for (int i = 1; i + 2 <= s.length(); i++) {
            if (!afterNumber(s, i) || !Languages.isHan(s.charAt(i)) || !Languages.isHan(s.charAt(i + 1))) {
                continue;
            }
            String key = Pinyin.key(s.substring(i, i + 2), true);
            String unit = HEARD.get(key);
            if (unit != null && !s.startsWith(unit, i)) {
                out = out == null ? new StringBuilder(s) : out;
                out.replace(i, i + 2, unit);
            }
        }
        return out == null ? s : out.toString();
    }

    /** Every maximal duration in the text (parts joined), in order of where they start. */
    public static List<Found> scan(String asWritten) {
        String text = unitsHeard(asWritten);
        List<Part> parts = new ArrayList<>();
        collect(ZH_PART.matcher(text), parts, true);
        collect(EN_PART.matcher(text), parts, false);
        parts.sort((a, b) -> Integer.compare(a.start, b.start));
        List<Found> out = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            Part first = parts.get(i);
            double seconds = first.seconds;
            int end = first.end;
            int rank = first.rank;
            for (int j = i + 1; j < parts.size(); j++) {
                Part next = parts.get(j);
                Pattern join = next.chinese ? ZH_JOIN : EN_JOIN;
                if (next.rank >= rank || next.start < end || !join.matcher(text.substring(end, next.start)).matches()) {
                    break;
                }
                seconds += next.seconds;
                end = next.end;
                rank = next.rank;
            }
            if (first.chinese && rank > 1) {
                // "两分三十" / "一小时二十": a bare number after the last unit counts in the next smaller unit
                Matcher bare = ZH_BARE.matcher(text.substring(end));
                // but never one digit after a unit said whole with its 钟 ("八分钟四" is 是伐 misheard, not 8:04)
                boolean digitAfterWholeUnit = text.charAt(end - 1) == '钟' && bare.matches()
                        && bare.group("num").matches("[一二两三四五六七八九1-9]");
                if (bare.matches() && !first.halfUsed && !digitAfterWholeUnit) {
                    Optional<Double> n = Numbers.parse(bare.group("num"));
                    if (n.isPresent() && n.get() < 60) {
                        seconds += n.get() * (rank == 3 ? 60 : 1);
                        end = text.length();
                    }
                }
            }
            out.add(new Found(first.start, end, Duration.ofMillis(Math.round(seconds * 1000))));
        }
        return out;
    }

    private record Part(int start, int end, double seconds, int rank, boolean chinese, boolean halfUsed) {}

    private static void collect(Matcher m, List<Part> parts, boolean chinese) {
        int from = 0;
        while (m.find(from)) {
            from = m.end();
            String unit = m.group("unit").toLowerCase(Locale.ROOT);
            double value;
            boolean half = m.group("half") != null || m.group("after") != null;
            int end = m.end();
            if (chinese && m.group("lone") != null && m.group("after") != null) {
                // "半个钟头半小时": half an hour said again, not an hour; the second 半 starts the next part
                half = false;
                end = m.start("after");
                from = end;
            }
            int rank;
            double unitSeconds;
            if (chinese && unit.equals("字")) {
                // a figure on the clock face is five minutes ("一个字", "三个字")
                value = m.group("num") == null ? (m.group("lone") != null ? 0.5 : -1.0) : Numbers.parse(m.group("num")).orElse(-1.0);
                rank = 2;
                unitSeconds = 300;
            } else if (chinese && unit.startsWith("刻")) {
                String q = m.group("num");
                if (q == null) {
                    continue;
                }
                value = Numbers.parse(q).orElse(-1.0);
                rank = 2;
                unitSeconds = 900;
            } else {
                if (m.group("lone") != null) {
                    value = 0.5;
                } else if (!chinese && m.group("quarter") != null) {
                    value = 0.25;
                } else if (m.group("num") != null) {
                    String n = m.group("num").toLowerCase(Locale.ROOT);
                    value = n.equals("a couple of") ? 2 : n.equals("a few") ? 3 : Numbers.parse(n).orElse(-1.0);
                } else {
                    continue;
                }
                rank = unit.startsWith("小") || unit.startsWith("钟") || unit.startsWith("个") || unit.startsWith("h") ? 3
                        : unit.startsWith("分") || unit.startsWith("m") ? 2 : 1;
                unitSeconds = rank == 3 ? 3600 : rank == 2 ? 60 : 1;
            }
            if (value < 0) {
                continue;
            }
            if (half) {
                String said = chinese ? "半" : m.group("half") != null ? m.group("half") : m.group("after");
                value += said.contains("three") ? 0.75 : said.contains("quarter") ? 0.25 : 0.5;
            }
            parts.add(new Part(m.start(), end, value * unitSeconds, rank, chinese, half));
        }
    }

    /** "40分钟", "1小时5分钟" / "40 minutes": digits, for replies read on a screen as well as spoken. */
    public static String speakDigits(Duration d, boolean chinese) {
        if (!chinese) {
            return speak(d, false);
        }
        long total = Math.max(0, (d.toMillis() + 500) / 1000);
        long h = total / 3600;
        long m = (total % 3600) / 60;
        long s = total % 60;
        StringBuilder out = new StringBuilder();
        if (h > 0) {
            out.append(h).append("小时");
        }
        if (m > 0) {
            out.append(m).append("分钟");
        }
        if (s > 0 || out.length() == 0) {
            out.append(s).append("秒");
        }
        return out.toString();
    }

    /** "四十分钟", "一小时三十分钟", "四十五秒" / "40 minutes", "1 hour 30 minutes"; whole seconds. */
    public static String speak(Duration d, boolean chinese) {
        long total = Math.max(0, (d.toMillis() + 500) / 1000);
        long h = total / 3600;
        long m = (total % 3600) / 60;
        long s = total % 60;
        StringBuilder out = new StringBuilder();
        if (chinese) {
            if (h > 0) {
                out.append(Numbers.toChinese(h, true)).append("小时");
            }
            if (m > 0) {
                out.append(Numbers.toChinese(m, true)).append("分钟");
            }
            if (s > 0 || out.length() == 0) {
                out.append(Numbers.toChinese(s, true)).append("秒");
            }
            return out.toString();
        }
        if (h > 0) {
            out.append(h).append(h == 1 ? " hour" : " hours");
        }
        if (m > 0) {
            out.append(out.length() > 0 ? " " : "").append(m).append(m == 1 ? " minute" : " minutes");
        }
        if (s > 0 || out.length() == 0) {
            out.append(out.length() > 0 ? " " : "").append(s).append(s == 1 ? " second" : " seconds");
        }
        return out.toString();
    }
}
