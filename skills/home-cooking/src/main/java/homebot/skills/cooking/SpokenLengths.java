package homebot.skills.cooking;

import homebot.skills.api.nlu.Answers;
import homebot.skills.api.nlu.Durations;
import homebot.skills.api.nlu.IntentCatalog;
import homebot.skills.api.nlu.IntentMatch;
import homebot.skills.api.nlu.Numbers;
import homebot.skills.api.nlu.TextNormalizer;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A length the cook says for a timer in words of their own, when no template read it: a bare count after a yes, a
 * length said alone, or another length than the one offered, before or after why. {@link LocalIntents} decides when
 * each reading applies (an offer open or not); this class only reads the length.
 */
final class SpokenLengths {
    private final IntentCatalog catalog;

    SpokenLengths(IntentCatalog catalog) {
        this.catalog = catalog;
    }

    /**
     * Another length answering an open offer: said alone ("十分钟吧", "make it ten minutes"), before or after why, or
     * as the synonyms read it ("okay put tree minutes", the th an accent says t).
     */
    Optional<Duration> instead(String utterance) {
        return alone(utterance, true).or(() -> lengthThenWhy(utterance)).or(() -> whyThenLength(utterance))
                .or(() -> alone(catalog.synonyms().apply(TextNormalizer.plain(utterance)), true));
    }

    /**
     * "Go on then, five", "yeah, make it six": a yes, then a bare count, takes the offer at that many of its own unit
     * (minutes for an offer in whole minutes, else seconds); once the offer has said the unit, speech drops it. Never a
     * step moved on ("go on") or a recipe scaled ("make it six").
     */
    static Optional<Duration> yesThenCount(String utterance, long offeredSeconds) {
        String rest = Answers.afterAYes(utterance).map(r -> r.toLowerCase(Locale.ROOT).strip()).orElse("");
        String before;
        do {
            before = rest;
            rest = COUNT_LEAD.matcher(rest).replaceFirst("");
            rest = COUNT_CLOSE.matcher(rest).replaceFirst("");
        } while (!rest.equals(before));
        if (rest.isEmpty() || rest.contains("个") && !rest.endsWith("个半")) {
            return Optional.empty(); // "好，两个" counts things
        }
        long unit = offeredSeconds % 60 == 0 ? 60 : 1;
        // ("ok, two" with thirty seconds offered sets no two-second timer)
        return Numbers.parse(rest).filter(n -> n * unit >= 5 && n * unit <= 4 * 3600)
                .map(n -> Duration.ofSeconds(Math.round(n * unit)));
    }

    /** What may come before the bare count ("then five", "make it six", "maybe seven", "那就八"). */
    private static final Pattern COUNT_LEAD = Pattern.compile(
            "^(?:then|make it|do|say|let's say|let's do|maybe|just|about|oh|um|uh|那就|就|那)(?:\\s+|(?=[一二两三四五六七八九十]))");
    /** What may close it ("six then", "八吧"). */
    private static final Pattern COUNT_CLOSE = Pattern.compile("\\s*(?:then|please|eh|mate|lah|la|ok|okay|吧|啊|呀|嘛)$");

    /**
     * A length said alone, with at most a yes or a filler around it ("yup, one minute", "fine, do three minutes then",
     * "okay po, two minutes", "对，五分钟", "three minutes, go"); answering an offer, also a length said instead of the
     * one offered ("make it ten minutes", "no, four minutes", "改成十分钟"), which with nothing offered corrects
     * nothing homebot knows of.
     */
    static Optional<Duration> alone(String utterance, boolean answering) {
        String lead = (answering ? ANSWER_BEFORE_A_LENGTH : YES_BEFORE_A_LENGTH).matcher(TextNormalizer.plain(utterance))
                .replaceFirst("");
        if (answering) {
            lead = VERB_BEFORE_A_LENGTH.matcher(lead).replaceFirst("");
        }
        return Durations.parse(AFTER_A_LENGTH.matcher(lead).replaceFirst(""));
    }

    /**
     * "这条鱼个头大，那就蒸十二分钟", "the batter is thick, so give it ten minutes": why first, then another length
     * answering the offer. The length's clause must be led by an answer's or the step's own word: a bare "米饭，二十分钟"
     * names what a timer is for. Only when why asks for nothing, declines nothing and says no length of its own.
     */
    private Optional<Duration> whyThenLength(String utterance) {
        List<String> clauses = IntentCatalog.clauses(utterance);
        if (clauses.size() == 1) {
            Matcher so = SO_THEN.matcher(clauses.get(0));
            clauses = so.find() ? List.of(clauses.get(0).substring(0, so.start()), clauses.get(0).substring(so.end())) : clauses;
        }
        if (clauses.size() < 2) {
            return Optional.empty();
        }
        String last = clauses.get(clauses.size() - 1);
        String lastPlain = TextNormalizer.plain(last).toLowerCase(Locale.ROOT);
        Optional<Duration> length = alone(last, true);
        if (length.isEmpty() || !LENGTH_LED.matcher(lastPlain).find()
                || catalog.matchAll(last, "timer_set"::equals).stream().anyMatch(IntentMatch::confident)) {
            return Optional.empty();
        }
        return saysMoreThanWhy(String.join("，", clauses.subList(0, clauses.size() - 1))) ? Optional.empty() : length;
    }

