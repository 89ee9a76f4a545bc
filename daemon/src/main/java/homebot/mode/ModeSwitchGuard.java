package homebot.mode;

import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The backend's check of a mode switch against the user's own words of this turn (seed 000): entering needs a
 * name of the mode and an enter verb, leaving needs a name and an exit verb. A verb that is negated right before
 * it ("不要打开", "don't start") does not count. Pure: no state, no I/O.
 */
public final class ModeSwitchGuard {
    public enum Action { ENTER, EXIT }

    /** {@code code} is {@code switch-allowed}, {@code switch-name-missing}, {@code switch-verb-missing} or {@code switch-verb-negated}. */
    public record Verdict(boolean allowed, String code, String reason) {}

    static final List<String> ENTER_ZH = List.of("打开", "进入", "开始", "切换", "启用", "开启", "启动");
    static final List<String> ENTER_EN = List.of("open", "enter", "start", "switch to", "turn on");
    static final List<String> EXIT_ZH = List.of("关闭", "退出", "结束", "停止");
    static final List<String> EXIT_EN = List.of("close", "exit", "end", "stop", "turn off", "quit", "leave");
    private static final Pattern NEGATION_ZH = Pattern.compile("(不要|不想|不用|不必|别|不)$");
    private static final Pattern NEGATION_EN = Pattern.compile("(?:\\b(?:don't|dont|do not|never|not)\\s*)$");

    public Verdict check(Action action, ModeDescriptor mode, String userWords) {
        String text = normalize(userWords);
        if (nameAt(text, mode) < 0) {
            return new Verdict(false, "switch-name-missing", "the user's words this turn (\"" + userWords.strip()
                    + "\") do not name the mode; say one of " + String.join(" / ", mode.names()));
        }
        List<String> zh = action == Action.ENTER ? ENTER_ZH : EXIT_ZH;
        List<String> en = action == Action.ENTER ? ENTER_EN : EXIT_EN;
        boolean found = false;
        for (String verb : zh) {
            for (int at = text.indexOf(verb); at >= 0; at = text.indexOf(verb, at + 1)) {
                found = true;
                if (!NEGATION_ZH.matcher(text.substring(Math.max(0, at - 2), at)).find()) {
                    return allowed();
                }
            }
        }
        for (String verb : en) {
            Matcher m = Pattern.compile("(?<![a-z])" + Pattern.quote(verb) + "(?![a-z])").matcher(text);
            while (m.find()) {
                found = true;
                if (!NEGATION_EN.matcher(text.substring(Math.max(0, m.start() - 10), m.start())).find()) {
                    return allowed();
                }
            }
        }
        String verbs = String.join(" ", zh) + " / " + String.join(", ", en);
        return found
                ? new Verdict(false, "switch-verb-negated", "the user's words this turn negate the request (\""
                        + userWords.strip() + "\")")
                : new Verdict(false, "switch-verb-missing", "the user's words this turn (\"" + userWords.strip()
                        + "\") contain no explicit " + (action == Action.ENTER ? "enter" : "exit") + " verb ("
                        + verbs + ")");
    }

    /** Where a name of the mode starts in normalized text, or -1. */
    static int nameAt(String normalizedText, ModeDescriptor mode) {
        for (String name : mode.names()) {
            int at = normalizedText.indexOf(normalize(name));
            if (at >= 0) {
                return at;
            }
        }
        return -1;
    }

    /**
     * Lower case; whitespace next to CJK characters removed (Vosk writes "打开 做饭 模式"), other runs of
     * whitespace collapsed to one space; full-width letters folded.
     */
    static String normalize(String s) {
        if (s == null) {
            return "";
        }
        String t = java.text.Normalizer.normalize(s, java.text.Normalizer.Form.NFKC).toLowerCase(Locale.ROOT)
                .replace('’', '\'');
        t = t.replaceAll("\\s+", " ").strip();
        return t.replaceAll("(?<=\\p{IsHan}) (?=\\S)|(?<=\\S) (?=\\p{IsHan})", "");
    }

    private static Verdict allowed() {
        return new Verdict(true, "switch-allowed", "");
    }
}
