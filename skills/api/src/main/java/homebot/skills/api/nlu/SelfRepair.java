package homebot.skills.api.nlu;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A speaker who corrects themselves mid-sentence ("定两分钟，哦不，两分半", "set a timer for three minutes... no, make
 * that four", "红烧肉啊不对蒸鱼", "just for me... no wait, for two") means the corrected sentence: the repair
 * replaces what it corrects, so every reader (templates, answers, timers across clauses) hears one request.
 * <ul>
 *   <li>a duration after the marker replaces the duration before it ("两分钟，哦不，两分半");</li>
 *   <li>a bare number replaces the number of the duration before it ("three minutes… no, make that four");</li>
 *   <li>otherwise the repair replaces the last clause before the marker ("the fried rice, just for me… no wait,
 *       for two"), or everything before it when that was one clause ("红烧肉啊不对蒸鱼");</li>
 *   <li>a count of people said again replaces the count before it ("红烧肉做五个不对六个人的");</li>
 *   <li>"不是X，是Y" (correcting what was heard or said before: "不是鸡脚，是可乐鸡翅") means Y.</li>
 * </ul>
 * A marker with nothing before or after it ("不对", "no, no timer") is an answer, not a repair, and stays.
 */
public final class SelfRepair {
    private SelfRepair() {}

    /**
     * The cook's own slip taken back, said first: 不对, 不是, 错了, Cantonese 唔系 and 唔啱, as a recogniser may space them
     * (a regular expression, for the engine's clause breaks and a skill's reading of an answer).
     */
    public static final String SLIP_TAKEN_BACK = "(?:不\\s?对|不\\s?是|错\\s?了|唔\\s?系|唔\\s?啱)";

    /** Repair words: strong ones anywhere, a bare "no" (Hull's "ner") only where it corrects a number. */
    private static final Pattern MARKER = Pattern.compile(
            "(?:^|(?<=[\\s，,。.…!！?？]|\\p{IsHan}))(?:[哦噢喔啊呃]?不对不对|[哦噢喔啊呃]?[佛弗]对[佛弗]对|[哦噢喔啊呃]不[对是]?|啊?不对|[哦噢喔啊呃]?唔对|不是不是|我是说|我的意思是|说错了|口误)(?=[\\s，,。.…]|\\p{IsHan}|\\d|$)"
                    + "|(?<![a-z'])(?:no wait|wait no|no hang on|no hold on|ner hang on|no sorry|sorry i mean|i mean|actually no|oops|no no|no|nah|ner)(?:,?\\s*(?:make (?:that|it)|i mean))?(?![a-z'])",
            Pattern.CASE_INSENSITIVE);
    private static final Pattern COUNT_LET_GO = Pattern.compile(
            "[一二两俩仨三四五六七八九十\\d]{1,3}\\s?个?\\s?人(?:的|份)?(?:的量)?[\\s，,。.…]*算\\s?[了哒咧嘞][\\s，,。.…]*"
                    + "(?=[一二两俩仨三四五六七八九十\\d]{1,3}\\s?个?\\s?人)");
    private static final Pattern HINT = Pattern.compile("[不说口佛弗唔]|(?<![a-z])(?:no|nah|ner|mean|oops)(?![a-z])", Pattern.CASE_INSENSITIVE);
    private static final Pattern BREAKS = Pattern.compile("^[\\s，,。.…!！?？]+|[\\s，,。.…!！?？]+$");
    private static final Pattern CLAUSE_END = Pattern.compile("[，,。.…!！?？]");
    private static final Pattern NUMBER = Pattern.compile(
            "^(?:make (?:that|it) |改成|换成|是)?(" + Numbers.PATTERN + "|one|two|three|tree|free|four|five|six|seven|eight|nine|ten|"
                    + "eleven|twelve|fifteen|twenty|thirty|forty|forty five|fifty|sixty|ninety)$", Pattern.CASE_INSENSITIVE);
    /** The number inside a length said ("three minutes", "两分钟", "a minute"), which a bare number replaces. */
    private static final Pattern NUMBER_IN_LENGTH = Pattern.compile(Numbers.PATTERN
            // (three as an Irish or a London accent says it, "step tree no four")
            + "|\\b(?:one|two|three|tree|free|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty"
            + "|sixty|ninety|an?)\\b", Pattern.CASE_INSENSITIVE);
    /** "…, no, four, sorry": the apology after a corrected number. */
    private static final Pattern SORRY = Pattern.compile("(?:[,.!\\s]*(?:sorry|i mean|please|then))+[.!]*$", Pattern.CASE_INSENSITIVE);
    /** "…. No, sorry, five.": the apology before the corrected number. */
    private static final Pattern SORRY_FIRST = Pattern.compile("^(?:sorry|i mean|i meant)[,.!\\s]*", Pattern.CASE_INSENSITIVE);
    private static final Pattern NOT_THIS_BUT = Pattern.compile("^\\s*不是[^，,。！!？?]{1,10}[，,]\\s*(?:而是|是|要)\\s*(\\S.*)$");
    /** A count of people or servings in Chinese ("五个", "六个人", "两份"). */
    private static final Pattern COUNT = Pattern.compile("(?:" + Numbers.PATTERN + ")(?=[个位口]|人|份)");
    private static final Pattern SPACED_HAN = Pattern.compile("(?<=\\p{IsHan})\\s+(?=\\p{IsHan})");

    /** The sentence as meant: each repair applied, the last one last; unchanged when nothing is corrected. */
    public static String repaired(String utterance) {
        if (utterance == null || utterance.isBlank()) {
            return utterance;
        }
        Matcher instead = NOT_THIS_BUT.matcher(utterance);
        String text = instead.matches() ? instead.group(1) : utterance;
        // "一个人……算了，三个人的量": a count let go with 算了 and said again is the count meant
        text = COUNT_LET_GO.matcher(text).replaceAll("");
        for (int guard = 0; guard < 3; guard++) {
            String next = once(text);
            if (next.equals(text)) {
                return text;
            }
            text = next;
        }
        return text;
    }

    private static String once(String utterance) {
        if (!HINT.matcher(utterance).find()) {
            return utterance; // most sentences hold no word a repair starts with
        }
        String text = SPACED_HAN.matcher(utterance.strip()).replaceAll("");
        Matcher m = MARKER.matcher(text);
        int at = -1;
        int end = -1;
        while (m.find()) {
            if (m.start() > 0) {
                at = m.start();
                end = m.end();
            }
        }
        if (at < 0) {
            return utterance;
        }
        String before = BREAKS.matcher(text.substring(0, at)).replaceAll("");
        String after = BREAKS.matcher(text.substring(end)).replaceAll("");
        String marker = text.substring(at, end).strip().toLowerCase(java.util.Locale.ROOT);
        if (before.isEmpty() || after.isEmpty()) {
            return utterance;
        }
        List<Durations.Found> said = Durations.scan(before);
        List<Durations.Found> meant = Durations.scan(after);
        if (!said.isEmpty() && !meant.isEmpty() && meant.get(0).start() == 0) {
            Durations.Found old = said.get(said.size() - 1);
            Durations.Found now = meant.get(0);
            return before.substring(0, old.start()) + after.substring(now.start(), now.end()) + before.substring(old.end())
                    + after.substring(now.end());
        }
        Matcher number = NUMBER.matcher(SORRY.matcher(SORRY_FIRST.matcher(after).replaceFirst("")).replaceFirst(""));
        if (said.isEmpty() && number.matches()) {
            // "go to step five... no, four, sorry": the last number said before, whatever it counts, is the one meant
            Matcher last = NUMBER_IN_LENGTH.matcher(before);
            int start = -1;
            int stop = -1;
            while (last.find()) {
                if (!last.group().matches("(?i)an?")) {
                    start = last.start();
                    stop = last.end();
                }
            }
            if (start >= 0) {
                return before.substring(0, start) + number.group(1) + before.substring(stop);
            }
        }
        if (!said.isEmpty() && number.matches()) {
            Durations.Found old = said.get(said.size() - 1);
            String span = before.substring(old.start(), old.end());
            Matcher first = NUMBER_IN_LENGTH.matcher(span);
            if (first.find()) {
                String fixed = span.substring(0, first.start()) + number.group(1)
                        + (first.group().matches("(?i)an?") ? " " : "") + span.substring(first.end());
                return before.substring(0, old.start()) + fixed + before.substring(old.end());
            }
        }
        // "红烧肉做五个不对六个人的": a count of people said again replaces the count before it, not the dish with it
        Matcher count = COUNT.matcher(after);
        if (count.lookingAt()) {
            Matcher last = COUNT.matcher(before);
            int start = -1;
            while (last.find()) {
                start = last.start();
            }
            if (start >= 0) {
                return before.substring(0, start) + after;
            }
        }
        if (marker.matches("(?:no|nah|ner)(?:,.*| make.*)?")) {
            return utterance; // "ok, no timer", "nah, leave it": a bare no corrects only a number
        }
        int lastBreak = -1;
        Matcher b = CLAUSE_END.matcher(before);
        while (b.find()) {
            lastBreak = b.start();
        }
        String kept = lastBreak < 0 ? "" : before.substring(0, lastBreak + 1) + " ";
        String corrected = before.substring(lastBreak + 1).strip();
        // "鸡蛋要几多我是说要多少个", "a timer for the pasta, no wait, for the rice": the repair says again from a word of
        // the clause on, so what came before that word stays
        String first = firstWord(after);
        int from = first.isEmpty() ? -1 : corrected.lastIndexOf(first);
        return kept + (from > 0 ? corrected.substring(0, from) : "") + after;
    }

    /** The first character of Chinese words, the first word of others. */
    private static String firstWord(String words) {
        if (Character.UnicodeScript.of(words.codePointAt(0)) == Character.UnicodeScript.HAN) {
            return new String(Character.toChars(words.codePointAt(0)));
        }
        String w = words.split("\\s+", 2)[0];
        return w.isEmpty() ? "" : w + " ";
    }
}
