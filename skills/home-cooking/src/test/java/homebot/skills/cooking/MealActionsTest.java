package homebot.skills.cooking;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Braised pork and rice cooked together, guided step by step across both, with a moved clock and a restart. */
class MealActionsTest {
    @TempDir
    Path workspace;

    private FakeModeSession session;
    private final Messages zh = Messages.chinese();

    @BeforeEach
    void setUp() throws Exception {
        session = FakeModeSession.in(workspace);
        Path recipes = workspace.resolve("cooking/recipes");
        Files.createDirectories(recipes);
        Files.writeString(recipes.resolve("rice.md"), DishPlannerTest.RICE);
    }

    private MealActions meal(FakeModeSession s) {
        CookingActions actions = new CookingActions(new RecipeShelf(new StarterRecipes(getClass().getClassLoader())),
                new CookingStateStore(), CookingConfig.defaults());
        return new MealActions(actions, new MealPlanStore());
    }

    @Test
    void guidesBothDishesSoTheyFinishTogetherEvenWhenTheCookIsSlowAndTheProcessRestarts() throws Exception {
        MealActions meal = meal(session);
        Reply start = meal.start(session, zh, List.of("红烧肉", "米饭"), null);
        assertTrue(start.text().startsWith("好的，同时做红烧肉、米饭，大约"), start.text());
        MealPlanState plan = meal.plan(session).orElseThrow();
        assertEquals(10, plan.tasks().size());
        List<String> said = new ArrayList<>(List.of(start.text()));
        int restartsLeft = 1;
        while (!meal.plan(session).orElseThrow().finished()) {
            MealPlanState st = meal.plan(session).orElseThrow();
            MealPlanState.Task done = st.tasks().get(st.next() - 1);
            // the cook takes the planned time for waiting steps, and 50 % longer for hands-on ones
            long spent = done.waiting() ? 0 : done.seconds() * 3 / 2;
            session.clock.advance(Duration.ofSeconds(spent));
            MealPlanState.Task due = st.tasks().get(st.next());
            long now = session.clock.instant().getEpochSecond();
            if (due.plannedStart() > now) {
                session.clock.advance(Duration.ofSeconds(due.plannedStart() - now));
            }
            if (restartsLeft > 0 && st.next() == 5) {
                restartsLeft--;
                session = session.sameSession();
                meal = meal(session);
            }
            said.add(meal.next(session, zh).orElseThrow().text());
        }
        MealPlanState end = meal.plan(session).orElseThrow();
        long porkEnd = finish(end, 0);
        long riceEnd = finish(end, 1);
        assertTrue(Math.abs(porkEnd - riceEnd) <= DishPlanner.TOGETHER.toSeconds() + 60,
                "pork " + porkEnd + " rice " + riceEnd + "\n" + String.join("\n", said));
        assertTrue(said.stream().anyMatch(t -> t.startsWith("比计划慢了一点")), String.join("\n", said));
        assertEquals("红烧肉、米饭都做好啦，开饭吧！", meal.next(session, zh).orElseThrow().text());
    }

    @Test
    void whatNowNamesTheStepInHandAndWhatIsCookingByItself() throws Exception {
        MealActions meal = meal(session);
        meal.start(session, zh, List.of("米饭", "红烧肉"), null);
        // go to the first waiting step of the rice and let it run
        MealPlanState st = meal.plan(session).orElseThrow();
        while (!st.tasks().get(st.next() - 1).waiting()) {
            meal.next(session, zh);
            st = meal.plan(session).orElseThrow();
        }
        session.clock.advance(Duration.ofMinutes(1));
        String now = meal.now(session, zh).orElseThrow().text();
        assertTrue(now.contains("正在锅里"), now);
        assertTrue(now.contains("第"), now);
    }

    @Test
    void aStepReadOutOffersItsTimerNamedAfterTheAction() throws Exception {
        MealActions meal = meal(session);
        meal.start(session, zh, List.of("红烧肉", "米饭"), null);
        boolean offered = false;
        for (int i = 0; i < 10 && !offered; i++) {
            Reply r = meal.next(session, zh).orElseThrow();
            if (r.text().contains("焖 40 分钟")) {
                assertTrue(r.expectsAnswer(), r.text());
                assertEquals("焖肉", new CookingStateStore().load(session.sessionDir()).pendingTimer().name());
                offered = true;
            }
        }
        assertTrue(offered);
    }

    @Test
    void oneDishIsAnOrdinaryStart() throws Exception {
        MealActions meal = meal(session);
        Reply r = meal.start(session, zh, List.of("红烧肉", "红烧肉"), 2);
        assertTrue(r.text().startsWith("好的，做红烧肉，两人份"), r.text());
        assertTrue(meal.plan(session).isEmpty());
    }

    private static long finish(MealPlanState plan, int dish) {
        return plan.tasks().stream().filter(t -> t.dish() == dish)
                .mapToLong(t -> t.startedAt() + t.seconds()).max().orElseThrow();
    }
}
