package homebot.audio;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Locates committed fixtures (src/test/resources/fixtures) and the shared test data directory. */
public final class Fixtures {
    private Fixtures() {}

    public static Path file(String name) {
        try {
            return Path.of(Fixtures.class.getResource("/fixtures/" + name).toURI());
        } catch (URISyntaxException | NullPointerException e) {
            throw new IllegalStateException("fixture missing: " + name + " (run src/test/fixtures/make-fixtures.sh)");
        }
    }

    /** Speech boundaries {startMs, endMs} written by make-fixtures.sh. */
    public static long[] boundaries(String name) throws IOException {
        List<String> lines = Files.readAllLines(file("boundaries.tsv"));
        for (String line : lines) {
            String[] cols = line.split("\t");
            if (cols[0].equals(name)) {
                return new long[] {Long.parseLong(cols[1]), Long.parseLong(cols[2])};
            }
        }
        throw new IllegalStateException("no boundaries for " + name);
    }

    /** A file under /work/shared (system property homebot.shared.dir); skips the test when absent. */
    public static Path shared(String relative) {
        String dir = System.getProperty("homebot.shared.dir");
        assumeTrue(dir != null, "system property homebot.shared.dir not set: shared test data unavailable");
        Path p = Path.of(dir, relative);
        assumeTrue(Files.exists(p), "shared test data missing: " + p);
        return p;
    }
}
