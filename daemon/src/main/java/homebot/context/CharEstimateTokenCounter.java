package homebot.context;

/**
 * A tokenizer-free estimate: one token per CJK character (o200k is close to that for Chinese) and one per
 * three other characters, rounded up. Deliberately on the high side so a budget based on it is not exceeded.
 */
public final class CharEstimateTokenCounter implements TokenCounter {
    @Override
    public int count(String text) {
        if (text == null || text.isEmpty()) {
            return 0;
        }
        int wide = 0;
        int other = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            if (isWide(cp)) {
                wide++;
            } else {
                other++;
            }
        }
        return wide + (other + 2) / 3;
    }

    private static boolean isWide(int cp) {
        Character.UnicodeScript s = Character.UnicodeScript.of(cp);
        return s == Character.UnicodeScript.HAN || s == Character.UnicodeScript.HIRAGANA
                || s == Character.UnicodeScript.KATAKANA || s == Character.UnicodeScript.HANGUL
                || (cp >= 0x3000 && cp <= 0x303F) || (cp >= 0xFF00 && cp <= 0xFFEF);
    }

    @Override
    public String name() {
        return "char-estimate";
    }
}
