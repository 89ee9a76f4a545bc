package homebot.mode;

import homebot.skills.api.Utterance;
import homebot.turn.DialogueState;
import homebot.turn.ReplySink;
import homebot.turn.TurnHandler;
import homebot.turn.TurnReply;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Local intents "打开做饭模式" / "退出做饭模式" / "turn on cooking mode", answered without the LLM and judged by
 * the same {@link ModeSwitchGuard} as {@code switch_mode}: a clear request acts, a sentence that only shows the
 * wish ("我要做饭了", "我做完了" in the mode) gets "要进入做饭模式吗？" and a yes switches. With {@code commandsOnly} (an LLM is configured) an
 * utterance that says more than the command ("打开做饭模式，做个番茄炒蛋") is passed on so the model sees all of
 * it; without an LLM every guard-approved switch is handled here.
 */
public final class ModeIntents implements TurnHandler {
    private static final Pattern FILLER = Pattern.compile(
            "请|帮我|给我|麻烦|一下|吧|呢|啊|呀|了|把|我要|我想|现在|模式"
                    + "|\\b(please|can you|could you|would you|now|the|hey|ok|okay|i want to|let's|lets|mode)\\b"
                    + "|[\\p{Punct}\\p{IsPunctuation}\\s，。！？、]");

    private final ModeManager manager;
    private final ModeSwitchGuard guard;
    private final boolean commandsOnly;
    private final java.util.function.Predicate<String> actsElsewhere;

    public ModeIntents(ModeManager manager, ModeSwitchGuard guard, boolean commandsOnly) {
        this(manager, guard, commandsOnly, words -> false);
    }

    /**
     * {@code actsElsewhere}: whether a later handler clearly acts on these words (a timer): a proposal, which only
     * guesses at a wish, yields to it ("炖着汤呢，再整一个一个半小时的" sets a timer; it does not offer cooking mode).
     */
    public ModeIntents(ModeManager manager, ModeSwitchGuard guard, boolean commandsOnly,
            java.util.function.Predicate<String> actsElsewhere) {
        this.manager = manager;
        this.guard = guard;
        this.commandsOnly = commandsOnly;
        this.actsElsewhere = actsElsewhere;
    }

