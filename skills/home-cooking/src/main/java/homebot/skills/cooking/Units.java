package homebot.skills.cooking;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Kitchen units, Chinese and metric/imperial: what kind each is (mass, volume, temperature, counted) and how
 * to convert. Volume becomes weight through a small density table of common ingredients (water-like when
 * unknown, and the answer says "约" / "about").
 */
final class Units {
    enum Kind { MASS, VOLUME, COUNT }

    /** A unit's kind and its size in grams (mass) or millilitres (volume). */
    record Unit(String canonical, Kind kind, double base) {}

    private static final Map<String, Unit> UNITS = Map.ofEntries(
            Map.entry("克", new Unit("g", Kind.MASS, 1)), Map.entry("g", new Unit("g", Kind.MASS, 1)),
            Map.entry("gram", new Unit("g", Kind.MASS, 1)), Map.entry("grams", new Unit("g", Kind.MASS, 1)),
            Map.entry("千克", new Unit("kg", Kind.MASS, 1000)), Map.entry("公斤", new Unit("kg", Kind.MASS, 1000)),
            Map.entry("kg", new Unit("kg", Kind.MASS, 1000)), Map.entry("kilogram", new Unit("kg", Kind.MASS, 1000)),
            Map.entry("kilograms", new Unit("kg", Kind.MASS, 1000)),
            Map.entry("斤", new Unit("斤", Kind.MASS, 500)), Map.entry("两", new Unit("两", Kind.MASS, 50)),
            Map.entry("oz", new Unit("oz", Kind.MASS, 28.35)), Map.entry("ounce", new Unit("oz", Kind.MASS, 28.35)),
            Map.entry("ounces", new Unit("oz", Kind.MASS, 28.35)),
            Map.entry("lb", new Unit("lb", Kind.MASS, 453.6)), Map.entry("lbs", new Unit("lb", Kind.MASS, 453.6)),
            Map.entry("pound", new Unit("lb", Kind.MASS, 453.6)), Map.entry("pounds", new Unit("lb", Kind.MASS, 453.6)),
            Map.entry("毫升", new Unit("ml", Kind.VOLUME, 1)), Map.entry("ml", new Unit("ml", Kind.VOLUME, 1)),
            Map.entry("milliliter", new Unit("ml", Kind.VOLUME, 1)), Map.entry("milliliters", new Unit("ml", Kind.VOLUME, 1)),
            Map.entry("升", new Unit("l", Kind.VOLUME, 1000)), Map.entry("l", new Unit("l", Kind.VOLUME, 1000)),
            Map.entry("liter", new Unit("l", Kind.VOLUME, 1000)), Map.entry("liters", new Unit("l", Kind.VOLUME, 1000)),
            Map.entry("汤匙", new Unit("tbsp", Kind.VOLUME, 15)), Map.entry("大勺", new Unit("tbsp", Kind.VOLUME, 15)),
            Map.entry("勺", new Unit("tbsp", Kind.VOLUME, 15)),
            Map.entry("tbsp", new Unit("tbsp", Kind.VOLUME, 15)), Map.entry("tablespoon", new Unit("tbsp", Kind.VOLUME, 15)),
            Map.entry("tablespoons", new Unit("tbsp", Kind.VOLUME, 15)),
            Map.entry("茶匙", new Unit("tsp", Kind.VOLUME, 5)), Map.entry("小勺", new Unit("tsp", Kind.VOLUME, 5)),
            Map.entry("tsp", new Unit("tsp", Kind.VOLUME, 5)), Map.entry("teaspoon", new Unit("tsp", Kind.VOLUME, 5)),
            Map.entry("teaspoons", new Unit("tsp", Kind.VOLUME, 5)),
            Map.entry("杯", new Unit("cup", Kind.VOLUME, 240)), Map.entry("cup", new Unit("cup", Kind.VOLUME, 240)),
            Map.entry("cups", new Unit("cup", Kind.VOLUME, 240)));

