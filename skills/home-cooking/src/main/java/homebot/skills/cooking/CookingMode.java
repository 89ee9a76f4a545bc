package homebot.skills.cooking;

import homebot.skills.api.ExitInfo;
import homebot.skills.api.LocalReply;
import homebot.skills.api.ModePlugin;
import homebot.skills.api.ModeSession;
import homebot.skills.api.SkillTool;
import homebot.skills.api.TimerInfo;
import homebot.skills.api.TurnRecord;
import homebot.skills.api.Utterance;
import homebot.skills.api.nlu.CommandIntents;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Cooking mode (做饭模式): recipes from {@code <dataDir>/recipes}, one step at a time, amounts scaled to the
 * servings, named timers on the daemon's scheduler, notes for next time. All session state lives in
 * {@code cooking_state.json} in the session directory, so a new instance (after a restart) continues where the
 * last one stopped.
 */
public final class CookingMode implements ModePlugin {
    private final CookingActions kitchen;
    private final TimerActions timers;
    private final LocalIntents intents;
    private final CookingTools tools;
    private final CookingHistory history = new CookingHistory();
    private final CookingSummary summary;

    /** The entry point named in {@code mode.json}. */
    public CookingMode() {
        this(CookingConfig.defaults());
    }

    public CookingMode(CookingConfig config) {
        RecipeShelf shelf = new RecipeShelf(new StarterRecipes(CookingMode.class.getClassLoader()));
        this.kitchen = new CookingActions(shelf, new CookingStateStore(), config);
        this.timers = new TimerActions(kitchen, config);
        MealActions meal = new MealActions(kitchen, new MealPlanStore());
        this.intents = new LocalIntents(kitchen, timers, meal);
        this.tools = new CookingTools(kitchen, timers, history, meal);
        this.summary = new CookingSummary(kitchen);
    }

    @Override
    public void onEnter(ModeSession session) {
        kitchen.book(session);
    }

    /** The run context goes into every request of the session; it must stay a few lines whatever is stored. */
    static final int MAX_RUN_CONTEXT_CHARS = 1_500;
    private static final int CONTEXT_TIMERS = 10;
    private static final int CONTEXT_NOTES = 3;
    private static final int CONTEXT_NOTE_CHARS = 120;
    private static final int CONTEXT_STEP_CHARS = 400;

    @Override
    public String runContext(ModeSession session) {
        boolean zh = !"en-US".equals(session.language());
        Messages m = zh ? Messages.chinese() : Messages.english();
        CookingState st = kitchen.state(session);
        RecipeBook book = kitchen.book(session);
        List<String> lines = new ArrayList<>();
        Optional<Recipe> recipe = st.recipe() == null ? Optional.empty() : book.find(st.recipe());
        if (recipe.isEmpty()) {
            lines.add((zh ? "菜谱：未选择。可用菜谱：" : "Recipe: none chosen. Available: ")
                    + m.list(book.recipes().stream().map(Recipe::name).toList()));
        } else {
            Recipe r = recipe.get();
            int n = Math.max(1, Math.min(st.step(), r.steps().size()));
            lines.add((zh ? "菜谱：" : "Recipe: ") + r.name() + (zh ? "（" + st.servings() + "人份，菜谱原为"
                    + r.servings() + "人份）" : " (for " + st.servings() + ", recipe is for " + r.servings() + ")"));
            lines.add((zh ? "当前步骤：" : "Current step: ") + n + "/" + r.steps().size() + " " + cut(r.step(n).text(), CONTEXT_STEP_CHARS));
        }
        Instant now = session.clock().instant();
        List<String> running = new ArrayList<>();
        List<TimerInfo> timers = session.timers().list();
        for (TimerInfo t : timers.subList(0, Math.min(timers.size(), CONTEXT_TIMERS))) {
            running.add(t.name() + " " + (t.firing() ? (zh ? "已到时间" : "done")
                    : (zh ? "剩" : "") + TimerActions.speakLeft(t, now, m) + (zh ? "" : " left")));
        }
        if (timers.size() > CONTEXT_TIMERS) {
            running.add(zh ? "另有" + (timers.size() - CONTEXT_TIMERS) + "个" : (timers.size() - CONTEXT_TIMERS) + " more");
        }
        lines.add((zh ? "计时：" : "Timers: ") + (running.isEmpty() ? (zh ? "无" : "none") : m.phrases(running)));
        if (st.pendingTimer() != null) {
            lines.add((zh ? "等待回答：是否开始计时 " : "Waiting for an answer: start timer ")
                    + st.pendingTimer().name());
        }
        List<String> notes = st.notes();
        if (!notes.isEmpty()) {
            // The latest few, each cut short: the rest is in the state file and the summary, not in every request.
            List<String> recent = notes.subList(Math.max(0, notes.size() - CONTEXT_NOTES), notes.size()).stream()
                    .map(n -> cut(n, CONTEXT_NOTE_CHARS)).toList();
            lines.add((zh ? "笔记" : "Notes") + (notes.size() > recent.size()
                    ? (zh ? "（共" + notes.size() + "条，最近" + recent.size() + "条）：" : " (" + recent.size() + " latest of "
                            + notes.size() + "): ") : (zh ? "：" : ": ")) + String.join("; ", recent));
        }
        return cut(String.join("\n", lines), MAX_RUN_CONTEXT_CHARS);
    }

