package homebot.skills.cooking;

import homebot.skills.api.nlu.Durations;
import homebot.skills.api.ModeSession;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;

/**
 * Several dishes at once: "同时做红烧肉和米饭" plans them to be ready together, "下一步" follows the plan
 * across the dishes, "现在该做什么" answers from it. When the cook falls behind the plan by more than
 * {@link #BEHIND}, what is left is planned again from where each dish really is (a pot still braising keeps
 * its time), so the dishes still end together.
 */
final class MealActions {
    static final Duration BEHIND = Duration.ofMinutes(2);
    /** A next step planned this far ahead is announced with the time to start it. */
    private static final long NOT_YET_SECONDS = 60;

    private final CookingActions actions;
    private final MealPlanStore store;
    private final DishPlanner planner = new DishPlanner();

    MealActions(CookingActions actions, MealPlanStore store) {
        this.actions = actions;
        this.store = store;
    }

    Optional<MealPlanState> plan(ModeSession s) {
        return store.load(s.sessionDir());
    }

    Reply start(ModeSession s, Messages m, List<String> names, Integer servings) throws CookingException {
        RecipeBook book = actions.book(s);
        LinkedHashSet<Recipe> recipes = new LinkedHashSet<>();
        for (String name : names) {
            recipes.add(book.find(name).orElseThrow(() -> new CookingException("cooking-unknown-recipe",
                    m.get("unknown.recipe", "query", name, "names", m.list(book.closest(name, 3))))));
        }
        if (recipes.size() < 2) {
            store.clear(s.sessionDir());
            return actions.start(s, m, recipes.iterator().next().name(), servings, true);
        }
        List<Recipe> dishes = List.copyOf(recipes);
        DishPlanner.Plan plan = planner.plan(dishes);
        long now = s.clock().instant().getEpochSecond();
        List<MealPlanState.Task> tasks = new ArrayList<>();
        for (DishPlanner.Task t : plan.tasks()) {
            tasks.add(new MealPlanState.Task(t.dish(), t.step().number(), now + t.start().toSeconds(),
                    t.length().toSeconds(), t.waiting(), null));
        }
        List<Integer> people = dishes.stream().map(r -> servings == null ? r.servings() : servings).toList();
        MealPlanState state = new MealPlanState(1, dishes.stream().map(Recipe::name).toList(), people, tasks, 0);
        store.save(s.sessionDir(), state);
        String intro = m.get("meal.start", "dishes", m.list(state.dishes()),
                "minutes", Durations.speak(roundUp(plan.total()), m.isChinese()));
        Reply first = announce(s, m, state, dishes, now);
        return new Reply(intro + first.text(), first.expectsAnswer());
    }

    /** "下一步" while a meal plan is active; empty when there is none. */
    Optional<Reply> next(ModeSession s, Messages m) throws CookingException {
        Optional<MealPlanState> loaded = plan(s);
        if (loaded.isEmpty()) {
            return Optional.empty();
        }
        MealPlanState state = loaded.get();
        if (state.finished()) {
            return Optional.of(Reply.say(m.get("meal.done", "dishes", m.list(state.dishes()))));
        }
        List<Recipe> dishes = recipes(s, m, state);
        long now = s.clock().instant().getEpochSecond();
        MealPlanState.Task due = state.tasks().get(state.next());
        String prefix = "";
        if (now - due.plannedStart() > BEHIND.toSeconds()) {
            state = replan(state, dishes, now);
            store.save(s.sessionDir(), state);
            prefix = m.get("meal.replanned");
        }
        Reply r = announce(s, m, state, dishes, now);
        return Optional.of(new Reply(prefix + r.text(), r.expectsAnswer()));
    }

