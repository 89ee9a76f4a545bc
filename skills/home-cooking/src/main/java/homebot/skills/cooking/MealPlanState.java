package homebot.skills.cooking;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.ArrayList;
import java.util.List;

/**
 * Several dishes cooked at once ({@code meal_plan.json} in the session dir): the dishes, and the plan's steps
 * in the order the cook is guided through them, each with the time it was planned for and the time it was
 * actually read out (null until then).
 *
 * @param next index of the next task to read out; {@code tasks.size()} when everything has been said
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record MealPlanState(int schemaVersion, List<String> dishes, List<Integer> servings, List<Task> tasks, int next) {

    /** One step of one dish; times are epoch seconds. */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Task(int dish, int step, long plannedStart, long seconds, boolean waiting, Long startedAt) {
        Task started(long now) {
            return new Task(dish, step, plannedStart, seconds, waiting, now);
        }
    }

    MealPlanState {
        dishes = dishes == null ? List.of() : List.copyOf(dishes);
        servings = servings == null ? List.of() : List.copyOf(servings);
        tasks = tasks == null ? List.of() : List.copyOf(tasks);
    }

    boolean finished() {
        return next >= tasks.size();
    }

    MealPlanState startedNext(long now) {
        List<Task> out = new ArrayList<>(tasks);
        out.set(next, tasks.get(next).started(now));
        return new MealPlanState(schemaVersion, dishes, servings, out, next + 1);
    }

    /** The tasks already read out, then {@code rest} (a new plan for what is left). */
    MealPlanState replanned(List<Task> rest) {
        List<Task> out = new ArrayList<>(tasks.subList(0, next));
        out.addAll(rest);
        return new MealPlanState(schemaVersion, dishes, servings, out, next);
    }
}
