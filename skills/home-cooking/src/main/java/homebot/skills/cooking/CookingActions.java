package homebot.skills.cooking;

import homebot.skills.api.nlu.Durations;

import homebot.skills.api.ModeSession;
import homebot.skills.api.ToolArgumentException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The cooking operations shared by local intents and the model's tools: choose a recipe, walk its steps, say
 * amounts for the servings cooked, scale, take notes. Every call reads the session's state and writes it back.
 */
final class CookingActions {
    /** A note is a line for next time, not a document; it is stored, summarised and sent to the model. */
    static final int MAX_NOTE_CHARS = 300;
    /** Notes per session: enough for any dish, and a bound on the state file and the summary. */
    static final int MAX_NOTES = 30;
    private final RecipeShelf shelf;
    private final CookingStateStore store;
    private final CookingConfig config;

    CookingActions(RecipeShelf shelf, CookingStateStore store, CookingConfig config) {
        this.shelf = shelf;
        this.store = store;
        this.config = config;
    }

    RecipeBook book(ModeSession s) {
        return shelf.book(s.dataDir());
    }

    /** The book of a data folder that may have no session yet (asked before the mode is entered). */
    RecipeBook book(java.nio.file.Path dataDir) {
        return shelf.book(dataDir);
    }

    CookingState state(ModeSession s) {
        return store.load(s.sessionDir());
    }

    void save(ModeSession s, CookingState state) {
        store.save(s.sessionDir(), state);
    }

    /** The recipe being cooked. */
    Recipe current(ModeSession s, Messages m) throws CookingException {
        CookingState st = state(s);
        RecipeBook book = book(s);
        if (st.recipe() == null) {
            throw new CookingException("cooking-no-recipe",
                    m.get("no.recipe", "names", m.list(book.recipes().stream().map(Recipe::name).toList())));
        }
        return book.find(st.recipe()).orElseThrow(() -> new CookingException("cooking-recipe-missing",
                m.get("unknown.recipe", "query", st.recipe(), "names", m.list(book.closest(st.recipe(), 3)))));
    }

    Reply find(ModeSession s, Messages m, String query) {
        RecipeBook book = book(s);
        if (book.recipes().isEmpty()) {
            return Reply.say(m.get("recipes.none"));
        }
        List<Recipe> found = book.search(query == null ? "" : query);
        if (found.isEmpty() || found.size() == book.recipes().size()) {
            return Reply.say(m.get("recipes.list", "names", m.list(book.recipes().stream().map(Recipe::name).toList())));
        }
        return Reply.say(m.get("recipes.found", "names", m.list(found.stream().map(Recipe::name).toList())));
    }

    Reply start(ModeSession s, Messages m, String name, Integer servings, boolean offer) throws CookingException {
        RecipeBook book = book(s);
        Recipe recipe = book.find(name).orElseThrow(() -> new CookingException("cooking-unknown-recipe",
                // "整个白切鸡啦。": the dish is named without the particle or stop said after it
                m.get("unknown.recipe", "query", homebot.skills.api.nlu.TextNormalizer.plainKeepCase(name), "names",
                        m.list(book.closest(name, 3)))));
        int people = servings == null ? recipe.servings() : checkServings(m, servings);
        CookingState st = state(s).startRecipe(recipe.name(), people);
        Step first = recipe.step(1);
        String text = m.get("start", "recipe", recipe.name(), "servings", m.servings(people),
                "total", m.count(recipe.steps().size()), "text", first.text());
        return withOffer(s, m, recipe, st, text, offer);
    }

    /** which: current, next, previous, peek, or a step number. */
    Reply step(ModeSession s, Messages m, String which, boolean offer) throws CookingException {
        Recipe recipe = current(s, m);
        CookingState st = state(s);
        int total = recipe.steps().size();
        int at = Math.max(1, Math.min(st.step(), total));
        switch (which.toLowerCase(Locale.ROOT)) {
            case "current", "repeat" -> {
                return withOffer(s, m, recipe, st.atStep(at), stepText(m, recipe, at), offer);
            }
            case "next" -> {
                if (st.step() >= total) {
                    save(s, st.offering(null));
                    return Reply.doneAsksToLeave(m.get("next.none"));
                }
                int n = st.step() + 1;
                return withOffer(s, m, recipe, st.atStep(n), stepText(m, recipe, n), offer);
            }
            case "previous" -> {
                if (at <= 1) {
                    save(s, st.atStep(1).offering(null));
                    return Reply.say(m.get("previous.none", "text", recipe.step(1).text()));
                }
                return withOffer(s, m, recipe, st.atStep(at - 1), stepText(m, recipe, at - 1), offer);
            }
            case "peek" -> {
                save(s, st.offering(null));
                if (st.step() >= total) {
                    return Reply.say(m.get("peek.none"));
                }
                int n = st.step() + 1;
                return Reply.say(m.get("peek", "n", m.ordinal(n), "text", recipe.step(n).text()));
            }
            default -> {
                int n;
                try {
                    n = Integer.parseInt(which.strip());
                } catch (NumberFormatException e) {
                    throw new CookingException("tool-bad-arguments",
                            "which must be current, next, previous, peek or a step number, not '" + which + "'");
                }
                if (n < 1 || n > total) {
                    throw new CookingException("cooking-no-such-step", m.get("goto.bad", "total", m.count(total)));
                }
                return withOffer(s, m, recipe, st.atStep(n), stepText(m, recipe, n), offer);
            }
        }
    }

