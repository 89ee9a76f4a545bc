package homebot.skills.cooking;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import java.util.ArrayList;
import java.util.List;

/**
 * What a cooking session remembers between turns and restarts ({@code cooking_state.json} in the session dir).
 *
 * @param recipe       name of the recipe being cooked, or null before one is chosen
 * @param step         current step, 1-based (0 before the first step is read)
 * @param servings     people cooked for
 * @param notes        "for next time" notes, oldest first
 * @param timers       names of the timers started in this session
 * @param pendingTimer a timer offered in the last reply ("要我计时 2 分钟吗？"), waiting for yes/no
 * @param events       what happened, for the summary (recipe started, servings changed, note taken)
 */
@JsonIgnoreProperties(ignoreUnknown = true)
record CookingState(int schemaVersion, String recipe, int step, int servings, List<String> notes,
                    List<String> timers, PendingTimer pendingTimer, List<Event> events) {

    /** Events kept for the summary; a model scaling in a loop must not grow the state file without end. */
    static final int MAX_EVENTS = 200;
    /** Timer names remembered for the summary. */
    static final int MAX_TIMER_NAMES = 50;

    /** A timer offered for a step; started when the user says yes in the next turn. */
    record PendingTimer(String name, long seconds, String announcement, String language) {}

    /**
     * kind: {@code start} (recipe, servings), {@code scale} (recipe, from → servings), {@code note} (text). Files
     * written before session 34 may also hold {@code declined} (a step's timer turned down), which nothing reads now:
     * the step read again offers its timer again.
     */
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Event(String kind, String recipe, int servings, int from, String text) {}

    CookingState {
        notes = notes == null ? List.of() : List.copyOf(notes);
        timers = timers == null ? List.of() : latest(timers, MAX_TIMER_NAMES);
        events = events == null ? List.of() : bounded(events);
    }

    static CookingState empty() {
        return new CookingState(1, null, 0, 0, List.of(), List.of(), null, List.of());
    }

    CookingState startRecipe(String name, int people) {
        return new CookingState(1, name, 1, people, notes, timers, null,
                plus(events, new Event("start", name, people, 0, null)));
    }

    /**
     * Guidance moved to another dish of a meal cooked together: the recipe and step the cook is now at. The
     * summary records a dish's start once, however often the guidance returns to it.
     */
    CookingState switchedTo(String name, int n, int people) {
        boolean known = events.stream().anyMatch(e -> e.kind().equals("start") && name.equals(e.recipe()));
        return new CookingState(1, name, n, people, notes, timers, null,
                known ? events : plus(events, new Event("start", name, people, 0, null)));
    }

    CookingState atStep(int n) {
        return new CookingState(1, recipe, n, servings, notes, timers, pendingTimer, events);
    }

    CookingState scaledTo(int people) {
        return new CookingState(1, recipe, step, people, notes, timers, pendingTimer,
                plus(events, new Event("scale", recipe, people, servings, null)));
    }

    CookingState noted(String text) {
        return new CookingState(1, recipe, step, servings, plus(notes, text), timers, pendingTimer,
                plus(events, new Event("note", recipe, servings, 0, text)));
    }

    CookingState timerStarted(String name) {
        List<String> names = timers.contains(name) ? timers : plus(timers, name);
        return new CookingState(1, recipe, step, servings, notes, names, null, events);
    }

    CookingState offering(PendingTimer offer) {
        return new CookingState(1, recipe, step, servings, notes, timers, offer, events);
    }

    private static <T> List<T> latest(List<T> list, int max) {
        return List.copyOf(list.size() <= max ? list : list.subList(list.size() - max, list.size()));
    }

    /** Over the bound, the oldest rescalings go first (the summary needs the starts and notes), then the oldest. */
    private static List<Event> bounded(List<Event> events) {
        if (events.size() <= MAX_EVENTS) {
            return List.copyOf(events);
        }
        List<Event> out = new ArrayList<>(events);
        int excess = out.size() - MAX_EVENTS;
        for (int i = 0; i < out.size() && excess > 0; ) {
            if ("scale".equals(out.get(i).kind())) {
                out.remove(i);
                excess--;
            } else {
                i++;
            }
        }
        return latest(out, MAX_EVENTS);
    }

    private static <T> List<T> plus(List<T> list, T item) {
        List<T> out = new ArrayList<>(list);
        out.add(item);
        return out;
    }
}
