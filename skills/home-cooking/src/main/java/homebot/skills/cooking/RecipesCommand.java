package homebot.skills.cooking;

import homebot.skills.api.SkillCommand;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * {@code homebot recipes list | show NAME | check [PATH…] | import PATH…}: the maintainer's view of the
 * cookbook in {@code <workspace>/cooking/recipes}. {@code check} prints every problem as {@code file:line: reason}
 * and exits 1 if there is any; {@code import} prints one line per file and exits 1 if any file was skipped.
 */
public final class RecipesCommand implements SkillCommand {
    private static final String USAGE = "usage: homebot recipes list | show NAME | check [PATH…] | import PATH…";

    @Override
    public String name() {
        return "recipes";
    }

    @Override
    public String summary() {
        return "The cookbook: list, show NAME, check [PATH…], import PATH… (Cooklang .cook, Markdown).";
    }

    @Override
    public int run(List<String> args, Path workspace, PrintWriter out, PrintWriter err) {
        if (args.isEmpty()) {
            err.println(USAGE);
            return 2;
        }
        Path dataDir = workspace.resolve("cooking");
        List<String> rest = args.subList(1, args.size());
        try {
            return switch (args.get(0)) {
                case "list" -> list(dataDir, out);
                case "show" -> show(dataDir, String.join(" ", rest), out, err);
                case "check" -> check(rest.isEmpty() ? List.of(dataDir.resolve("recipes")) : paths(rest), out);
                case "import" -> rest.isEmpty() ? usage(err) : importAll(dataDir, paths(rest), out);
                default -> usage(err);
            };
        } catch (IOException e) {
            err.println("homebot recipes: " + e.getMessage());
            return 1;
        }
    }

    private static int usage(PrintWriter err) {
        err.println(USAGE);
        return 2;
    }

    private static List<Path> paths(List<String> args) {
        return args.stream().map(Path::of).toList();
    }

    private static RecipeBook book(Path dataDir) {
        return new RecipeShelf(new StarterRecipes(RecipesCommand.class.getClassLoader())).book(dataDir);
    }

    private static int list(Path dataDir, PrintWriter out) {
        RecipeBook book = book(dataDir);
        for (Recipe r : book.recipes()) {
            out.println(r.name() + "\t" + r.servings() + "\t" + r.steps().size() + "\t" + r.file().getFileName());
        }
        out.println(book.recipes().size() + " recipes" + (book.errors().isEmpty() ? ""
                : ", " + book.errors().size() + " skipped (homebot recipes check)"));
        return 0;
    }

    private static int show(Path dataDir, String name, PrintWriter out, PrintWriter err) {
        if (name.isBlank()) {
            err.println("usage: homebot recipes show NAME");
            return 2;
        }
        RecipeBook book = book(dataDir);
        Optional<Recipe> found = book.find(name);
        if (found.isEmpty()) {
            err.println("no recipe called '" + name + "'; closest: " + String.join(", ", book.closest(name, 3)));
            return 1;
        }
        Recipe r = found.get();
        out.println(r.name() + " (" + r.servings() + (r.chinese() ? " 人份" : " servings") + ")  " + r.file());
        for (Ingredient i : r.ingredients()) {
            out.println("  - " + Amounts.phrase(i, i.quantity(), r.chinese()) + (i.note().isEmpty() ? "" : " (" + i.note() + ")"));
        }
        for (Step s : r.steps()) {
            out.println(s.number() + ". " + s.text() + s.timer().map(d -> "  [timer " + d.toMinutes() + " min"
                    + (d.toSecondsPart() > 0 ? " " + d.toSecondsPart() + " s" : "") + "]").orElse(""));
        }
        return 0;
    }

    private static int check(List<Path> paths, PrintWriter out) throws IOException {
        RecipeImporter importer = new RecipeImporter();
        List<Path> files = new ArrayList<>();
        for (Path p : paths) {
            if (Files.isDirectory(p)) {
                files.addAll(RecipeImporter.recipeFiles(p));
            } else {
                files.add(p);
            }
        }
        int problems = 0;
        for (Path f : files) {
            List<String> warnings = new ArrayList<>();
            RecipeParser.Result result;
            try {
                result = importer.read(f, warnings);
            } catch (IOException e) {
                result = new RecipeParser.Failed(new RecipeError(f, 0, "unreadable: " + e.getMessage()));
            }
            if (result instanceof RecipeParser.Failed failed) {
                out.println(failed.error());
                problems++;
            }
            warnings.forEach(w -> out.println(f + ": warning: " + w));
        }
        out.println(files.size() + " files, " + problems + " with problems");
        return problems == 0 ? 0 : 1;
    }

    private static int importAll(Path dataDir, List<Path> paths, PrintWriter out) throws IOException {
        book(dataDir); // the starters first, so an import of the same dish updates it instead of being shadowed
        List<RecipeImporter.Report> reports = new RecipeImporter().importAll(paths, dataDir.resolve("recipes"));
        reports.forEach(out::println);
        long skipped = reports.stream().filter(r -> r.status() == RecipeImporter.Status.SKIPPED).count();
        out.println((reports.size() - skipped) + " imported or updated, " + skipped + " skipped");
        return skipped == 0 ? 0 : 1;
    }
}
