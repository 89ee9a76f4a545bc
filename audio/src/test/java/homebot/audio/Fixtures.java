package homebot.audio;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Locates the committed fixtures (src/test/resources/fixtures; what each is and its licence: src/test/fixtures/README.md). */
public final class Fixtures {
    private Fixtures() {}

    public static Path file(String name) {
        try {
            return Path.of(Fixtures.class.getResource("/fixtures/" + name).toURI());
        } catch (URISyntaxException | NullPointerException e) {
            // A missing committed fixture is a broken checkout: fail, never skip.
            throw new IllegalStateException("fixture missing: " + name + " (see src/test/fixtures/README.md)");
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
}
