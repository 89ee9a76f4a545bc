package homebot.skills.api.nlu;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * Yes or no to the question homebot just asked, in the forms people say them (data: {@code answers.yaml}):
 * "要的", "行啊", "好嘞", "sounds good", "不用了", "not now". A thanks around the answer ("不用了谢谢", "yes
 * please, thanks") and a repeated answer ("好的好的", "行行行", "不用不用") count as the answer. The one home of
 * yes/no for the daemon's questions and every skill's.
 */
public final class Answers {
    public enum Answer { YES, NO }

    private static final IntentCatalog CATALOG = IntentCatalog.load(Answers.class.getClassLoader(),
            "homebot/skills/api/nlu/answers.yaml");
    private static final Set<String> INTENTS = Set.of("yes", "no");
    private static final Pattern THANKS = Pattern.compile(
            // Cantonese 唔该 (thanks for a favour), as a recogniser may write it (五该)
            "^(?:谢谢你?|谢啦|谢了|多谢|唔该晒|唔该|五该|thanks|thank you)\\s*|\\s*(?:谢谢你?|谢啦|谢了|多谢|唔该晒|唔该|五该|thanks|thank you|thanks a lot"
                    // thanks as an accent says it (th said s or t: "yes, tank you")
                    + "|sank you|tank you|tenk you)$");

    private Answers() {}

    /**
     * A length said back with a tag that asks whether it was heard right: Mandarin 是吧 / 是不是 / 对吧, Jin 是哇, Wu 是伐 (which a
     * recogniser writes 四伐: never four seconds), Sichuan 哈, Cantonese 系吧 / 系唔系, a surprised 啊 / 哦, "right?", "is it?";
     * or the length alone with a question mark. The words, then the tag, and nothing else.
     */
    private static final Pattern ASKED_BACK = Pattern.compile(
            "^(.+?)[\\s,，]*(?:(?:是不是|系唔系|系咪|系吧|是吧|是伐|四伐|是罚|是哇|对哇|对吧|对不对|对伐|是吗|对吗|吗|是哈|对哈|哈|啊|哦|噢|喔)[啊哦噢喔]?"
                    + "|(?<![a-z])(?:right|is it|isn't it|isnt it|innit|correct|yeah\\?))[\\s?？。.!！]*$"
                    // "Thirty seconds?", "三分钟？": the length alone, asked with the voice going up
                    + "|^(.+?)\\s*[?？]+\\s*$",
            Pattern.CASE_INSENSITIVE);

    /**
     * The length the words repeat as a question back ("两分钟是吧", "八 分 钟 四 伐", "十五婚钟哈", "三分钟啊",
     * "five minutes, right?", "Thirty seconds?"):
     * the cook checking what they heard, which takes nothing, however much a 是 or a "right" sounds like a yes. A plain
     * "三分钟，好" or "两分钟吧" is no question: empty.
     */
    public static Optional<java.time.Duration> askedBack(String words) {
        if (words == null) {
            return Optional.empty();
        }
        String s = words.strip().replaceAll("(?<=\\p{IsHan})\\s+(?=\\p{IsHan})", "");
        java.util.regex.Matcher m = ASKED_BACK.matcher(s);
        if (!m.matches()) {
            return Optional.empty();
        }
        String length = TextNormalizer.plain(m.group(1) != null ? m.group(1) : m.group(2)).strip().toLowerCase(java.util.Locale.ROOT);
        // the step's own verb before the length ("蒸八分钟是吧", "simmer ten minutes, right?") is no part of it
        return Durations.parse(length.replaceFirst("^(?:就|那|那就|so|so it's|so its|it's|its)\\s*", "")
                .replaceFirst("^(?:再|先)?[蒸煮炖焖炒烧煎烤焯卤炸熬煲泡腌][个上]?(?=\\S)|^(?:steam|boil|simmer|cook|fry|bake|roast|rest)\\s+(?:it\\s+)?(?:for\\s+)?", ""));
    }

    /** The answer the words give, or empty when they are something else. */
    public static Optional<Answer> of(String words) {
        return of(words, w -> Optional.empty());
    }

    /**
     * The answer the words give, also by a caller's own answers ({@code local}: a skill's "开始计时", "skip it"),
     * and by two answers of one mind said together ("好啊计时吧", "不用了我自己看着", "nah I'm fine", "yes set it").
     */
    public static Optional<Answer> of(String words, java.util.function.Function<String, Optional<Answer>> local) {
        if (reassuredNo(words, local)) {
            return Optional.of(Answer.NO);
        }
        Optional<Answer> whole = single(words).or(() -> local.apply(words));
        if (whole.isPresent()) {
            return whole;
        }
        String t = TextNormalizer.plain(words);
        List<Integer> cuts = cuts(t);
        if (cuts.size() > 14) {
            return Optional.empty(); // a sentence, not an answer
        }
        for (int cut : cuts) {
            String a = t.substring(0, cut).strip();
            String b = t.substring(cut).strip();
            Optional<Answer> first = single(a).or(() -> local.apply(a));
            if (first.isPresent() && (first.equals(single(b).or(() -> local.apply(b)))
                    || first.get() == Answer.NO && WAITS.matcher(b).matches())) {
                return first;
            }
        }
        // a reason first, the answer last ("肉还没切，先别计时", "already got a timer, no need"): the last clause answers
        // when no clause before it gives the other answer
        List<String> clauses = IntentCatalog.clauses(words);
        if (clauses.size() > 1) {
            String last = clauses.get(clauses.size() - 1);
            Optional<Answer> answer = single(last).or(() -> local.apply(last));
            if (answer.isPresent() && clauses.subList(0, clauses.size() - 1).stream()
                    .noneMatch(c -> single(c).or(() -> local.apply(c)).filter(x -> x != answer.get()).isPresent())) {
                return answer;
            }
        }
        return Optional.empty();
    }

    /**
     * "没问题", "没麻达", "it's fine": a yes in form that, after a no, only says the no is no trouble ("不要，没麻达",
     * "no, that's fine"), as a later clause that changes the mind does not ("不用，算了，计吧").
     */
    private static final Pattern REASSURES = Pattern.compile(
            "(?:没问题|没事儿?|没关系|不要紧|不碍事|没麻达|没嘛达|没马达|么麻达|没啥麻达|冒问题|冇问题|没得问题|莫得问题|无所谓)[的啊呀哈嘛哩呢了]*"
                    + "|(?:no (?:problem|worries|bother|wahala)|(?:that's|thats|that is|it's|its|it is|we're|were|i'm|im) "
                    + "(?:fine|ok|okay|alright|all right|grand|good|sorted|all set)|all good|all set|you're (?:alright|fine|good|grand)|fine|grand)"
                    + "(?: (?:thanks|thank you|mate|love|dear))?",
            Pattern.CASE_INSENSITIVE);

    /**
     * "等一哈", "hang on a sec": a wait, which after a no only says when ("莫慌等一哈", "未好，等下", "no, hang on"),
     * and alone is no answer at all.
     */
    private static final Pattern WAITS = Pattern.compile(
            // (等一 is 等一哈 with its 哈 read off as a particle)
            "(?:再|先)?(?:等一下|等下|等一下下|等一哈|等哈|等等|等会儿?|等一会儿?|等一阵|等阵|稍等|等一等|等一)(?:先|啦|呀|嘛|哈|咯|啊|吧|喇|住)*"
                    + "|(?:wait|hang on|hold on|houl on|haud on|one sec|one second|give me a (?:sec|second|minute|moment))"
                    + "(?: (?:a )?(?:sec|second|minute|moment|bit|tick))?(?: (?:love|duck|mate|pet|dear|now))?",
            Pattern.CASE_INSENSITIVE);

    /** A no, then only words that say it is no trouble ("不要，没麻达", "no, it's fine") or wait: the no stands. */
    private static boolean reassuredNo(String words, java.util.function.Function<String, Optional<Answer>> local) {
        List<String> clauses = IntentCatalog.clauses(words);
        if (clauses.size() < 2) {
            return false;
        }
        String first = clauses.get(0);
        return single(first).or(() -> local.apply(first)).filter(a -> a == Answer.NO).isPresent()
                && clauses.subList(1, clauses.size()).stream()
                        .allMatch(c -> REASSURES.matcher(TextNormalizer.plain(c).strip()).matches()
                                || WAITS.matcher(TextNormalizer.plain(c).strip()).matches()
                                // as said too: the plain form drops a 嘛 that is no particle in 没嘛达
                                || REASSURES.matcher(TextNormalizer.normalize(c).replaceAll("[\\s,.!?，。！？]+$", "")).matches());
    }

    /**
     * "不要不要莫搞那么复杂", "ah no not yet im waiting on the shopping": a no said first, then why; what follows the
     * longest opening that is a no. Empty when no opening is a no, when an opening is a yes ("no problem, go
     * ahead"), or when what follows says yes. Whether the rest asks for something else is the caller's to judge.
     */
    public static Optional<String> afterANo(String words) {
        String t = TextNormalizer.plain(words);
        boolean chinese = Languages.isChinese(t);
        int end = openingEnd(t, Answer.NO);
        if (end < 0 || end > 12 && chinese) {
            return Optional.empty();
        }
        String rest = t.substring(end).strip();
        return rest.isEmpty() || of(rest).filter(a -> a == Answer.YES).isPresent() ? Optional.empty() : Optional.of(rest);
    }

    /**
     * "yes we done", "对，做完了": a yes said first, then more; what follows the longest opening that is a yes. Empty
     * when no opening is a yes, when an opening is a no, or when nothing follows.
     */
    public static Optional<String> afterAYes(String words) {
        // the plain words first; then as said, since the plain form drops 嗯 as a filler and a northeastern 嗯呐 (yes)
        // with it ("嗯呐，完事了")
        for (String t : List.of(TextNormalizer.plain(words), TextNormalizer.normalize(words))) {
            int end = openingEnd(t, Answer.YES);
            String rest = end < 0 ? "" : t.substring(end).strip();
            if (!rest.isEmpty()) {
                return Optional.of(rest);
            }
        }
        return Optional.empty();
    }

    /**
     * Where the longest opening of the plain words {@code t} that is {@code answer} ends; -1 when no opening is, or
     * when one is the other answer ("no problem, go ahead" opens with no no).
     */
    private static int openingEnd(String t, Answer answer) {
        int end = -1;
        for (int i : cuts(t)) {
            Optional<Answer> opening = single(t.substring(0, i).strip());
            if (opening.isPresent() && opening.get() != answer) {
                return -1;
            }
            if (opening.isPresent()) {
                end = i;
            }
        }
        return end;
    }

    /** Where the plain words may be cut in two: between two Chinese characters, or at a space between English words. */
    private static List<Integer> cuts(String t) {
        boolean chinese = Languages.isChinese(t);
        List<Integer> cuts = new java.util.ArrayList<>();
        for (int i = 1; i < t.length(); i++) {
            if (chinese ? t.charAt(i) != ' ' && t.charAt(i - 1) != ' ' : t.charAt(i) == ' ') {
                cuts.add(i);
            }
        }
        return cuts;
    }

    /** Nigerian Pidgin na before a word is "it is" ("na so": that's right; "na wa", "na true"), not Shetland's no. */
    private static final Pattern PIDGIN_NA = Pattern.compile(
            "^na\\s+(?:so|im|wa|true|dat|that|why|how|who|wetin|di|de|the|am)(?![a-z'])", Pattern.CASE_INSENSITIVE);

    /**
     * The French creoles' wi (yes: St Lucian and Dominican Kwéyòl, Haitian), alone or with a please or thanks; read before
     * the synonyms, which take a Caribbean "wi" in a sentence for "we".
     */
    private static final Pattern CREOLE_YES = Pattern.compile("^wi(?: wi)*(?: (?:souple|souplé|silvouple|mèsi|mesi|dakò|dako))?$");

    private static Optional<Answer> single(String words) {
        String said = TextNormalizer.normalize(words);
        if (PIDGIN_NA.matcher(said).find()) {
            return Optional.empty();
        }
        if (CREOLE_YES.matcher(said).matches()) {
            return Optional.of(Answer.YES);
        }
        String bare = THANKS.matcher(said).replaceAll("").strip();
        if (!bare.isEmpty()) {
            said = bare;
        }
        String t = TextNormalizer.plain(said);
        // a final 了 closes an answer ("先不用了", "麻烦你了"); elsewhere it can mean done ("好了"), so only here
        String noLe = t.endsWith("了") && t.length() > 2 ? t.substring(0, t.length() - 1) : t;
        // the raw words last: their clause breaks let "中，给我计上" / "先不用，我就烧壶水" answer with the first clause
        for (String candidate : new String[] {said, t, noLe, unrepeated(t), words}) {
            Optional<IntentMatch> m = CATALOG.match(candidate, INTENTS::contains).filter(IntentMatch::confident);
            if (m.isPresent()) {
                return Optional.of(m.get().intent().equals("yes") ? Answer.YES : Answer.NO);
            }
        }
        return Optional.empty();
    }

    public static boolean isYes(String words) {
        return of(words).filter(a -> a == Answer.YES).isPresent();
    }

    public static boolean isNo(String words) {
        return of(words).filter(a -> a == Answer.NO).isPresent();
    }

    /** "好的好的" → "好的", "行行行" → "行", "yes yes" → "yes": the shortest unit the text repeats, or the text. */
    static String unrepeated(String t) {
        String s = t.replace(" ", "");
        for (int len = 1; len <= s.length() / 2; len++) {
            if (s.length() % len == 0 && s.substring(0, len).repeat(s.length() / len).equals(s)) {
                String unit = s.substring(0, len);
                return Languages.isChinese(unit) ? unit : t.substring(0, t.indexOf(' ') < 0 ? t.length() : t.indexOf(' '));
            }
        }
        return t;
    }
}