    /** Says a step without moving to it ("第三步是什么", "最后一步是啥"); a number past the end means the last. */
    Reply stepInfo(ModeSession s, Messages m, int n) throws CookingException {
        Recipe recipe = current(s, m);
        int total = recipe.steps().size();
        int at = n == Integer.MAX_VALUE ? total : n;
        if (at < 1 || at > total) {
            throw new CookingException("cooking-no-such-step", m.get("goto.bad", "total", m.count(total)));
        }
        save(s, state(s).offering(null));
        return Reply.say(stepText(m, recipe, at));
    }

    /**
     * The step's own timer offered again when the cook asks for it after declining ("Actually, go on, time it"):
     * true when the step has one that is not running, now pending for a yes to take.
     */
    boolean offerAgain(ModeSession s, Messages m) throws CookingException {
        CookingState st = state(s);
        if (st.recipe() == null) {
            return false;
        }
        Recipe recipe = current(s, m);
        Step step = recipe.step(Math.max(1, st.step()));
        String name = StepKinds.timerName(recipe, step);
        if (step.timer().isEmpty() || s.timers().named(name).isPresent()) {
            return false;
        }
        save(s, st.offering(new CookingState.PendingTimer(name, step.timer().get().toSeconds(),
                m.get("timer.announce", "name", name), m.isChinese() ? "zh-CN" : "en-US")));
        return true;
    }

    /** "一共几步" / "还有几步": counted from the step the cook is on. */
    Reply stepCount(ModeSession s, Messages m, boolean left) throws CookingException {
        Recipe recipe = current(s, m);
        int total = recipe.steps().size();
        int at = Math.max(1, Math.min(state(s).step(), total));
        if (left) {
            return Reply.say(at >= total ? m.get("step.left.none") : m.get("step.left", "left", m.count(total - at),
                    "n", m.ordinal(at), "total", m.count(total)));
        }
        return Reply.say(m.get("step.count", "recipe", recipe.name(), "total", m.count(total), "n", m.ordinal(at)));
    }

    /** "现在是第几步" / "我做到哪了": the step and its text, without moving. */
    Reply where(ModeSession s, Messages m) throws CookingException {
        Recipe recipe = current(s, m);
        int total = recipe.steps().size();
        int at = Math.max(1, Math.min(state(s).step(), total));
        return Reply.say(m.get("step.where", "n", m.ordinal(at), "total", m.count(total), "text", recipe.step(at).text()));
    }

    private static String stepText(Messages m, Recipe r, int n) {
        boolean last = n == r.steps().size() && n > 1;
        return m.get(last ? "step.last" : "step", "n", m.ordinal(n), "text", r.step(n).text());
    }

    /**
     * Saves the new state; offers a timer for a step that names a duration, once each time the cook comes to the
     * step. Two steps whose timers would share a name (炒糖色 and 翻炒 both "炒肉") get the step's number in the
     * second one's name, so the second is still offered while the first runs.
     */
    private Reply withOffer(ModeSession s, Messages m, Recipe recipe, CookingState st, String text, boolean offer) {
        Step step = recipe.step(Math.max(1, st.step()));
        Optional<Duration> d = step.timer();
        String name = StepKinds.timerName(recipe, step);
        if (s.timers().named(name).isPresent()) {
            String n = m.ordinal(step.number());
            name = m.isChinese() ? name + "（第" + n + "步）" : name + " (step " + n + ")";
        }
        // every reading of the step offers its timer while none runs, also the step read again after a no ("不用" then
        // "再说一遍"): the cook who asks to hear it again may have changed their mind, and a yes to the offer read
        // with it ("计上", "yes, go on") then sets it
        if (offer && d.isPresent() && s.timers().named(name).isEmpty()) {
            String spoken = Durations.speak(d.get(), m.isChinese());
            CookingState.PendingTimer pending = new CookingState.PendingTimer(name, d.get().toSeconds(),
                    m.get("timer.announce", "name", name), m.isChinese() ? "zh-CN" : "en-US");
            save(s, st.offering(pending));
            return new Reply(text + " " + m.get("offer", "duration", spoken), true);
        }
        save(s, st.offering(null));
        return Reply.say(text);
    }

    /** Reads step {@code n} of {@code recipe} as part of a meal of several dishes, with its timer offer. */
    Reply readStep(ModeSession s, Messages m, Recipe recipe, int people, int n, String text) {
        return withOffer(s, m, recipe, state(s).switchedTo(recipe.name(), n, people), text, true);
    }

