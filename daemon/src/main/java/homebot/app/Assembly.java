package homebot.app;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.config.HomebotConfig;
import homebot.config.Language;
import homebot.conversation.ConversationRecorder;
import homebot.conversation.ConversationStore;
import homebot.intent.HelpIntent;
import homebot.skills.api.nlu.IntentCatalog;
import homebot.intent.LocalIntent;
import homebot.intent.LocalIntentHandler;
import homebot.intent.SmallTalkIntent;
import homebot.intent.StopIntent;
import homebot.intent.TimeIntent;
import homebot.intent.TimerIntents;
import homebot.agent.AgentConfig;
import homebot.agent.AgentLoop;
import homebot.agent.ToolRegistry;
import homebot.agent.TraceLog;
import homebot.llm.LlmConfig;
import homebot.llm.OpenAiChatClient;
import homebot.context.CachingTokenCounter;
import homebot.context.ContextAssembler;
import homebot.context.ContextConfig;
import homebot.context.JtokkitTokenCounter;
import homebot.context.RecentHistory;
import homebot.mode.ModeConfig;
import homebot.mode.ModeExpiry;
import homebot.mode.ModeIntents;
import homebot.mode.ModeManager;
import homebot.mode.ModePromptSource;
import homebot.mode.ModeRegistry;
import homebot.mode.ModeStatus;
import homebot.mode.ModeSwitchGuard;
import homebot.mode.ModeTurnHandler;
import homebot.mode.ModeTurnScope;
import homebot.mode.SwitchModeTool;
import homebot.schedule.FollowUpReminder;
import homebot.schedule.ScheduleEvent;
import homebot.schedule.ScheduleService;
import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import homebot.turn.TurnReply;
import homebot.schedule.SchedulerConfig;
import java.time.Duration;
import homebot.prompt.PromptSources;
import homebot.turn.OfflineFallback;
import homebot.turn.TurnHandler;
import homebot.turn.TurnListener;
import homebot.turn.TurnPipeline;
import homebot.turn.UtteranceGuard;
import homebot.turn.Turn;
import homebot.turn.TurnDeadline;
import homebot.llmlink.AgentTurnHandler;
import homebot.llmlink.KernelContext;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The composition root: builds every part from the config, in one place, by constructor injection. The
 * console, the daemon and the tests all get their pipeline from here, so a typed turn and a spoken turn take
 * the same path.
 */
public final class Assembly implements AutoCloseable {
    /**
     * Token counts remembered. Every request also counts its dynamic tail (time, chat id: unique text, ~1 KB),
     * so the cache fills with one-off entries: the 10,000-turn soak measured +0.45 MB of heap per 1,000 turns
     * at 50,000 entries (a ~50 MB plateau, too much beside -Xmx128m). 8,192 keeps a 4,000-turn mode session
     * fully cached and bounds the cache to a few MB.
     */
    static final int TOKEN_CACHE_ENTRIES = 8_192;
    private final HomebotConfig config;
    private final Clock clock;
    private final ObjectMapper json = new ObjectMapper();
    private final Path workspace;
    private final ConversationStore conversations;
    private final ConversationRecorder recorder;
    private final PromptSources prompts;
    private final AtomicReference<String> systemPrompt = new AtomicReference<>();
    private final LocalIntentHandler intents;
    private final TurnPipeline pipeline;
    private final ScheduleService schedule;
    private final LlmConfig llm;
    private final ToolRegistry tools = new ToolRegistry();
    private final TraceLog traces;
    private final TurnTaps taps = new TurnTaps();
    private final java.util.concurrent.ScheduledExecutorService timers =
            java.util.concurrent.Executors.newSingleThreadScheduledExecutor(r -> {
                Thread t = new Thread(r, "turn-notices");
                t.setDaemon(true);
                return t;
            });
    private final ModeManager modes;
    private final ModeExpiry expiry;
    private final homebot.household.Household household;
    private final homebot.homeassistant.DeviceControl devices;
    /** Who else sees the scheduler's events (delayed device commands); filled after the scheduler exists. */
    private final List<java.util.function.Consumer<List<ScheduleEvent>>> scheduleObservers =
            new java.util.concurrent.CopyOnWriteArrayList<>();

