package homebot.skills.cooking;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds spoken or written durations: {@code 炒 2 分钟}, {@code 焖40分钟}, {@code 半小时}, {@code 一个半小时},
 * {@code 1小时30分}, {@code for 5 minutes}, {@code 10 min}, {@code 1 hour 30 minutes}, {@code half an hour}.
 * A range ({@code 8-10 minutes}, {@code 2～3分钟}) counts as its lower bound, the moment to check.
 */
final class Durations {
    private static final String ZH_NUM = "[0-9]+(?:\\.[0-9]+)?|[零一二两三四五六七八九十百]+(?:点[零一二三四五六七八九]+)?";
    private static final String EN_NUM = "[0-9]+(?:\\.[0-9]+)?|an?|one|two|three|four|five|six|seven|eight|nine|ten"
            + "|eleven|twelve|fifteen|twenty(?:[ -](?:one|two|three|four|five|six|seven|eight|nine))?|thirty"
            + "|forty(?:[ -]five)?|forty|fifty|sixty|ninety";
    private static final String RANGE = "\\s*(?:-|–|~|～|到|至|to)\\s*";
    private static final Pattern ZH = Pattern.compile(
            "(?:(?<num>" + ZH_NUM + ")(?:" + RANGE + "(?:" + ZH_NUM + "))?\\s*个?\\s*(?<half>半)?|(?<lone>半))\\s*个?\\s*"
                    + "(?<unit>小时|钟头|分钟|分(?![\\u4e00-\\u9fff&&[^半钟]])|秒钟|秒)(?<after>半)?");
    private static final Pattern EN = Pattern.compile(
            "\\b(?:(?<lone>half\\s+an?)|(?<num>" + EN_NUM + ")(?:" + RANGE + "(?:" + EN_NUM + "))?"
                    + "(?<half>\\s+and\\s+a\\s+half)?)\\s*-?\\s*(?<unit>hours?|hrs?|h|minutes?|mins?|m|seconds?|secs?|s)\\b",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern JOINER = Pattern.compile("\\s*(?:and|又|零|,)?\\s*", Pattern.CASE_INSENSITIVE);

    private Durations() {}

    /** The first duration mentioned in a step text (adjacent parts summed: 1小时30分 = 90 min). */
    static Optional<Duration> firstIn(String text) {
        List<Part> parts = scan(text);
        if (parts.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(joinFrom(text, parts, 0).total);
    }

    /** The text is one duration and nothing else (for a spoken slot such as "计时五分钟"). */
    static Optional<Duration> whole(String text) {
        String s = text.strip();
        List<Part> parts = scan(s);
        if (parts.isEmpty() || parts.get(0).start != 0) {
            return Optional.empty();
        }
        Joined joined = joinFrom(s, parts, 0);
        return joined.end == s.length() ? Optional.of(joined.total) : Optional.empty();
    }

    private record Part(int start, int end, Duration duration, int rank) {}

    private record Joined(Duration total, int end) {}

    private static Joined joinFrom(String text, List<Part> parts, int from) {
        Part first = parts.get(from);
        Duration total = first.duration;
        int end = first.end;
        int rank = first.rank;
        for (int i = from + 1; i < parts.size(); i++) {
            Part next = parts.get(i);
            if (next.rank >= rank || !JOINER.matcher(text.substring(end, next.start)).matches()) {
                break;
            }
            total = total.plus(next.duration);
            end = next.end;
            rank = next.rank;
        }
        return new Joined(total, end);
    }

    private static List<Part> scan(String text) {
        List<Part> parts = new ArrayList<>();
        Matcher zh = ZH.matcher(text);
        while (zh.find()) {
            double value = zh.group("lone") != null ? 0.5 : Numbers.parse(zh.group("num")).orElse(-1);
            if (value < 0) {
                continue;
            }
            if (zh.group("half") != null || zh.group("after") != null) {
                value += 0.5;
            }
            String unit = zh.group("unit");
            int rank = unit.startsWith("小") || unit.startsWith("钟") ? 3 : unit.startsWith("分") ? 2 : 1;
            parts.add(new Part(zh.start(), zh.end(), of(value, rank), rank));
        }
        Matcher en = EN.matcher(text);
        while (en.find()) {
            double value = en.group("lone") != null ? 0.5 : Numbers.parse(en.group("num")).orElse(-1);
            if (value < 0) {
                continue;
            }
            if (en.group("half") != null) {
                value += 0.5;
            }
            String unit = en.group("unit").toLowerCase(Locale.ROOT);
            int rank = unit.startsWith("h") ? 3 : unit.startsWith("m") ? 2 : 1;
            parts.add(new Part(en.start(), en.end(), of(value, rank), rank));
        }
        parts.sort((a, b) -> Integer.compare(a.start, b.start));
        return parts;
    }

    private static Duration of(double value, int rank) {
        double seconds = value * (rank == 3 ? 3600 : rank == 2 ? 60 : 1);
        return Duration.ofMillis(Math.round(seconds * 1000));
    }

    /** "40 分钟", "1 小时 30 分钟", "45 秒" / "40 minutes", "1 hour 30 minutes". */
    static String speak(Duration d, boolean chinese) {
        long total = Math.max(0, d.toSeconds());
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
