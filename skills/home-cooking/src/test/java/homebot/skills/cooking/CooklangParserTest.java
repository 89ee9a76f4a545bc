package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CooklangParserTest {
    private final CooklangParser parser = new CooklangParser();

    private Recipe ok(String text) {
        CooklangParser.Outcome o = parser.parse(Path.of("test.cook"), text);
        RecipeParser.Parsed parsed = assertInstanceOf(RecipeParser.Parsed.class, o.result(), () -> o.result().toString());
        return parsed.recipe();
    }

    private RecipeError failed(String text) {
        CooklangParser.Outcome o = parser.parse(Path.of("test.cook"), text);
        return assertInstanceOf(RecipeParser.Failed.class, o.result(), () -> o.result().toString()).error();
    }

    private static Ingredient ingredient(Recipe r, String name) {
        return r.ingredients().stream().filter(i -> i.name().equals(name)).findFirst()
                .orElseThrow(() -> new AssertionError("no ingredient " + name + " in " + r.ingredients()));
    }

    @Test
    void oneWordIngredientWithoutBracesIsToTaste() {
        Recipe r = ok(">> servings: 2\n\nThen add @salt and stir.\n");
        assertNull(ingredient(r, "salt").quantity());
        assertEquals("Then add salt and stir.", r.step(1).text());
    }

    @Test
    void multiWordNameEndsAtItsBraces() {
        Recipe r = ok(">> servings: 2\n\nAdd @ground black pepper{} to taste.\n");
        assertNull(ingredient(r, "ground black pepper").quantity());
        assertEquals("Add ground black pepper to taste.", r.step(1).text());
    }

    @Test
    void quantityAndUnitAfterPercent() {
        Recipe r = ok(">> servings: 2\n\nPlace @bacon strips{1%kg} and glaze with @syrup{1/2%tbsp}.\n");
        assertEquals(1.0, ingredient(r, "bacon strips").quantity());
        assertEquals("kg", ingredient(r, "bacon strips").unit());
        assertEquals(0.5, ingredient(r, "syrup").quantity());
        assertEquals("tbsp", ingredient(r, "syrup").unit());
    }

    @Test
    void quantityWithoutUnitCountsThings() {
        Recipe r = ok(">> servings: 2\n\nPoke holes in @potato{2}.\n");
        assertEquals(2.0, ingredient(r, "potato").quantity());
        assertEquals("", ingredient(r, "potato").unit());
    }

    @Test
    void mixedNumbersAndUnicodeFractions() {
        Recipe r = ok(">> servings: 2\n\nAdd @flour{1 1/2%cup} and @salt{½%tsp}.\n");
        assertEquals(1.5, ingredient(r, "flour").quantity());
        assertEquals(0.5, ingredient(r, "salt").quantity());
    }

    @Test
    void wordQuantityIsToTaste() {
        Recipe r = ok(">> servings: 2\n\nAdd @pepper{some} now.\n");
        assertNull(ingredient(r, "pepper").quantity());
    }

    @Test
    void sameIngredientInTwoStepsAddsUp() {
        Recipe r = ok(">> servings: 2\n\nAdd @sugar{10%g}.\n\nLater add @sugar{5%g}.\n");
        assertEquals(15.0, ingredient(r, "sugar").quantity());
        assertEquals(1, r.ingredients().stream().filter(i -> i.name().equals("sugar")).count());
    }

    @Test
    void preparationShorthandBecomesTheNote() {
        Recipe r = ok(">> servings: 2\n\nMix @onion{1}(peeled and finely chopped) into paste.\n");
        assertEquals("peeled and finely chopped", ingredient(r, "onion").note());
        assertEquals("Mix onion into paste.", r.step(1).text());
    }

    @Test
    void paragraphsAreStepsAndLinesOfOneParagraphJoin() {
        Recipe r = ok(">> servings: 2\n\nA step with @egg{1},\nthe same step.\n\nA different step.\n");
        assertEquals(2, r.steps().size());
        assertEquals("A step with egg, the same step.", r.step(1).text());
        assertEquals(3, r.step(1).line());
    }

    @Test
    void commentsAreRemoved() {
        Recipe r = ok("-- top comment\n>> servings: 2\n\nMash @potato{2%kg} until smooth -- or boil first\n\n"
                + "Slowly add @milk{4%cup} [- TODO litres -], keep mixing\n");
        assertEquals("Mash potato until smooth", r.step(1).text());
        assertEquals("Slowly add milk , keep mixing", r.step(2).text());
    }

    @Test
    void blockCommentMaySpanLines() {
        Recipe r = ok(">> servings: 2\n\nAdd @salt{1%tsp}. [- a long\nthought -] Stir.\n");
        assertEquals(1, r.steps().size());
        assertTrue(r.step(1).text().endsWith("Stir."), r.step(1).text());
    }

    @Test
    void notesAreNotSteps() {
        Recipe r = ok(">> servings: 2\n\n> Don't burn the roux!\n\nStir @butter{20%g}.\n");
        assertEquals(1, r.steps().size());
    }

    @Test
    void metadataByLineAndByFrontMatter() {
        Recipe a = ok(">> title: Soup\n>> servings: 6\n>> tags: winter, easy\n\nBoil @water{1%l}.\n");
        assertEquals("Soup", a.name());
        assertEquals(6, a.servings());
        assertEquals(List.of("winter", "easy"), a.tags());
        Recipe b = ok("---\ntitle: Stew\nservings: 4 people\ntags:\n  - beef\n---\n\nBrown @beef{1%kg}.\n");
        assertEquals("Stew", b.name());
        assertEquals(4, b.servings());
        assertEquals(List.of("beef"), b.tags());
    }

    @Test
    void titleDefaultsToTheFileNameAndServingsToTwoWithAWarning() {
        CooklangParser.Outcome o = parser.parse(Path.of("dir/Boiled Eggs.cook"), "Boil @eggs{2}.\n");
        Recipe r = ((RecipeParser.Parsed) o.result()).recipe();
        assertEquals("Boiled Eggs", r.name());
        assertEquals(CooklangParser.DEFAULT_SERVINGS, r.servings());
        assertEquals(1, o.warnings().size());
    }

    @Test
    void cookwareIsReadAsItsName() {
        Recipe r = ok(">> servings: 2\n\nPlace @potato{2} in a #pot and mash with a #potato masher{}.\n");
        assertEquals("Place potato in a pot and mash with a potato masher.", r.step(1).text());
        assertEquals(1, r.ingredients().size());
    }

    @Test
    void timerBecomesTheStepsTimerOffer() {
        Recipe r = ok(">> servings: 2\n\nBake @potato{2} for ~{25%minutes}.\n\nBoil @eggs{2} for ~eggs{3%minutes}.\n");
        assertEquals(Optional.of(Duration.ofMinutes(25)), r.step(1).timer());
        assertEquals(Optional.of(Duration.ofMinutes(3)), r.step(2).timer());
        assertTrue(r.step(2).text().contains("3 minutes"), r.step(2).text());
    }

    @Test
    void timerRangeOffersItsLowerBoundAndHoursWork() {
        Recipe r = ok(">> servings: 2\n\nCook @pasta{200%g} ~{10-12%minutes}.\n\nRest ~{1.5%hours}.\n");
        assertEquals(Optional.of(Duration.ofMinutes(10)), r.step(1).timer());
        assertEquals(Optional.of(Duration.ofMinutes(90)), r.step(2).timer());
    }

    @Test
    void chineseUnitsAndTimers() {
        Recipe r = ok(">> title: 红烧肉\n>> servings: 3\n\n加@生抽{2%汤匙}，小火焖~焖肉{40%分钟}。\n");
        assertEquals("汤匙", ingredient(r, "生抽").unit());
        assertEquals(Optional.of(Duration.ofMinutes(40)), r.step(1).timer());
        assertTrue(r.chinese());
    }

    @Test
    void sectionsNameTheirFirstStep() {
        Recipe r = ok(">> servings: 2\n\n= Dough\n\nMix @flour{200%g}.\n\n== Filling ==\n\nCombine @cheese{100%g}.\n");
        assertEquals("Dough：Mix flour.", r.step(1).text());
        assertEquals("Filling：Combine cheese.", r.step(2).text());
    }

    @Test
    void recipeReferenceIsAnIngredientNamedAfterTheFile() {
        Recipe r = ok(">> servings: 2\n\nPour over with @./sauces/Hollandaise{150%g}.\n");
        assertEquals(150.0, ingredient(r, "Hollandaise").quantity());
    }

    @Test
    void errorsNameTheLine() {
        assertEquals(3, failed(">> servings: 2\n\nMix @flour{200%g and @water{100%ml}.\n").line());
        assertEquals(5, failed(">> servings: 2\n\nAdd @rice{1%cup}.\n\nCook for ~{15%fortnights}.\n").line());
        assertEquals(3, failed(">> servings: 1\n\nAdd @sugar{0%g} to the bowl.\n").line());
        assertEquals(3, failed(">> servings: 2\n\nAdd @salt{1%tsp}. [- never closed\n\nMore.\n").line());
        assertTrue(failed(">> servings: 2\n\nJust wait.\n").reason().contains("no ingredients"));
        assertTrue(failed(">> servings: 2\n").reason().contains("no steps"));
        assertTrue(failed(">> servings: 0\n\nAdd @salt.\n").reason().contains("servings"));
        assertTrue(failed("---\ntitle: x\n\nAdd @salt.\n").reason().contains("not closed"));
        assertTrue(failed(">> servings: 2\n\nCook ~{%minutes}.\n\nAdd @salt.\n").reason().contains("timer"));
    }

    @Test
    void roundTripsThroughHomebotsOwnFormat() {
        Recipe r = ok("---\ntitle: \"Stew: the best\"\nservings: 4\ntags: [beef]\n---\n\nBrown @beef{1%kg}(cubed) "
                + "in @oil{2%tbsp}.\n\nSimmer with @water{}, ~{90%minutes}.\n");
        String md = new RecipeWriter().write(r, "stew.cook");
        RecipeParser.Result back = new RecipeParser().parse(Path.of("stew.md"), md);
        Recipe again = assertInstanceOf(RecipeParser.Parsed.class, back, () -> back + "\n" + md).recipe();
        assertEquals(r.name(), again.name());
        assertEquals(r.servings(), again.servings());
        assertEquals(r.tags(), again.tags());
        assertEquals(r.ingredients(), again.ingredients());
        assertEquals(r.steps().stream().map(Step::text).toList(), again.steps().stream().map(Step::text).toList());
        assertEquals(r.steps().stream().map(Step::timer).toList(), again.steps().stream().map(Step::timer).toList());
    }
}
