package homebot.skills.api.nlu;

/** The one "is this Chinese?" test: any Han character means the words are Chinese. */
public final class Languages {
    private Languages() {}

    public static boolean isChinese(String text) {
        return text != null && text.codePoints().anyMatch(Languages::isHan);
    }

    public static boolean hasLatin(String text) {
        return text != null && text.codePoints().anyMatch(c -> (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'));
    }

    public static boolean isHan(int c) {
        return Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN;
    }
}
