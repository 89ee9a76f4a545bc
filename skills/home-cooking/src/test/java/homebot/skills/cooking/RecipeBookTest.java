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
    void anEnglishNameWithItsEdSwallowedIsTheSameDish() {
        RecipeBook book = StarterRecipesTest.installedBook(dir);
        assertEquals("清蒸鱼", book.namedExactly("steam fish").orElseThrow().name());
        assertEquals("Fried rice", book.namedExactly("fry rice").orElseThrow().name());
        assertEquals("红烧肉", book.namedExactly("braise pork belly").orElseThrow().name());
        assertTrue(book.namedIn("can you steam fish tonight").isPresent());
        assertFalse(book.namedExactly("fish").isPresent(), "a word of a name alone is no name");
    }

    @Test
    void aDeBetweenTheWordsOfAChineseNameStillNamesIt() {
        RecipeBook book = StarterRecipesTest.installedBook(dir);
        RecipeBook.Named named = book.namedIn("教我做可乐的鸡翅，六个人").orElseThrow();
        assertEquals("可乐鸡翅", named.recipe().name());
        assertEquals("六个人", named.after("教我做可乐的鸡翅，六个人"), "the span covers the 的 and the whole name");
        assertTrue(book.resolve("清蒸的鱼") instanceof RecipeBook.Resolved.One);
    }

    @Test
    void aCharacterOfTwoReadingsWrittenForTheNamesSoundStillNamesIt() {
        RecipeBook book = StarterRecipesTest.installedBook(dir);
        // 曾 is read ceng as well as zeng, 乐 yue as well as le: a recogniser writes either for the sound it heard
        assertEquals("清蒸鱼", book.namedIn("晚上整个清曾鱼三个人").orElseThrow().recipe().name());
        assertEquals("清蒸鱼", book.namedByAccent("清曾鱼").orElseThrow().name());
        assertEquals("可乐鸡翅", book.namedIn("我们做可越鸡翅吧").orElseThrow().recipe().name());
        assertFalse(book.namedIn("今天曾经做过饭").isPresent(), "a sound alike of no whole name names nothing");
    }

    @Test
    void closestNamesComeFirst() {
        RecipeBook book = StarterRecipesTest.installedBook(dir);
        assertEquals("红烧肉", book.closest("红烧排骨", 3).get(0));
        assertEquals("Pancakes", book.closest("pancake with syrup", 3).get(0));
        assertEquals("清蒸鱼", book.closest("蒸鲈鱼", 3).get(0));
    }
}
