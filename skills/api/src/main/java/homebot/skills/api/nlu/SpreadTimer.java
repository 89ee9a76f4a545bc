package homebot.skills.api.nlu;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A timer asked for across clauses, the length in one and the request in another ("这个焖的时间比较长，四十分钟对吧，
 * 你帮我定上，叫红烧肉", "再来一个计时，米饭还要半小时，叫米饭", "potatoes need twenty minutes, can you set that"):
 * no template spans the clause breaks, so it is read here, by the daemon and every skill alike, after the templates.
 * Exactly one length, a word that asks for a timer, and nothing that negates, cancels, asks or looks back. Also
 * the busiest cook's shorthand, a thing and its length and nothing else ("米饭，二十分钟", "牛奶一分半", "eggs, ten
 * minutes"): the thing names the timer.
 */
public final class SpreadTimer {
    private static final Pattern ASKS_FOR_TIMER = Pattern.compile(
            // "还有一个，半个钟头，叫米饭": one more, while another runs
            "(?:定|设|计|掐|开|来|整)(?:上|个|一个|一下|好)|计时|倒计时|闹钟|定时|^(?:还有|还要|再要|再来|另外)一个|"
                    + "(?<![a-z])(?:set (?:that|it|one|a timer|the timer|a countdown)|start (?:a|the) timer|time (?:it|that))(?![a-z])");
    private static final Pattern NOT_A_REQUEST = Pattern.compile(
            "不|别|没|[" + TextNormalizer.DONT_CHARS + "]|莫|算了|算咧|取消|关掉|停|删|还剩|还有多|多久|几分|吗|呢$|了吗|已经|刚才|之前|以前|[钟时秒]前|(?:定|设|计)了|"
                    + "(?<![a-z'])(?:not|no|dont|don't|never|cancel|stop|left|remaining|how long|already|yesterday|ago|" + TextNormalizer.NOT_SCOTS + ")(?![a-z'])");

    /** A short thing's name said before a length: a noun of two to four characters, or one English word. */
    private static final Pattern THING = Pattern.compile("\\p{IsHan}{2,4}|[a-z]{3,12}");
    /** Words that are no thing: time, degree, the speaker, asking, waiting ("等等，五分钟", "大概二十分钟"). */
    private static final Pattern NO_THING = Pattern.compile(
            "[等还再就先那这好行嗯对是我你他她它不没别要得过会只才都也又刚已约几多少步定设计开来零一二两三四五六七八九十百千万]|马上|大概|差不多|最多|至少|起码|"
                    + "^(?:wait|about|around|like|just|only|maybe|another|one|the|it|that|for|in|ok|okay|yes|no|yeah|and|then"
                    + "|timer|set|make|give|need|needs|takes|still|more|less|over|after|every|each)$");

    private SpreadTimer() {}

    /** "米饭，二十分钟": a thing, then its length, and nothing else (as one clause, or the thing and the length as two). */
    private static Optional<IntentMatch> thingAndLength(List<String> clauses, String plain, Synonyms synonyms) {
        if (clauses.size() > 2 || clauses.size() == 2
                && Durations.parse(TextNormalizer.plain(clauses.get(1)).toLowerCase(java.util.Locale.ROOT)).isEmpty()) {
            return Optional.empty(); // "下一步，炖四十分钟": the second clause is more than a length
        }
        List<Durations.Found> lengths = Durations.scan(plain);
        if (lengths.size() != 1 || lengths.get(0).end() != plain.length() || lengths.get(0).start() == 0) {
            return Optional.empty();
        }
        String thing = plain.substring(0, lengths.get(0).start()).replaceAll("[\\s,，、]+$", "").strip();
        if (!THING.matcher(thing).matches() || NO_THING.matcher(thing).find() || !IntentCatalog.isName(thing)
                || !IntentCatalog.isName(synonyms.apply(thing))) { // "shurrup a minute": a hush as the synonyms read it
            return Optional.empty();
        }
        String said = plain.substring(lengths.get(0).start());
        return Optional.of(new IntentMatch("timer_set", Map.of("d", said, "name", thing), "{name}，{d}", 0.9, plain));
    }

    /** The timer these words ask for across their clauses, with the name said last, if they ask for one so. */
    public static Optional<IntentMatch> in(String utterance) {
        return in(utterance, Synonyms.none());
    }

    /** {@link #in(String)}, a thing's name also judged as {@code synonyms} read it. */
    public static Optional<IntentMatch> in(String utterance, Synonyms synonyms) {
        if (utterance == null) {
            return Optional.empty();
        }
        String plain = TextNormalizer.plain(utterance).toLowerCase(java.util.Locale.ROOT);
        List<String> clauses = IntentCatalog.clauses(utterance);
        Optional<IntentMatch> terse = thingAndLength(clauses, plain, synonyms);
        if (terse.isPresent()) {
            return terse;
        }
        if (clauses.size() < 2) {
            return Optional.empty();
        }
        String withoutName = TimerNames.saidAtEnd(utterance).map(n -> plain.substring(0, Math.max(0, plain.lastIndexOf(n))))
                .orElse(plain);
        List<Durations.Found> lengths = Durations.scan(withoutName);
        // "定个闹钟，半个钟头，半小时": one length said again is still one
        if (lengths.size() > 1 && lengths.stream().map(Durations.Found::total).distinct().count() == 1) {
            lengths = lengths.subList(0, 1);
        }
        if (lengths.size() != 1 || !ASKS_FOR_TIMER.matcher(withoutName).find() || NOT_A_REQUEST.matcher(withoutName).find()) {
            return Optional.empty();
        }
        String said = withoutName.substring(lengths.get(0).start(), lengths.get(0).end());
        IntentMatch m = new IntentMatch("timer_set", Map.of("d", said), "{d}…", 0.9, said);
        return Optional.of(TimerNames.withNameSaid(m, utterance));
    }
}
