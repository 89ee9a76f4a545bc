package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class AmountsTest {
    private static Ingredient ing(String name, Double q, String unit) {
        return new Ingredient(name, q, unit, "", List.of());
    }

    @ParameterizedTest
    @CsvSource({
            "番茄,2,个,2,3,番茄三个",
            "番茄,2,个,2,5,番茄五个",
            "番茄,3,个,2,5,番茄七个半",
            "鸡蛋,3,个,2,1,鸡蛋一个半",
            "番茄,1,个,4,1,番茄半个",
            "番茄,2,个,4,1,番茄半个",
            "白糖,5,克,2,3,白糖7.5 克",
            "五花肉,500,克,4,3,五花肉380 克",
            "冰糖,30,克,4,6,冰糖45 克",
            "生抽,2,汤匙,4,3,生抽一汤匙半",
            "老抽,0.5,汤匙,3,1,老抽半汤匙",
            "鲈鱼,1,条,3,6,鲈鱼两条"})
    void scalesAndSpeaksChineseAmountsNaturally(String name, double q, String unit, int base, int people,
                                                String expected) {
        Ingredient i = ing(name, q, unit);
        assertEquals(expected, Amounts.phrase(i, Amounts.scaled(i, base, people), true));
    }

    @ParameterizedTest
    @CsvSource({
            "eggs,2,'',4,5,2 and a half eggs",
            "eggs,2,'',4,1,half an egg",
            "eggs,2,'',4,2,1 egg",
            "flour,200,g,4,6,300 grams flour",
            "sugar,2,tbsp,4,2,1 tablespoon sugar",
            "sugar,2,tbsp,4,6,3 tablespoons sugar",
            "garlic,4,clove,2,3,6 cloves garlic",
            "salt,0.5,tsp,4,4,half a teaspoon salt",
            "milk,300,ml,4,3,230 milliliters milk"})
    void scalesAndSpeaksEnglishAmounts(String name, double q, String unit, int base, int people, String expected) {
        Ingredient i = ing(name, q, unit);
        assertEquals(expected, Amounts.phrase(i, Amounts.scaled(i, base, people), false));
    }

    @Test
    void toTasteIsNeverScaled() {
        Ingredient salt = ing("盐", null, "");
        assertNull(Amounts.scaled(salt, 2, 8));
        assertEquals("盐适量", Amounts.phrase(salt, null, true));
        assertEquals("salt to taste", Amounts.phrase(ing("salt", null, ""), null, false));
    }
}
