package homebot.mode;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import homebot.skills.api.TurnRecord;
import homebot.store.JsonlFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * A mode session's {@code conversation.jsonl}: one line per finished turn, written by the backend only, with
 * the keys {@code timestamp, channel, chat_id, speaker_id, user, assistant}, plus {@code failed} on a failed turn and
 * {@code kind}/{@code reminder} (instead of {@code user}) on a proactive one (see {@link TurnRecord}).
 */
final class ConversationLog {
    static final String FILE_NAME = "conversation.jsonl";

    private final JsonlFile file;
    private final ObjectMapper json;

    ConversationLog(Path sessionDir, ObjectMapper json) {
        this.file = new JsonlFile(sessionDir.resolve(FILE_NAME), json);
        this.json = json;
    }

    Path path() {
        return file.path();
    }

    void append(TurnRecord t) throws IOException {
        ObjectNode line = json.createObjectNode();
        line.put("timestamp", t.timestamp());
        line.put("channel", t.channel());
        line.put("chat_id", t.chatId());
        line.put("speaker_id", t.speakerId());
        if (t.proactive()) {
            line.put("kind", TurnRecord.PROACTIVE);
            line.put("reminder", t.user());
        } else {
            line.put("user", t.user());
        }
        line.put("assistant", t.assistant());
        if (t.failed()) {
            line.put("failed", t.failure());
        }
        file.append(line);
    }

    /** Every readable turn, oldest first (a torn last line is skipped by {@link JsonlFile} with a warning). */
    List<TurnRecord> read() {
        List<JsonNode> lines;
        try {
            lines = file.readAll();
        } catch (IOException e) {
            throw new UncheckedIOException("could not read " + file.path(), e);
        }
        List<TurnRecord> out = new ArrayList<>(lines.size());
        for (JsonNode n : lines) {
            if (n.isObject()) {
                boolean proactive = TurnRecord.PROACTIVE.equals(text(n, "kind"));
                out.add(new TurnRecord(text(n, "timestamp"), text(n, "channel"), text(n, "chat_id"),
                        text(n, "speaker_id"), text(n, proactive ? "reminder" : "user"), text(n, "assistant"),
                        proactive ? TurnRecord.PROACTIVE : TurnRecord.USER, text(n, "failed")));
            }
        }
        return out;
    }

    private static String text(JsonNode n, String field) {
        JsonNode v = n.get(field);
        return v == null || v.isNull() ? "" : v.asText();
    }
}
