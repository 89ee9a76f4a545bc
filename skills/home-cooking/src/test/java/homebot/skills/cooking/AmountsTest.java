package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
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
            "五花肉,500,克,4,3,五花肉375 克",
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
            "milk,300,ml,4,3,225 milliliters milk"})
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

    @Test
    void scalingSaysAboutWhenRoundingChangedTheAmountAndUsesBiggerUnitsPastAThousand() {
        assertEquals("鸡蛋约一个半", Amounts.scaledPhrase(ing("鸡蛋", 2.0, ""), 3, 2, true));
        assertEquals("about 1 and a half eggs", Amounts.scaledPhrase(ing("eggs", 2.0, ""), 3, 2, false));
        assertEquals("鸡蛋三个", Amounts.scaledPhrase(ing("鸡蛋", 2.0, ""), 2, 3, true));
        assertEquals("五花肉1.5 千克", Amounts.scaledPhrase(ing("五花肉", 500.0, "克"), 2, 6, true));
        assertEquals("1.2 liters stock", Amounts.scaledPhrase(ing("stock", 800.0, "ml"), 2, 3, false));
        assertEquals("白糖40 克", Amounts.scaledPhrase(ing("白糖", 30.0, "克"), 4, 5, true));
    }

    @org.junit.jupiter.api.RepeatedTest(50)
    void scaledAmountsAreNeverUnspeakable(org.junit.jupiter.api.RepetitionInfo info) {
        java.util.Random r = new java.util.Random(info.getCurrentRepetition());
        String[] units = {"", "个", "克", "g", "汤匙", "tbsp", "毫升", "ml", "斤", "cup"};
        String unit = units[r.nextInt(units.length)];
        double q = 0.25 + r.nextInt(2000) / 4.0;
        int from = 1 + r.nextInt(8);
        int to = 1 + r.nextInt(12);
        for (boolean zh : new boolean[] {true, false}) {
            String said = Amounts.scaledPhrase(ing(zh ? "料" : "stuff", q, unit), from, to, zh);
            assertTrue(!said.matches(".*\\d\\.\\d{3,}.*"), said);
            assertTrue(!said.contains("NaN") && !said.contains("E"), said);
        }
    }

    @Test
    void aRecipeAskedAboutInTheOtherLanguageIsAnsweredInTheLanguageAsked() {
        assertEquals("330 milliliters cola",
                Amounts.scaledPhrase(ing("可乐", 330.0, "毫升"), 3, 3, false));
        assertEquals("6 slices ginger", Amounts.scaledPhrase(ing("生姜", 4.0, "片"), 2, 3, false));
        assertEquals("鸡蛋两个", Amounts.scaledPhrase(ing("eggs", 2.0, ""), 4, 4, true));
        assertEquals("面粉200 克", Amounts.scaledPhrase(ing("flour", 200.0, "g"), 4, 4, true));
        assertEquals("番茄三个", Amounts.scaledPhrase(ing("番茄", 3.0, "个"), 2, 2, true)); // its own language untouched
    }
}
