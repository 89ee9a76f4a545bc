package homebot.skills.api.nlu;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import net.sourceforge.pinyin4j.PinyinHelper;
import net.sourceforge.pinyin4j.format.HanyuPinyinCaseType;
import net.sourceforge.pinyin4j.format.HanyuPinyinOutputFormat;
import net.sourceforge.pinyin4j.format.HanyuPinyinToneType;
import net.sourceforge.pinyin4j.format.HanyuPinyinVCharType;
import net.sourceforge.pinyin4j.format.exception.BadHanyuPinyinOutputFormatCombination;

/**
 * Sound keys for near-homophones a recogniser writes ("下一部" for "下一步", "记时" for "计时"): every Han
 * character is replaced by one private-use character per pinyin syllable, so two texts that sound alike have
 * equal keys and a key keeps the positions of the text it came from (slots are cut from the original).
 * {@code tones} keeps the tone; without it 时/是/十 all sound alike, which is a guess worth a question.
 */
public final class Pinyin {
    private static final Map<String, Character> SYLLABLES = new ConcurrentHashMap<>();
    private static final java.util.concurrent.atomic.AtomicInteger NEXT = new java.util.concurrent.atomic.AtomicInteger();
    private static final Map<Character, String[]> CACHE = new ConcurrentHashMap<>();
    private static final HanyuPinyinOutputFormat FORMAT = new HanyuPinyinOutputFormat();
    /** Each character's key, with and without its tone: a sentence is keyed four times per catalog, its characters repeat. */
    private static final Map<Character, Character> TONED_KEYS = new ConcurrentHashMap<>();
    private static final Map<Character, Character> TONELESS_KEYS = new ConcurrentHashMap<>();

    static {
        FORMAT.setCaseType(HanyuPinyinCaseType.LOWERCASE);
        FORMAT.setToneType(HanyuPinyinToneType.WITH_TONE_NUMBER);
        FORMAT.setVCharType(HanyuPinyinVCharType.WITH_V);
    }

    private Pinyin() {}

    /**
     * The text with each Han character replaced by its syllable's key character. With {@code tones} the syllable is
     * {@link #accentFolded}: the tone must be right, the consonants a southern accent blurs need not ("做换模式" for
     * 做饭模式, "还有几分宗", "里好"); without tones only the input method's fuzzy pinyin is forgiven.
     */
    public static String key(String text, boolean tones) {
        StringBuilder out = new StringBuilder(text.length());
        Map<Character, Character> keys = tones ? TONED_KEYS : TONELESS_KEYS;
        for (int i = 0; i < text.length(); i++) {
            out.append(keys.computeIfAbsent(text.charAt(i), c -> keyOf(c, tones)));
        }
        return out.toString();
    }

