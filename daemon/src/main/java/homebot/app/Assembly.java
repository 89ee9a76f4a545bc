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
public final class Assembly {
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

    public Assembly(HomebotConfig config, Clock clock) {
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
        this.recorder = new ConversationRecorder(conversations, () -> false);
        this.prompts = new PromptSources(workspace, config.core().role());
        rebuildSystemPrompt();

        List<LocalIntent> handlers = new ArrayList<>();
        handlers.add(TimeIntent.time(clock));
        handlers.add(TimeIntent.date(clock));
        handlers.add(new StopIntent());
        AtomicReference<LocalIntentHandler> self = new AtomicReference<>();
        handlers.add(new HelpIntent(lang -> self.get().capabilities(lang), this::llmConfigured));
        this.intents = new LocalIntentHandler(IntentCatalog.fromResources("homebot/intent/builtin.yaml"), handlers, language);
        self.set(intents);

        List<TurnHandler> chain = new ArrayList<>();
        chain.add(new UtteranceGuard(config.core().maxUtteranceChars(), language));
        chain.add(intents);
        List<TurnListener> listeners = List.of(recorder);
        this.pipeline = new TurnPipeline(chain, listeners, new OfflineFallback(intents::capabilities, language));
    }

    public boolean llmConfigured() {
        return false;
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

    public String modeStatus() {
        return config.language().isChinese() ? "当前没有激活的模式。" : "No mode is active.";
    }
}