    @Override
    public Optional<TurnReply> handle(Utterance utterance, ReplySink sink) {
        String words = utterance.text();
        if (homebot.skills.api.nlu.Addressee.someoneElse(words)) {
            return Optional.empty(); // "老头子，你去叫它把做饭模式打开": said to him, who will say it to homebot
        }
        boolean zh = speaksChinese(words) || !homebot.skills.api.nlu.Languages.hasLatin(words);
        Optional<ModeSwitchGuard.Proposal> proposal = guard.proposal();
        if (proposal.isPresent()) {
            RegisteredMode mode = manager.registry().find(proposal.get().modeId()).orElse(null);
            // "巴适，谢谢你哈", "lovely, thank you" when asked whether to leave: praise for the dish and thanks, which
            // agree to nothing; the mode stays until the cook says so
            boolean praise = proposal.get().action() == ModeSwitchGuard.Action.EXIT
                    && PRAISE_AND_THANKS.matcher(homebot.skills.api.nlu.TextNormalizer.normalize(words)).matches();
            boolean yes = mode != null && !praise && (guard.isYes(words)
                    && guard.check(proposal.get().action(), mode.descriptor(), words).allowed()
                    || agrees(words, proposal.get().action()) || saidAgain(words, proposal.get().action(), mode));
            guard.propose(null);
            if (yes) {
                String carried = proposal.get().carried();
                String rest = proposal.get().action() == ModeSwitchGuard.Action.ENTER ? afterTheAnswer(words) : "";
                if (!rest.isEmpty()) {
                    // "Okay then, let's make 番茄炒蛋": the yes comes with the request for the mode, which wins over
                    // the one the proposal carried (the cook has just changed their mind)
                    TurnReply entered = switchNow(new Match(proposal.get().action(), mode), zh, ReplySink.NONE);
                    return Optional.of(carryIn(entered, rest, sink, true));
                }
                if (carried == null) {
                    return Optional.of(switchNow(new Match(proposal.get().action(), mode), zh, sink));
                }
                // the yes was to the cook's own request ("我想做红烧肉"), or to the mode's guess at it: enter, then
                // hand the words to the mode (a guess taken is answered as the request it guessed)
                TurnReply entered = switchNow(new Match(proposal.get().action(), mode), zh, ReplySink.NONE);
                return Optional.of(carryIn(entered, carried, sink, proposal.get().guessed()));
            }
            if (guard.isNo(words) || proposal.get().action() == ModeSwitchGuard.Action.EXIT && staysOn(words)
                    || mode != null && noWithAReason(words, mode)) {
                String text = zh ? "好的。" : "Okay.";
                sink.sentence(text);
                return Optional.of(TurnReply.of(text, DialogueState.IDLE, "intent:mode-declined"));
            }
        }
        List<Match> acts = new ArrayList<>();
        List<Match> proposals = new ArrayList<>();
        String active = manager.active().map(a -> a.mode().id()).orElse(null);
        for (RegisteredMode m : manager.registry().modes()) {
            for (ModeSwitchGuard.Action a : ModeSwitchGuard.Action.values()) {
                ModeSwitchGuard.Strength st = guard.judge(a, m.descriptor(), words);
                if (st == ModeSwitchGuard.Strength.ACT) {
                    acts.add(new Match(a, m));
                } else if (st == ModeSwitchGuard.Strength.PROPOSE
                        && (a == ModeSwitchGuard.Action.ENTER ? active == null : m.id().equals(active))
                        && !(a == ModeSwitchGuard.Action.EXIT && asksForMoreOfIt(m, words))) {
                    proposals.add(new Match(a, m));
                }
            }
        }
        if (acts.size() == 1) {
            if (commandsOnly && !isBareCommand(words, acts.get(0))) {
                return Optional.empty();
            }
            Match act = acts.get(0);
            String besides = act.action() == ModeSwitchGuard.Action.ENTER ? guard.besidesTheName(act.mode().descriptor(), words) : "";
            if (!besides.isEmpty() && homebot.skills.api.nlu.Answers.of(besides).isEmpty()
                    && !OPENER.matcher(homebot.skills.api.nlu.TextNormalizer.normalize(besides)).matches()) {
                // "那就清蒸鱼，把做饭模式打开": the mode, then what was asked of it in the same breath
                return Optional.of(carryIn(switchNow(act, zh, ReplySink.NONE), besides, sink, true));
            }
            return Optional.of(switchNow(act, zh, sink));
        }
        if (acts.isEmpty() && active == null) {
            // "教我做红烧肉" with no mode on: the words ask for what only one mode does and it can do it now (a recipe
            // it has); enter it and let the rest of the chain (the mode's own handler first) answer the same words.
            // A wish it cannot check is proposed below and carried in on a yes; offline, a request the mode can only
            // refuse ("我想做宫保鸡丁", a dish it has no recipe for) is refused at once instead.
            List<RegisteredMode> wanting = manager.registry().modes().stream()
                    .filter(m -> wantsToStart(m, manager.dataDir(m), words)).toList();
            if (wanting.size() == 1) {
                TurnReply entered = switchNow(new Match(ModeSwitchGuard.Action.ENTER, wanting.get(0)), zh, sink);
                return manager.active().isPresent() ? Optional.empty() : Optional.of(entered);
            }
        }
        if (acts.isEmpty() && active == null && !commandsOnly && !actsElsewhere.test(words)) {
            // "let's cook the fried ice for two": a request one mode would act on, had it heard the dish right; it
            // is asked about ("Did you mean Fried rice?") in place of the bare "Shall I turn on cooking mode?", and
            // the mode is entered only on the cook's yes (with a model configured, the model hears the words and asks)
            Optional<TurnReply> guessed = guess(words, zh, sink);
            if (guessed.isPresent()) {
                return guessed;
            }
        }
        if (acts.isEmpty() && proposals.size() == 1 && !actsElsewhere.test(words)) {
            Match p = proposals.get(0);
            boolean request = p.action() == ModeSwitchGuard.Action.ENTER && guard.carriesRequest(p.mode().descriptor(), words);
            Optional<TurnReply> cannot = commandsOnly || !request ? Optional.empty()
                    : refusal(p.mode(), zh, plugin -> plugin.cannotStart(words, manager.dataDir(p.mode()), tag(zh)));
            if (cannot.isPresent()) {
                // "教我做宫保鸡丁" offline: the mode could only say it has no such recipe, so say it now, in the mode the
                // cook is about to cook in (the next dish is chosen there)
                return Optional.of(inTheMode(p.mode(), cannot.get(), zh, sink));
            }
            return Optional.of(propose(guard, p.action(), p.mode(), request ? words : null, zh, sink));
        }
        if (acts.isEmpty() && proposals.isEmpty() && active == null && !commandsOnly && !actsElsewhere.test(words)) {
            // "锅包肉会不会整", "过油肉能做不能": a dish asked for outright, no wish to cook heard around it, and no
            // mode has it; the mode that would have to refuse says so at once
            List<TurnReply> refusals = new ArrayList<>();
            RegisteredMode refusing = null;
            for (RegisteredMode m : manager.registry().modes()) {
                Optional<TurnReply> r = refusal(m, zh, plugin -> plugin.cannotStartAsked(words, manager.dataDir(m), tag(zh)));
                if (r.isPresent()) {
                    refusals.add(r.get());
                    refusing = m;
                }
            }
            if (refusals.size() == 1) {
                return Optional.of(inTheMode(refusing, refusals.get(0), zh, sink));
            }
        }
        return Optional.empty();
    }