    private static String cut(String s, int max) {
        if (s.length() <= max) {
            return s;
        }
        int end = Character.isHighSurrogate(s.charAt(max - 2)) ? max - 2 : max - 1;
        return s.substring(0, end) + "…";
    }

    @Override
    public List<SkillTool> tools(ModeSession session) {
        return tools.tools(session);
    }

    @Override
    public List<String> commandPhrases(ModeSession session) {
        return intents.grammar(session);
    }

    @Override
    public List<String> hints(ModeSession session, String languageTag) {
        return intents.hints(session, !languageTag.startsWith("en"));
    }

    /** "教我做红烧肉" with the mode off: a dish the family's book has enters the mode, and the words start it. */
    @Override
    public boolean wantsToStart(String userWords, java.nio.file.Path dataDir) {
        return intents.asksToCook(userWords, () -> kitchen.book(dataDir));
    }

    /** "教我做宫保鸡丁" with the mode off: a dish the book lacks is said to be missing (the kernel enters the mode with it). */
    @Override
    public Optional<LocalReply> cannotStart(String userWords, java.nio.file.Path dataDir, String languageTag) {
        return intents.lacksTheDish(userWords, () -> kitchen.book(dataDir), languageTag, false)
                .map(r -> new LocalReply(r.text(), false, r.intent()));
    }

    /** "锅包肉会不会整" with the mode off and no wish to cook heard: a dish asked for with a cooking verb. */
    @Override
    public Optional<LocalReply> cannotStartAsked(String userWords, java.nio.file.Path dataDir, String languageTag) {
        return intents.lacksTheDish(userWords, () -> kitchen.book(dataDir), languageTag, true)
                .map(r -> new LocalReply(r.text(), false, r.intent()));
    }

    /** "let's cook the fried ice for two" with the mode off: a dish the book has only by its sound is asked about. */
    @Override
    public Optional<homebot.skills.api.StartGuess> guessesStart(String userWords, java.nio.file.Path dataDir,
            String languageTag) {
        return intents.guessToStart(userWords, () -> kitchen.book(dataDir), !languageTag.startsWith("en"));
    }

    /** The phrase file's intents; yes and no only answer an open question (a timer offer, a guess). */
    @Override
    public Optional<CommandIntents> commandIntents(ModeSession session) {
        return Optional.of(new CommandIntents(intents.catalog(), LocalIntents.ANSWERS));
    }

    @Override
    public Optional<LocalReply> handleLocally(Utterance utterance, ModeSession session) {
        return intents.handle(utterance.text(), session)
                .map(r -> new LocalReply(r.text(), r.expectsAnswer(), r.intent(), r.offersToLeave()));
    }

    @Override
    public Optional<String> summarize(ModeSession session, List<TurnRecord> turns) {
        return Optional.of(summary.write(session, turns));
    }

    @Override
    public void afterExit(ModeSession session, ExitInfo exit) {
        history.append(session, kitchen.state(session));
    }
}
