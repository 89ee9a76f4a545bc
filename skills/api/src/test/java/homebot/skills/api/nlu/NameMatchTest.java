package homebot.skills.api.nlu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.junit.jupiter.api.Test;

class NameMatchTest {
    private static final Map<String, List<String>> DISHES = Map.of(
            "红烧肉", List.of("红烧五花肉"),
            "可乐鸡翅", List.of(),
            "蛋炒饭", List.of(),
            "清蒸鱼", List.of(),
            "番茄炒蛋", List.of("西红柿炒鸡蛋", "番茄炒鸡蛋"),
            "Pancakes", List.of(),
            "Spaghetti aglio e olio", List.of("aglio e olio", "garlic pasta"));
    private static final Function<String, List<String>> NAMES = d -> {
        List<String> out = new java.util.ArrayList<>(List.of(d));
        out.addAll(DISHES.get(d));
        return out;
    };

    private static NameMatch.Scored<String> best(String spoken) {
        return NameMatch.rank(spoken, DISHES.keySet(), NAMES, Synonyms.none()).get(0);
    }

    private static void acts(String spoken, String dish) {
        NameMatch.Scored<String> b = best(spoken);
        assertEquals(dish, b.item(), spoken);
        assertTrue(b.score() >= NameMatch.CLEAR, spoken + " scores " + b.score());
    }

    @Test
    void aLongerShorterOrReorderedNameIsOneClearDish() {
        acts("鸡蛋炒饭", "蛋炒饭");
        acts("炒个饭", "蛋炒饭");
        acts("番茄鸡蛋", "番茄炒蛋");
        acts("红烧的肉", "红烧肉");
        acts("蒸条鱼", "清蒸鱼");
        acts("pancake", "Pancakes");
        acts("aglio olio pasta", "Spaghetti aglio e olio");
    }

    @Test
    void aDishWithAnotherMainIngredientIsNoMatch() {
        assertTrue(best("红烧排骨").score() < NameMatch.PLAUSIBLE, "红烧排骨 " + best("红烧排骨"));
        assertTrue(best("宫保鸡丁").score() < NameMatch.PLAUSIBLE);
        assertTrue(best("pizza").score() < NameMatch.PLAUSIBLE);
    }

    @Test
    void aPartOfANameIsAGuessWorthAQuestion() {
        NameMatch.Scored<String> b = best("鱼");
        assertEquals("清蒸鱼", b.item());
        assertTrue(b.score() >= NameMatch.PLAUSIBLE && b.score() < NameMatch.CLEAR, "鱼 " + b.score());
    }

    @Test
    void aHeadNounNamesTheMoreSpecificIngredient() {
        List<String> ingredients = List.of("鲈鱼", "生姜", "葱", "蒸鱼豉油", "食用油");
        assertEquals("生姜", NameMatch.rank("姜", ingredients, List::of, Synonyms.none()).get(0).item());
        assertEquals("鲈鱼", NameMatch.rank("鱼", ingredients, List::of, Synonyms.none()).get(0).item());
        assertTrue(NameMatch.score("酱油", "食用油", Synonyms.none()) < NameMatch.PLAUSIBLE,
                "a more specific word (酱油) is not the general one (油)");
        assertTrue(NameMatch.score("eggs", "egg", Synonyms.none()) >= NameMatch.CLEAR);
        assertTrue(NameMatch.score("生江", "生姜", Synonyms.none()) >= NameMatch.PLAUSIBLE, "sounds alike");
    }

    @org.junit.jupiter.api.Test
    void soundsCountInTheOrderTheyWereHeard() {
        double meant = NameMatch.score("蛋炒反", "蛋炒饭", Synonyms.none());
        double other = NameMatch.score("蛋炒反", "番茄炒蛋", Synonyms.none());
        org.junit.jupiter.api.Assertions.assertTrue(meant - other >= NameMatch.MARGIN, meant + " vs " + other);
    }

    @Test
    void anEnglishNameHeardAsWordsThatSoundTheSameIsTheName() {
        assertTrue(NameMatch.score("flower", "flour", Synonyms.none()) >= NameMatch.CLEAR);
        assertTrue(NameMatch.score("fright rice", "fried rice", Synonyms.none()) >= NameMatch.CLEAR);
        // different consonants stay apart, and a short word never sounds like another
        assertTrue(NameMatch.score("flower", "flax", Synonyms.none()) < NameMatch.PLAUSIBLE);
        assertTrue(NameMatch.score("pea", "pie", Synonyms.none()) < NameMatch.CLEAR);
        assertEquals(NameMatch.consonants("fried rice"), NameMatch.consonants("fright rice"));
    }
}