    public Assembly(HomebotConfig config, Clock clock) {
        this(config, clock, false);
    }

    /** @param joinHousehold true for the daemon: it joins the household's broker when one is configured */
    public Assembly(HomebotConfig config, Clock clock, boolean joinHousehold) {
        this.config = config;
        this.clock = clock;
        this.workspace = config.workspace();
        try {
            Files.createDirectories(workspace);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the workspace " + workspace + ": " + e.getMessage(), e);
        }
        Language language = config.language();
        this.conversations = new ConversationStore(workspace.resolve("conversations"), json, clock);
        this.prompts = new PromptSources(workspace, config.core().role());
        rebuildSystemPrompt();
        this.llm = config.section("llm", LlmConfig.class);
        AgentConfig agentConfig = config.section("agent", AgentConfig.class);
        this.traces = new TraceLog(agentConfig.traceCapacity());
        SchedulerConfig sc = config.section("scheduler", SchedulerConfig.class);
        this.schedule = new ScheduleService(workspace, withLanguage(sc, language), clock, json,
                events -> scheduleObservers.forEach(o -> o.accept(events)));
        tools.register(schedule.followUpTool());

        List<LocalIntent> handlers = new ArrayList<>();
        handlers.add(TimeIntent.time(clock));
        handlers.add(TimeIntent.date(clock));
        handlers.addAll(new TimerIntents(schedule, clock).all());
        handlers.add(new StopIntent());
        if (!llm.configured()) {
            handlers.addAll(SmallTalkIntent.all()); // with a model, "你好" is the start of a conversation
        }
        handlers.add(new HelpIntent(this::capabilities, this::llmConfigured));
        this.intents = new LocalIntentHandler(IntentCatalog.load(Assembly.class.getClassLoader(), "homebot/intent/builtin.yaml"),
                handlers, language, !llm.configured());

        this.modes = new ModeManager(workspace, ModeRegistry.discover(skillRoots(workspace),
                Thread.currentThread().getContextClassLoader(), workspace.resolve(".cache/skills")),
                schedule.timers(), clock, withLanguage(config.section("modes", ModeConfig.class), language));
        ModeSwitchGuard guard = new ModeSwitchGuard();
        this.expiry = new ModeExpiry(modes, clock);
        ModeTurnScope modeScope = new ModeTurnScope(modes, expiry);
        // A turn the mode session recorded is not written to a normal conversation as well.
        this.recorder = new ConversationRecorder(conversations, modeScope::recordedInMode);

        this.household = joinHousehold ? HouseholdWiring.create(config, clock, json, schedule, modes) : null;
        List<TurnHandler> chain = new ArrayList<>();
        // every link of local intents is told when a turn went by, so a guess it asked about answers only the next
        List<TurnListener> guessers = new ArrayList<>(List.of(intents));
        chain.add(new UtteranceGuard(config.core().maxUtteranceChars(), language));
        // the answer to a question the cook just put to someone else, before any mode reads it as a request
        var answers = new homebot.turn.AnswerToSomeoneElse();
        chain.add(answers);
        // Mode commands first, so "退出做饭模式" works even when a mode's own phrases are greedy.
        chain.add(new ModeIntents(modes, guard, llm.configured(),
                words -> intents.clearlyAsksFor(words, java.util.Set.of("timer_set", "timer_cancel", "timer_cancel_all",
                        "timer_left", "timer_list"))));
        chain.add(new ModeTurnHandler(modes, guard));
        // after the mode, which lets its open questions lapse on such words; before every other intent and the model
        chain.add(new homebot.turn.SaidToSomeoneElse());
        if (household != null) {
            LocalIntentHandler householdIntents = new homebot.household.HouseholdIntents(household, schedule).handler(language);
            guessers.add(householdIntents);
            chain.add(householdIntents);
        }
        chain.add(intents);
        var haConfig = config.section("home_assistant", homebot.homeassistant.HomeAssistantConfig.class);
        this.devices = new homebot.homeassistant.DeviceControl(haConfig, schedule.scheduler(), clock, json);
        scheduleObservers.add(devices::onScheduleEvents);
        LocalIntentHandler deviceIntents = new homebot.homeassistant.HomeAssistantIntents(devices).handler(language);
        guessers.add(deviceIntents);
        chain.add(deviceIntents);
        if (!llm.configured()) {
            // a wish for a mode told only by a word of it ("我这边不做了"): proposed once nothing else understood the
            // words (a model, when there is one, reads such sentences better)
            chain.add(new homebot.mode.ModeHints(modes, guard));
        }
        if (haConfig.configured()) {
            tools.register(new homebot.homeassistant.HomeAssistantTool(devices, json, language));
        }
        if (llm.configured()) {
            AgentLoop loop = new AgentLoop(new OpenAiChatClient(llm), agentConfig, traces, clock);
            ContextConfig cc = config.section("context", ContextConfig.class);
            JtokkitTokenCounter o200k = JtokkitTokenCounter.o200k();
            o200k.warmUpAsync(command -> {
                Thread t = new Thread(command, "tokenizer-warmup");
                t.setDaemon(true);
                t.start();
            });
            KernelContext context = new KernelContext(this::systemPrompt,
                    new ModePromptSource(modes, new SwitchModeTool(modes, guard)),
                    new ContextAssembler(new CachingTokenCounter(o200k, TOKEN_CACHE_ENTRIES), cc.budget()),
                    new RecentHistory(Duration.ofMinutes(config.core().historyMinutes())), recorder, conversations,
                    clock, language);
            chain.add(new AgentTurnHandler(loop, tools, () -> context, language,
                    Duration.ofMillis(agentConfig.thinkingNoticeMs()), timers,
                    Duration.ofMillis(agentConfig.turnDeadlineMs()), clock));
        }
        // Whatever a link changed but could not save, the user hears (issue 10 item 11).
        chain.replaceAll(link -> new homebot.turn.UnsavedChangeNotice(link,
                homebot.store.StorageHealth.global()::failureCountOnThisThread, language));
        List<TurnListener> listeners = new ArrayList<>(List.of(schedule.turnListener(), recorder, taps));
        listeners.addAll(guessers);
        listeners.add(answers);
        if (household != null) {
            listeners.add(HouseholdWiring.republishAfterTurns(household));
        }
        this.pipeline = new TurnPipeline(chain, listeners, new OfflineFallback(this::fallbackHints, language), modeScope,
                new TurnDeadline(Duration.ofMillis(agentConfig.turnDeadlineMs()), language));
    }