    Reply ingredient(ModeSession s, Messages m, String query) throws CookingException {
        Recipe recipe = current(s, m);
        CookingState st = state(s);
        List<Ingredient> found = Ingredients.match(recipe, query);
        save(s, st.offering(null));
        if (found.isEmpty()) {
            throw new CookingException("cooking-unknown-ingredient", m.get("ingredient.unknown", "recipe", recipe.name(),
                    "query", query, "names", m.list(recipe.ingredients().stream().map(Ingredient::name).toList())));
        }
        return Reply.say(m.get("ingredient", "servings", m.servings(st.servings()), "amounts",
                m.phrases(phrases(found, recipe, st.servings(), m))));
    }

    /**
     * "这个是多少克 / how many grams is that": the ingredient's amount for the servings cooked, in grams (or
     * millilitres for a liquid asked that way); a spoon or cup of something is converted through its density
     * and said as "约 / about".
     */
    Reply grams(ModeSession s, Messages m, String query) throws CookingException {
        Recipe recipe = current(s, m);
        CookingState st = state(s);
        save(s, st.offering(null));
        if (query == null || query.isBlank()) {
            throw new CookingException("cooking-grams-which", m.get("grams.which"));
        }
        List<Ingredient> found = Ingredients.match(recipe, query);
        if (found.isEmpty()) {
            throw new CookingException("cooking-unknown-ingredient", m.get("ingredient.unknown", "recipe", recipe.name(),
                    "query", query, "names", m.list(recipe.ingredients().stream().map(Ingredient::name).toList())));
        }
        Ingredient ing = found.get(0);
        Double q = Amounts.scaled(ing, recipe.servings(), st.servings());
        if (q == null) {
            return Reply.say(m.get("grams.taste", "name", ing.name()));
        }
        Optional<Units.Grams> g = Units.grams(ing.quantity() * st.servings() / recipe.servings(), ing.unit(), ing.name());
        String amount = Amounts.scaledPhrase(ing, recipe.servings(), st.servings(), m.isChinese());
        if (g.isEmpty()) {
            return Reply.say(m.get("grams.count", "amount", amount));
        }
        long grams = Math.round(g.get().grams() < 20 ? g.get().grams() : g.get().grams() / 5) * (g.get().grams() < 20 ? 1 : 5);
        boolean same = Units.of(ing.unit()).map(u -> u.canonical().equals("g")).orElse(false);
        return Reply.say(m.get(same ? "grams.same" : g.get().estimated() ? "grams.about" : "grams.exact",
                "amount", amount, "grams", Long.toString(Math.max(1, grams))));
    }

    Reply ingredients(ModeSession s, Messages m) throws CookingException {
        Recipe recipe = current(s, m);
        CookingState st = state(s);
        save(s, st.offering(null));
        return Reply.say(m.get("ingredients", "servings", m.servings(st.servings()), "amounts",
                m.phrases(phrases(recipe.ingredients(), recipe, st.servings(), m))));
    }

    static List<String> phrases(List<Ingredient> list, Recipe recipe, int servings, Messages m) {
        List<String> out = new ArrayList<>();
        for (Ingredient ing : list) {
            out.add(Amounts.scaledPhrase(ing, recipe.servings(), servings, m.isChinese()));
        }
        return out;
    }

    Reply scale(ModeSession s, Messages m, int servings) throws CookingException {
        current(s, m);
        int people = checkServings(m, servings);
        CookingState st = state(s);
        if (st.servings() == people) {
            save(s, st.offering(null));
            return Reply.say(m.get("scale.same", "servings", m.servings(people)));
        }
        save(s, st.scaledTo(people).offering(null));
        return Reply.say(m.get("scale", "servings", m.servings(people)));
    }

    private int checkServings(Messages m, int servings) throws CookingException {
        if (servings < 1 || servings > config.maxServings()) {
            throw new CookingException("cooking-bad-servings", m.get("scale.bad", "max", m.count(config.maxServings())));
        }
        return servings;
    }

    Reply note(ModeSession s, Messages m, String text) throws CookingException {
        String t = text == null ? "" : text.strip();
        if (t.isEmpty()) {
            throw new CookingException("cooking-empty-note", m.get("note.empty"));
        }
        if (t.codePointCount(0, t.length()) > MAX_NOTE_CHARS) {
            throw new CookingException(ToolArgumentException.TOO_LONG, m.get("note.too.long", "max",
                    Integer.toString(MAX_NOTE_CHARS), "chars", Integer.toString(t.codePointCount(0, t.length()))));
        }
        if (state(s).notes().size() >= MAX_NOTES) {
            throw new CookingException("cooking-too-many-notes", m.get("note.too.many", "max", m.count(MAX_NOTES)));
        }
        save(s, state(s).noted(t).offering(null));
        return Reply.say(m.get("note", "text", t));
    }
}
