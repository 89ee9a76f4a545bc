package homebot.turn;

import homebot.config.Language;
import homebot.skills.api.Utterance;
import java.util.Optional;

/**
 * First link of the chain: an utterance too long to be speech (a pasted document, a stuck input) is answered
 * at once and never sent to an intent or a model.
 */
public final class UtteranceGuard implements TurnHandler {
    private static final java.util.regex.Pattern ANSI_ESCAPE =
            java.util.regex.Pattern.compile("\u001b(?:\\[[0-9;?]*[ -/]*[@-~]|[@-Z\\\\-_])");

    private final int maxChars;
    private final Language defaultLanguage;

    public UtteranceGuard(int maxChars, Language defaultLanguage) {
        this.maxChars = maxChars;
        this.defaultLanguage = defaultLanguage;
    }

    @Override
    public Optional<TurnReply> handle(Utterance utterance, ReplySink sink) {
        int length = utterance.text().codePointCount(0, utterance.text().length());
        if (length <= maxChars) {
            return Optional.empty();
        }
        Language lang = Language.of(utterance.text().substring(0, Math.min(200, utterance.text().length())), defaultLanguage);
        String text = lang.isChinese()
                ? "这段话太长了（" + length + " 个字），请说短一点，不超过 " + maxChars + " 个字。"
                : "That was too long (" + length + " characters). Please keep it under " + maxChars + ".";
        sink.sentence(text);
        return Optional.of(new TurnReply(text, DialogueState.IDLE, "guard", "utterance-too-long"));
    }

    /** Removes control characters (keeps tabs as spaces) so they never reach a prompt, a log line or a file. */
    public static String sanitize(String text) {
        text = ANSI_ESCAPE.matcher(text).replaceAll("");
        StringBuilder sb = new StringBuilder(text.length());
        text.codePoints().forEach(cp -> {
            if (cp == '\t') {
                sb.append(' ');
            } else if (!Character.isISOControl(cp) && Character.getType(cp) != Character.FORMAT || cp == 0x200D) {
                sb.appendCodePoint(cp);
            }
        });
        return sb.toString().strip();
    }
}
