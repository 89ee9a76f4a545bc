package homebot.skills.api.nlu;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * A timer asked for across clauses, the length in one and the request in another ("这个焖的时间比较长，四十分钟对吧，
 * 你帮我定上，叫红烧肉", "再来一个计时，米饭还要半小时，叫米饭", "potatoes need twenty minutes, can you set that"):
 * no template spans the clause breaks, so it is read here, by the daemon and every skill alike, after the templates.
 * Exactly one length, a word that asks for a timer, and nothing that negates, cancels, asks or looks back.
 */
public final class SpreadTimer {
    private static final Pattern ASKS_FOR_TIMER = Pattern.compile(
            "(?:定|设|计|掐|开|来|整)(?:上|个|一个|一下|好)|计时|倒计时|闹钟|定时|"
                    + "(?<![a-z])(?:set (?:that|it|one|a timer|the timer|a countdown)|start (?:a|the) timer|time (?:it|that))(?![a-z])");
    private static final Pattern NOT_A_REQUEST = Pattern.compile(
            "不|别|没|取消|关掉|停|删|还剩|还有多|多久|几分|吗|呢$|了吗|已经|刚才|之前|以前|[钟时秒]前|(?:定|设|计)了|"
                    + "(?<![a-z'])(?:not|no|dont|don't|never|cancel|stop|left|remaining|how long|already|yesterday|ago)(?![a-z'])");

    private SpreadTimer() {}

    /** The timer these words ask for across their clauses, with the name said last, if they ask for one so. */
    public static Optional<IntentMatch> in(String utterance) {
        if (utterance == null) {
            return Optional.empty();
        }
        List<String> clauses = IntentCatalog.clauses(utterance);
        if (clauses.size() < 2) {
            return Optional.empty();
        }
        String plain = TextNormalizer.plain(utterance).toLowerCase(java.util.Locale.ROOT);
        String withoutName = TimerNames.saidAtEnd(utterance).map(n -> plain.substring(0, Math.max(0, plain.lastIndexOf(n))))
                .orElse(plain);
        List<Durations.Found> lengths = Durations.scan(withoutName);
        if (lengths.size() != 1 || !ASKS_FOR_TIMER.matcher(withoutName).find() || NOT_A_REQUEST.matcher(withoutName).find()) {
            return Optional.empty();
        }
        String said = withoutName.substring(lengths.get(0).start(), lengths.get(0).end());
        IntentMatch m = new IntentMatch("timer_set", Map.of("d", said), "{d}…", 0.9, said);
        return Optional.of(TimerNames.withNameSaid(m, utterance));
    }
}
