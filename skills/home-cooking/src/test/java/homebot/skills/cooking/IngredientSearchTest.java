package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class IngredientSearchTest {
    private final List<Recipe> starters = RecipeBook.load(Path.of("recipes")).recipes();
    private final IngredientSearch search = new IngredientSearch();

    private List<String> names(List<String> have, List<String> avoid) {
        return search.search(starters, have, avoid).stream().map(h -> h.recipe().name()).toList();
    }

    @Test
    void eggsAndTomatoRankTheDishUsingBothFirst() {
        List<String> found = names(List.of("鸡蛋", "西红柿"), List.of());
        assertEquals("番茄炒蛋", found.get(0), found.toString());
        assertTrue(found.contains("蛋炒饭"), found.toString());
    }

    @Test
    void englishPluralsMatch() {
        List<String> found = names(List.of("eggs", "rice"), List.of());
        assertTrue(found.get(0).toLowerCase().contains("fried rice"), found.toString());
    }

    @Test
    void notSpicyLeavesOutChili() {
        assertTrue(names(List.of(), List.of()).stream().anyMatch(n -> n.toLowerCase().contains("aglio")));
        assertFalse(names(List.of(), List.of("spicy")).stream().anyMatch(n -> n.toLowerCase().contains("aglio")));
    }

    @Test
    void withoutAnIngredientLeavesOutEveryRecipeUsingIt() {
        List<String> found = names(List.of("鸡蛋"), List.of("番茄"));
        assertFalse(found.contains("番茄炒蛋"), found.toString());
        assertTrue(found.contains("蛋炒饭"), found.toString());
    }

    @Test
    void nothingMatchingGivesNothing() {
        assertEquals(List.of(), names(List.of("榴莲"), List.of()));
    }
}
