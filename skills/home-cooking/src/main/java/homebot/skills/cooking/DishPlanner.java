package homebot.skills.cooking;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Plans several dishes cooked at once so that they are ready together. The cook has two hands: hands-on steps
 * (切, 炒) never overlap, while waiting steps (焖 40 分钟, bake) run beside anything. Steps of one dish keep
 * their order. The planner starts the dish that takes longest first, delays the others so their ends line up,
 * and nudges the start times until every dish finishes within {@link #TOGETHER} of the others.
 */
final class DishPlanner {
    static final Duration TOGETHER = Duration.ofMinutes(2);
    private static final int ROUNDS = 50;

    /** One step placed on the plan's timeline, measured from the moment the cook starts. */
    record Task(int dish, Recipe recipe, Step step, Duration start, Duration length, boolean waiting) {
        Duration end() {
            return start.plus(length);
        }
    }

    /** The plan: tasks in the order the cook meets them (by start, then dish). */
    record Plan(List<Task> tasks) {
        Plan {
            tasks = List.copyOf(tasks);
        }

        Duration total() {
            return tasks.stream().map(Task::end).max(Comparator.naturalOrder()).orElse(Duration.ZERO);
        }

        /** When each dish is ready, in the order the dishes were given. */
        List<Duration> finishes(int dishes) {
            List<Duration> out = new ArrayList<>();
            for (int d = 0; d < dishes; d++) {
                int dish = d;
                out.add(tasks.stream().filter(t -> t.dish() == dish).map(Task::end)
                        .max(Comparator.naturalOrder()).orElse(Duration.ZERO));
            }
            return out;
        }

        /** The task to do at {@code elapsed}: the first not yet finished hands-on task, else the next to start. */
        Task current(Duration elapsed) {
            return tasks.stream().filter(t -> t.end().compareTo(elapsed) > 0).findFirst()
                    .orElse(tasks.get(tasks.size() - 1));
        }
    }

    Plan plan(List<Recipe> recipes) {
        return plan(recipes, new int[recipes.size()], new long[recipes.size()]);
    }

    /**
     * Plans the rest of a meal already under way: dish {@code d} continues at its step index {@code fromStep[d]}
     * (0-based; a finished dish has none left) and cannot start it before {@code minReady[d]} seconds from now
     * (a pot still braising). Times in the plan count from now.
     */
    Plan plan(List<Recipe> recipes, int[] fromStep, long[] minReady) {
        if (recipes.isEmpty()) {
            throw new IllegalArgumentException("nothing to plan");
        }
        int n = recipes.size();
        long[] alone = new long[n];
        Kinds kinds = new Kinds(recipes);
        for (int d = 0; d < n; d++) {
            alone[d] = minReady[d];
            for (int k = fromStep[d]; k < kinds.seconds[d].length; k++) {
                alone[d] += kinds.seconds[d][k];
            }
        }
        long longest = java.util.Arrays.stream(alone).max().orElse(0);
        long[] offset = new long[n];
        for (int d = 0; d < n; d++) {
            offset[d] = Math.max(minReady[d], longest - alone[d] + minReady[d]);
        }

        Plan best = simulate(recipes, kinds, offset, fromStep);
        long[] bestOffset = offset;
        for (int round = 0; round < ROUNDS && score(best, n) > 0; round++) {
            // local search: move one dish's start earlier or later and keep the move that helps most
            Plan roundBest = best;
            long[] roundOffset = bestOffset;
            List<Duration> ends = best.finishes(n);
            long last = ends.stream().mapToLong(Duration::toSeconds).max().orElse(0);
            for (int d = 0; d < n; d++) {
                long gap = last - ends.get(d).toSeconds();
                for (long delta : new long[] {gap, gap / 2, -gap, 30, -30, 60, -60, 120, -120, 300, -300}) {
                    if (delta == 0) {
                        continue;
                    }
                    long[] next = bestOffset.clone();
                    next[d] = Math.max(minReady[d], next[d] + delta);
                    long slack = Long.MAX_VALUE;
                    for (int k = 0; k < n; k++) {
                        slack = Math.min(slack, next[k] - minReady[k]);
                    }
                    for (int k = 0; k < n; k++) {
                        next[k] -= slack; // nobody waits for nothing at the start
                    }
                    Plan candidate = simulate(recipes, kinds, next, fromStep);
                    if (better(candidate, roundBest, n)) {
                        roundBest = candidate;
                        roundOffset = next;
                    }
                }
            }
            if (roundBest == best) {
                break;
            }
            best = roundBest;
            bestOffset = roundOffset;
        }
        return best;
    }

    /** How far the plan is from "all ready together", in seconds beyond the allowed gap; 0 when it is. */
    private static long score(Plan plan, int n) {
        return Math.max(0, spread(plan, n) - TOGETHER.toSeconds());
    }

    private static boolean better(Plan a, Plan b, int n) {
        long sa = score(a, n);
        long sb = score(b, n);
        if (sa != sb) {
            return sa < sb;
        }
        int total = a.total().compareTo(b.total());
        return total != 0 ? total < 0 : spread(a, n) < spread(b, n);
    }

    /** Seconds between the first and the last dish to be ready, among the dishes with steps left. */
    private static long spread(Plan plan, int n) {
        long max = Long.MIN_VALUE;
        long min = Long.MAX_VALUE;
        for (int d = 0; d < n; d++) {
            int dish = d;
            var end = plan.tasks().stream().filter(t -> t.dish() == dish).mapToLong(t -> t.end().toSeconds()).max();
            if (end.isPresent()) {
                max = Math.max(max, end.getAsLong());
                min = Math.min(min, end.getAsLong());
            }
        }
        return max == Long.MIN_VALUE ? 0 : max - min;
    }

    /**
     * Places the steps: each dish waits for its own previous step and its start offset; a hands-on step also
     * waits until the cook's hands are free. Ties go to the dish that is furthest behind its own schedule.
     */
    /** Each step's length and kind, worked out once: the search below simulates the plan many times. */
    private static final class Kinds {
        final long[][] seconds;
        final boolean[][] waiting;

        Kinds(List<Recipe> recipes) {
            seconds = new long[recipes.size()][];
            waiting = new boolean[recipes.size()][];
            for (int d = 0; d < recipes.size(); d++) {
                List<Step> steps = recipes.get(d).steps();
                seconds[d] = new long[steps.size()];
                waiting[d] = new boolean[steps.size()];
                for (int k = 0; k < steps.size(); k++) {
                    seconds[d][k] = StepKinds.duration(steps.get(k)).toSeconds();
                    waiting[d][k] = StepKinds.waiting(steps.get(k));
                }
            }
        }
    }

    private static Plan simulate(List<Recipe> recipes, Kinds kinds, long[] offset, int[] fromStep) {
        int n = recipes.size();
        int[] nextStep = fromStep.clone();
        long[] ready = offset.clone();
        long handsFree = 0;
        List<Task> tasks = new ArrayList<>();
        int remaining = 0;
        for (int d = 0; d < n; d++) {
            remaining += Math.max(0, recipes.get(d).steps().size() - fromStep[d]);
        }
        while (remaining > 0) {
            int pick = -1;
            long pickStart = Long.MAX_VALUE;
            for (int d = 0; d < n; d++) {
                if (nextStep[d] >= recipes.get(d).steps().size()) {
                    continue;
                }
                long start = kinds.waiting[d][nextStep[d]] ? ready[d] : Math.max(ready[d], handsFree);
                if (start < pickStart || start == pickStart && pick >= 0 && ready[d] < ready[pick]) {
                    pick = d;
                    pickStart = start;
                }
            }
            Recipe r = recipes.get(pick);
            Step s = r.steps().get(nextStep[pick]);
            boolean waiting = kinds.waiting[pick][nextStep[pick]];
            long length = kinds.seconds[pick][nextStep[pick]];
            tasks.add(new Task(pick, r, s, Duration.ofSeconds(pickStart), Duration.ofSeconds(length), waiting));
            ready[pick] = pickStart + length;
            if (!waiting) {
                handsFree = pickStart + length;
            }
            nextStep[pick]++;
            remaining--;
        }
        tasks.sort(Comparator.comparing(Task::start).thenComparingInt(Task::dish));
        return new Plan(tasks);
    }
}
