package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

class RecipeParserTest {
    private static final Path FILE = Path.of("recipes/test.md");
    private final RecipeParser parser = new RecipeParser();

    static final String GOOD = """
            ---
            name: 番茄炒蛋
            aliases: [西红柿炒鸡蛋]
            servings: 2
            tags: [家常菜]
            ingredients:
              - {name: 番茄, quantity: 2, unit: 个, aliases: [西红柿]}
              - name: 白糖
                quantity: 5
                unit: 克
                note: 可以少放
              - {name: 葱花, quantity: null, unit: ""}
              - {name: 盐, quantity: 适量}
            ---
            # 番茄炒蛋

            1. 番茄切块。
            2. 下番茄炒 2 分钟，
               炒出汁水。
            3、出锅。
            """;

    private Recipe parsed(String text) {
        return assertInstanceOf(RecipeParser.Parsed.class, parser.parse(FILE, text)).recipe();
    }

    private RecipeError failed(String text) {
        return assertInstanceOf(RecipeParser.Failed.class, parser.parse(FILE, text)).error();
    }

    @Test
    void readsFrontMatterIngredientsAndNumberedSteps() {
        Recipe r = parsed(GOOD);
        assertEquals("番茄炒蛋", r.name());
        assertEquals(List.of("西红柿炒鸡蛋"), r.aliases());
        assertEquals(2, r.servings());
        assertEquals(List.of("家常菜"), r.tags());
        assertEquals(4, r.ingredients().size());
        Ingredient tomato = r.ingredients().get(0);
        assertEquals(2.0, tomato.quantity());
        assertEquals("个", tomato.unit());
        assertEquals(List.of("西红柿"), tomato.aliases());
        assertEquals("可以少放", r.ingredients().get(1).note());
        assertNull(r.ingredients().get(2).quantity(), "null quantity means 适量");
        assertNull(r.ingredients().get(3).quantity(), "'适量' is accepted as to-taste");
        assertEquals(3, r.steps().size());
        assertEquals("下番茄炒 2 分钟， 炒出汁水。", r.step(2).text(), "indented line continues the step");
        assertEquals(Duration.ofMinutes(2), r.step(2).timer().orElseThrow());
        assertEquals(18, r.step(2).line());
        assertTrue(r.step(1).timer().isEmpty());
    }

    @Test
    void brokenYamlIsReportedWithItsFileLine() {
        RecipeError e = failed("""
                ---
                name: 坏菜谱
                servings: 2
                ingredients:
                  - {name: 番茄, quantity: 2, unit: 个
                ---
                1. 切。
                """);
        assertEquals(FILE, e.file());
        assertTrue(e.line() >= 5 && e.line() <= 6, e.toString());
        assertTrue(e.reason().contains("not valid YAML"), e.reason());
        assertTrue(e.toString().startsWith("recipes/test.md:" + e.line() + ": "), e.toString());
    }

    @Test
    void missingFrontMatterIsLineOne() {
        RecipeError e = failed("# 番茄炒蛋\n\n1. 切。\n");
        assertEquals(1, e.line());
        assertTrue(e.reason().contains("front matter"), e.reason());
    }

    @Test
    void unclosedFrontMatterIsReported() {
        RecipeError e = failed("---\nname: x\nservings: 2\n");
        assertEquals(1, e.line());
        assertTrue(e.reason().contains("not closed"), e.reason());
    }

    @Test
    void negativeQuantityIsImpossibleAtItsLine() {
        RecipeError e = failed(GOOD.replace("quantity: 5", "quantity: -5"));
        assertEquals(9, e.line(), e.toString());
        assertTrue(e.reason().contains("impossible quantity for '白糖'"), e.reason());
    }

    @Test
    void nonNumericQuantityIsImpossibleAtItsLine() {
        RecipeError e = failed(GOOD.replace("{name: 番茄, quantity: 2,", "{name: 番茄, quantity: 两个,"));
        assertEquals(7, e.line(), e.toString());
        assertTrue(e.reason().contains("not a number"), e.reason());
    }

    @Test
    void zeroQuantityIsImpossible() {
        RecipeError e = failed(GOOD.replace("quantity: 5", "quantity: 0"));
        assertEquals(9, e.line());
    }

    @Test
    void badServingsIsReportedAtItsLine() {
        RecipeError e = failed(GOOD.replace("servings: 2", "servings: 2.5"));
        assertEquals(4, e.line());
        assertTrue(e.reason().contains("servings"), e.reason());
    }

    @Test
    void missingNameIsReported() {
        RecipeError e = failed(GOOD.replace("name: 番茄炒蛋\n", ""));
        assertTrue(e.reason().contains("'name' is required"), e.reason());
    }

    @Test
    void missingIngredientsIsReported() {
        RecipeError e = failed("---\nname: x\nservings: 1\n---\n1. a\n");
        assertEquals(4, e.line(), "points at the closing --- where the key is missing");
        assertTrue(e.reason().contains("ingredients"), e.reason());
    }

    @Test
    void missingStepsIsReported() {
        RecipeError e = failed(GOOD.substring(0, GOOD.indexOf("1. 番茄切块")) + "先切再炒。\n");
        assertTrue(e.reason().contains("no steps"), e.reason());
        assertEquals(15, e.line(), "the body starts at line 15");
    }

    @Test
    void stepsOutOfOrderAreReportedAtTheWrongNumber() {
        RecipeError e = failed(GOOD.replace("3、出锅。", "4. 出锅。"));
        assertEquals(20, e.line(), e.toString());
        assertTrue(e.reason().contains("expected step 3"), e.reason());
    }

    @Test
    void aStepNumberTooBigForAnIntIsAnOrdinaryOutOfOrderError() {
        RecipeError e = failed(GOOD.replace("3、出锅。", "99999999999999. 出锅。"));
        assertEquals(20, e.line(), e.toString());
        assertTrue(e.reason().contains("99999999999999") && e.reason().contains("expected step 3"), e.reason());
    }
}
