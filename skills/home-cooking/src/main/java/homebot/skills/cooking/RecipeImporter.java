package homebot.skills.cooking;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

/**
 * Brings recipes from outside into {@code <data>/recipes/}: Cooklang ({@code .cook}), homebot's own Markdown,
 * and Chinese community Markdown. Every file gets one report line. A recipe is written only whole (atomic
 * write) and only after its homebot form has passed the same parser as the starters; importing the same
 * recipe again updates its file instead of adding a second one.
 */
final class RecipeImporter {
    static final long MAX_FILE_BYTES = 256 * 1024;

    enum Status { IMPORTED, UPDATED, SKIPPED }

    /** One file's fate; {@code line} is 0 when the reason concerns the whole file. */
    record Report(Path source, Status status, String recipe, Path target, int line, String reason,
                  List<String> warnings) {
        @Override
        public String toString() {
            return switch (status) {
                case IMPORTED, UPDATED -> status.name().toLowerCase(Locale.ROOT) + " " + source + " -> " + recipe
                        + " (" + target.getFileName() + ")" + (warnings.isEmpty() ? "" : "; " + String.join("; ", warnings));
                case SKIPPED -> "skipped " + source + (line > 0 ? ":" + line : "") + ": " + reason;
            };
        }
    }

    private final RecipeParser homebotParser = new RecipeParser();
    private final CooklangParser cooklang = new CooklangParser();
    private final MarkdownRecipeImporter markdown = new MarkdownRecipeImporter();
    private final RecipeWriter writer = new RecipeWriter();

    /** Parses one file of any supported format into homebot's model, without writing anything. */
    RecipeParser.Result read(Path file, List<String> warnings) throws IOException {
        long size = Files.size(file);
        if (size > MAX_FILE_BYTES) {
            return new RecipeParser.Failed(new RecipeError(file, 0, "file is " + size / 1024
                    + " KB; a recipe is at most " + MAX_FILE_BYTES / 1024 + " KB"));
        }
        String text;
        try {
            text = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(Files.readAllBytes(file))).toString();
        } catch (CharacterCodingException e) {
            return new RecipeParser.Failed(new RecipeError(file, 0, "not UTF-8 text"));
        }
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (name.endsWith(".cook")) {
            CooklangParser.Outcome outcome = cooklang.parse(file, text);
            warnings.addAll(outcome.warnings());
            return outcome.result();
        }
        if (text.stripLeading().startsWith("---")) {
            return homebotParser.parse(file, text);
        }
        return markdown.parse(file, text, warnings);
    }

    /** Imports every given file, and every {@code .cook}/{@code .md} file under a given folder. */
    List<Report> importAll(List<Path> paths, Path recipesDir) throws IOException {
        List<Path> files = new ArrayList<>();
        List<Report> reports = new ArrayList<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                files.addAll(recipeFiles(p));
            } else if (Files.isRegularFile(p)) {
                files.add(p);
            } else {
                reports.add(new Report(p, Status.SKIPPED, null, null, 0, "no such file or folder", List.of()));
            }
        }
        Files.createDirectories(recipesDir);
        Map<String, Path> byName = existingByName(recipesDir);
        Map<String, Path> thisRun = new HashMap<>();
        for (Path file : files) {
            reports.add(importOne(file, recipesDir, byName, thisRun));
        }
        return reports;
    }

    private Report importOne(Path file, Path recipesDir, Map<String, Path> byName, Map<String, Path> thisRun) {
        List<String> warnings = new ArrayList<>();
        RecipeParser.Result result;
        try {
            result = read(file, warnings);
        } catch (IOException e) {
            return new Report(file, Status.SKIPPED, null, null, 0, "unreadable: " + e.getMessage(), warnings);
        } catch (RuntimeException e) {
            return new Report(file, Status.SKIPPED, null, null, 0, "could not be read as a recipe: " + e, warnings);
        }
        if (result instanceof RecipeParser.Failed failed) {
            return new Report(file, Status.SKIPPED, null, null, failed.error().line(), failed.error().reason(), warnings);
        }
        Recipe recipe = ((RecipeParser.Parsed) result).recipe();
        String key = RecipeBook.key(recipe.name());
        if (thisRun.containsKey(key)) {
            return new Report(file, Status.SKIPPED, recipe.name(), null, 0, "same recipe name as "
                    + thisRun.get(key) + " in this import", warnings);
        }
        String text = writer.write(recipe, file.getFileName().toString());
        Path target = byName.getOrDefault(key, recipesDir.resolve(fileName(recipe.name())));
        // the file we write must load exactly like a starter does, or we write nothing
        RecipeParser.Result check = homebotParser.parse(target, text);
        if (check instanceof RecipeParser.Failed failed) {
            return new Report(file, Status.SKIPPED, recipe.name(), null, 0,
                    "converted recipe fails the recipe checks: " + failed.error().reason(), warnings);
        }
        boolean existed = Files.exists(target);
        try {
            AtomicWrite.write(target, text);
        } catch (IOException e) {
            return new Report(file, Status.SKIPPED, recipe.name(), null, 0, "could not be saved: " + e.getMessage(),
                    warnings);
        }
        thisRun.put(key, file);
        byName.put(key, target);
        return new Report(file, existed ? Status.UPDATED : Status.IMPORTED, recipe.name(), target, 0, "", warnings);
    }

    private static Map<String, Path> existingByName(Path recipesDir) {
        Map<String, Path> out = new HashMap<>();
        for (Recipe r : RecipeBook.load(recipesDir).recipes()) {
            out.putIfAbsent(RecipeBook.key(r.name()), r.file());
        }
        return out;
    }

    /** The recipe files under a folder (four levels deep), in name order. */
    static List<Path> recipeFiles(Path folder) throws IOException {
        try (Stream<Path> walk = Files.walk(folder, 4)) {
            return walk.filter(Files::isRegularFile).filter(RecipeImporter::supported).sorted().toList();
        }
    }

    static boolean supported(Path p) {
        String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
        return (n.endsWith(".cook") || n.endsWith(".md")) && !n.startsWith(".") && !n.equalsIgnoreCase("readme.md");
    }

    /** A file name from the recipe name: letters of any script, digits and dashes only. */
    static String fileName(String recipeName) {
        String base = recipeName.strip().replaceAll("[^\\p{L}\\p{N}]+", "-").replaceAll("^-+|-+$", "");
        if (base.isEmpty()) {
            base = "recipe";
        }
        if (base.length() > 60) {
            base = base.substring(0, 60);
        }
        return base.toLowerCase(Locale.ROOT) + ".md";
    }
}
