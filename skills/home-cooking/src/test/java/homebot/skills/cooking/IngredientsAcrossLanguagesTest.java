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
}