    /**
     * "不要不要莫搞那么复杂", "no not yet me a wait for the gas man": a no to the proposal, then why; not when what
     * follows asks for something ("不要，直接做红烧肉", "no, set a timer for ten minutes").
     */
    private boolean noWithAReason(String words, RegisteredMode mode) {
        Optional<String> rest = homebot.skills.api.nlu.Answers.afterANo(words);
        if (rest.isEmpty() || CORRECTS.matcher(homebot.skills.api.nlu.TextNormalizer.plain(words)).find()
                || actsElsewhere.test(rest.get()) || wantsToStart(mode, manager.dataDir(mode), rest.get())
                || wantsToStart(mode, manager.dataDir(mode), words)) { // "没有排骨啊那番茄炒蛋": no, but this instead
            return false;
        }
        for (ModeSwitchGuard.Action a : ModeSwitchGuard.Action.values()) {
            if (guard.judge(a, mode.descriptor(), rest.get()) != ModeSwitchGuard.Strength.NONE) {
                return false;
            }
        }
        return true;
    }

    /** "不是鸡脚，是可乐鸡翅", "no, I meant pancakes": a no that corrects what was said, not a refusal. */
    private static final Pattern CORRECTS = Pattern.compile("^(?:不是|不对|错了|说错了)|(?i)^no\\s+(?:i meant|i mean|it's|its|the)\\b");

    /** The mode entered quietly, and the refusal said for it: the cook is cooking, only not that dish. */
    private TurnReply inTheMode(RegisteredMode mode, TurnReply refusal, boolean zh, ReplySink sink) {
        switchNow(new Match(ModeSwitchGuard.Action.ENTER, mode), zh, ReplySink.NONE);
        sink.sentence(refusal.text());
        return refusal;
    }

    private static final Pattern PRAISE_AND_THANKS = Pattern.compile(
            "(?:巴适|巴适得板|板扎|板扎得很|安逸|美得很|不错|太好了|真好|好极了|真棒|好香|真香|好吃|perfect|lovely|brilliant|great|awesome|amazing"
                    + "|wonderful|delicious|smashing|beautiful)[\\s,，!！。.~]*(?:谢谢你?|多谢|谢啦|thanks|thank you|cheers)[\\s哈啊呀哦嘛了啦]*[!！。.~]*",
            Pattern.CASE_INSENSITIVE);

