package homebot.turn;

import homebot.config.Language;
import java.time.Duration;

/**
 * How long one turn may take as a whole, whatever its links do (30 tool rounds, a stuck local intent), and the
 * short apology the user hears when it runs out. {@link Duration#ZERO} means no limit (tests of single links).
 */
public record TurnDeadline(Duration limit, Language defaultLanguage) {
    public static final String CODE = "turn-deadline";

    public TurnDeadline {
        if (limit == null || limit.isNegative()) {
            throw new IllegalArgumentException("a turn deadline must be zero (none) or positive: " + limit);
        }
        defaultLanguage = defaultLanguage == null ? Language.ZH_CN : defaultLanguage;
    }

    public static TurnDeadline none() {
        return new TurnDeadline(Duration.ZERO, Language.ZH_CN);
    }

    public boolean bounded() {
        return !limit.isZero();
    }

    /** What the user hears when the turn ran out of time, in the language of their words. */
    public String apology(String userWords) {
        return apology(Language.of(userWords == null ? "" : userWords, defaultLanguage));
    }

    /** The one wording of the apology, whoever notices the time is up (the pipeline, or the agent between rounds). */
    public static String apology(Language lang) {
        return lang.isChinese() ? "抱歉，这次用的时间太长了，我先停下。请再说一遍。"
                : "Sorry, that took too long, so I stopped. Please say it again.";
    }
}
