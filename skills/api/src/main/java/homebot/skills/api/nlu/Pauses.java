package homebot.skills.api.nlu;

import java.util.regex.Pattern;

/**
 * A recogniser writes no punctuation, but it leaves a space where the speaker paused between phrases ("好了 肉下锅了
 * 定个五分钟 就叫焯水", "搞定 我们做完啦"). A space next to a phrase of three or more Chinese characters is such a
 * pause, read as a clause break; a space between single characters ("下 一 步") or the words of a segmenting
 * recogniser (Vosk writes "帮 我 定 个 五 分钟") is only its spelling and is closed up, so a pause is only read next
 * to a phrase of three or more characters. Readers try the words as said first and this reading only when those said nothing.
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
        java.util.regex.Matcher m = TOKEN.matcher(words.strip());
        StringBuilder out = new StringBuilder();
        String previous = null;
        boolean broke = false;
        while (m.find()) {
            String token = m.group();
            if (previous != null) {
                boolean hanBoth = endsHan(previous) && startsHan(token);
                if (!hanBoth) {
                    out.append(' ');
                } else if (hanCount(previous) >= 3 || hanCount(token) >= 3) {
                    out.append('，');
                    broke = true;
                }
            }
            out.append(token);
            previous = token;
        }
        return broke ? out.toString() : words;
    }

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
