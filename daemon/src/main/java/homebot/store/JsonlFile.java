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
 * An append-only JSON Lines file. Each append writes complete lines and forces them to disk; a crash can
 * only tear the last line, which {@link #readAll} skips with a warning. Before appending after a torn line the
 * file is first terminated with a newline, so one torn record never swallows the next one. A write that fails
 * part-way (a full disk) is cut back to where it began, so it never leaves a torn line in the middle.
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
        appendAll(List.of(record));
    }

    /** Appends several records with one write and one sync: a turn's lines land together or not at all. */
    public synchronized void appendAll(List<?> records) throws IOException {
        StringBuilder lines = new StringBuilder();
        for (Object record : records) {
            String line = json.writeValueAsString(record);
            if (line.indexOf('\n') >= 0) {
                throw new IllegalStateException("serialized JSON must be one line");
            }
            lines.append(line).append('\n');
        }
        try {
            write(lines);
            StorageHealth.global().saved(path);
        } catch (IOException e) {
            StorageHealth.global().failed(path, e);
            throw e;
        }
    }

    private void write(StringBuilder lines) throws IOException {
        Files.createDirectories(path.toAbsolutePath().getParent());
        // Not APPEND: Java forbids READ with APPEND, and the last byte must be read to repair a torn line.
        try (FileChannel ch = FileChannel.open(path, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                StandardOpenOption.READ)) {
            long before = ch.size();
            ch.position(before);
            StringBuilder out = new StringBuilder(lines.length() + 1);
            if (before > 0 && !endsWithNewline(ch)) {
                out.append('\n');
            }
            out.append(lines);
            ByteBuffer buf = ByteBuffer.wrap(out.toString().getBytes(StandardCharsets.UTF_8));
            try {
                while (buf.hasRemaining()) {
                    ch.write(buf);
                }
                ch.force(false);
            } catch (IOException e) {
                // ENOSPC after part of the write: cut back, so a torn line can only ever be the last one (a crash)
                try {
                    ch.truncate(before);
                } catch (IOException truncate) {
                    e.addSuppressed(truncate);
                }
                throw new IOException("could not append to " + path + ": " + e.getMessage(), e);
            }
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
