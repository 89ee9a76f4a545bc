package homebot.app;

import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.config.HomebotConfig;
import homebot.config.Language;
import homebot.conversation.ConversationRecorder;
import homebot.conversation.ConversationStore;
import homebot.intent.HelpIntent;
import homebot.intent.IntentCatalog;
import homebot.intent.LocalIntent;
import homebot.intent.LocalIntentHandler;
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
import homebot.mode.ModeTurnListener;
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
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
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
        handlers.add(new HelpIntent(this::capabilities, this::llmConfigured));
        this.intents = new LocalIntentHandler(IntentCatalog.fromResources("homebot/intent/builtin.yaml"), handlers, language);

        this.modes = new ModeManager(workspace, ModeRegistry.discover(skillRoots(workspace),
                Thread.currentThread().getContextClassLoader(), workspace.resolve(".cache/skills")),
                schedule.timers(), clock, withLanguage(config.section("modes", ModeConfig.class), language));
        // While a mode is active its session records the turn; normal conversations stay untouched.
        this.recorder = new ConversationRecorder(conversations, () -> modes.active().isPresent());
        ModeSwitchGuard guard = new ModeSwitchGuard();
        this.expiry = new ModeExpiry(modes, clock);

        this.household = joinHousehold ? HouseholdWiring.create(config, clock, json, schedule, modes) : null;
        List<TurnHandler> chain = new ArrayList<>();
        chain.add(new UtteranceGuard(config.core().maxUtteranceChars(), language));
        // Mode commands first, so "退出做饭模式" works even when a mode's own phrases are greedy.
        chain.add(new ModeIntents(modes, guard, llm.configured()));
        chain.add(new ModeTurnHandler(modes));
        if (household != null) {
            chain.add(new homebot.household.HouseholdIntents(household, schedule).handler(language));
        }
        chain.add(intents);
        var haConfig = config.section("home_assistant", homebot.homeassistant.HomeAssistantConfig.class);
        this.devices = new homebot.homeassistant.DeviceControl(haConfig, schedule.scheduler(), clock, json);
        scheduleObservers.add(devices::onScheduleEvents);
        chain.add(new homebot.homeassistant.HomeAssistantIntents(devices).handler(language));
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
            chain.add(new AgentTurnHandler(loop, tools, () -> context, recorder, language,
                    Duration.ofMillis(agentConfig.thinkingNoticeMs()), timers));
        }
        List<TurnListener> listeners = new ArrayList<>(List.of(new ModeTurnListener(modes, expiry),
                schedule.turnListener(), recorder, taps));
        if (household != null) {
            listeners.add(HouseholdWiring.republishAfterTurns(household));
        }
        this.pipeline = new TurnPipeline(chain, listeners, new OfflineFallback(this::capabilities, language));
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
     * in order. Call at turn boundaries and when idle; never mid-reply.
     */
    public List<String> drainAlerts() {
        List<String> out = new ArrayList<>();
        java.time.Instant now = clock.instant();
        expiry.expireIfDue(now);
        schedule.runDue(now);
        for (ScheduleEvent e : schedule.pendingAlerts(now)) {
            if (e instanceof ScheduleEvent.Spoken spoken) {
                out.add(spoken.text());
            } else if (e instanceof ScheduleEvent.FollowUpDue due && llm.configured()) {
                String chat = due.job().chatId() == null ? "follow-up" : due.job().chatId();
                TurnReply reply = pipeline.run(new Utterance(due.reminder(), "system", chat, "system"), ReplySink.NONE);
                if (!FollowUpReminder.isSilent(reply.text())) {
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

    /** What the active mode expects to hear most, for the recognizer's grammar-first pass; empty in normal mode. */
    public List<String> modeCommandPhrases() {
        try {
            return modes.active().map(a -> a.mode().plugin().commandPhrases(a.session())).orElse(List.of());
        } catch (RuntimeException e) {
            return List.of(); // a broken plugin must not take the microphone down
        }
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
