package homebot.skills.cooking;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Copies the bundled starter recipes into {@code <dataDir>/recipes/} the first time, and never again: the marker
 * file {@code <dataDir>/.starter-recipes} lists every starter ever installed, so a recipe the user edited or
 * deleted stays as the user left it, and only starters added by a newer version are copied later.
 */
final class StarterRecipes {
    static final String MARKER = ".starter-recipes";
    static final String BUNDLE = "homebot-skills/home-cooking/recipes/";
    private static final String LIST = "homebot/skills/cooking/starter-recipes.txt";

    private final ClassLoader loader;

    StarterRecipes(ClassLoader loader) {
        this.loader = loader;
    }

    /** The bundled starter file names, from the list resource. */
    List<String> bundled() throws IOException {
        try (InputStream in = loader.getResourceAsStream(LIST)) {
            if (in == null) {
                throw new IOException("resource " + LIST + " is missing from the skill jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().map(String::strip)
                    .filter(l -> !l.isEmpty() && !l.startsWith("#")).toList();
        }
    }

    /** Installs starters not yet recorded in the marker; returns the files it wrote. */
    List<Path> install(Path dataDir) throws IOException {
        Path recipes = dataDir.resolve("recipes");
        Path marker = dataDir.resolve(MARKER);
        Set<String> done = new LinkedHashSet<>();
        if (Files.exists(marker)) {
            Files.readAllLines(marker, StandardCharsets.UTF_8).stream().map(String::strip)
                    .filter(l -> !l.isEmpty()).forEach(done::add);
        }
        List<Path> written = new ArrayList<>();
        boolean changed = false;
        for (String name : bundled()) {
            if (done.contains(name)) {
                continue;
            }
            Path target = recipes.resolve(name);
            if (!Files.exists(target)) {
                try (InputStream in = loader.getResourceAsStream(BUNDLE + name)) {
                    if (in == null) {
                        throw new IOException("starter recipe " + BUNDLE + name + " is missing from the skill jar");
                    }
                    AtomicWrite.write(target, new String(in.readAllBytes(), StandardCharsets.UTF_8));
                    written.add(target);
                }
            }
            done.add(name);
            changed = true;
        }
        if (changed) {
            AtomicWrite.write(marker, String.join("\n", done) + "\n");
        }
        return written;
    }
}
