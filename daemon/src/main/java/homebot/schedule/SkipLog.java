package homebot.schedule;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.store.JsonlFile;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;

/**
 * {@code <workspace>/schedule/skipped.jsonl}: one line per follow-up the guardrails skipped. Reading goes through
 * {@link JsonlFile}; appending is done here because {@code JsonlFile.append} opens its channel with READ + APPEND,
 * which the JDK refuses (reported to the integrator). The format is the same: one complete line, forced to disk,
 * a torn last line terminated before the next append.
 */
final class SkipLog {
    private final Path path;
    private final ObjectMapper json;

    SkipLog(Path path, ObjectMapper json) {
        this.path = path;
        this.json = json;
    }

    synchronized void append(Map<String, Object> record) throws IOException {
        String line = json.writeValueAsString(record);
        Files.createDirectories(path.toAbsolutePath().getParent());
        boolean needsNewline = false;
        if (Files.exists(path) && Files.size(path) > 0) {
            try (FileChannel in = FileChannel.open(path, StandardOpenOption.READ)) {
                ByteBuffer last = ByteBuffer.allocate(1);
                in.read(last, in.size() - 1);
                needsNewline = last.get(0) != '\n';
            }
        }
        byte[] bytes = ((needsNewline ? "\n" : "") + line + "\n").getBytes(StandardCharsets.UTF_8);
        try (FileChannel out = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.APPEND)) {
            ByteBuffer buf = ByteBuffer.wrap(bytes);
            while (buf.hasRemaining()) {
                out.write(buf);
            }
            out.force(false);
        }
    }

    List<JsonNode> readAll() throws IOException {
        return new JsonlFile(path, json).readAll();
    }
}
