package homebot.skills.api.nlu;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * A recogniser writes no punctuation, but it leaves a space where the speaker paused between phrases ("好了 肉下锅了
 * 定个五分钟 就叫焯水", "搞定 我们做完啦"). A space next to a phrase of three or more Chinese characters is such a
 * pause, read as a clause break; a space between single characters ("下 一 步") or the words of a segmenting
 * recogniser (Vosk writes "帮 我 定 个 五 分钟") is only its spelling and is closed up, so a pause is only read next
 * to a phrase of three or more characters, or after a particle written alone between phrases ("没 有 炸 鸡 啊 那 可 乐
 * 鸡 翅"). Readers try the words as said first and this reading only when those said nothing.
 */
public final class Pauses {
    private Pauses() {}

    private static final Pattern HAN_SPACE_HAN = Pattern.compile("\\p{IsHan}\\s+\\p{IsHan}");
    private static final Pattern TOKEN = Pattern.compile("\\S+");

    /** The words with each pause between Chinese phrases as a comma; the same string when there is none. */
    public static String asBreaks(String words) {
        if (words == null || !HAN_SPACE_HAN.matcher(words).find()) {
            return words;
        }
        List<String> tokens = new ArrayList<>();
        java.util.regex.Matcher m = TOKEN.matcher(words.strip());
        while (m.find()) {
            tokens.add(m.group());
        }
        StringBuilder out = new StringBuilder();
        String previous = null;
        boolean broke = false;
        int hanSince = 0; // Chinese characters since the last break
        for (int i = 0; i < tokens.size(); i++) {
            String token = tokens.get(i);
            if (previous != null) {
                boolean hanBoth = endsHan(previous) && startsHan(token);
                if (!hanBoth) {
                    out.append(' ');
                } else if (hanCount(previous) >= 3 || hanCount(token) >= 3 || particleBreak(tokens, i - 1, hanSince)) {
                    out.append('，');
                    broke = true;
                    hanSince = 0;
                }
            }
            out.append(token);
            hanSince += hanCount(token);
            previous = token;
        }
        return broke ? out.toString() : words;
    }

    /**
     * A particle written alone between single characters, with a phrase on each side ("没 有 炸 鸡 啊 那 可 乐 鸡 翅",
     * "煎 好 了 计 时 全 部 关 掉"): the speaker paused after it, as the comma a recogniser never writes.
     */
    private static boolean particleBreak(List<String> tokens, int at, int hanBefore) {
        String t = tokens.get(at);
        if (t.length() != 1 || PAUSE_PARTICLES.indexOf(t.charAt(0)) < 0 || hanBefore < 3) {
            return false;
        }
        if (t.equals("哈") && hanBefore < 4) {
            return false; // 哈 closes a topic of three characters at least ("剩 饭 不 够 哈"), never "谢 了 哈"
        }
        int after = 0;
        for (int j = at + 1; j < tokens.size() && after < 2; j++) {
            after += startsHan(tokens.get(j)) ? hanCount(tokens.get(j)) : 0;
        }
        return after >= 2 && PAUSE_PARTICLES.indexOf(tokens.get(at + 1).charAt(0)) < 0;
    }

    /**
     * Particles that close a phrase; one may follow another ("好 啦 好 啦"). Not 了, which as often ends a verb ("饿 死 了
     * 我 要 炒 个 饭"). The northwest's 哈 closes a topic ("剩 饭 不 够 哈 还 是 蛋 炒 饭 做 上").
     */
    private static final String PAUSE_PARTICLES = "啊呀吧啦嘛呢哈";

    private static boolean endsHan(String s) {
        return Character.UnicodeScript.of(s.codePointBefore(s.length())) == Character.UnicodeScript.HAN;
    }

    private static boolean startsHan(String s) {
        return Character.UnicodeScript.of(s.codePointAt(0)) == Character.UnicodeScript.HAN;
    }

    private static int hanCount(String s) {
        return (int) s.codePoints().filter(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN).count();
    }
}
