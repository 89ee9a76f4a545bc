package homebot.skills.api;

/**
 * One finished turn of a mode session, exactly one line of {@code conversation.jsonl}:
 * {@code {"timestamp","channel","chat_id","speaker_id","user","assistant"}}.
 */
public record TurnRecord(String timestamp, String channel, String chatId, String speakerId, String user,
                         String assistant) {}
