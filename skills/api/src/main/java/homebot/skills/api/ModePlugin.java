package homebot.skills.api;

import homebot.skills.api.nlu.CommandIntents;
import java.util.List;
import java.util.Optional;

/**
 * The SPI of a mode (seed 000). A skill folder with a {@code mode.json} whose {@code entrypoint} names an
 * implementation adds a mode; without an entrypoint the mode is prompt-only and uses these defaults.
 *
 * <p>Implementations need a public no-argument constructor. The kernel calls every method from the turn
 * thread, one call at a time; a plugin keeps its own state in files under {@link ModeSession#sessionDir()} or
 * its data directory so that it survives restarts.
 */
public interface ModePlugin {

    /**
     * Extra static text frozen into {@code system_prompt.md} after SKILL.md when the mode is entered.
     * It must not contain anything that changes during the session (time, speaker, recipe state).
     */
    default String staticPrompt(ModeSession session) {
        return "";
    }

    /** Called once, right after the session directory and {@code system_prompt.md} exist. */
    default void onEnter(ModeSession session) {}

    /**
     * Lines for the dynamic tail of the current request (current step, timers...). Never part of the stable
     * prefix, so it may change every turn.
     */
    default String runContext(ModeSession session) {
        return "";
    }

    /** Tools this mode offers to the model while it is active, in a fixed order. */
    default List<SkillTool> tools(ModeSession session) {
        return List.of();
    }

    /**
     * Answers an utterance locally, without the LLM (e.g. "下一步"), or returns empty to pass it on.
     * Called before the kernel's own local intents while this mode is active.
     */
    default Optional<LocalReply> handleLocally(Utterance utterance, ModeSession session) {
        return Optional.empty();
    }

    /**
     * True when the user's own words ask for something only this mode does and it can do it now (cooking: "教我做
     * 红烧肉" for a recipe it has), so that while no mode is on the kernel enters this one and passes the same words
     * on to {@link #handleLocally}. Negated or merely mentioning words must give false; called from the turn
     * thread while no mode is active, and it must be quick (no I/O beyond what is cached). {@code dataDir} is the
     * folder {@link ModeSession#dataDir()} will be (it may not exist yet).
     */
    default boolean wantsToStart(String userWords, java.nio.file.Path dataDir) {
        return false;
    }

    /**
     * The short answer to a clear request for what this mode does but cannot do here (cooking: "教我做宫保鸡丁" for a
     * dish it has no recipe for, "我没有宫保鸡丁的菜谱。我有：…"), said while no mode is on instead of proposing the
     * mode, which could only give the same answer a turn later; the kernel enters the mode quietly with it, the user
     * being about to use it. Empty for anything else; the same rules as {@link
     * #wantsToStart} (quick, nothing stored, negations and mentions give empty). {@code languageTag} is the
     * language the words were said in ("zh-CN", "en-US").
     */
    default Optional<LocalReply> cannotStart(String userWords, java.nio.file.Path dataDir, String languageTag) {
        return Optional.empty();
    }

    /**
     * The same answer as {@link #cannotStart} for words no wish to use the mode was heard in, which must therefore
     * ask for the mode's work outright, with its own verbs ("锅包肉会不会整", "霉干菜焖肉会做伐", "do you know how to
     * make lasagna"); "有没有搞错" or "你有时间吗" ask for nothing. Empty for anything else.
     */
    default Optional<LocalReply> cannotStartAsked(String userWords, java.nio.file.Path dataDir, String languageTag) {
        return Optional.empty();
    }

    /**
     * A request for what only this mode does, whose object only sounds like one it has ("let's cook the fried ice",
     * "做番茄早蛋"), said while no mode is on: the question to ask and the words to start it with on a yes. It is
     * asked instead of saying nothing, as the mode itself asks once it is on; the kernel enters the mode only on the
     * cook's yes. The same rules as {@link #wantsToStart} (quick, nothing stored, negations and mentions give empty).
     */
    default Optional<StartGuess> guessesStart(String userWords, java.nio.file.Path dataDir, String languageTag) {
        return Optional.empty();
    }

    /**
     * Short fixed phrases this mode hears most (e.g. "下一步"). While the mode is active the recognizer tries a
     * grammar of them first after a wake-up, which is far more accurate in a noisy kitchen, and falls back to
     * free recognition for anything else. Phrases the speech model does not know are left out.
     */
    default List<String> commandPhrases(ModeSession session) {
        return List.of();
    }

    /**
     * A few things to say now in {@code languageTag} ("zh-CN", "en-US"), most useful first, named by the short
     * "not understood" answer while the mode is active. The user may speak another language than the session's
     * (an English question in a Chinese evening), so the answer must not depend on it; by default the
     * {@link #commandPhrases} in that language.
     */
    default List<String> hints(ModeSession session, String languageTag) {
        boolean chinese = !languageTag.startsWith("en");
        return commandPhrases(session).stream()
                .filter(p -> homebot.skills.api.nlu.Languages.isChinese(p) == chinese).toList();
    }

    /**
     * This mode's local sentences in the one intent engine, so that while the mode is active the voice loop can
     * tell that the words heard so far already are one of its whole commands ("下一步") and answer after a short
     * pause instead of the full trailing silence. Empty: the mode adds none (the kernel's own still count).
     */
    default Optional<CommandIntents> commandIntents(ModeSession session) {
        return Optional.empty();
    }

    /**
     * Work after the mode has ended (e.g. append to a history index). {@code summary} is the text that was
     * written to {@code summary.md}. Called after summary.md is written and before action.json turns inactive.
     */
    default void afterExit(ModeSession session, ExitInfo exit) {}

    /** A summary written with domain knowledge, or empty to let the kernel write one. */
    default Optional<String> summarize(ModeSession session, List<TurnRecord> turns) {
        return Optional.empty();
    }
}
