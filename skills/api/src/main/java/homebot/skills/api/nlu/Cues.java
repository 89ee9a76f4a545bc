package homebot.skills.api.nlu;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * The engine's last reading, for a request said in words no template reads: one word that only that request uses
 * ("那还剩下几步没做呢" has 剩…几步, "onwards" means the next step), kept as data beside the templates
 * ({@code cues: {next: {zh-CN: [下一步, 接下来], en-US: [next, onwards]}}}; the first word of each language is what a
 * question about it says). A cue is never sure of itself: a request that changes something is asked about first
 * ("是要下一步吗？"), and only a question whose answer changes nothing ({@code answers: true}: the time, how many
 * steps are left) is answered at once. Nothing is read from a sentence that negates, waits, reports someone else's
 * words or speaks of another time: "我孙子说他下一步也想学做饭" asks for nothing.
 */
public final class Cues {
    /** A harmless answer: confident, so it is said at once, but below any template's match. */
    static final double ANSWERS = 0.86;
    /** A request that would change something: asked about first. */
    static final double ASKS = 0.7;
    /** The words around the cue that make it no request. */
    private static final Pattern VETO = Pattern.compile(
            "不(?!好意思)|别|没(?!听)|甭|他|她|孙子|孩子|老公|老婆|妈|爸|昨天|明天|下次|下回|上次|以前|电话|等等|等一下|等会|稍等|如果|要是|"
                    // an opinion, or the mode named (the mode guard's business, not a guess's)
                    + "觉得|以为|听说|烦|讨厌|模式|"
                    + "(?<![a-z])(?:not|no|nope|never|nah|dont|didnt|doesnt|isnt|wasnt|wont|cant|he|she|they|his|her|my mum|my mom|"
                    + "my wife|my husband|my friend|yesterday|tomorrow|last time|next time|wait|hold on|if|texting|lol|mode|hate|annoying)(?![a-z])");
    /** Longer than this once the cue is taken out, the sentence is about something else. */
    private static final int MAX_HAN_AROUND = 20;
    private static final int MAX_WORDS_AROUND = 14;

    private record Cue(String intent, Pattern pattern, String said, boolean answers) {}

    private final List<Cue> zh = new ArrayList<>();
    private final List<Cue> en = new ArrayList<>();

    /** Adds the {@code cues:} section of one file; {@code origin} names it in errors. */
    void add(JsonNode node, String origin) {
        for (Map.Entry<String, JsonNode> intent : node.properties()) {
            JsonNode spec = intent.getValue();
            boolean answers = spec.path("answers").asBoolean(false);
            for (String lang : List.of("zh-CN", "en-US")) {
                JsonNode words = spec.path(lang);
                if (words.isMissingNode()) {
                    continue;
                }
                if (!words.isArray() || words.isEmpty()) {
                    throw new IllegalStateException(origin + ": cues of '" + intent.getKey() + "' " + lang
                            + " must be a non-empty list");
                }
                String said = words.get(0).asText().replaceAll("[()?|\\[\\]]", "");
                for (JsonNode w : words) {
                    // a cue is a regular expression over the plain text (lower case, no apostrophes)
                    String word = w.asText().toLowerCase(Locale.ROOT).replace("'", "");
                    Pattern p;
                    try {
                        p = Pattern.compile(lang.equals("en-US") ? "(?<![a-z])(?:" + word + ")(?![a-z])" : word);
                    } catch (java.util.regex.PatternSyntaxException e) {
                        throw new IllegalStateException(origin + ": cue '" + w.asText() + "' of '" + intent.getKey()
                                + "' is no valid pattern: " + e.getDescription(), e);
                    }
                    (lang.equals("en-US") ? en : zh).add(new Cue(intent.getKey(), p, said, answers));
                }
            }
        }
    }

    /** The plainest way to say {@code intent} in Chinese or English: its first cue there, if it has cues there. */
    Optional<String> said(String intent, boolean chinese) {
        return (chinese ? zh : en).stream().filter(c -> c.intent().equals(intent)).map(Cue::said).findFirst();
    }

    /**
     * The first enabled intent (in file order: write the specific ones first) one of whose cues the plain text
     * holds, unless the rest of the sentence vetoes it.
     */
    Optional<IntentMatch> match(String plain, Predicate<String> enabled) {
        String text = plain.toLowerCase(Locale.ROOT);
        List<List<Cue>> lists = new ArrayList<>();
        if (Languages.isChinese(text)) {
            lists.add(zh);
        }
        if (Languages.hasLatin(text)) {
            lists.add(en);
        }
        for (List<Cue> list : lists) {
            for (Cue cue : list) {
                if (!enabled.test(cue.intent())) {
                    continue;
                }
                if (!cue.pattern().matcher(text).find()) {
                    continue;
                }
                // every cue of the intent is taken out: "还剩下几步没做" has 剩下几步 and 几步没做, and no negation
                boolean[] cued = new boolean[text.length()];
                for (Cue same : list) {
                    if (same.intent().equals(cue.intent())) {
                        java.util.regex.Matcher m = same.pattern().matcher(text);
                        while (m.find()) {
                            java.util.Arrays.fill(cued, m.start(), m.end(), true);
                        }
                    }
                }
                StringBuilder rest = new StringBuilder();
                for (int i = 0; i < text.length(); i++) {
                    rest.append(cued[i] ? ' ' : text.charAt(i));
                }
                String around = rest.toString().replaceAll("\\s+", " ").strip();
                if (VETO.matcher(around).find() || tooLong(around)) {
                    return Optional.empty(); // the sentence's first cue is what it is about: no second guess
                }
                return Optional.of(new IntentMatch(cue.intent(), Map.of(), "cue:" + cue.pattern().pattern(),
                        cue.answers() ? ANSWERS : ASKS, cue.said()));
            }
        }
        return Optional.empty();
    }

    private static boolean tooLong(String around) {
        long han = around.codePoints().filter(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN).count();
        long words = around.isBlank() ? 0 : around.replaceAll("\\p{IsHan}", " ").strip().split("\\s+").length;
        return han > MAX_HAN_AROUND || words > MAX_WORDS_AROUND;
    }
}
