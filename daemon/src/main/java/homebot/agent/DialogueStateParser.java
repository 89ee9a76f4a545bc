package homebot.agent;

import homebot.turn.DialogueState;

/** Pure decisions about dialogue_state: read the model's tag from a reply, or fall back on the reply's shape. */
public final class DialogueStateParser {
    private static final String CLOSERS = "\"'”’）)】」』》 \t\r\n";

    private DialogueStateParser() {}

    /** A reply with the tag removed, and the tag's value (null when the model gave none). */
    public record Parsed(String text, DialogueState tagged) {}

    public static Parsed parse(String raw) {
        StateTagFilter filter = new StateTagFilter();
        String text = filter.accept(raw == null ? "" : raw) + filter.finish();
        return new Parsed(text.strip(), filter.state());
    }

    /** The model's tag wins; otherwise {@link #fallback}. */
    public static DialogueState decide(DialogueState tagged, String lastSentence) {
        return tagged != null ? tagged : fallback(lastSentence);
    }

    /** Without a tag: a reply whose last sentence is a question (? ？ 吗 呢 嘛 么) waits for an answer; else IDLE. */
    public static DialogueState fallback(String lastSentence) {
        if (lastSentence == null) {
            return DialogueState.IDLE;
        }
        int end = lastSentence.length();
        while (end > 0 && CLOSERS.indexOf(lastSentence.charAt(end - 1)) >= 0) {
            end--;
        }
        if (end == 0) {
            return DialogueState.IDLE;
        }
        char last = lastSentence.charAt(end - 1);
        if (last == '?' || last == '？') {
            return DialogueState.WAITING;
        }
        // 嘛 asks like a softer 吗 ("你也尝一口嘛"), and a sentence ending in 么 is nearly always 什么/怎么 asking
        if (last == '吗' || last == '呢' || last == '嘛' || last == '么') {
            return DialogueState.WAITING;
        }
        // "好吗。": 吗 asks even with a full stop; "呢。" is often a statement, so only 吗 gets this leniency
        if ((last == '。' || last == '.') && end > 1 && lastSentence.charAt(end - 2) == '吗') {
            return DialogueState.WAITING;
        }
        return DialogueState.IDLE;
    }
}
