package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecipesCommandTest {
    @TempDir
    Path workspace;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(String... args) {
        return new RecipesCommand().run(List.of(args), workspace, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    @Test
    void listShowsTheStartersOnFirstUse() {
        assertEquals(0, run("list"));
        assertTrue(out.toString().contains("番茄炒蛋"), out.toString());
        assertTrue(out.toString().contains("8 recipes"), out.toString());
    }

    @Test
    void importThenShowWithItsTimer() throws Exception {
        Path src = workspace.resolve("eggs.cook");
        Files.writeString(src, ">> title: Soft Eggs\n>> servings: 2\n\nBoil @eggs{2} for ~{6%minutes}.\n");
        assertEquals(0, run("import", src.toString()));
        assertTrue(out.toString().contains("imported"), out.toString());
        assertEquals(0, run("show", "soft eggs"));
        assertTrue(out.toString().contains("1. Boil eggs for 6 minutes.  [timer 6 min]"), out.toString());
    }

    @Test
    void checkPrintsEveryProblemWithFileAndLineAndExitsOne() throws Exception {
        Path dir = workspace.resolve("mine");
        Files.createDirectories(dir);
        Files.writeString(dir.resolve("a.cook"), ">> servings: 2\n\nAdd @salt{1%tsp.\n");
        Files.writeString(dir.resolve("b.cook"), ">> servings: 2\n\nCook ~{5%weeks}.\n\nAdd @salt.\n");
        Files.writeString(dir.resolve("c.cook"), ">> servings: 2\n\nAdd @salt.\n");
        assertEquals(1, run("check", dir.toString()));
        String text = out.toString();
        assertTrue(text.contains("a.cook:3: "), text);
        assertTrue(text.contains("b.cook:3: "), text);
        assertTrue(text.contains("3 files, 2 with problems"), text);
    }

    @Test
    void checkOfTheStartersIsClean() {
        run("list");
        assertEquals(0, run("check"), out.toString());
    }

    @Test
    void badUsageExitsTwo() {
        assertEquals(2, run());
        assertEquals(2, run("import"));
        assertEquals(2, run("frobnicate"));
        assertEquals(1, run("show", "no such dish"));
    }
}
