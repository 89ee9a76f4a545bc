package homebot.testing;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Sets up a daemon workspace in a test's temp directory. */
public final class TestWorkspace {
    private TestWorkspace() {}

    /**
     * Copies a skill folder from the test class path ({@code /skills/<name>/mode.json} and {@code SKILL.md}, found
     * from {@code anchor}'s class loader) to {@code <workspace>/skills/<name>}, keeping files already there (a
     * workspace reused across restarts keeps its skill). Returns the skill folder.
     */
    public static Path installSkill(Path workspace, Class<?> anchor, String name) {
        try {
            Path skill = Files.createDirectories(workspace.resolve("skills").resolve(name));
            for (String f : new String[] {"mode.json", "SKILL.md"}) {
                if (Files.exists(skill.resolve(f))) {
                    continue;
                }
                try (InputStream in = anchor.getResourceAsStream("/skills/" + name + "/" + f)) {
                    if (in == null) {
                        throw new IllegalStateException("test skill missing from the class path: /skills/" + name + "/" + f);
                    }
                    Files.copy(in, skill.resolve(f));
                }
            }
            return skill;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
