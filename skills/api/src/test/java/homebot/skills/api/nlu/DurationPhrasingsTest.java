package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Property: every way of saying h hours m minutes s seconds that the grammar claims to know parses to exactly
 * that duration, over thousands of generated phrasings (seeded, so a failure repeats).
 */
class DurationPhrasingsTest {
    private static final String[] EN_SMALL = {"zero", "one", "two", "three", "four", "five", "six", "seven", "eight",
            "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
            "nineteen"};
    private static final String[] EN_TENS = {"", "", "twenty", "thirty", "forty", "fifty"};

    @Test
    void everyGeneratedChinesePhrasingParsesToItsDuration() {
        Random r = new Random(12);
        for (int i = 0; i < 3000; i++) {
            int h = r.nextInt(4) == 0 ? 0 : r.nextInt(13);
            int m = r.nextInt(3) == 0 ? 0 : r.nextInt(60);
            int s = r.nextInt(3) == 0 ? 0 : r.nextInt(60);
            if (h + m + s == 0) {
                m = 1 + r.nextInt(59);
            }
            List<String> parts = new ArrayList<>();
            if (h > 0) {
                parts.add(zh(h, r) + pick(r, "小时", "个小时", "个钟头", "钟头"));
            }
            if (m > 0) {
                parts.add((h > 0 && m < 10 && r.nextBoolean() ? "零" : "") + zh(m, r) + pick(r, "分钟", "分"));
            }
            if (s > 0) {
                parts.add(((h > 0 || m > 0) && s < 10 && r.nextBoolean() ? "零" : "") + zh(s, r) + pick(r, "秒", "秒钟"));
            }
            String text = String.join(r.nextInt(4) == 0 ? " " : "", parts);
            assertEquals(Duration.ofSeconds(h * 3600L + m * 60L + s), Durations.parse(text).orElse(null), text);
        }
    }

    @Test
    void halvesAndQuartersInChinese() {
        Random r = new Random(7);
        for (int i = 0; i < 500; i++) {
            int n = 1 + r.nextInt(11);
            String num = zh(n, r);
            assertEquals(Duration.ofSeconds(n * 3600L + 1800), Durations.parse(num + "个半" + pick(r, "小时", "钟头")).orElse(null));
            assertEquals(Duration.ofSeconds(n * 60L + 30), Durations.parse(num + pick(r, "分半", "分半钟", "分钟半")).orElse(null),
                    num + "分半");
            int q = 1 + r.nextInt(3);
            assertEquals(Duration.ofSeconds(q * 900L), Durations.parse(zh(q, r) + "刻钟").orElse(null));
        }
    }

    @Test
    void everyGeneratedEnglishPhrasingParsesToItsDuration() {
        Random r = new Random(34);
        for (int i = 0; i < 3000; i++) {
            int h = r.nextInt(3) == 0 ? 0 : r.nextInt(13);
            int m = r.nextInt(3) == 0 ? 0 : r.nextInt(60);
            int s = r.nextInt(3) == 0 ? 0 : r.nextInt(60);
            if (h + m + s == 0) {
                s = 1 + r.nextInt(59);
            }
            List<String> parts = new ArrayList<>();
            if (h > 0) {
                parts.add(en(h, r) + " " + (h == 1 ? pick(r, "hour", "hr") : pick(r, "hours", "hrs")));
            }
            if (m > 0) {
                parts.add(en(m, r) + " " + (m == 1 ? pick(r, "minute", "min") : pick(r, "minutes", "mins")));
            }
            if (s > 0) {
                parts.add(en(s, r) + " " + (s == 1 ? pick(r, "second", "sec") : pick(r, "seconds", "secs")));
            }
            String text = String.join(pick(r, " ", " and ", ", "), parts);
            assertEquals(Duration.ofSeconds(h * 3600L + m * 60L + s), Durations.parse(text).orElse(null), text);
        }
    }

    @Test
    void halvesInEnglish() {
        for (int n = 1; n < 20; n++) {
            String w = EN_SMALL[n];
            assertEquals(Duration.ofSeconds(n * 60L + 30), Durations.parse(w + " and a half minutes").orElse(null));
            assertEquals(Duration.ofSeconds(n * 3600L + 1800), Durations.parse(w + " and a half hours").orElse(null));
            assertEquals(Duration.ofSeconds(n * 60L + 30), Durations.parse(n + ".5 minutes").orElse(null));
        }
        assertEquals(Duration.ofMinutes(90), Durations.parse("an hour and a half").orElse(null));
        assertEquals(Duration.ofSeconds(90), Durations.parse("a minute and a half").orElse(null));
    }

    private static String zh(int n, Random r) {
        return r.nextInt(3) == 0 ? Integer.toString(n) : Numbers.toChinese(n, r.nextBoolean());
    }

    private static String en(int n, Random r) {
        if (r.nextBoolean() || n == 0) {
            return Integer.toString(n);
        }
        if (n < 20) {
            return EN_SMALL[n];
        }
        return EN_TENS[n / 10] + (n % 10 == 0 ? "" : pick(r, " ", "-") + EN_SMALL[n % 10]);
    }

    private static String pick(Random r, String... options) {
        return options[r.nextInt(options.length)];
    }
}
