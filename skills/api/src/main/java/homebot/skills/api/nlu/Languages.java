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

    /** The common ideographs and everything below the CJK blocks answered without the script table's search. */
    public static boolean isHan(int c) {
        if (c < 0x2E80) {
            return false;
        }
        if (c >= 0x4E00 && c <= 0x9FA5) {
            return true;
        }
        return Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN;
    }
}
