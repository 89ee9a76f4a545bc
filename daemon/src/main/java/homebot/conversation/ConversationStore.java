package homebot.conversation;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.llm.ToolCall;
import homebot.store.JsonlFile;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * {@code <workspace>/conversations/<id>.jsonl}: a header line, then message lines, append-only. A message is
 * on disk before it is used, so a crash loses at most the line being written.
 */
public final class ConversationStore {
    private final Path dir;
    private final ObjectMapper json;
    private final Clock clock;
    private final SecureRandom random = new SecureRandom();

    public ConversationStore(Path dir, ObjectMapper json, Clock clock) {
        this.dir = dir;
        this.json = json;
        this.clock = clock;
    }

    public Path dir() {
        return dir;
    }

    /** A fresh id; nothing is written until the conversation is created. */
    public String newId() {
        return HexFormat.of().formatHex(randomBytes(4));
    }

    /** Creates a conversation with a given id (a voice session's chat id). */
    public Conversation create(String id) {
        checkId(id);
        Conversation c = new Conversation(id, now());
        Map<String, Object> header = new LinkedHashMap<>();
        header.put("type", "header");
        header.put("id", id);
        header.put("root_id", null);
        header.put("created_at", c.createdAt());
        header.put("metadata", Map.of());
        append(id, header);
        return c;
    }

    public Message append(Conversation c, String role, String content, List<ToolCall> toolCalls, String toolCallId,
                          String speakerId) {
        return appendAll(c, List.of(new Draft(role, content, toolCalls, toolCallId, speakerId))).get(0);
    }

    /** A message before it has an id and a parent; {@code failed} is the error code of a failed turn's reply. */
    public record Draft(String role, String content, List<ToolCall> toolCalls, String toolCallId, String speakerId,
                        String failed) {
        public Draft(String role, String content, List<ToolCall> toolCalls, String toolCallId, String speakerId) {
            this(role, content, toolCalls, toolCallId, speakerId, null);
        }
    }

    /** Appends a chain of messages (each the parent of the next) in one write: a turn is saved whole. */
    public List<Message> appendAll(Conversation c, List<Draft> drafts) {
        List<Message> out = new ArrayList<>();
        String parent = c.cursor().orElse(null);
        String at = now();
        for (Draft d : drafts) {
            Message m = new Message("message", HexFormat.of().formatHex(randomBytes(4)), parent, d.role(),
                    d.content(), at, d.toolCalls(), d.toolCallId(), d.speakerId(), d.failed());
            out.add(m);
            parent = m.msgId();
        }
        try {
            new JsonlFile(file(c.id()), json).appendAll(out);
        } catch (IOException e) {
            throw new UncheckedIOException("could not save conversation " + c.id() + ": " + e.getMessage(), e);
        }
        out.forEach(c::add);
        return out;
    }

    private void append(String id, Object record) {
        try {
            new JsonlFile(file(id), json).append(record);
        } catch (IOException e) {
            throw new UncheckedIOException("could not save conversation " + id + ": " + e.getMessage(), e);
        }
    }

    public boolean exists(String id) {
        return isValidId(id) && Files.isRegularFile(file(id));
    }

    /** Loads a conversation; a torn or foreign line is skipped (see {@link JsonlFile}). */
    public Conversation load(String id) throws IOException {
        checkId(id);
        List<JsonNode> lines = new JsonlFile(file(id), json).readAll();
        String created = lines.isEmpty() ? now() : lines.get(0).path("created_at").asText(now());
        Conversation c = new Conversation(id, created);
        for (JsonNode line : lines) {
            if ("message".equals(line.path("type").asText())) {
                try {
                    c.add(json.treeToValue(line, Message.class));
                } catch (IOException e) {
                    // A line that is JSON but not a message record: skipped like a torn line.
                }
            }
        }
        return c;
    }

    /** Conversation ids, most recently changed first. */
    public List<String> list() throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            s.filter(p -> p.getFileName().toString().endsWith(".jsonl")).forEach(files::add);
        }
        files.sort(Comparator.comparing((Path p) -> p.toFile().lastModified()).reversed());
        List<String> ids = new ArrayList<>();
        for (Path p : files) {
            String name = p.getFileName().toString();
            ids.add(name.substring(0, name.length() - ".jsonl".length()));
        }
        return ids;
    }

    public Path file(String id) {
        return dir.resolve(id + ".jsonl");
    }

    private static void checkId(String id) {
        if (!isValidId(id)) {
            throw new IllegalArgumentException("bad conversation id '" + id + "' (letters, digits, - and _ only)");
        }
    }

    static boolean isValidId(String id) {
        return id != null && id.matches("[A-Za-z0-9_-]{1,64}");
    }

    private String now() {
        return OffsetDateTime.now(clock).withNano(0).toString();
    }

    private byte[] randomBytes(int n) {
        byte[] b = new byte[n];
        random.nextBytes(b);
        return b;
    }
}
