package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.RepeatedTest;
import org.junit.jupiter.api.RepetitionInfo;
import org.junit.jupiter.api.Test;

class UnitsTest {
    private static final List<String> MASS = List.of("克", "g", "千克", "公斤", "kg", "斤", "两", "oz", "lb");
    private static final List<String> VOLUME = List.of("毫升", "ml", "升", "l", "汤匙", "大勺", "tbsp", "茶匙", "小勺",
            "tsp", "杯", "cup");

    @Test
    void chineseUnitsHaveTheirKitchenSizes() {
        assertEquals(500, Units.convert(1, "斤", "克", "").orElseThrow(), 1e-9);
        assertEquals(50, Units.convert(1, "两", "g", "").orElseThrow(), 1e-9);
        assertEquals(3, Units.convert(1, "汤匙", "茶匙", "").orElseThrow(), 1e-9);
        assertEquals(15, Units.convert(1, "大勺", "毫升", "").orElseThrow(), 1e-9);
        assertEquals(453.6, Units.convert(1, "lb", "克", "").orElseThrow(), 1e-9);
        assertEquals(2, Units.convert(1, "kg", "斤", "").orElseThrow(), 1e-9);
    }

    @Test
    void aSpoonOfSugarWeighsLessThanASpoonOfWaterAndIsAnEstimate() {
        Units.Grams sugar = Units.grams(1, "汤匙", "白糖").orElseThrow();
        Units.Grams water = Units.grams(1, "汤匙", "水").orElseThrow();
        assertTrue(sugar.grams() < water.grams());
        assertTrue(sugar.estimated());
        assertTrue(!Units.grams(100, "克", "白糖").orElseThrow().estimated());
        assertTrue(Units.grams(2, "个", "鸡蛋").isEmpty(), "counted things are not weighed");
    }

    @Test
    void temperatures() {
        assertEquals(180, Units.fahrenheitToCelsius(356), 1e-9);
        assertEquals(212, Units.celsiusToFahrenheit(100), 1e-9);
    }

    @RepeatedTest(100)
    void conversionsRoundTripWithinAKind(RepetitionInfo info) {
        Random r = new Random(info.getCurrentRepetition());
        List<String> kind = r.nextBoolean() ? MASS : VOLUME;
        String a = kind.get(r.nextInt(kind.size()));
        String b = kind.get(r.nextInt(kind.size()));
        double q = 0.1 + r.nextDouble() * 1000;
        double there = Units.convert(q, a, b, "").orElseThrow();
        double back = Units.convert(there, b, a, "").orElseThrow();
        assertEquals(q, back, q * 1e-9, a + " → " + b);
        assertTrue(Units.same(a, a));
    }

    @RepeatedTest(50)
    void volumeToMassAndBackThroughTheSameIngredient(RepetitionInfo info) {
        Random r = new Random(1000 + info.getCurrentRepetition());
        String v = VOLUME.get(r.nextInt(VOLUME.size()));
        String m = MASS.get(r.nextInt(MASS.size()));
        String ingredient = List.of("面粉", "sugar", "盐", "olive oil", "蜂蜜", "未知的东西").get(r.nextInt(6));
        double q = 0.5 + r.nextDouble() * 10;
        double mass = Units.convert(q, v, m, ingredient).orElseThrow();
        assertEquals(q, Units.convert(mass, m, v, ingredient).orElseThrow(), q * 1e-9);
    }
}
