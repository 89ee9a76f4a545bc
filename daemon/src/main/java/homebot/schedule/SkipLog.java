package homebot.schedule;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.store.JsonlFile;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/** {@code <workspace>/schedule/skipped.jsonl}: one line per follow-up the guardrails skipped. */
final class SkipLog {
    private final JsonlFile file;

    SkipLog(Path path, ObjectMapper json) {
        this.file = new JsonlFile(path, json);
    }

    void append(Map<String, Object> record) throws IOException {
        file.append(record);
    }

    List<JsonNode> readAll() throws IOException {
        return file.readAll();
    }
}
