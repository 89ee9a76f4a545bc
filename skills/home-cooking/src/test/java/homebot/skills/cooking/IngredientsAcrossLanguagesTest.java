package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A cook asks in the language they speak, whatever language the recipe was written in. */
class IngredientsAcrossLanguagesTest {
    private static Recipe recipe(String name, Ingredient... ingredients) {
        return new Recipe(name, List.of(), 2, List.of(), List.of(ingredients), List.of(), Path.of(name + ".md"));
    }

    private static Ingredient ing(String name) {
        return new Ingredient(name, 1.0, "", "", List.of());
    }

    @Test
    void anEnglishRecipesIngredientAskedInChinese() {
        Recipe pancakes = recipe("Pancakes", ing("flour"), ing("eggs"), ing("milk"));
        assertEquals("eggs", Ingredients.match(pancakes, "鸡蛋").get(0).name());
        assertEquals("flour", Ingredients.match(pancakes, "面粉").get(0).name());
    }

    @Test
    void aChineseRecipesIngredientAskedInEnglish() {
        Recipe fish = recipe("清蒸鱼", ing("鲈鱼"), ing("生姜"), ing("料酒"));
        assertEquals("生姜", Ingredients.match(fish, "ginger").get(0).name());
        assertEquals("鲈鱼", Ingredients.match(fish, "fish").get(0).name());
    }

    @Test
    void anIngredientTheRecipeDoesNotUseIsNotFoundInTheOtherLanguageEither() {
        Recipe pancakes = recipe("Pancakes", ing("flour"), ing("eggs"));
        assertTrue(Ingredients.match(pancakes, "生姜").isEmpty());
    }

    /** "how many eggs again": a word of asking again after the name is no part of it. */
    @Test
    void anIngredientAskedAgainIsStillFound() {
        Recipe tomatoEggs = recipe("番茄炒蛋", ing("番茄"), ing("鸡蛋"));
        assertEquals("鸡蛋", Ingredients.match(tomatoEggs, "eggs again").get(0).name());
        Recipe pancakes = recipe("Pancakes", ing("flour"), ing("eggs"));
        assertEquals("flour", Ingredients.match(pancakes, "flour too").get(0).name());
    }

    @Test
    void aWordOfQuantityBeforeTheNameIsNoPartOfIt() {
        Recipe pasta = recipe("Spaghetti", ing("spaghetti"), ing("garlic"), ing("olive oil"));
        assertEquals("olive oil", Ingredients.match(pasta, "much olive oil").get(0).name()); // "do i need much olive oil"
        assertEquals("garlic", Ingredients.match(pasta, "any garlic").get(0).name());
    }

    @Test
    void aOneCharacterNameAskedAboutAtTheStartIsFound() {
        Recipe eggs = recipe("番茄炒蛋", ing("番茄"), ing("盐"), ing("酱油"));
        assertEquals("盐", Ingredients.match(eggs, "盐下几克").get(0).name());
        assertEquals("酱油", Ingredients.match(eggs, "酱油放多少").get(0).name());
    }

    /** "how many cloves", "蒜要几瓣" of the only one counted that way: the unit names the ingredient. */
    @Test
    void theOneIngredientCountedInTheUnitAskedAbout() {
        Recipe pasta = recipe("Spaghetti", new Ingredient("spaghetti", 200.0, "g", "", List.of()),
                new Ingredient("garlic", 4.0, "clove", "", List.of()), new Ingredient("olive oil", 4.0, "tbsp", "", List.of()));
        assertEquals("garlic", Ingredients.match(pasta, "cloves").get(0).name());
        Recipe twoSpoons = recipe("Pancakes", new Ingredient("sugar", 2.0, "tbsp", "", List.of()),
                new Ingredient("butter", 2.0, "tbsp", "", List.of()));
        assertTrue(Ingredients.match(twoSpoons, "tbsp").isEmpty(), "two ingredients in spoons: which one is not known");
    }
}
