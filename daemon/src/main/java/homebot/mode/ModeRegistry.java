package homebot.mode;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.skills.api.ModePlugin;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The modes found at start-up. Skill folders (directories holding a {@code mode.json}) are taken from the
 * given roots in order, then from bundled skill jars; the first folder to claim a mode id wins. A folder that
 * cannot be loaded is skipped with one error line naming the file; the others still load.
 */
public final class ModeRegistry {
    private static final Logger LOG = LoggerFactory.getLogger(ModeRegistry.class);

    private final Map<String, RegisteredMode> modes;

    public ModeRegistry(List<RegisteredMode> modes) {
        Map<String, RegisteredMode> byId = new LinkedHashMap<>();
        for (RegisteredMode m : modes) {
            byId.putIfAbsent(m.id(), m);
        }
        this.modes = byId;
    }

    /**
     * @param roots    folders whose sub-folders are skills (e.g. {@code <workspace>/skills},
     *                 {@code /usr/share/homebot/skills}); missing roots are ignored
     * @param loader   loads plugin classes and bundled skill resources (normally the context class loader)
     * @param cacheDir where bundled skills are copied ({@code <workspace>/.cache/skills})
     */
    public static ModeRegistry discover(List<Path> roots, ClassLoader loader, Path cacheDir) {
        List<Path> folders = new ArrayList<>();
        for (Path root : roots) {
            folders.addAll(skillFolders(root));
        }
        folders.addAll(new BundledSkills(loader, cacheDir).extract());
        return load(folders, loader);
    }

    /** Loads exactly these skill folders, in order. */
    public static ModeRegistry load(List<Path> skillFolders, ClassLoader loader) {
        ModeManifest manifest = new ModeManifest(new ObjectMapper());
        PluginLoader plugins = new PluginLoader(loader);
        Map<String, RegisteredMode> byId = new LinkedHashMap<>();
        for (Path folder : skillFolders) {
            try {
                ModeDescriptor d = manifest.read(folder);
                RegisteredMode earlier = byId.get(d.id());
                if (earlier != null) {
                    throw new SkillLoadException("mode-id-duplicate", d.modeFile() + ": mode id \"" + d.id()
                            + "\" is already declared by " + earlier.descriptor().modeFile());
                }
                ModePlugin plugin = d.entrypoint() == null ? new PromptOnlyPlugin()
                        : plugins.instantiate(d.entrypoint(), d.modeFile().toString());
                byId.put(d.id(), new RegisteredMode(d, plugin));
                LOG.info("mode {} ({}) loaded from {}{}", d.id(), d.displayName(), folder,
                        d.entrypoint() == null ? ", prompt-only" : ", plugin " + d.entrypoint());
            } catch (SkillLoadException e) {
                LOG.error("{}: skill skipped: {}", e.code(), e.getMessage());
            } catch (RuntimeException e) {
                LOG.error("skill-load-failed: skill skipped: {}: {}", folder.resolve("mode.json"), e.toString());
            }
        }
        return new ModeRegistry(new ArrayList<>(byId.values()));
    }

    private static List<Path> skillFolders(Path root) {
        if (!Files.isDirectory(root)) {
            return List.of();
        }
        try (Stream<Path> children = Files.list(root)) {
            return children.filter(p -> Files.isRegularFile(p.resolve("mode.json"))).sorted().toList();
        } catch (IOException e) {
            LOG.error("skill-root-unreadable: {}: {}", root, e.toString());
            return List.of();
        }
    }

    public List<RegisteredMode> modes() {
        return List.copyOf(modes.values());
    }

    public Optional<RegisteredMode> find(String id) {
        return Optional.ofNullable(id == null ? null : modes.get(id.strip()));
    }
}
