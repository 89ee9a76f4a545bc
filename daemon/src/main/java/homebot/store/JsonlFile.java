package homebot.store;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * An append-only JSON Lines file. Each append writes one complete line and forces it to disk; a crash can
 * only tear the last line, which {@link #readAll} skips with a warning. Before appending after a torn line the
 * file is first terminated with a newline, so one torn record never swallows the next one.
 */
public final class JsonlFile {
    private static final Logger LOG = LoggerFactory.getLogger(JsonlFile.class);

    private final Path path;
    private final ObjectMapper json;

    public JsonlFile(Path path, ObjectMapper json) {
        this.path = path;
        this.json = json;
    }

    public Path path() {
        return path;
    }

    public synchronized void append(Object record) throws IOException {
        String line = json.writeValueAsString(record);
        if (line.indexOf('\n') >= 0) {
            throw new IllegalStateException("serialized JSON must be one line");
        }
        Files.createDirectories(path.toAbsolutePath().getParent());
        // Not APPEND: Java forbids READ with APPEND, and the last byte must be read to repair a torn line.
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.READ)) {
            ch.position(ch.size());
            StringBuilder out = new StringBuilder(line.length() + 2);
            if (ch.size() > 0 && !endsWithNewline(ch)) {
                out.append('\n');
            }
            out.append(line).append('\n');
            ByteBuffer buf = ByteBuffer.wrap(out.toString().getBytes(StandardCharsets.UTF_8));
            while (buf.hasRemaining()) {
                ch.write(buf);
            }
            ch.force(false);
        }
    }

    private static boolean endsWithNewline(FileChannel ch) throws IOException {
        ByteBuffer last = ByteBuffer.allocate(1);
        ch.read(last, ch.size() - 1);
        return last.get(0) == '\n';
    }

    /** Every parseable line in order; unparseable lines (a torn last line, hand edits) are skipped with a warning. */
    public List<JsonNode> readAll() throws IOException {
        List<JsonNode> out = new ArrayList<>();
        if (!Files.exists(path)) {
            return out;
        }
        List<String> lines = Files.readAllLines(path, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank()) {
                continue;
            }
            try {
                out.add(json.readTree(line));
            } catch (IOException e) {
                LOG.warn("{}:{}: skipping unreadable line ({} chars){}", path, i + 1, line.length(),
                        i == lines.size() - 1 ? ", probably torn by a crash" : "");
            }
        }
        return out;
    }
}