    /** What works right now, for "what can you do" and the offline answer: local intents, then the modes. */
    private List<String> capabilities(Language lang) {
        List<String> lines = new ArrayList<>(intents.capabilities(lang));
        for (var mode : modes.registry().modes()) {
            String name = mode.descriptor().displayName(lang.tag());
            lines.add(lang.isChinese() ? "说“打开" + name + "”进入" + name : "say \"turn on " + name + "\" for " + name);
        }
        return lines;
    }

    /** Two or three things to say right now, for the short offline answer: the active mode's phrases first. */
    private List<String> fallbackHints(Language lang) {
        var active = modes.active();
        List<String> hints = new ArrayList<>(active.map(a -> modeHints(a, lang)).orElse(List.of()));
        if (hints.isEmpty()) {
            hints.add(lang.isChinese() ? "现在几点" : "what time is it");
            hints.add(lang.isChinese() ? "计时五分钟" : "set a timer for 5 minutes");
            for (var mode : modes.registry().modes()) {
                if (active.isPresent() && active.get().mode().id().equals(mode.id())) {
                    continue; // it is on already
                }
                String name = mode.descriptor().displayName(lang.tag());
                hints.add(lang.isChinese() ? "打开" + name : "turn on " + name);
            }
            hints.add(lang.isChinese() ? "你会什么" : "what can you do");
        }
        return hints;
    }

