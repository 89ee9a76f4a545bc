package homebot.mode;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Skills shipped inside jars. A skill jar carries its folder as resources under {@code homebot-skills/<name>/}
 * and one line {@code <name>} in {@code META-INF/homebot/skills.index} (the deploy jar's shade step appends
 * those index files). Each listed folder is copied into {@code <cacheDir>/<name>/} (replacing an older copy)
 * so that plugins get a real {@link Path} as their skill folder.
 */
public final class BundledSkills {
    public static final String INDEX = "META-INF/homebot/skills.index";
    public static final String ROOT = "homebot-skills/";
    private static final Logger LOG = LoggerFactory.getLogger(BundledSkills.class);
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9][A-Za-z0-9._-]{0,63}");

    private final ClassLoader loader;
    private final Path cacheDir;

    public BundledSkills(ClassLoader loader, Path cacheDir) {
        this.loader = loader;
        this.cacheDir = cacheDir;
    }

    /** The extracted skill folders in index order; a skill that cannot be extracted is logged and left out. */
    public List<Path> extract() {
        List<Path> out = new ArrayList<>();
        for (String name : names()) {
            try {
                Path dir = extract(name);
                if (dir != null) {
                    out.add(dir);
                }
            } catch (IOException | UncheckedIOException | URISyntaxException e) {
                LOG.error("skill-extract-failed: bundled skill {} ({}{}/) could not be copied to {}: {}",
                        name, ROOT, name, cacheDir, e.toString());
            }
        }
        return out;
    }

    Set<String> names() {
        Set<String> names = new LinkedHashSet<>();
        try {
            Enumeration<URL> indexes = loader.getResources(INDEX);
            while (indexes.hasMoreElements()) {
                URL url = indexes.nextElement();
                try (InputStream in = url.openStream()) {
                    for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\\R")) {
                        String name = line.strip();
                        if (name.isEmpty() || name.startsWith("#")) {
                            continue;
                        }
                        if (NAME.matcher(name).matches()) {
                            names.add(name);
                        } else {
                            LOG.error("skill-index-malformed: {}: \"{}\" is not a skill folder name", url, name);
                        }
                    }
                }
            }
        } catch (IOException e) {
            LOG.error("skill-index-unreadable: {}: {}", INDEX, e.toString());
        }
        return names;
    }

    private Path extract(String name) throws IOException, URISyntaxException {
        String prefix = ROOT + name + "/";
        URL marker = loader.getResource(prefix + "mode.json");
        if (marker == null) {
            LOG.error("skill-bundle-incomplete: {} lists skill {} but no jar has {}mode.json", INDEX, name, prefix);
            return null;
        }
        Path target = cacheDir.resolve(name);
        // Per-process staging folder: a status command starting beside the daemon must not share it.
        Path staging = cacheDir.resolve("." + name + ".staging-" + ProcessHandle.current().pid());
        try {
            Files.createDirectories(cacheDir);
            deleteTree(staging);
            Files.createDirectories(staging);
            copyInto(staging, marker, prefix);
        } catch (IOException | UncheckedIOException e) {
            // A full disk at start: the copy from the last start is intact, so the mode (and an active session of it)
            // keeps its skill instead of going prompt-only; nothing half-copied is left behind.
            deleteQuietly(staging);
            if (Files.isRegularFile(target.resolve("mode.json"))) {
                LOG.error("skill-extract-failed: bundled skill {} could not be refreshed in {} ({}); using the copy "
                        + "from the last start", name, cacheDir, e.toString());
                return target;
            }
            throw e;
        }
        deleteTree(target);
        Files.move(staging, target);
        return target;
    }

    private void deleteQuietly(Path dir) {
        try {
            deleteTree(dir);
        } catch (IOException | UncheckedIOException ignored) {
            // best effort: a later start replaces it
        }
    }

    private static void copyInto(Path staging, URL marker, String prefix) throws IOException, URISyntaxException {
        if ("jar".equals(marker.getProtocol())) {
            JarURLConnection conn = (JarURLConnection) marker.openConnection();
            conn.setUseCaches(false);
            try (JarFile jar = conn.getJarFile()) {
                for (Enumeration<JarEntry> en = jar.entries(); en.hasMoreElements(); ) {
                    JarEntry e = en.nextElement();
                    if (e.isDirectory() || !e.getName().startsWith(prefix)) {
                        continue;
                    }
                    Path dest = safeResolve(staging, e.getName().substring(prefix.length()));
                    Files.createDirectories(dest.getParent());
                    try (InputStream in = jar.getInputStream(e)) {
                        Files.copy(in, dest, StandardCopyOption.REPLACE_EXISTING);
                    }
                }
            }
        } else if ("file".equals(marker.getProtocol())) {
            Path source = Path.of(marker.toURI()).getParent();
            try (Stream<Path> files = Files.walk(source)) {
                for (Path f : (Iterable<Path>) files.filter(Files::isRegularFile)::iterator) {
                    Path dest = safeResolve(staging, source.relativize(f).toString());
                    Files.createDirectories(dest.getParent());
                    Files.copy(f, dest, StandardCopyOption.REPLACE_EXISTING);
                }
            }
        } else {
            throw new IOException("unsupported resource URL " + marker);
        }
    }

    private static Path safeResolve(Path root, String relative) throws IOException {
        Path p = root.resolve(relative).normalize();
        if (!p.startsWith(root)) {
            throw new IOException("entry escapes the skill folder: " + relative);
        }
        return p;
    }

    private static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(dir)) {
            for (Path p : (Iterable<Path>) walk.sorted(java.util.Comparator.reverseOrder())::iterator) {
                Files.delete(p);
            }
        }
    }
}