    /**
     * The text as {@link #key}{@code (text, true)} hears it but with every tone let go: a southern accent's consonants
     * folded, and whatever tone a recogniser heard ("红烧楼" for 红烧肉: r said l, and the tone of 楼), and -ou said as -u
     * (the northwest's "红烧如"). Only for a whole long name, where so many syllables together still say one thing.
     */
    public static String accentKeyAnyTone(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            out.append(ANY_TONE_KEYS.computeIfAbsent(text.charAt(i), c -> {
                String folded = accentFolded(c);
                if (folded == null) {
                    return c;
                }
                String toneless = Character.isDigit(folded.charAt(folded.length() - 1)) ? folded.substring(0, folded.length() - 1) : folded;
                return keyChar(toneless.length() > 2 && toneless.endsWith("ou") ? toneless.substring(0, toneless.length() - 2) + "u" : toneless);
            }));
        }
        return out.toString();
    }

    private static final Map<Character, Character> ANY_TONE_KEYS = new ConcurrentHashMap<>();

    /** The key character of {@code c}'s syllable, or {@code c} itself when it is not Han. */
    private static char keyOf(char c, boolean tones) {
        // (without tones the northeast's r as y too: a key only, the syllable itself keeps its r for NameMatch's accents)
        String syllable = tones ? accentFolded(c) : rAsY(syllable(c, false));
        return syllable == null ? c : keyChar(syllable);
    }

    /** The one key character of a syllable's spelling, given out the first time it is seen. */
    private static char keyChar(String syllable) {
        return SYLLABLES.computeIfAbsent(syllable, s -> (char) (0xE000 + NEXT.getAndIncrement() % 0x1800));
    }

    /** The pinyin of one character (first reading), or null for a character that is not Han. */
    public static String syllable(char c, boolean tones) {
        if (!TextNormalizer.isHan(c)) {
            return null;
        }
        String[] readings = CACHE.computeIfAbsent(c, Pinyin::readings);
        if (readings.length == 0) {
            return null;
        }
        String s = readings[0];
        // neutral tone (5) sounds like whatever the recogniser heard: drop it too
        return tones && !s.endsWith("5") ? s : blurred(Character.isDigit(s.charAt(s.length() - 1)) ? s.substring(0, s.length() - 1) : s);
    }

    /**
     * The same syllable as {@link #syllable}{@code (c, true)} with a southern accent's consonants folded and the tone
     * kept: zh, ch and sh said as z, c and s, f said as hu (Minnan "两昏钟" for 两分钟) and back again, n and r as l
     * ("闹抽" for 老抽, "近路" for 进入). The tone keeps it from hearing too much: without it 番 would sound as 换 and 奶
     * as 来.
     */
    public static String accentFolded(char c) {
        return folded(syllable(c, true));
    }

    /** One toned syllable (a neutral tone already let go) with a southern accent's consonants folded. */
    private static String folded(String toned) {
        if (toned == null || !Character.isDigit(toned.charAt(toned.length() - 1))) {
            return toned;
        }
        // not the -n/-ng fold: with f as hu it would make 放 (fang) 换 (huan), and n as l would make 念 量
        String s = withoutRetroflex(toned.substring(0, toned.length() - 1));
        s = F_AS_HU.getOrDefault(s, s);
        s = s.length() > 1 && (s.charAt(0) == 'n' || s.charAt(0) == 'r') && "aeiouv".indexOf(s.charAt(1)) >= 0
                ? "l" + s.substring(1) : s;
        return s + toned.charAt(toned.length() - 1);
    }

    /**
     * Where {@code name} stands in {@code heard} said alike, syllable by syllable, with each syllable as
     * {@link #accentFolded} hears it, or -1. Unlike {@link #key} every reading of a character counts: a recogniser
     * writes the character for the sound it heard, and one with two readings may stand for either ("清曾鱼", 曾 read
     * zeng as well as ceng, for 清蒸鱼).
     */
    public static int soundIndexOf(String heard, String name) {
        if (name.isEmpty()) {
            return -1;
        }
        for (int at = 0; at + name.length() <= heard.length(); at++) {
            int i = 0;
            while (i < name.length() && alike(heard.charAt(at + i), name.charAt(i))) {
                i++;
            }
            if (i == name.length()) {
                return at;
            }
        }
        return -1;
    }

    private static boolean alike(char a, char b) {
        if (a == b) {
            return true;
        }
        java.util.Set<String> heard = EVERY_READING.computeIfAbsent(a, Pinyin::everyReading);
        return !heard.isEmpty() && EVERY_READING.computeIfAbsent(b, Pinyin::everyReading).stream().anyMatch(heard::contains);
    }

    private static final Map<Character, java.util.Set<String>> EVERY_READING = new ConcurrentHashMap<>();

    /** Each reading of a Han character as {@link #accentFolded} hears it (empty for any other character). */
    private static java.util.Set<String> everyReading(char c) {
        if (!TextNormalizer.isHan(c)) {
            return java.util.Set.of();
        }
        java.util.Set<String> out = new java.util.HashSet<>();
        for (String r : readings(c)) {
            out.add(folded(r.endsWith("5") ? blurred(r.substring(0, r.length() - 1)) : r));
        }
        return java.util.Set.copyOf(out);
    }

    /**
     * Southern accents say f as hu ("昏钟" for 分钟, "做换" for 做饭) and back again ("关佛" for 关火, "逢烧" for 红烧).
     */
    private static final Map<String, String> F_AS_HU = Map.of("fa", "hua", "fan", "huan", "fang", "huang", "fei", "hui",
            "fen", "hun", "feng", "hong", "fo", "huo", "fou", "hou", "fu", "hu");

    /**
     * A toneless syllable with what recognisers and many speakers blur folded together, as a Chinese input method's
     * "fuzzy pinyin" does: zh/z, ch/c, sh/s and -ng/-n ("清真" for "清蒸", "四" for "十").
     */
    private static String blurred(String s) {
        String t = withoutRetroflex(s);
        return t.endsWith("ng") && t.length() > 2 ? t.substring(0, t.length() - 1) : t;
    }

    /**
     * The northeast's r said as y ("红烧右" for 红烧肉, "四个银" for 四个人, "热" as ye): 肉 rou as you, 人 ren as yin, 如 ru
     * as yu.
     */
    private static String rAsY(String s) {
        if (s == null || s.length() < 2 || s.charAt(0) != 'r') {
            return s;
        }
        String rest = s.substring(1);
        return switch (rest) {
            case "en" -> "yin";
            case "eng" -> "ying";
            case "i" -> "yi";
            default -> "y" + rest;
        };
    }

    /** zh, ch and sh said as z, c and s. */
    private static String withoutRetroflex(String s) {
        return s.startsWith("zh") || s.startsWith("ch") || s.startsWith("sh") ? s.charAt(0) + s.substring(2) : s;
    }

    private static String[] readings(char c) {
        try {
            String[] r = PinyinHelper.toHanyuPinyinStringArray(c, FORMAT);
            return r == null ? new String[0] : r;
        } catch (BadHanyuPinyinOutputFormatCombination e) {
            throw new IllegalStateException(e);
        }
    }
}
