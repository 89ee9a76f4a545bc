package homebot.app;

import homebot.agent.AgentLoop;
import homebot.agent.AgentOutcome;
import homebot.agent.AgentRun;
import homebot.agent.ToolRegistry;
import homebot.config.Language;
import homebot.conversation.ConversationRecorder;
import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import homebot.turn.TurnHandler;
import homebot.turn.TurnReply;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The LLM link of the turn chain: asks the current context source (the active mode's, or normal mode's) for
 * the request, runs the tool loop, and hands the tool round trips to the conversation recorder. When the model
 * has said nothing for a while, a short notice is spoken: someone at the stove should never wonder whether
 * they were heard.
 */
public final class AgentTurnHandler implements TurnHandler {
    private final AgentLoop loop;
    private final ToolRegistry registry;
    private final Supplier<ContextSource> context;
    private final ConversationRecorder recorder;
    private final Language defaultLanguage;
    private final Duration noticeAfter;
    private final ScheduledExecutorService timer;

    public AgentTurnHandler(AgentLoop loop, ToolRegistry registry, Supplier<ContextSource> context,
                            ConversationRecorder recorder, Language defaultLanguage, Duration noticeAfter,
                            ScheduledExecutorService timer) {
        this.loop = loop;
        this.registry = registry;
        this.context = context;
        this.recorder = recorder;
        this.defaultLanguage = defaultLanguage;
        this.noticeAfter = noticeAfter;
        this.timer = timer;
    }

    @Override
    public Optional<TurnReply> handle(Utterance utterance, ReplySink sink) {
        ContextSource.Context ctx = context.get().assemble(utterance);
        Language lang = Language.of(utterance.text(), defaultLanguage);
        NoticingSink noticing = new NoticingSink(sink);
        ScheduledFuture<?> notice = noticeAfter.isZero() ? null : timer.schedule(
                () -> noticing.notice(lang.isChinese() ? "稍等，我还在想。" : "One moment, I'm still thinking."),
                noticeAfter.toMillis(), TimeUnit.MILLISECONDS);
        try {
            AgentOutcome out = loop.run(new AgentRun(ctx.messages(), registry.scope(ctx.extraTools()), utterance,
                    lang.tag()), noticing);
            out.trace().note("context", ctx.stats());
            recorder.recordIntermediate(out.newMessages());
            return Optional.of(out.reply());
        } finally {
            if (notice != null) {
                notice.cancel(false);
            }
            noticing.close();
        }
    }

    /** Passes sentences on; the notice goes out only if nothing was said yet and the turn is still running. */
    private static final class NoticingSink implements ReplySink {
        private final ReplySink target;
        private boolean spoken;
        private boolean closed;

        NoticingSink(ReplySink target) {
            this.target = target;
        }

        @Override
        public synchronized void sentence(String sentence) {
            spoken = true;
            target.sentence(sentence);
        }

        synchronized void notice(String text) {
            if (!spoken && !closed) {
                spoken = true;
                target.sentence(text);
            }
        }

        synchronized void close() {
            closed = true;
        }
    }
}