    /** "好了，打开做饭模式", "right, cooking mode on": an opener before the command, nothing to carry in. */
    private static final Pattern OPENER = Pattern.compile(
            "(?:好了?|好的|好吧|行了?|可以了?|嗯+|那|那就|那么|哎|诶|喂|来|来吧|ok|okay|right|so|alright|well|now|yes|yeah|then)"
                    + "[\\s啊呀吧啦了嘛哈]*");

    /** Asks "要进入做饭模式吗？" and remembers the proposal for the next turn. */
    static TurnReply propose(ModeSwitchGuard guard, ModeSwitchGuard.Action action, RegisteredMode mode, String carried,
            boolean zh, ReplySink sink) {
        guard.propose(new ModeSwitchGuard.Proposal(action, mode.id(), carried));
        String name = mode.descriptor().displayName(zh ? "zh-CN" : "en-US");
        boolean enter = action == ModeSwitchGuard.Action.ENTER;
        String text = zh ? (enter ? "要进入" : "要退出") + name + "吗？"
                : (enter ? "Shall I turn on " : "Shall I leave ") + name + "?";
        sink.sentence(text);
        return TurnReply.of(text, DialogueState.WAITING, "intent:mode-propose-" + (enter ? "enter" : "exit"));
    }

    /** The one mode's guess at a request heard by its sound, asked and remembered as a proposal to enter it. */
    private Optional<TurnReply> guess(String words, boolean zh, ReplySink sink) {
        List<RegisteredMode> guessing = new ArrayList<>();
        homebot.skills.api.StartGuess only = null;
        for (RegisteredMode m : manager.registry().modes()) {
            Optional<homebot.skills.api.StartGuess> g;
            try {
                g = m.plugin().guessesStart(words, manager.dataDir(m), tag(zh));
            } catch (RuntimeException e) {
                g = Optional.empty(); // a plugin's defect asks nothing
            }
            if (g.isPresent()) {
                guessing.add(m);
                only = g.get();
            }
        }
        if (guessing.size() != 1) {
            return Optional.empty(); // two modes' guesses would be a question the cook cannot answer with a yes
        }
        RegisteredMode mode = guessing.get(0);
        guard.propose(new ModeSwitchGuard.Proposal(ModeSwitchGuard.Action.ENTER, mode.id(), only.carried(), true));
        sink.sentence(only.question().text());
        return Optional.of(TurnReply.of(only.question().text(), DialogueState.WAITING,
                "mode:" + mode.id() + "/" + only.question().intent()));
    }

    /** What one mode's plugin says it cannot start ({@code ask}), as the turn's reply; nothing is said here. */
    private static Optional<TurnReply> refusal(RegisteredMode mode, boolean zh,
            java.util.function.Function<homebot.skills.api.ModePlugin, Optional<homebot.skills.api.LocalReply>> ask) {
        Optional<homebot.skills.api.LocalReply> r;
        try {
            r = ask.apply(mode.plugin());
        } catch (RuntimeException e) {
            return Optional.empty(); // a plugin's defect falls back to the proposal, or to nothing
        }
        return r.map(x -> TurnReply.of(x.text(), DialogueState.IDLE,
                "mode:" + mode.id() + (x.intent() == null ? "" : "/" + x.intent())));
    }

    private static String tag(boolean zh) {
        return zh ? "zh-CN" : "en-US";
    }

    /** "饭整完了，给壮壮整个松饼": one piece of the mode's work done and the next asked for at once; no leaving to propose. */
    private boolean asksForMoreOfIt(RegisteredMode mode, String words) {
        List<String> clauses = homebot.skills.api.nlu.IntentCatalog.clauses(
                homebot.skills.api.nlu.IntentCatalog.connectivesBreak(words));
        return clauses.size() > 1 && wantsToStart(mode, manager.dataDir(mode), clauses.get(clauses.size() - 1));
    }