    /** Grams per millilitre of what cooks measure by the spoon or cup. */
    private static final Map<String, Double> DENSITY = Map.ofEntries(
            Map.entry("水", 1.0), Map.entry("water", 1.0), Map.entry("牛奶", 1.03), Map.entry("milk", 1.03),
            Map.entry("油", 0.92), Map.entry("oil", 0.92), Map.entry("糖", 0.85), Map.entry("sugar", 0.85),
            Map.entry("白糖", 0.85), Map.entry("冰糖", 0.9), Map.entry("面粉", 0.53), Map.entry("flour", 0.53),
            Map.entry("盐", 1.2), Map.entry("salt", 1.2), Map.entry("酱油", 1.15), Map.entry("生抽", 1.15),
            Map.entry("老抽", 1.2), Map.entry("soy sauce", 1.15), Map.entry("醋", 1.01), Map.entry("vinegar", 1.01),
            Map.entry("料酒", 0.98), Map.entry("蜂蜜", 1.42), Map.entry("honey", 1.42), Map.entry("米", 0.8),
            Map.entry("大米", 0.8), Map.entry("rice", 0.8), Map.entry("淀粉", 0.6), Map.entry("starch", 0.6),
            Map.entry("butter", 0.91), Map.entry("黄油", 0.91), Map.entry("可乐", 1.04), Map.entry("cola", 1.04));

    private Units() {}

    static Optional<Unit> of(String unit) {
        if (unit == null || unit.isBlank()) {
            return Optional.empty();
        }
        return Optional.ofNullable(UNITS.get(unit.strip().toLowerCase(Locale.ROOT)));
    }

    /** Whether two written units are the same measure ("克" and "g"; "" and "" for counted things). */
    static boolean same(String a, String b) {
        if (a.strip().equalsIgnoreCase(b.strip())) {
            return true;
        }
        Optional<Unit> ua = of(a);
        Optional<Unit> ub = of(b);
        return ua.isPresent() && ub.isPresent() && ua.get().canonical().equals(ub.get().canonical());
    }

    /** Weight in grams, and whether it is estimated from a density (a spoon of sugar) rather than exact. */
    record Grams(double grams, boolean estimated) {}

    /** {@code quantity unit} of {@code ingredient} in grams; empty for counted things (eggs) and unknown units. */
    static Optional<Grams> grams(double quantity, String unit, String ingredient) {
        Optional<Unit> u = of(unit);
        if (u.isEmpty()) {
            return Optional.empty();
        }
        return switch (u.get().kind()) {
            case MASS -> Optional.of(new Grams(quantity * u.get().base(), false));
            case VOLUME -> Optional.of(new Grams(quantity * u.get().base() * density(ingredient), true));
            case COUNT -> Optional.empty();
        };
    }

    /** Converts between two units of the same kind, or from volume to mass through the ingredient's density. */
    static Optional<Double> convert(double quantity, String from, String to, String ingredient) {
        Optional<Unit> f = of(from);
        Optional<Unit> t = of(to);
        if (f.isEmpty() || t.isEmpty()) {
            return Optional.empty();
        }
        double base = quantity * f.get().base();
        if (f.get().kind() == t.get().kind()) {
            return Optional.of(base / t.get().base());
        }
        double density = density(ingredient);
        if (f.get().kind() == Kind.VOLUME && t.get().kind() == Kind.MASS) {
            return Optional.of(base * density / t.get().base());
        }
        if (f.get().kind() == Kind.MASS && t.get().kind() == Kind.VOLUME) {
            return Optional.of(base / density / t.get().base());
        }
        return Optional.empty();
    }

    static double density(String ingredient) {
        String key = ingredient == null ? "" : ingredient.strip().toLowerCase(Locale.ROOT);
        Double exact = DENSITY.get(key);
        if (exact != null) {
            return exact;
        }
        // "细砂糖", "olive oil": the longest known word inside the name decides
        return DENSITY.entrySet().stream().filter(e -> key.contains(e.getKey()))
                .max(java.util.Comparator.comparingInt(e -> e.getKey().length()))
                .map(Map.Entry::getValue).orElse(1.0);
    }

    static double fahrenheitToCelsius(double f) {
        return (f - 32) * 5 / 9;
    }

    static double celsiusToFahrenheit(double c) {
        return c * 9 / 5 + 32;
    }
}
