package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecipeImporterTest {
    @TempDir
    Path workspace;

    private static Path fixtures(String dir) throws URISyntaxException {
        return Path.of(RecipeImporterTest.class.getResource("/import/" + dir).toURI());
    }

    private Path recipes() {
        return workspace.resolve("cooking/recipes");
    }

    @Test
    void mixedFolderGivesOneExactReportLinePerFile() throws Exception {
        Path mixed = workspace.resolve("mixed");
        Files.createDirectories(mixed);
        for (String dir : List.of("good", "bad")) {
            try (Stream<Path> files = Files.list(fixtures(dir))) {
                for (Path f : files.toList()) {
                    Files.copy(f, mixed.resolve(f.getFileName()));
                }
            }
        }
        List<RecipeImporter.Report> reports = new RecipeImporter().importAll(List.of(mixed), recipes());
        List<String> lines = reports.stream().map(r -> r.status() + " " + r.source().getFileName()
                + (r.line() > 0 ? ":" + r.line() : "")).toList();
        assertEquals(List.of(
                "SKIPPED bad-timer.cook:5",
                "IMPORTED baked-potato.cook",
                "SKIPPED binary.cook",
                "IMPORTED boiled-eggs.cook",
                "IMPORTED carbonara.cook",
                "SKIPPED no-ingredients.cook:1",
                "SKIPPED unclosed-brace.cook:3",
                "SKIPPED unclosed-comment.cook:3",
                "SKIPPED zero.cook:3",
                "SKIPPED 只有标题.md",
                "IMPORTED 番茄炒蛋的做法.md",
                "IMPORTED 红烧肉.cook"), lines);
        assertTrue(reports.get(0).reason().contains("fortnights"), reports.get(0).reason());
        assertTrue(reports.get(2).reason().contains("UTF-8"), reports.get(2).reason());
        // nothing but whole, valid recipes was written, and each loads like a starter
        RecipeBook book = RecipeBook.load(recipes());
        assertEquals(List.of(), book.errors());
        assertEquals(5, book.recipes().size());
        try (Stream<Path> left = Files.list(recipes())) {
            assertTrue(left.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")));
        }
    }

    @Test
    void reimportUpdatesInsteadOfDuplicating() throws Exception {
        Path src = workspace.resolve("soup.cook");
        Files.writeString(src, ">> title: Soup\n>> servings: 2\n\nBoil @water{1%l}.\n");
        RecipeImporter importer = new RecipeImporter();
        assertEquals(RecipeImporter.Status.IMPORTED, importer.importAll(List.of(src), recipes()).get(0).status());
        Files.writeString(src, ">> title: Soup\n>> servings: 4\n\nBoil @water{2%l}.\n\nAdd @salt.\n");
        RecipeImporter.Report again = importer.importAll(List.of(src), recipes()).get(0);
        assertEquals(RecipeImporter.Status.UPDATED, again.status());
        RecipeBook book = RecipeBook.load(recipes());
        assertEquals(1, book.recipes().size());
        assertEquals(4, book.recipes().get(0).servings());
        assertEquals(2, book.recipes().get(0).steps().size());
    }

    @Test
    void aBadVersionOfAnImportedRecipeLeavesTheGoodOneUntouched() throws Exception {
        Path src = workspace.resolve("soup.cook");
        Files.writeString(src, ">> title: Soup\n>> servings: 2\n\nBoil @water{1%l}.\n");
        RecipeImporter importer = new RecipeImporter();
        Path target = importer.importAll(List.of(src), recipes()).get(0).target();
        String before = Files.readString(target);
        Files.writeString(src, ">> title: Soup\n>> servings: 2\n\nBoil @water{1%l.\n");
        assertEquals(RecipeImporter.Status.SKIPPED, importer.importAll(List.of(src), recipes()).get(0).status());
        assertEquals(before, Files.readString(target));
    }

    @Test
    void oversizedAndMissingFilesAreSkippedWithAReason() throws IOException {
        Path big = workspace.resolve("big.cook");
        Files.writeString(big, ">> servings: 2\n\nAdd @salt.\n" + "x".repeat((int) RecipeImporter.MAX_FILE_BYTES));
        List<RecipeImporter.Report> reports = new RecipeImporter().importAll(
                List.of(big, workspace.resolve("nope.cook")), recipes());
        assertTrue(reports.stream().allMatch(r -> r.status() == RecipeImporter.Status.SKIPPED), reports.toString());
        assertTrue(reports.stream().anyMatch(r -> r.reason().contains("KB")));
        assertTrue(reports.stream().anyMatch(r -> r.reason().contains("no such file")));
    }

    @Test
    void chineseCommunityMarkdownKeepsAmountsPerServingAndSteps() throws Exception {
        Path file = fixtures("good").resolve("番茄炒蛋的做法.md");
        RecipeParser.Result result = new RecipeImporter().read(file, new java.util.ArrayList<>());
        Recipe r = assertInstanceOf(RecipeParser.Parsed.class, result, result::toString).recipe();
        assertEquals("番茄炒蛋", r.name());
        assertEquals(1, r.servings());
        assertEquals(List.of("番茄", "鸡蛋", "食用油", "盐", "糖"), r.ingredients().stream().map(Ingredient::name).toList());
        assertEquals(2.0, r.ingredients().get(1).quantity());
        assertEquals("ml", r.ingredients().get(2).unit());
        assertEquals(4, r.steps().size());
        assertTrue(r.step(3).text().contains("七成热"), r.step(3).text());
        assertEquals(Optional.of(Duration.ofMinutes(2)), r.step(4).timer());
    }

    @Test
    void fileNamesAreSafe() {
        assertEquals("spaghetti-carbonara.md", RecipeImporter.fileName("Spaghetti Carbonara"));
        assertEquals("家常红烧肉.md", RecipeImporter.fileName("家常红烧肉"));
        assertEquals("recipe.md", RecipeImporter.fileName("../../"));
    }
}