    private static boolean wantsToStart(RegisteredMode mode, java.nio.file.Path dataDir, String words) {
        try {
            return mode.plugin().wantsToStart(words, dataDir);
        } catch (RuntimeException e) {
            return false; // a plugin's defect never switches modes
        }
    }

    private TurnReply switchNow(Match match, boolean zh, ReplySink sink) {
        String name = match.mode().descriptor().displayName(zh ? "zh-CN" : "en-US");
        String text;
        String source = "intent:mode-" + (match.action() == ModeSwitchGuard.Action.ENTER ? "enter" : "exit");
        try {
            if (match.action() == ModeSwitchGuard.Action.ENTER) {
                manager.enter(match.mode().id());
                text = zh ? "好的，已进入" + name + "。" : "OK, " + name + " is on.";
            } else {
                manager.requestExit(match.mode().id(), null);
                text = zh ? "好的，退出" + name + "。" : "OK, leaving " + name + ".";
            }
        } catch (ModeSwitchException e) {
            text = refusal(e, zh, name);
        }
        sink.sentence(text);
        return TurnReply.of(text, DialogueState.IDLE, source);
    }

    /** "算了，继续吧", "不是，我是说葱不放了，接着做", "hang on, not finished": asked whether to leave, the cook goes on. */
    private static final java.util.regex.Pattern STAYS = java.util.regex.Pattern.compile(
            "继续|接着(?:做|来|弄)?|还是(?:做|弄)完|做完(?:再|吧)|还(?:没|没有|冇|冒)(?:做|弄|收|装|出|盛)?(?:完|好|盘|锅|出来)|(?:别|莫|不)(?:急|忙)|(?:还|仲)要再?(?:做|看|弄|煮|烧|炒)|^(?:等一下|等一等|等等|等阵|等下|等会儿?)[吧啊呀嘛哈先]*$|(?:不是|唔系)[，,\\s]*(?:等一下|等一等|等等|等阵|等下|等会儿?)|别(?:关|退)|不(?:用|要)?(?:退|关)|(?<![a-z])(?:keep going|carry on|not done|"
                    // "no wait, I want make pancakes after": the leaving held back, more to cook
                    + "still going|not finished|hang on|hold on|no wait|not yet|not quite|(?:make|cook|do) (?:\\w+ ){0,3}?\\w+ (?:after|afterwards|next)$|(?:i am|i'm|im|we are|we're) staying|staying|not leaving"
                    + "|(?:cook|make) (?:another|one more|something else)|another (?:dish|thing)|one more dish)(?![a-z])", java.util.regex.Pattern.CASE_INSENSITIVE);

    private static boolean staysOn(String words) {
        // as said too: "还是做完吧" loses its 还是 and 吧 to the plain form, and with them what makes it a going-on
        return (STAYS.matcher(homebot.skills.api.nlu.TextNormalizer.plain(words)).find()
                || STAYS.matcher(homebot.skills.api.nlu.TextNormalizer.normalize(words)).find())
                && !agrees(words, ModeSwitchGuard.Action.EXIT);
    }

    /** The mode, just entered, answers the request that was carried in; both replies are said as one. */
    private static final String EXIT_WORDS = "(?:(?:turn|switch|shut) (?:it )?off|off it|off am|exit|leave|close(?: it)?|关(?:了|掉|上|脱|咗)?(?:伊|它|佢)?|退(?:出|了)?|结束)"; // Wu 关脱伊, Cantonese 关咗佢 (close it)
    private static final String ENTER_WORDS = "(?:(?:turn|switch) (?:it )?on|open it|打开|开(?:了|上|开)?(?:伊|它)?|进(?:入|去)?)";
    /** "关掉好了", "开了算了", "退出就行": the verb, then that it may as well be done. */
    private static final String AS_WELL = "(?:好了?|算了?|得了?|就好了?|就行了?)?";
    private static final java.util.regex.Pattern EXIT_VERB = java.util.regex.Pattern.compile(EXIT_WORDS + AS_WELL + "$");
    private static final java.util.regex.Pattern ENTER_VERB = java.util.regex.Pattern.compile(ENTER_WORDS + AS_WELL + "$");
    private static final java.util.regex.Pattern EXIT_VERB_SAID = java.util.regex.Pattern.compile(EXIT_WORDS);
    private static final java.util.regex.Pattern ENTER_VERB_SAID = java.util.regex.Pattern.compile(ENTER_WORDS);