    private static final String LENGTH_VERBS_ZH = "蒸|煮|炖|焖|炒|烧|煎|烤|焯|卤|炸|熬|煲|泡|腌|醒|烫";
    private static final String LENGTH_VERBS_EN = "rest|cook|bake|boil|simmer|steam|fry|roast|stew|soak|leave";
    /** The step's own verb before the length ("蒸十二分钟吧", "let it rest for ten minutes"): the length is the answer. */
    private static final Pattern VERB_BEFORE_A_LENGTH = Pattern.compile(
            "^(?:(?:那就|所以|那|就|得|再)\\s*)?(?:" + LENGTH_VERBS_ZH + ")[个上]?\\s*(?=[零一二两三四五六七八九十半\\d])"
                    + "|^(?:(?:so|then|just)\\s+)?(?:(?:let it|give it a|leave it to)\\s+)?(?:" + LENGTH_VERBS_EN
                    + ")(?:\\s+(?:it|them))?(?:\\s+for)?\\s+|^(?:(?:so|then|just)\\s+)?give (?:it|them)(?:\\s+(?:another|for))?\\s+");
    /** What leads a length that answers after why: an answer's word, "so", or the step's own verb. */
    private static final Pattern LENGTH_LED = Pattern.compile(
            "^(?:那就|所以|那|就|得|改成|换成|还是|(?:" + LENGTH_VERBS_ZH + "))"
                    + "|^(?:so|then|just|make it|give|let it|(?:" + LENGTH_VERBS_EN + "))(?![a-z])");
    /** "it's a big bowl so make it eight minutes": why, then what, in one English clause. */
    private static final Pattern SO_THEN = Pattern.compile("(?i)(?<=[a-z'])\\s+(?=so\\s+\\S)");

    /**
     * "Make it ten minutes, these fish are big", "改成十分钟，鱼大": another length answering the offer, then why. Only
     * when what follows asks for nothing, declines nothing and says no length of its own, and the length is no timer
     * asked for outright.
     */
    private Optional<Duration> lengthThenWhy(String utterance) {
        List<String> clauses = IntentCatalog.clauses(utterance);
        if (clauses.size() < 2) {
            return Optional.empty();
        }
        Optional<Duration> first = alone(clauses.get(0), true);
        if (first.isEmpty() || catalog.matchAll(clauses.get(0), "timer_set"::equals).stream().anyMatch(IntentMatch::confident)) {
            return Optional.empty(); // "现在定两分半钟吧，我多焖一会儿": a timer asked for outright is read as one
        }
        return saysMoreThanWhy(String.join("，", clauses.subList(1, clauses.size()))) ? Optional.empty() : first;
    }

    /** Whether the words said beside another length ask, decline, answer or say a length of their own. */
    private boolean saysMoreThanWhy(String why) {
        String plain = TextNormalizer.plain(why).toLowerCase(Locale.ROOT);
        return !Durations.scan(plain).isEmpty() || LocalIntents.DECLINES_OFFER.matcher(plain).find()
                || Answers.of(why).isPresent() || catalog.matchAll(why, i -> true).stream().anyMatch(IntentMatch::confident);
    }

    /** (呐 and 哪: the northeast's 嗯呐 and 嗯哪, yes, read with the 嗯 dropped as a filler: "嗯呐四十分钟") */
    private static final String YES_WORDS_ZH = "要|就|定|计|对|好|行|嗯|呐|哪";
    private static final String YES_WORDS_EN = "just|yes|yeah|yep|yup|ya|sure|ok|okay|fine|do|po|put|better|please";
    private static final Pattern YES_BEFORE_A_LENGTH = Pattern.compile(
            "^(?:(?:" + YES_WORDS_ZH + ")+\\s*|(?:(?:" + YES_WORDS_EN + ")\\s+)+)");
    private static final Pattern ANSWER_BEFORE_A_LENGTH = Pattern.compile(
            "^(?:(?:还是|改成|换成|那|所以|" + YES_WORDS_ZH + ")+\\s*|(?:(?:make it|no|keep|" + YES_WORDS_EN + ")\\s+)+)");
    private static final Pattern AFTER_A_LENGTH = Pattern.compile(
            "(?:\\s+(?:go|go on|go ahead|thats it|that's it|yeah|yep|then|please|can|jom|lah|po|ok|okay))+$");
}
