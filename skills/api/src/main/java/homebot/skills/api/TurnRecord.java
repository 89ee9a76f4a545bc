package homebot.skills.api;

/**
 * One finished turn of a mode session, exactly one line of {@code conversation.jsonl}:
 * {@code {"timestamp","channel","chat_id","speaker_id","user","assistant"}}. Two kinds of line add a key:
 * a failed turn adds {@code "failed": "<error code>"} (seed 000 records every turn, failed ones too), and a
 * proactive turn (the backend woke the model; nobody spoke) has {@code "kind": "proactive"} and
 * {@code "reminder"} instead of {@code "user"}.
 *
 * @param user    the user's words; for a proactive turn the backend's reminder (never the user's words)
 * @param kind    {@link #USER} or {@link #PROACTIVE}
 * @param failure the error code of a failed turn, else null
 */
public record TurnRecord(String timestamp, String channel, String chatId, String speakerId, String user,
                         String assistant, String kind, String failure) {
    public static final String USER = "user";
    public static final String PROACTIVE = "proactive";

    public TurnRecord {
        kind = PROACTIVE.equals(kind) ? PROACTIVE : USER;
        failure = failure == null || failure.isBlank() ? null : failure;
    }

    public TurnRecord(String timestamp, String channel, String chatId, String speakerId, String user, String assistant) {
        this(timestamp, channel, chatId, speakerId, user, assistant, USER, null);
    }

    public boolean proactive() {
        return PROACTIVE.equals(kind);
    }

    public boolean failed() {
        return failure != null;
    }
}