    private static List<String> modeHints(homebot.mode.ActiveMode active, Language lang) {
        try {
            return active.mode().plugin().hints(active.session(), lang.tag()).stream().limit(3).toList();
        } catch (RuntimeException e) {
            return List.of(); // a broken plugin still leaves the kernel's own hints
        }
    }

    public boolean llmConfigured() {
        return llm.configured();
    }

    /** The scheduler speaks the user's language unless the scheduler section says otherwise. */
    private static SchedulerConfig withLanguage(SchedulerConfig sc, Language language) {
        if (!sc.language().equals(SchedulerConfig.defaults().language())) {
            return sc;
        }
        return new SchedulerConfig(sc.maxTimerHours(), sc.missedGraceMinutes(), sc.repeatSeconds(), sc.maxRepeats(),
                sc.quietHoursStart(), sc.quietHoursEnd(), sc.minIntervalMinutes(), sc.dailyCap(), sc.maxFollowUpHours(),
                language.tag());
    }

    /**
     * What the scheduler wants said now (timer alerts, missed timers, follow-ups the agent decided to voice),
     * in order. Call at turn boundaries and when idle; never mid-reply. The console calls this alone; the daemon
     * splits it: its ticker calls {@link #runDue} and a worker of its own calls {@link #deliverPending}.
     */
    public List<String> drainAlerts() {
        runDue(clock.instant());
        return deliverPending();
    }

    /** The scheduler's own step at {@code now}: due jobs fire and are queued. Cheap; no speech, no LLM. */
    public void runDue(java.time.Instant now) {
        schedule.runDue(now);
    }

    /**
     * Carries out a due mode expiry between turns, then turns what the scheduler queued into words: alerts as
     * they are, a due follow-up by a proactive turn (bounded by the turn deadline) unless the model stays silent.
     * Can take as long as a turn: never call it from a thread that feeds a heartbeat.
     */
    public List<String> deliverPending() {
        java.time.Instant now = clock.instant();
        pipeline.betweenTurns(() -> expiry.expireIfDue(now));
        List<String> out = new ArrayList<>();
        for (ScheduleEvent e : schedule.pendingAlerts(now)) {
            if (e instanceof ScheduleEvent.Spoken spoken) {
                out.add(spoken.text());
            } else if (e instanceof ScheduleEvent.FollowUpDue due && llm.configured()) {
                String chat = due.job().chatId() == null ? "follow-up" : due.job().chatId();
                TurnReply reply = pipeline.run(Turn.proactive(new Utterance(due.reminder(), "system", chat, "system")),
                        ReplySink.NONE);
                if (!reply.failed() && !FollowUpReminder.isSilent(reply.text())) {
                    out.add(reply.text());
                }
            }
        }
        if (household != null) {
            out.addAll(household.drainSpoken());
        }
        out.addAll(devices.drainSpoken());
        return out;
    }

    /** Listens to turns for a while (e.g. a control-socket client waiting for its reply). */
    public void addTap(TurnListener tap) {
        taps.add(tap);
    }

    public void removeTap(TurnListener tap) {
        taps.remove(tap);
    }

    public ScheduleService schedule() {
        return schedule;
    }

    public ToolRegistry tools() {
        return tools;
    }

    public TraceLog traces() {
        return traces;
    }

    public void rebuildSystemPrompt() {
        systemPrompt.set(prompts.buildSystemPrompt());
    }

    public String systemPrompt() {
        return systemPrompt.get();
    }

    public HomebotConfig config() {
        return config;
    }

    public Clock clock() {
        return clock;
    }

    public Path workspace() {
        return workspace;
    }

    public TurnPipeline pipeline() {
        return pipeline;
    }

    public ConversationStore conversations() {
        return conversations;
    }

    public ConversationRecorder recorder() {
        return recorder;
    }

    public PromptSources prompts() {
        return prompts;
    }

