package homebot.turn;

import homebot.config.Language;
import homebot.skills.api.Utterance;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The last link when no LLM is configured: says plainly, in one short spoken line, that this is not understood
 * offline and names two or three things that can be said right now (the active mode's phrases in a mode). At
 * most {@value #MAX_ZH} Chinese or {@value #MAX_EN} English characters; the full list is for "你会什么".
 */
public final class OfflineFallback implements TurnHandler {
    public static final int MAX_ZH = 40;
    public static final int MAX_EN = 120;

    private final Function<Language, List<String>> hints;
    private final Language defaultLanguage;

    /** {@code hints}: what can be said now, most useful first; the first two or three are named. */
    public OfflineFallback(Function<Language, List<String>> hints, Language defaultLanguage) {
        this.hints = hints;
        this.defaultLanguage = defaultLanguage;
    }

    @Override
    public Optional<TurnReply> handle(Utterance utterance, ReplySink sink) {
        Language lang = Language.of(utterance.text(), defaultLanguage);
        String text = text(lang, hints.apply(lang));
        sink.sentence(text);
        return Optional.of(new TurnReply(text, DialogueState.IDLE, "offline", null));
    }

    /** The spoken line, trimmed to the limit by naming fewer hints. */
    static String text(Language lang, List<String> hints) {
        for (int n = Math.min(3, hints.size()); n >= 0; n--) {
            String t = line(lang, hints.subList(0, n));
            if (t.length() <= (lang.isChinese() ? MAX_ZH : MAX_EN)) {
                return t;
            }
        }
        return lang.isChinese() ? "这个我离线答不了。" : "I can't answer that offline.";
    }

    private static String line(Language lang, List<String> hints) {
        if (lang.isChinese()) {
            StringBuilder sb = new StringBuilder("这个我离线答不了。");
            if (!hints.isEmpty()) {
                sb.append("可以说");
                hints.forEach(h -> sb.append('“').append(h).append('”'));
                sb.append('。');
            }
            return sb.toString();
        }
        StringBuilder sb = new StringBuilder("I can't answer that offline.");
        if (!hints.isEmpty()) {
            sb.append(" Try ");
            for (int i = 0; i < hints.size(); i++) {
                sb.append(i == 0 ? "" : i == hints.size() - 1 ? " or " : ", ").append('"').append(hints.get(i)).append('"');
            }
            sb.append('.');
        }
        return sb.toString();
    }
}
