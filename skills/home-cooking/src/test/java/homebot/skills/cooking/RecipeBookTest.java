package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RecipeBookTest {
    @TempDir
    Path dir;

    @Test
    void aMalformedRecipeIsSkippedAndReportedWhileTheOthersLoad() throws Exception {
        Files.writeString(dir.resolve("good.md"), RecipeParserTest.GOOD, StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("bad.md"), RecipeParserTest.GOOD.replace("quantity: 5", "quantity: -1")
                .replace("name: 番茄炒蛋", "name: 坏的"), StandardCharsets.UTF_8);
        Files.writeString(dir.resolve("notes.txt"), "not a recipe", StandardCharsets.UTF_8);
        RecipeBook book = RecipeBook.load(dir);
        assertEquals(List.of("番茄炒蛋"), book.recipes().stream().map(Recipe::name).toList());
        assertEquals(1, book.errors().size());
        assertEquals(dir.resolve("bad.md") + ":9: impossible quantity for '白糖': -1 (must be greater than 0)",
                book.errors().get(0).toString());
    }

    @Test
    void findsByNameAliasAndLooseWording() throws Exception {
        Files.writeString(dir.resolve("good.md"), RecipeParserTest.GOOD, StandardCharsets.UTF_8);
        RecipeBook book = RecipeBook.load(dir);
        assertTrue(book.find("番茄炒蛋").isPresent());
        assertTrue(book.find("西红柿炒鸡蛋").isPresent());
        assertTrue(book.find("番茄炒蛋吧").isPresent(), "a name inside the words still finds it");
        assertFalse(book.find("红烧肉").isPresent());
    }

    @Test
    void closestNamesComeFirst() {
        RecipeBook book = StarterRecipesTest.installedBook(dir);
        assertEquals("红烧肉", book.closest("红烧排骨", 3).get(0));
        assertEquals("Pancakes", book.closest("pancake with syrup", 3).get(0));
        assertEquals("清蒸鱼", book.closest("蒸鲈鱼", 3).get(0));
    }
}