    /**
     * "yeah turn it off", "是啊，关了": a yes said with the verb of what was proposed (and nothing against it) agrees
     * with the proposal.
     */
    private static boolean agrees(String words, ModeSwitchGuard.Action action) {
        String t = homebot.skills.api.nlu.TextNormalizer.plain(words);
        java.util.regex.Matcher m = (action == ModeSwitchGuard.Action.EXIT ? EXIT_VERB : ENTER_VERB).matcher(t);
        if (!m.find() || t.matches(".*(不|别|没|don't|dont|not|no ).*")) {
            return false;
        }
        // the verb said twice over ("关吧，关了吧") is one agreement: what is left before it is a yes or nothing
        java.util.regex.Pattern verb = action == ModeSwitchGuard.Action.EXIT ? EXIT_VERB_SAID : ENTER_VERB_SAID;
        String before = verb.matcher(t.substring(0, m.start())).replaceAll(" ").strip();
        // the plain form drops 嗯 as a filler and keeps the particle after it ("嗯呢，关掉吧" is "呢关掉")
        return before.replaceAll("[" + homebot.skills.api.nlu.TextNormalizer.FINAL_PARTICLES + "\\s]", "").isEmpty()
                || homebot.skills.api.nlu.Answers.isYes(before);
    }

    /**
     * "yes we done", "对，弄完了": asked whether to leave, a yes and then what asked it again (the cook's being done,
     * which alone would propose leaving) agrees.
     */
    private boolean saidAgain(String words, ModeSwitchGuard.Action action, RegisteredMode mode) {
        if (action != ModeSwitchGuard.Action.EXIT) {
            return false;
        }
        // "好了嘛", "对完了": an okay that is also a done, said with no pause a recogniser wrote
        String said = homebot.skills.api.nlu.TextNormalizer.normalize(words).replaceAll("[\\s,，。.!！~]", "");
        if (DONE_OR_OKAY.matcher(said).matches() || NO_MORE_OF_IT.matcher(said).matches()) {
            return true;
        }
        // (a bare "做完了" is not agreement: the question may have come of words said to someone else, and the cook's
        // being done, said to homebot, proposes again)
        return homebot.skills.api.nlu.Answers.afterAYes(words)
                .map(rest -> guard.judge(action, mode.descriptor(), rest) == ModeSwitchGuard.Strength.PROPOSE
                        && !staysOn(rest))
                .orElse(false);
    }

    /**
     * Asked whether to leave: an okay that also says it is done ("好了", "好了嘛", "对，完了", "行，弄好了"), which would
     * otherwise read as the step done.
     */
    private static final Pattern DONE_OR_OKAY = Pattern.compile(
            "(?:(?:好|行|对|嗯|中|成|得|是)(?:好了|好啦|完了|完啦|完事了|完事|弄好了|弄完了|做好了|做完了|整好了|整完了|搞好了|搞完了)"
                    + "|好了|好啦)[嘛吧啊呀哈咯啦哦噻撒]*");

    /**
     * Asked whether to leave: "妥了，不整了", "不做了", "对，不做咧" (the northwest's 咧, Hunan's 哒 for 了): no more of the
     * mode's work, whose 不 is no refusal of the question.
     */
    private static final Pattern NO_MORE_OF_IT = Pattern.compile(
            "(?:妥了|好了|行了|得了|完了|中了|算了|对|是|嗯|好|行)?(?:不|甭|莫)(?:做|整|弄|搞|干)[了咧嘞哒][嘛吧啊呀哈咯啦哦噻撒]*");

