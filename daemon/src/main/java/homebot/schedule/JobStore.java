package homebot.schedule;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import homebot.store.AtomicFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * {@code <workspace>/schedule/jobs.json}: every job plus the proactive history, rewritten whole with
 * {@link AtomicFiles} on each change. A file that cannot be read is moved aside as {@code jobs.json.corrupt-<ts>}
 * and the scheduler starts empty: losing timers is bad, but a daemon that cannot start is worse.
 */
public final class JobStore {
    private static final Logger LOG = LoggerFactory.getLogger(JobStore.class);
    static final int SCHEMA_VERSION = 1;
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private final Path file;
    private final ObjectMapper json;
    private final Clock clock;

    public JobStore(Path scheduleDir, ObjectMapper json, Clock clock) {
        this.file = scheduleDir.resolve("jobs.json");
        this.json = json;
        this.clock = clock;
    }

    public Path file() {
        return file;
    }

    public record Snapshot(List<Job> jobs, ProactiveHistory proactive) {
        public static Snapshot empty() {
            return new Snapshot(List.of(), ProactiveHistory.none());
        }
    }

    public Snapshot load() {
        if (!Files.exists(file)) {
            return Snapshot.empty();
        }
        try {
            return parse(json.readTree(file.toFile()));
        } catch (IOException | RuntimeException e) {
            Path aside = file.resolveSibling(file.getFileName() + ".corrupt-"
                    + STAMP.format(clock.instant().atZone(clock.getZone())));
            try {
                Files.move(file, aside, StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException moveFailed) {
                throw new UncheckedIOException("schedule-store-corrupt: cannot move aside " + file, moveFailed);
            }
            LOG.error("schedule-store-corrupt: {} is unreadable ({}); moved to {}, starting with no jobs",
                    file, String.valueOf(e.getMessage()).replaceAll("\\s+", " "), aside.getFileName());
            return Snapshot.empty();
        }
    }

    private boolean failing;

    /** False when the file could not be written (full or read-only disk): the caller retries later. */
    public boolean save(List<Job> jobs, ProactiveHistory proactive) {
        ObjectNode root = json.createObjectNode();
        root.put("schema_version", SCHEMA_VERSION);
        ObjectNode p = root.putObject("proactive");
        p.put("last_at", str(proactive.lastAt()));
        p.put("day", proactive.day() == null ? null : proactive.day().toString());
        p.put("count", proactive.countOnDay());
        ArrayNode arr = root.putArray("jobs");
        for (Job j : jobs) {
            ObjectNode o = arr.addObject();
            o.put("id", j.id());
            o.put("kind", j.kind().wireName());
            o.put("name", j.name());
            o.put("text", j.text());
            o.put("chat_id", j.chatId());
            o.put("created_at", str(j.createdAt()));
            o.put("due_at", str(j.dueAt()));
            o.put("fired_at", str(j.firedAt()));
            o.put("alerts_spoken", j.alertsSpoken());
            o.put("next_alert_at", str(j.nextAlertAt()));
        }
        try {
            AtomicFiles.writeString(file, json.writerWithDefaultPrettyPrinter().writeValueAsString(root) + "\n");
            if (failing) {
                LOG.info("schedule saved again to {}", file);
                failing = false;
            }
            return true;
        } catch (IOException e) {
            // The in-memory schedule still works; the next tick retries the write. Said once, not every retry.
            if (!failing) {
                LOG.error("schedule-store-write-failed: {}", e.getMessage());
            }
            failing = true;
            return false;
        }
    }

    private static Snapshot parse(JsonNode root) throws IOException {
        if (root == null || !root.isObject() || root.path("schema_version").asInt() != SCHEMA_VERSION) {
            throw new IOException("not a schema_version " + SCHEMA_VERSION + " jobs file");
        }
        JsonNode p = root.path("proactive");
        ProactiveHistory proactive = new ProactiveHistory(instant(p.get("last_at")),
                p.hasNonNull("day") ? LocalDate.parse(p.get("day").asText()) : null, p.path("count").asInt());
        List<Job> jobs = new ArrayList<>();
        for (JsonNode o : root.path("jobs")) {
            jobs.add(new Job(required(o, "id"), JobKind.fromWire(required(o, "kind")), required(o, "name"),
                    o.path("text").asText(""), o.hasNonNull("chat_id") ? o.get("chat_id").asText() : null,
                    Instant.parse(required(o, "created_at")), Instant.parse(required(o, "due_at")),
                    instant(o.get("fired_at")), o.path("alerts_spoken").asInt(), instant(o.get("next_alert_at"))));
        }
        return new Snapshot(jobs, proactive);
    }

    private static String required(JsonNode o, String key) throws IOException {
        JsonNode v = o.get(key);
        if (v == null || v.isNull()) {
            throw new IOException("job without " + key);
        }
        return v.asText();
    }

    private static Instant instant(JsonNode v) {
        return v == null || v.isNull() ? null : Instant.parse(v.asText());
    }

    private static String str(Instant i) {
        return i == null ? null : i.toString();
    }
}