    /** "现在该做什么": the step in hand, what is cooking by itself and for how long, and what comes next. */
    Optional<Reply> now(ModeSession s, Messages m) throws CookingException {
        Optional<MealPlanState> loaded = plan(s);
        if (loaded.isEmpty()) {
            return Optional.empty();
        }
        MealPlanState state = loaded.get();
        List<Recipe> dishes = recipes(s, m, state);
        long now = s.clock().instant().getEpochSecond();
        List<String> parts = new ArrayList<>();
        for (MealPlanState.Task t : state.tasks().subList(0, state.next())) {
            long end = t.startedAt() + t.seconds();
            if (t.waiting() && end > now) {
                parts.add(m.get("meal.running", "recipe", dishes.get(t.dish()).name(),
                        "left", Durations.speak(Duration.ofSeconds(end - now), m.isChinese())));
            }
        }
        if (state.finished()) {
            parts.add(m.get("meal.done", "dishes", m.list(state.dishes())));
        } else {
            MealPlanState.Task t = state.tasks().get(state.next());
            Recipe r = dishes.get(t.dish());
            long wait = t.plannedStart() - now;
            String key = wait > NOT_YET_SECONDS ? "meal.upcoming" : "meal.now";
            parts.add(m.get(key, "recipe", r.name(), "n", m.ordinal(t.step()), "text", r.step(t.step()).text(),
                    "left", Durations.speak(Duration.ofSeconds(Math.max(0, wait)), m.isChinese())));
        }
        return Optional.of(Reply.say(String.join(m.isChinese() ? "" : " ", parts)));
    }

    void clear(ModeSession s) {
        store.clear(s.sessionDir());
    }

    private Reply announce(ModeSession s, Messages m, MealPlanState state, List<Recipe> dishes, long now) {
        MealPlanState.Task t = state.tasks().get(state.next());
        Recipe recipe = dishes.get(t.dish());
        MealPlanState after = state.startedNext(now);
        store.save(s.sessionDir(), after);
        long wait = t.plannedStart() - now;
        boolean last = after.finished();
        String key = wait > NOT_YET_SECONDS ? "meal.step.later" : last ? "meal.step.last" : "meal.step";
        String text = m.get(key, "recipe", recipe.name(), "n", m.ordinal(t.step()), "text", recipe.step(t.step()).text(),
                "left", Durations.speak(Duration.ofSeconds(Math.max(0, wait)), m.isChinese()));
        return actions.readStep(s, m, recipe, state.servings().get(t.dish()), t.step(), text);
    }

    /** Plans what is left from where each dish really is now. */
    private MealPlanState replan(MealPlanState state, List<Recipe> dishes, long now) {
        int n = dishes.size();
        int[] fromStep = new int[n];
        long[] minReady = new long[n];
        for (int d = 0; d < n; d++) {
            fromStep[d] = dishes.get(d).steps().size();
        }
        for (MealPlanState.Task t : state.tasks().subList(state.next(), state.tasks().size())) {
            fromStep[t.dish()] = Math.min(fromStep[t.dish()], t.step() - 1);
        }
        for (MealPlanState.Task t : state.tasks().subList(0, state.next())) {
            if (t.waiting()) {
                minReady[t.dish()] = Math.max(minReady[t.dish()], t.startedAt() + t.seconds() - now);
            }
        }
        DishPlanner.Plan plan = planner.plan(dishes, fromStep, minReady);
        List<MealPlanState.Task> rest = new ArrayList<>();
        for (DishPlanner.Task t : plan.tasks()) {
            rest.add(new MealPlanState.Task(t.dish(), t.step().number(), now + t.start().toSeconds(),
                    t.length().toSeconds(), t.waiting(), null));
        }
        return state.replanned(rest);
    }

    private List<Recipe> recipes(ModeSession s, Messages m, MealPlanState state) throws CookingException {
        RecipeBook book = actions.book(s);
        List<Recipe> out = new ArrayList<>();
        for (String name : state.dishes()) {
            out.add(book.find(name).orElseThrow(() -> new CookingException("cooking-recipe-missing",
                    m.get("unknown.recipe", "query", name, "names", m.list(book.closest(name, 3))))));
        }
        return out;
    }

    private static Duration roundUp(Duration d) {
        long minutes = (d.toSeconds() + 59) / 60;
        return Duration.ofMinutes(Math.max(1, minutes));
    }
}
