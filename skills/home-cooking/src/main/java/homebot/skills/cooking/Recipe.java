package homebot.skills.cooking;

import java.nio.file.Path;
import java.util.List;

/** A parsed recipe file; quantities are for {@code servings} people. */
record Recipe(String name, List<String> aliases, int servings, List<String> tags, List<Ingredient> ingredients,
              List<Step> steps, Path file) {
    Recipe {
        aliases = List.copyOf(aliases);
        tags = List.copyOf(tags);
        ingredients = List.copyOf(ingredients);
        steps = List.copyOf(steps);
    }

    Step step(int number) {
        return steps.get(number - 1);
    }

    /** Whether the text is mostly Chinese, to pick the reply wording for recipe-derived answers. */
    boolean chinese() {
        return homebot.skills.api.nlu.Languages.isChinese(name);
    }
}
