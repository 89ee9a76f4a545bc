package homebot.skills.cooking;

import homebot.skills.api.ModeSession;
import homebot.skills.api.TurnRecord;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The cooking summary written to {@code summary.md} at exit: what was cooked, for how many, what changed, the
 * amounts used (so "上次放了多少糖" can be answered later) and the notes.
 */
final class CookingSummary {
    /** One dish of the session: the recipe and the servings it ended with. */
    record Dish(String recipe, int servings) {}

    private final CookingActions kitchen;

    CookingSummary(CookingActions kitchen) {
        this.kitchen = kitchen;
    }

    static List<Dish> dishes(CookingState st) {
        Map<String, Integer> servings = new LinkedHashMap<>();
        for (CookingState.Event e : st.events()) {
            if (e.kind().equals("start") || e.kind().equals("scale")) {
                servings.remove(e.recipe());
                servings.put(e.recipe(), e.servings());
            }
        }
        List<Dish> out = new ArrayList<>();
        servings.forEach((r, n) -> out.add(new Dish(r, n)));
        return out;
    }

    String write(ModeSession s, List<TurnRecord> turns) {
        Messages m = "en-US".equals(s.language()) ? Messages.english() : Messages.chinese();
        CookingState st = kitchen.state(s);
        RecipeBook book = kitchen.book(s);
        List<String> out = new ArrayList<>();
        out.add(m.get("summary.title"));
        out.add("");
        out.add(m.get("summary.date", "date", s.startedAt().toLocalDate()));
        List<Dish> dishes = dishes(st);
        if (dishes.isEmpty()) {
            out.add(m.get("summary.nothing"));
        }
        for (Dish d : dishes) {
            Recipe r = book.find(d.recipe()).orElse(null);
            String base = r != null && r.servings() != d.servings()
                    ? m.get("summary.base", "servings", r.servings()) : "";
            out.add(m.get("summary.cooked", "recipe", d.recipe(), "servings", d.servings(), "base", base));
        }
        List<String> changes = new ArrayList<>();
        for (CookingState.Event e : st.events()) {
            if (e.kind().equals("scale")) {
                changes.add(m.get("summary.change.servings", "recipe", e.recipe(), "from", e.from(), "to", e.servings()));
            }
        }
        out.add(changes.isEmpty() ? m.get("summary.nochanges") : m.get("summary.changes", "changes", m.phrases(changes)));
        for (Dish d : dishes) {
            book.find(d.recipe()).ifPresent(r -> out.add(m.get("summary.amounts", "recipe", r.name(),
                    "servings", d.servings(), "amounts", m.phrases(CookingActions.phrases(r.ingredients(), r,
                            d.servings(), m)))));
        }
        if (st.recipe() != null) {
            book.find(st.recipe()).ifPresent(r -> out.add(m.get("summary.progress", "recipe", r.name(),
                    "step", Math.max(1, st.step()), "total", r.steps().size())));
        }
        if (!st.timers().isEmpty()) {
            out.add(m.get("summary.timers", "names", m.list(st.timers())));
        }
        if (st.notes().isEmpty()) {
            out.add(m.get("summary.nonotes"));
        } else {
            out.add(m.get("summary.notes"));
            st.notes().forEach(n -> out.add("  - " + n));
        }
        out.add(m.get("summary.turns", "count", turns.size()));
        return String.join("\n", out) + "\n";
    }
}
