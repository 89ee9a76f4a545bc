package homebot.prompt;

import homebot.store.AtomicFiles;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The system prompt's sources (seed 003): the role {@code <workspace>/roles/<name>.md} and the enabled prompt
 * skills {@code <workspace>/skills/*.md}. Read when the program starts and again on {@code /new}; a broken
 * skill file is skipped with a log line naming it, never the whole prompt.
 */
public final class PromptSources {
    private static final Logger LOG = LoggerFactory.getLogger(PromptSources.class);

    private final Path workspace;
    private final String role;

    public PromptSources(Path workspace, String role) {
        this.workspace = workspace;
        this.role = role;
    }

    /** The base system prompt: role text, then every enabled skill body. */
    public String buildSystemPrompt() {
        StringBuilder sb = new StringBuilder(roleText().strip());
        for (PromptSkill s : skills()) {
            if (s.enabled() && !s.body().isBlank()) {
                sb.append("\n\n## ").append(s.name()).append("\n").append(s.body().strip());
            }
        }
        return sb.toString();
    }

    public String roleText() {
        if (!role.matches("[A-Za-z0-9_-]+")) {
            throw new IllegalArgumentException("bad role name '" + role + "'");
        }
        Path file = workspace.resolve("roles").resolve(role + ".md");
        try {
            if (!Files.exists(file) && role.equals("default")) {
                AtomicFiles.writeString(file, bundledDefaultRole());
            }
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (IOException e) {
            LOG.warn("role file {} unreadable ({}); using the built-in role", file, e.getMessage());
            return bundledDefaultRole();
        }
    }

    /** Every prompt skill file, enabled or not, sorted by file name. */
    public List<PromptSkill> skills() {
        Path dir = workspace.resolve("skills");
        List<PromptSkill> out = new ArrayList<>();
        if (!Files.isDirectory(dir)) {
            return out;
        }
        List<Path> files = new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            s.filter(p -> p.getFileName().toString().endsWith(".md") && Files.isRegularFile(p)).sorted().forEach(files::add);
        } catch (IOException e) {
            LOG.warn("cannot list {}: {}", dir, e.getMessage());
            return out;
        }
        for (Path f : files) {
            try {
                FrontMatter fm = FrontMatter.parse(Files.readString(f, StandardCharsets.UTF_8));
                String name = fm.fields().path("name").asText("");
                if (name.isBlank()) {
                    LOG.warn("{}: skill skipped: front matter has no 'name'", f);
                    continue;
                }
                out.add(new PromptSkill(name, fm.fields().path("description").asText(""),
                        fm.fields().path("enabled").asBoolean(true), fm.body(), f));
            } catch (IOException e) {
                LOG.warn("{}: skill skipped: {}", f, e.getMessage().split("\n")[0]);
            }
        }
        return out;
    }

    static String bundledDefaultRole() {
        try (InputStream in = PromptSources.class.getResourceAsStream("/homebot/prompt/default-role.md")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException | NullPointerException e) {
            throw new IllegalStateException("built-in role missing from the jar", e);
        }
    }
}
