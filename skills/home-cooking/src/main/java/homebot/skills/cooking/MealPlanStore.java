package homebot.skills.cooking;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** {@code meal_plan.json} in a cooking session: present only while several dishes are cooked together. */
final class MealPlanStore {
    static final String FILE = "meal_plan.json";
    private static final Logger LOG = LoggerFactory.getLogger(MealPlanStore.class);
    private final ObjectMapper json = new ObjectMapper();

    Optional<MealPlanState> load(Path sessionDir) {
        Path file = sessionDir.resolve(FILE);
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(json.readValue(file.toFile(), MealPlanState.class));
        } catch (IOException e) {
            LOG.warn("code=meal-plan-unreadable file={} error={}", file, e.toString());
            try {
                Files.move(file, sessionDir.resolve(FILE + ".bad"), StandardCopyOption.REPLACE_EXISTING);
            } catch (IOException ignored) {
                // the next save replaces it anyway
            }
            return Optional.empty();
        }
    }

    void save(Path sessionDir, MealPlanState state) {
        try {
            AtomicWrite.write(sessionDir.resolve(FILE), json.writeValueAsString(state) + "\n");
        } catch (IOException e) {
            throw new UncheckedIOException("code=meal-plan-write-failed " + sessionDir.resolve(FILE), e);
        }
    }

    void clear(Path sessionDir) {
        try {
            Files.deleteIfExists(sessionDir.resolve(FILE));
        } catch (IOException e) {
            throw new UncheckedIOException("code=meal-plan-write-failed " + sessionDir.resolve(FILE), e);
        }
    }
}
