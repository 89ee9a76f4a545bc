package homebot.skills.cooking;

import homebot.skills.api.nlu.Durations;
import homebot.skills.api.nlu.IntentCatalog;
import homebot.skills.api.nlu.IntentMatch;
import homebot.skills.api.nlu.TextNormalizer;
import homebot.skills.api.nlu.TimerNames;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Requests a recogniser ran on into why they were made, with no pause to split them: a timer asked for after why, and
 * a cancel said before it. {@link LocalIntents} asks these only when the whole sentence said nothing, and only when
 * the words were for homebot; each returns the request alone, to be read as if said alone.
 */
final class RunOnRequests {
    private final IntentCatalog catalog;

    RunOnRequests(IntentCatalog catalog) {
        this.catalog = catalog;
    }

    /**
     * "这边海拔高要焖久点帮我定个一个钟头就叫它肉", "高压锅焖饭定个十五分钟叫它饭": why first, then a timer asked for, with no
     * pause a recogniser wrote: the request from its verb on, read when the whole said nothing (and said to homebot). Not
     * when what comes first denies, asks or reports ("我妈说定个十分钟就够了"), nor without a length.
     */
    static Optional<String> timerAfterWhy(String utterance) {
        String plain = TextNormalizer.plain(utterance).replace(" ", "");
        Matcher opener = TIMER_OPENER.matcher(plain);
        int at = -1;
        while (opener.find()) {
            at = opener.start();
        }
        if (at < 2) {
            return Optional.empty();
        }
        String why = plain.substring(0, at);
        String request = plain.substring(at);
        if (WHY_THAT_TAKES_BACK.matcher(why).find() || Durations.scan(request).isEmpty()) {
            return Optional.empty();
        }
        // "…我趁到去洗衣服洗衣机定个四十五分钟": a thing timed at home, said just before the verb, names the timer
        int thing = TimerNames.thingAtEnd(why);
        return Optional.of(why.substring(why.length() - thing) + request);
    }

    /**
     * "哎呀计时全部取消掉乱掉了", "豆腐那个取消掉俺关火了": every timer, or one that runs named exactly, let go, then why,
     * with no pause a recogniser wrote; the request up to its verb, when that alone clearly cancels and why asks
     * nothing. (A name that no running timer has is left alone: read before a reason, such cancels cost closed slices
     * wrong actions.)
     */
    Optional<String> cancelThenWhy(String utterance, List<String> running) {
        Matcher m = CANCEL_THEN_WHY.matcher(TextNormalizer.plain(utterance).replace(" ", ""));
        if (!m.matches() || ASKS_OR_DENIES.matcher(m.group(2)).find()) {
            return Optional.empty();
        }
        String request = m.group(1);
        boolean cancels = catalog.matchAll(request, i -> i.startsWith("timer_cancel")).stream().filter(IntentMatch::confident)
                .anyMatch(x -> x.intent().equals("timer_cancel_all") || x.slot("name")
                        .map(n -> running.contains(TimerNames.clean(n))).orElse(false));
        return cancels ? Optional.of(request) : Optional.empty();
    }

    private static final Pattern CANCEL_THEN_WHY = Pattern.compile(
            "^(\\p{IsHan}*?(?:取消掉|取消了|取消|关掉|删掉|停掉|清掉)(?:了|吧|啊|哈)?)(\\p{IsHan}{2,10})$");
    /** A why that asks, denies, or takes the request back for another ("……不对，只取消泡茶那个"). */
    private static final Pattern ASKS_OR_DENIES = Pattern.compile("[吗么呢？?]|是不是|要不要|别|不要|不用|先不|不对|不是|错了|只|取消|那个");

    /**
     * Where a request for a timer starts: who is asked, then the verb and its measure word; with who is asked said, the
     * measure word may go ("一面煎三分钟帮我计三分钟").
     */
    private static final Pattern TIMER_OPENER = Pattern.compile("(?:帮我|给我|帮忙|你)?(?:再)?(?:定|计|设)(?:个|一个|上)"
            + "|(?:帮我|给我)(?:再)?(?:定|计|设)(?=[零一二两三四五六七八九十半0-9])");
    /** What first says that makes the request no request: a no, a question, someone's words reported. */
    private static final Pattern WHY_THAT_TAKES_BACK = Pattern.compile(
            "[不别没莫甭嫑覅吗么呢？?]|" + "说|问|讲|要不要|是不是|能不能|可不可以|怎么|多少|几|已经|取消");
}
