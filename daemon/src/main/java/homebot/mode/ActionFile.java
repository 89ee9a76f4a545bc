package homebot.mode;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import homebot.store.AtomicFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.format.DateTimeFormatter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads and writes {@code action.json} crash-safely (temp file, fsync, rename). A file that cannot be read or
 * fails its checks is moved aside to {@code action.json.corrupt-<timestamp>} with one error line and the mode
 * is treated as inactive: a bad file never stops the daemon and is never silently lost.
 */
final class ActionFile {
    private static final Logger LOG = LoggerFactory.getLogger(ActionFile.class);
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS");

    private final Path file;
    private final Clock clock;
    private final ObjectMapper json = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES);

    ActionFile(Path file, Clock clock) {
        this.file = file;
        this.clock = clock;
    }

    Path path() {
        return file;
    }

    /** The stored state; a missing file is inactive with no exit reason yet. */
    ActionState read() {
        if (!Files.exists(file)) {
            return ActionState.inactive(null);
        }
        try {
            ActionState s = json.readValue(Files.readString(file), ActionState.class);
            if (s == null) {
                throw new IOException("empty file");
            }
            s.validate();
            return s;
        } catch (IOException | RuntimeException e) {
            Path aside = file.resolveSibling(file.getFileName() + ".corrupt-" + STAMP.format(
                    clock.instant().atZone(clock.getZone())));
            try {
                Files.move(file, aside);
                LOG.error("mode-state-corrupt: {} could not be used ({}); moved to {}, no mode is active",
                        file, oneLine(e), aside);
            } catch (IOException moveFailed) {
                LOG.error("mode-state-corrupt: {} could not be used ({}) nor moved aside ({}); no mode is active",
                        file, oneLine(e), moveFailed.toString());
            }
            return ActionState.inactive(null);
        }
    }

    void write(ActionState state) throws IOException {
        state.validate();
        AtomicFiles.writeString(file, json.writeValueAsString(state) + "\n");
    }

    private static String oneLine(Exception e) {
        String m = e.getClass().getSimpleName() + ": " + e.getMessage();
        int nl = m.indexOf('\n');
        return nl < 0 ? m : m.substring(0, nl);
    }
}