    /** The clauses after a first clause that answers ("好，做番茄炒蛋" → "做番茄炒蛋"); empty when there are none. */
    private static String afterTheAnswer(String words) {
        String[] clauses = words.strip().split("[，,。.!！?？;；…]+", 2);
        if (clauses.length < 2 || clauses[1].isBlank() || homebot.skills.api.nlu.Answers.of(clauses[0]).isEmpty()
                || homebot.skills.api.nlu.Answers.of(clauses[1]).isPresent()) {
            return "";
        }
        return clauses[1].strip();
    }

    /**
     * The mode, just entered, answers the request that was carried in; both replies are said as one.
     * {@code asItsAnswer}: the turn is reported as the mode's answer (the request was said in this turn).
     */
    private TurnReply carryIn(TurnReply entered, String carried, ReplySink sink, boolean asItsAnswer) {
        Optional<ActiveMode> active = manager.active();
        Optional<homebot.skills.api.LocalReply> answer = Optional.empty();
        if (active.isPresent()) {
            try {
                answer = active.get().mode().plugin().handleLocally(new Utterance(carried, "voice", "carried", null),
                        active.get().session());
            } catch (RuntimeException e) {
                answer = Optional.empty(); // the mode is on; the cook can say the request again
            }
        }
        if (answer == null || answer.isEmpty()) {
            sink.sentence(entered.text());
            return entered;
        }
        String text = entered.text() + (speaksChinese(entered.text()) ? "" : " ") + answer.get().text();
        sink.sentence(text);
        String source = asItsAnswer && answer.get().intent() != null
                ? "mode:" + active.get().modeId() + "/" + answer.get().intent() : entered.source();
        return TurnReply.of(text, answer.get().expectsAnswer() ? DialogueState.WAITING : DialogueState.IDLE, source);
    }

    /** Answers in the language the user spoke: Chinese when the words contain Han characters. */
    static boolean speaksChinese(String words) {
        return homebot.skills.api.nlu.Languages.isChinese(words);
    }

    private String refusal(ModeSwitchException e, boolean zh, String name) {
        String active = manager.active().map(a -> a.mode().descriptor().displayName(zh ? "zh-CN" : "en-US")).orElse("");
        return switch (e.code()) {
            case "mode-already-active" -> zh ? name + "已经开着了。" : name + " is already on.";
            case "mode-other-active" -> zh ? "现在正在" + active + "中，请先退出" + active + "。"
                    : active + " is on; please exit it first.";
            case "mode-not-active" -> zh ? name + "没有开着。" : name + " is not on.";
            case "mode-state-not-saved" -> zh ? "磁盘满了或不能写入，现在退不出" + name + "，它还开着。腾出空间后再说一次。"
                    : "The disk is full or read-only, so " + name + " cannot be left now; it is still on. Free some space and ask again.";
            default -> zh ? "没能切换模式：" + e.getMessage() : "Could not switch modes: " + e.getMessage();
        };
    }

    /** True when nothing but the mode's name, the verb and politeness is left. */
    private static boolean isBareCommand(String words, Match match) {
        String rest = ModeSwitchGuard.normalize(words);
        for (String name : match.mode().descriptor().names()) {
            rest = rest.replace(ModeSwitchGuard.heard(name), " ");
        }
        List<String> verbs = new ArrayList<>(match.action() == ModeSwitchGuard.Action.ENTER
                ? ModeSwitchGuard.ENTER_ZH : ModeSwitchGuard.EXIT_ZH);
        verbs.addAll(match.action() == ModeSwitchGuard.Action.ENTER ? ModeSwitchGuard.ENTER_EN : ModeSwitchGuard.EXIT_EN);
        for (String v : verbs) {
            rest = rest.replace(v, " ");
        }
        rest = FILLER.matcher(rest).replaceAll("");
        return rest.codePointCount(0, rest.length()) <= 2;
    }

    private record Match(ModeSwitchGuard.Action action, RegisteredMode mode) {}
}
