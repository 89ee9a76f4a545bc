package homebot.intent;

import java.util.Locale;

/**
 * Puts typed and recognised text into one form for matching: lower case, punctuation dropped, single spaces,
 * and no spaces next to Chinese characters (Vosk writes "现在 几点 了").
 */
public final class TextNormalizer {
    private TextNormalizer() {}

    public static String normalize(String text) {
        return normalize(text, false);
    }

    /** {@code keepSyntax} keeps the template characters {@code [ ] ( ) | { } :}. */
    static String normalize(String text, boolean keepSyntax) {
        String lower = text.toLowerCase(Locale.ROOT);
        StringBuilder sb = new StringBuilder(lower.length());
        for (int i = 0; i < lower.length(); i++) {
            char c = lower.charAt(i);
            boolean betweenDigits = i > 0 && i + 1 < lower.length()
                    && Character.isDigit(lower.charAt(i - 1)) && Character.isDigit(lower.charAt(i + 1));
            if (c == '\u2019') {
                sb.append('\'');
            } else if (keepSyntax && "[]()|{}:".indexOf(c) >= 0) {
                sb.append(c);
            } else if ((c == '.' || c == ':') && betweenDigits) {
                sb.append(c);
            } else if (c == '.' || c == ':' || isDropped(c)) {
                sb.append(' ');
            } else {
                sb.append(c);
            }
        }
        String collapsed = sb.toString().replaceAll("\\s+", " ").trim();
        StringBuilder out = new StringBuilder(collapsed.length());
        for (int i = 0; i < collapsed.length(); i++) {
            char c = collapsed.charAt(i);
            if (c == ' ' && i > 0 && i + 1 < collapsed.length()
                    && (isHan(collapsed.charAt(i - 1)) || isHan(collapsed.charAt(i + 1)))) {
                continue;
            }
            out.append(c);
        }
        return out.toString();
    }

    private static boolean isDropped(char c) {
        if (c == '\'' || c == '-') {
            return false; // "what's", "forty-five"
        }
        int type = Character.getType(c);
        return Character.isWhitespace(c) || Character.isISOControl(c)
                || type == Character.OTHER_PUNCTUATION || type == Character.START_PUNCTUATION
                || type == Character.END_PUNCTUATION || type == Character.INITIAL_QUOTE_PUNCTUATION
                || type == Character.FINAL_QUOTE_PUNCTUATION || type == Character.DASH_PUNCTUATION
                || c == '～' || c == '~';
    }

    static boolean isHan(char c) {
        return Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN;
    }
}