    public LocalIntentHandler intents() {
        return intents;
    }

    /** Switching devices through Home Assistant (says so when none is configured). */
    public homebot.homeassistant.DeviceControl devices() {
        return devices;
    }

    /** This unit's part in the household; empty unless the daemon joined a configured broker. */
    public java.util.Optional<homebot.household.Household> household() {
        return java.util.Optional.ofNullable(household);
    }

    @Override
    public void close() {
        pipeline.close();
        timers.shutdownNow();
        schedule.close();
        devices.close();
        if (household != null) {
            household.close();
        }
    }

    public String modeStatus() {
        return new ModeStatus(modes).text();
    }

    /** The mode status in the configured language, for the console's {@code /mode}. */
    public String localModeStatus() {
        return new ModeStatus(modes).text(config.language().isChinese());
    }

    /** What the active mode expects to hear most, for the recognizer's grammar-first pass; empty in normal mode. */
    public List<String> modeCommandPhrases() {
        try {
            return modes.active().map(a -> a.mode().plugin().commandPhrases(a.session())).orElse(List.of());
        } catch (RuntimeException e) {
            return List.of(); // a broken plugin must not take the microphone down
        }
    }

    /**
     * The sentences whose whole form ends an utterance early (issue 13): the active mode's own, then the
     * daemon's. Read on the audio thread when the speaker pauses; a broken plugin only loses its own.
     */
    public List<homebot.skills.api.nlu.CommandIntents> commandIntents() {
        List<homebot.skills.api.nlu.CommandIntents> out = new ArrayList<>(2);
        try {
            modes.active().flatMap(a -> a.mode().plugin().commandIntents(a.session())).ifPresent(out::add);
        } catch (RuntimeException e) {
            // a broken plugin must not take the microphone down; its commands just wait for the silence
        }
        out.add(intents.commandIntents());
        return out;
    }

    /**
     * The grammar the recogniser tries first after a wake-up: the active mode's phrases, then the daemon's own
     * sentences (time, timers, help, mode commands) in both languages, all generated from the intent templates.
     */
    public List<String> grammarPhrases() {
        List<String> out = new ArrayList<>(modeCommandPhrases());
        List<String> own = daemonGrammar;
        if (own == null) {
            own = daemonGrammar = daemonGrammar();
        }
        out.addAll(own);
        return out.stream().distinct().toList();
    }

    private volatile List<String> daemonGrammar;

    private List<String> daemonGrammar() {
        List<String> out = new ArrayList<>();
        Map<String, List<String>> values = Map.of("d", List.of("一分钟", "三分钟", "五分钟", "十分钟", "半小时",
                "one minute", "five minutes", "ten minutes"));
        for (String lang : List.of("zh-CN", "en-US")) {
            // 400 a language: the shared timer phrases (timers.yaml) alone give well over a hundred, and every intent needs
            // its plainest sentences in the grammar ("计时五分钟" comes after every way of cancelling all timers)
            out.addAll(intents.catalog().expansions(i -> !i.startsWith("confirm"), lang, values, 3, 400));
        }
        for (var mode : modes.registry().modes()) {
            out.add("打开" + mode.descriptor().displayName("zh-CN"));
            out.add("退出" + mode.descriptor().displayName("zh-CN"));
            out.add("turn on " + mode.descriptor().displayName("en-US"));
            out.add("turn off " + mode.descriptor().displayName("en-US"));
        }
        return List.copyOf(out);
    }

    public ModeManager modes() {
        return modes;
    }

    /** Skill folders on disk: the user's first, then the package's; skills bundled in jars come after. */
    private static List<Path> skillRoots(Path workspace) {
        return List.of(workspace.resolve("skills"), Path.of("/usr/share/homebot/skills"));
    }

    private static ModeConfig withLanguage(ModeConfig mc, Language language) {
        return mc.language().equals(ModeConfig.defaults().language())
                ? new ModeConfig(mc.timeZone(), mc.expiresAt(), language.tag()) : mc;
    }
}
