package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StarterRecipesTest {
    @TempDir
    Path data;

    private final StarterRecipes starters = new StarterRecipes(StarterRecipesTest.class.getClassLoader());

    static RecipeBook installedBook(Path data) {
        try {
            new StarterRecipes(StarterRecipesTest.class.getClassLoader()).install(data);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return RecipeBook.load(data.resolve("recipes"));
    }

    @Test
    void everyShippedRecipeParsesAndIsListed() throws Exception {
        RecipeBook book = installedBook(data);
        assertEquals(List.of(), book.errors());
        List<String> names = book.recipes().stream().map(Recipe::name).toList();
        assertTrue(names.containsAll(List.of("番茄炒蛋", "红烧肉", "可乐鸡翅", "蛋炒饭", "清蒸鱼")), names.toString());
        long english = book.recipes().stream().filter(r -> !r.chinese()).count();
        assertTrue(english >= 3, names.toString());
        try (Stream<Path> shipped = Files.list(Path.of("recipes"))) {
            assertEquals(shipped.map(p -> p.getFileName().toString()).sorted().toList(),
                    starters.bundled().stream().sorted().toList(), "starter-recipes.txt lists every file of recipes/");
        }
    }

    @Test
    void installsOnceAndNeverOverwritesOrRestores() throws Exception {
        List<Path> first = starters.install(data);
        assertEquals(starters.bundled().size(), first.size());
        Path tomato = data.resolve("recipes/tomato-scrambled-eggs.md");
        Files.writeString(tomato, Files.readString(tomato).replace("servings: 2", "servings: 3"), StandardCharsets.UTF_8);
        Files.delete(data.resolve("recipes/pancakes.md"));

        assertEquals(List.of(), starters.install(data));
        assertTrue(Files.readString(tomato).contains("servings: 3"), "the user's edit stays");
        assertFalse(Files.exists(data.resolve("recipes/pancakes.md")), "a deleted starter stays deleted");
    }

    @Test
    void aUserFileWithAStarterNameIsNotReplacedOnFirstInstall() throws Exception {
        Path mine = data.resolve("recipes/pancakes.md");
        Files.createDirectories(mine.getParent());
        Files.writeString(mine, "my own", StandardCharsets.UTF_8);
        starters.install(data);
        assertEquals("my own", Files.readString(mine));
        assertTrue(Files.readString(data.resolve(StarterRecipes.MARKER)).contains("pancakes.md"));
    }

    @Test
    void shippedRecipesOfferTimersFromTheirSteps() {
        Recipe pork = installedBook(data).find("红烧肉").orElseThrow();
        assertEquals(java.time.Duration.ofMinutes(40), pork.step(5).timer().orElseThrow());
    }
}
