package homebot.agent;

import homebot.turn.DialogueState;
import java.util.Locale;

/**
 * Removes {@code <state>…</state>} from streamed text, even when the tag is split across deltas: text that could
 * be the start of a tag is held back until the next delta shows whether it is one. Only a tag at the end of the
 * reply decides: words after a tag cancel it, so "<state>IDLE</state>要加糖吗？" is judged by its question.
 */
final class StateTagFilter {
    private final StringBuilder pending = new StringBuilder();
    private DialogueState state;

    /** Returns the text that is certainly not part of a tag. */
    String accept(String delta) {
        pending.append(delta);
        StringBuilder out = new StringBuilder();
        while (true) {
            String lower = pending.toString().toLowerCase(Locale.ROOT);
            int open = lower.indexOf(DialogueStateProtocol.OPEN);
            if (open < 0) {
                int keep = partialOpenSuffix(lower);
                emit(out, pending.substring(0, pending.length() - keep));
                pending.delete(0, pending.length() - keep);
                return out.toString();
            }
            int close = lower.indexOf(DialogueStateProtocol.CLOSE, open);
            if (close < 0) {
                emit(out, pending.substring(0, open));
                pending.delete(0, open);
                return out.toString(); // inside a tag: wait for its end
            }
            emit(out, pending.substring(0, open));
            record(pending.substring(open + DialogueStateProtocol.OPEN.length(), close));
            pending.delete(0, close + DialogueStateProtocol.CLOSE.length());
        }
    }

    /** End of the text: an unterminated tag still counts; a lone partial "<sta" was just text. */
    String finish() {
        String lower = pending.toString().toLowerCase(Locale.ROOT);
        String rest;
        if (lower.startsWith(DialogueStateProtocol.OPEN)) {
            record(pending.substring(DialogueStateProtocol.OPEN.length()));
            rest = "";
        } else {
            rest = pending.toString();
            if (hasWords(rest)) {
                state = null;
            }
        }
        pending.setLength(0);
        return rest;
    }

    private void emit(StringBuilder out, String text) {
        if (hasWords(text)) {
            state = null; // the tag is not at the end: the reply's own shape decides
        }
        out.append(text);
    }

    /** Punctuation and spaces after a tag do not count as words. */
    private static boolean hasWords(String text) {
        return text.codePoints().anyMatch(Character::isLetterOrDigit);
    }

    /** The value of the tag that ends the text so far, or null (no tag, an unknown value, or words after it). */
    DialogueState state() {
        return state;
    }

    private void record(String value) {
        String v = value.strip().toUpperCase(Locale.ROOT);
        if (v.equals("WAITING")) {
            state = DialogueState.WAITING;
        } else if (v.equals("IDLE")) {
            state = DialogueState.IDLE;
        }
    }

    private static int partialOpenSuffix(String lower) {
        String open = DialogueStateProtocol.OPEN;
        for (int n = Math.min(open.length() - 1, lower.length()); n > 0; n--) {
            if (lower.endsWith(open.substring(0, n))) {
                return n;
            }
        }
        return 0;
    }
}
