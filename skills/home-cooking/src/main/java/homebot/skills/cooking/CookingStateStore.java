package homebot.skills.cooking;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** Reads and writes {@code cooking_state.json} in a session directory, crash-safe. */
final class CookingStateStore {
    static final String FILE = "cooking_state.json";
    private static final Logger LOG = LoggerFactory.getLogger(CookingStateStore.class);
    private final ObjectMapper json = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    /** What the file holds as far as this process knows: an unchanged state is not rewritten (fsync is slow on SD). */
    private final Map<Path, CookingState> known = new ConcurrentHashMap<>();

    CookingState load(Path sessionDir) {
        Path file = sessionDir.resolve(FILE);
        if (Files.isDirectory(sessionDir)) {
            AtomicWrite.removeStaleTemps(file); // left by a kill -9 between write and rename
        }
        if (!Files.exists(file)) {
            return CookingState.empty();
        }
        try {
            CookingState state = json.readValue(file.toFile(), CookingState.class);
            known.put(sessionDir, state);
            return state;
        } catch (IOException e) {
            // an unreadable state must not block the kitchen: start fresh, keep the bad file for inspection
            LOG.warn("code=cooking-state-unreadable file={} error={}", file, e.toString());
            try {
                Files.move(file, sessionDir.resolve(FILE + ".bad"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException ignored) {
                // the next save replaces it anyway
            }
            return CookingState.empty();
        }
    }

    void save(Path sessionDir, CookingState state) {
        if (state.equals(known.get(sessionDir)) && Files.exists(sessionDir.resolve(FILE))) {
            return;
        }
        try {
            AtomicWrite.write(sessionDir.resolve(FILE), json.writeValueAsString(state) + "\n");
            known.put(sessionDir, state);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        } catch (IOException e) {
            throw new UncheckedIOException("code=cooking-state-write-failed " + sessionDir.resolve(FILE), e);
        }
    }
}
