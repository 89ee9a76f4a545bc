package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;

class DishPlannerTest {
    static final String RICE = """
            ---
            name: 米饭
            servings: 3
            ingredients:
              - {name: 大米, quantity: 300, unit: 克}
              - {name: 水, quantity: 400, unit: 毫升}
            ---
            1. 大米淘洗两遍，沥干。
            2. 加水浸泡 20 分钟。
            3. 电饭煲煮 30 分钟。
            4. 跳闸后再焖 10 分钟，用饭勺翻松。
            """;

    static Recipe starter(String file) throws Exception {
        Path p = Path.of("recipes", file);
        return parse(p, Files.readString(p));
    }

    static Recipe parse(Path p, String text) {
        RecipeParser.Result r = new RecipeParser().parse(p, text);
        return assertInstanceOf(RecipeParser.Parsed.class, r, r::toString).recipe();
    }

    static Stream<Arguments> pairs() throws Exception {
        Recipe rice = parse(Path.of("rice.md"), RICE);
        return Stream.of(
                Arguments.of(List.of(starter("braised-pork-belly.md"), rice)),
                Arguments.of(List.of(starter("cola-chicken-wings.md"), rice)),
                Arguments.of(List.of(starter("braised-pork-belly.md"), starter("tomato-scrambled-eggs.md"))),
                Arguments.of(List.of(starter("steamed-fish.md"), rice)),
                Arguments.of(List.of(starter("spaghetti-aglio-e-olio.md"), starter("pancakes.md"))),
                Arguments.of(List.of(starter("cola-chicken-wings.md"), starter("egg-fried-rice.md"))));
    }

    @ParameterizedTest
    @MethodSource("pairs")
    void dishesFinishTogetherAndHandsOnStepsNeverOverlap(List<Recipe> dishes) {
        DishPlanner.Plan plan = new DishPlanner().plan(dishes);
        List<Duration> ends = plan.finishes(dishes.size());
        long max = ends.stream().mapToLong(Duration::toSeconds).max().orElseThrow();
        long min = ends.stream().mapToLong(Duration::toSeconds).min().orElseThrow();
        assertTrue(max - min <= DishPlanner.TOGETHER.toSeconds(), () -> "finishes " + ends + "\n" + describe(plan));
        List<DishPlanner.Task> hands = plan.tasks().stream().filter(t -> !t.waiting()).toList();
        for (int i = 0; i < hands.size(); i++) {
            for (int j = i + 1; j < hands.size(); j++) {
                DishPlanner.Task a = hands.get(i);
                DishPlanner.Task b = hands.get(j);
                boolean overlap = a.start().compareTo(b.end()) < 0 && b.start().compareTo(a.end()) < 0;
                assertTrue(!overlap, () -> "hands-on overlap: " + a + " / " + b + "\n" + describe(plan));
            }
        }
        // each dish keeps its own step order, and every step is planned once
        for (int d = 0; d < dishes.size(); d++) {
            int dish = d;
            List<Integer> order = plan.tasks().stream().filter(t -> t.dish() == dish).map(t -> t.step().number()).toList();
            List<Integer> expected = new ArrayList<>();
            for (int k = 1; k <= dishes.get(d).steps().size(); k++) {
                expected.add(k);
            }
            assertEquals(expected, order);
        }
    }

    @Test
    void theLongBraiseStartsFirstAndRiceJoinsDuringItsWait() throws Exception {
        Recipe pork = starter("braised-pork-belly.md");
        Recipe rice = parse(Path.of("rice.md"), RICE);
        DishPlanner.Plan plan = new DishPlanner().plan(List.of(pork, rice));
        long pork0 = pork.steps().stream().mapToLong(s -> StepKinds.duration(s).toSeconds()).sum();
        long rice0 = rice.steps().stream().mapToLong(s -> StepKinds.duration(s).toSeconds()).sum();
        assertEquals(pork0 >= rice0 ? 0 : 1, plan.tasks().get(0).dish(), describe(plan));
        DishPlanner.Task braise = plan.tasks().stream().filter(t -> t.dish() == 0 && t.step().number() == 5)
                .findFirst().orElseThrow();
        assertTrue(braise.waiting());
        assertTrue(plan.tasks().stream().anyMatch(t -> t.dish() == 1 && t.start().compareTo(braise.start()) >= 0
                && t.start().compareTo(braise.end()) < 0), describe(plan));
    }

    @Test
    void threeDishesWhoseLastStepsBothNeedHandsFinishAsCloseAsTheHandsAllow() throws Exception {
        List<Recipe> dishes = List.of(starter("braised-pork-belly.md"), starter("cola-chicken-wings.md"),
                parse(Path.of("rice.md"), RICE));
        DishPlanner.Plan plan = new DishPlanner().plan(dishes);
        List<Duration> ends = plan.finishes(3);
        long spread = ends.stream().mapToLong(Duration::toSeconds).max().orElseThrow()
                - ends.stream().mapToLong(Duration::toSeconds).min().orElseThrow();
        // both braises end with five minutes of 收汁 at the stove: one waits for the other, never more
        assertTrue(spread <= Duration.ofMinutes(5).toSeconds(), () -> ends + "\n" + describe(plan));
    }

    @Test
    void currentTaskFollowsTheClock() throws Exception {
        DishPlanner.Plan plan = new DishPlanner().plan(List.of(starter("braised-pork-belly.md"),
                parse(Path.of("rice.md"), RICE)));
        assertEquals(plan.tasks().get(0), plan.current(Duration.ZERO));
        assertEquals(plan.tasks().get(plan.tasks().size() - 1), plan.current(plan.total().plusMinutes(5)));
    }

    @Test
    void timerNamesComeFromTheStepsAction() throws Exception {
        Recipe pork = starter("braised-pork-belly.md");
        assertEquals("焖肉", StepKinds.timerName(pork, pork.step(5)));
        Recipe rice = parse(Path.of("rice.md"), RICE);
        assertEquals("泡大米", StepKinds.timerName(rice, rice.step(2)));
        Recipe wings = starter("cola-chicken-wings.md");
        assertEquals("炖鸡中翅", StepKinds.timerName(wings, wings.step(5)));
    }

    static String describe(DishPlanner.Plan plan) {
        StringBuilder sb = new StringBuilder();
        for (DishPlanner.Task t : plan.tasks()) {
            sb.append(String.format("%5.1f-%5.1f min  dish %d step %d %s %s%n", t.start().toSeconds() / 60.0,
                    t.end().toSeconds() / 60.0, t.dish(), t.step().number(), t.waiting() ? "wait" : "HAND", t.step().text()));
        }
        return sb.toString();
    }
}
