package homebot.voice;

import homebot.skills.api.nlu.Numbers;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The default {@link CommandCompleteness}: the partial, without spaces and punctuation, is exactly one of a few
 * short commands (下一步, 再说一遍, 停, 知道了 ... and their English forms), or a timer request that already
 * names its duration (定一个五分钟的计时器, set a timer for ten minutes). Exact matches only: a longer sentence
 * that starts with a command (下一步之前先告诉我…) is not complete while it goes on.
 */
public final class PhraseListCompleteness implements CommandCompleteness {
    public static final List<String> DEFAULT_PHRASES = List.of(
            "下一步", "上一步", "再说一遍", "重复一遍", "停", "停止", "别说了", "知道了", "好的", "好了", "取消",
            "next", "next step", "previous step", "repeat", "say that again", "stop", "cancel", "got it", "okay");

    private static final String NUMBER = "([0-9零一二两三四五六七八九十百半]+|[0-9]+(?:\\.[0-9]+)?|a|an|one|two|three|four|five|"
            + "six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|forty-five|fifty|sixty|ninety)";
    private static final Pattern ZH_TIMER = Pattern.compile(
            "(?:定|设|设置|开)?(?:一个|个)?" + NUMBER.replace("|a|an|", "|") + "(个半)?(?:分钟|分|秒钟|秒|小时|个小时)(?:的)?"
                    + "(?:计时器?|定时器?|倒计时|闹钟)");
    private static final Pattern ZH_TIMER_VERB_FIRST = Pattern.compile(
            "(?:计时|倒计时|定时)" + NUMBER.replace("|a|an|", "|") + "(个半)?(?:分钟|分|秒钟|秒|小时|个小时)");
    private static final Pattern EN_TIMER = Pattern.compile(
            "(?:set )?(?:a )?timer (?:for )?" + NUMBER + " (?:minutes?|seconds?|hours?)|" + NUMBER
                    + " (?:minutes?|seconds?|hours?) timer");

    private final Set<String> phrases;

    public PhraseListCompleteness(List<String> phrases) {
        this.phrases = phrases.stream().map(PhraseListCompleteness::normalize).collect(Collectors.toUnmodifiableSet());
    }

    public static PhraseListCompleteness defaults() {
        return new PhraseListCompleteness(DEFAULT_PHRASES);
    }

    @Override
    public boolean complete(String partial, Vocabulary vocabulary) {
        if (partial == null) {
            return false;
        }
        String t = normalize(partial);
        if (t.isEmpty()) {
            return false;
        }
        return phrases.contains(t) || timer(t);
    }

    private static boolean timer(String t) {
        for (Pattern p : List.of(ZH_TIMER, ZH_TIMER_VERB_FIRST, EN_TIMER)) {
            Matcher m = p.matcher(t);
            if (m.matches()) {
                for (int g = 1; g <= m.groupCount(); g++) {
                    String n = m.group(g);
                    if (n != null && !n.equals("个半")) {
                        return Numbers.parse(n).filter(v -> v > 0).isPresent();
                    }
                }
            }
        }
        return false;
    }

    /** Lower case, no punctuation; spaces go between Chinese characters (Vosk puts them between words). */
    static String normalize(String s) {
        String t = s.toLowerCase(Locale.ROOT).replaceAll("[\\p{Punct}，。！？、…]", " ").strip();
        t = t.replaceAll("(?<=\\p{IsHan})\\s+(?=\\p{IsHan})", "");
        t = t.replaceAll("(?<=\\p{IsHan})\\s+(?=[0-9])|(?<=[0-9])\\s+(?=\\p{IsHan})", "");
        return t.replaceAll("\\s+", " ");
    }
}
