package homebot.agent;

import homebot.turn.DialogueState;
import java.util.Locale;

/**
 * Removes {@code <state>…</state>} from streamed text, even when the tag is split across deltas: text that could
 * be the start of a tag is held back until the next delta shows whether it is one. Remembers the last value.
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
                out.append(pending, 0, pending.length() - keep);
                pending.delete(0, pending.length() - keep);
                return out.toString();
            }
            int close = lower.indexOf(DialogueStateProtocol.CLOSE, open);
            if (close < 0) {
                out.append(pending, 0, open);
                pending.delete(0, open);
                return out.toString(); // inside a tag: wait for its end
            }
            record(pending.substring(open + DialogueStateProtocol.OPEN.length(), close));
            out.append(pending, 0, open);
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
        }
        pending.setLength(0);
        return rest;
    }

    /** The value of the last tag seen, or null. */
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
