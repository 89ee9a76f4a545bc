package homebot.audio.stt;

/**
 * Vosk separates every word with a space, also in Chinese ({@code 打开 做饭 模式}). For intent matching and
 * display, spaces between two CJK characters are dropped; spaces around Latin words and digits stay.
 */
public final class Transcripts {
    private Transcripts() {}

    public static String compact(String text) {
        String t = text.strip().replaceAll("\\s+", " ");
        StringBuilder out = new StringBuilder(t.length());
        for (int i = 0; i < t.length(); i++) {
            char c = t.charAt(i);
            if (c == ' ' && i > 0 && i + 1 < t.length() && isCjk(t.codePointBefore(i)) && isCjk(t.codePointAt(i + 1))) {
                continue;
            }
            out.append(c);
        }
        return out.toString();
    }

    private static boolean isCjk(int codePoint) {
        return Character.UnicodeScript.of(codePoint) == Character.UnicodeScript.HAN;
    }
}
