package homebot.agent;

import homebot.turn.DialogueState;
import java.util.Locale;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Cuts streamed reply text into sentences as soon as each one is complete, so the TTS can speak the first while
 * the model still writes the rest. Splits after 。！？；!?; and newlines, and after '.' followed by white space
 * (not in 1.5, not after e.g./Mr./a list number "1."); a clause over {@link #MAX_CHARS} characters without a
 * sentence end is cut after its last comma. Strips the dialogue-state tag first. Every sentence is
 * emitted exactly once; {@link #finish()} flushes the rest.
 */
public final class SentenceSplitter {
    private static final String STRONG = "。！？；!?;";
    private static final String SOFT = "，、：,:";
    /** A clause this long without a sentence end is cut at its last comma so the TTS need not wait. */
    static final int MAX_CHARS = 80;
    private static final String CLOSERS = "\"'”’）)】」』》";
    private static final Set<String> ABBREVIATIONS = Set.of("e.g.", "i.e.", "mr.", "mrs.", "ms.", "dr.", "vs.", "st.",
            "no.", "approx.", "min.", "max.", "etc.");

    private final Consumer<String> out;
    private final StateTagFilter tags = new StateTagFilter();
    private final StringBuilder buffer = new StringBuilder();
    private String lastSentence;

    public SentenceSplitter(Consumer<String> out) {
        this.out = out;
    }

    public void accept(String delta) {
        buffer.append(tags.accept(delta));
        drain(false);
    }

    /** End of the text: emit what is left as a last sentence. */
    public void finish() {
        buffer.append(tags.finish());
        drain(true);
        emit(buffer.toString());
        buffer.setLength(0);
    }

    /** The dialogue_state tag the model wrote, or null. */
    public DialogueState taggedState() {
        return tags.state();
    }

    /** The last sentence emitted, or null: input for the dialogue_state fallback. */
    public String lastSentence() {
        return lastSentence;
    }

    private void drain(boolean atEnd) {
        int start = 0;
        for (int i = 0; i < buffer.length(); i++) {
            char c = buffer.charAt(i);
            int end = -1;
            if (c == '\n') {
                end = i + 1;
            } else if (STRONG.indexOf(c) >= 0) {
                end = extend(i + 1);
            } else if (c == '.') {
                if (i + 1 >= buffer.length()) {
                    if (!atEnd) {
                        break; // "1." might become "1.5": wait for the next delta
                    }
                    end = i + 1;
                } else if (Character.isWhitespace(buffer.charAt(i + 1)) || CLOSERS.indexOf(buffer.charAt(i + 1)) >= 0) {
                    if (!isAbbreviationOrNumber(start, i)) {
                        end = extend(i + 1);
                    }
                }
            }
            if (end > 0) {
                emit(buffer.substring(start, end));
                start = end;
                i = end - 1;
            }
        }
        buffer.delete(0, start);
        if (buffer.length() > MAX_CHARS) {
            for (int i = buffer.length() - 1; i > 0; i--) {
                if (SOFT.indexOf(buffer.charAt(i)) >= 0) {
                    emit(buffer.substring(0, i + 1));
                    buffer.delete(0, i + 1);
                    break;
                }
            }
        }
    }

    /** Takes trailing terminators and closing quotes into the sentence ("真的吗？！", "He said \"no.\""). */
    private int extend(int from) {
        int j = from;
        while (j < buffer.length() && (STRONG.indexOf(buffer.charAt(j)) >= 0 || CLOSERS.indexOf(buffer.charAt(j)) >= 0)) {
            j++;
        }
        return j;
    }

    private boolean isAbbreviationOrNumber(int start, int dot) {
        int w = dot;
        while (w > start && !Character.isWhitespace(buffer.charAt(w - 1))) {
            w--;
        }
        String word = buffer.substring(w, dot + 1).toLowerCase(Locale.ROOT);
        if (ABBREVIATIONS.contains(word)) {
            return true;
        }
        String bare = word.substring(0, word.length() - 1);
        // list numbers ("1. ") and initials ("J. ") are not sentence ends
        return !bare.isEmpty() && (bare.chars().allMatch(Character::isDigit)
                || (bare.length() == 1 && Character.isLetter(bare.charAt(0))));
    }

    private void emit(String raw) {
        String s = raw.strip();
        if (s.isEmpty() || s.chars().noneMatch(Character::isLetterOrDigit)) {
            return;
        }
        lastSentence = s;
        out.accept(s);
    }
}
