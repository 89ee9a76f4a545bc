package homebot.skills.cooking;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Gives the current {@link RecipeBook} of a data directory: installs the starters on first use and reloads only
 * when a recipe file was added, removed or changed, so a "下一步" costs a directory listing, not a parse.
 */
final class RecipeShelf {
    private static final Logger LOG = LoggerFactory.getLogger(RecipeShelf.class);
    private final StarterRecipes starters;
    private final Set<Path> installed = new HashSet<>();
    private Path loadedDir;
    private String fingerprint;
    private RecipeBook book;

    RecipeShelf(StarterRecipes starters) {
        this.starters = starters;
    }

    synchronized RecipeBook book(Path dataDir) {
        if (installed.add(dataDir)) {
            try {
                starters.install(dataDir);
            } catch (IOException e) {
                installed.remove(dataDir);
                LOG.warn("code=starter-recipes-failed dir={} error={}", dataDir, e.toString());
            }
        }
        Path dir = dataDir.resolve("recipes");
        String now = fingerprint(dir);
        if (book == null || !dir.equals(loadedDir) || !now.equals(fingerprint)) {
            book = RecipeBook.load(dir);
            loadedDir = dir;
            fingerprint = now;
        }
        return book;
    }

    private static String fingerprint(Path dir) {
        if (!Files.isDirectory(dir)) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        try (Stream<Path> files = Files.list(dir)) {
            files.sorted().forEach(f -> {
                try {
                    sb.append(f.getFileName()).append(':').append(Files.getLastModifiedTime(f).toMillis()).append(':')
                            .append(Files.size(f)).append('\n');
                } catch (IOException e) {
                    sb.append(f.getFileName()).append(":?\n");
                }
            });
        } catch (IOException e) {
            return "unlistable";
        }
        return sb.toString();
    }
}
