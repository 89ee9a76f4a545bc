package homebot.llmlink;

import homebot.agent.AgentLoop;
import homebot.agent.AgentOutcome;
import homebot.agent.AgentRun;
import homebot.agent.ToolRegistry;
import homebot.config.Language;
import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import homebot.turn.Turn;
import homebot.turn.TurnHandler;
import homebot.turn.TurnReply;
import homebot.llm.ChatMessage;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * The LLM link of the turn chain: asks the current context source (the active mode's, or normal mode's) for
 * the request, runs the tool loop, and returns the tool round trips in the turn's reply for whoever records it.
 * When the model has said nothing for a while, a short notice is spoken: someone at the stove should never
 * wonder whether they were heard. It is the one link that thinks on proactive turns: those reach the model as a
 * reminder, the tools see no user words (so {@code switch_mode} cannot be satisfied by the model's own plan), and
 * no notice is spoken (nobody is waiting).
 */
public final class AgentTurnHandler implements TurnHandler {
    private final AgentLoop loop;
    private final ToolRegistry registry;
    private final Supplier<ContextSource> context;
    private final Language defaultLanguage;
    private final Duration noticeAfter;
    private final ScheduledExecutorService timer;
    private final Duration turnDeadline;
    private final java.time.Clock clock;

    public AgentTurnHandler(AgentLoop loop, ToolRegistry registry, Supplier<ContextSource> context,
                            Language defaultLanguage, Duration noticeAfter,
                            ScheduledExecutorService timer, Duration turnDeadline, java.time.Clock clock) {
        this.loop = loop;
        this.registry = registry;
        this.context = context;
        this.defaultLanguage = defaultLanguage;
        this.noticeAfter = noticeAfter;
        this.timer = timer;
        this.turnDeadline = turnDeadline;
        this.clock = clock;
    }

    @Override
    public Optional<TurnReply> handle(Utterance utterance, ReplySink sink) {
        return handle(Turn.user(utterance), sink);
    }

    @Override
    public boolean handlesProactive() {
        return true;
    }

    @Override
    public Optional<TurnReply> handle(Turn turn, ReplySink sink) {
        Utterance utterance = turn.utterance();
        java.time.Instant startedAt = clock.instant();
        ContextSource.Context ctx = context.get().assemble(turn);
        Language lang = Language.of(utterance.text(), defaultLanguage);
        NoticingSink noticing = new NoticingSink(sink);
        ScheduledFuture<?> notice = noticeAfter.isZero() || turn.proactive() ? null : timer.schedule(
                () -> noticing.notice(lang.isChinese() ? "稍等，我还在想。" : "One moment, I'm still thinking."),
                noticeAfter.toMillis(), TimeUnit.MILLISECONDS);
        // Tools check "the user's own words of this turn": on a proactive turn there are none.
        Utterance words = new Utterance(turn.userWords(), utterance.channel(), utterance.chatId(), utterance.speakerId());
        try {
            AgentOutcome out = loop.run(new AgentRun(ctx.messages(), registry.scope(ctx.extraTools()), words,
                    lang.tag(), turnDeadline.isZero() ? null : startedAt.plus(turnDeadline)), noticing);
            out.trace().note("context", ctx.stats());
            TurnReply r = out.reply();
            List<ChatMessage> toolMessages = out.newMessages().stream()
                    .filter(m -> !m.toolCalls().isEmpty() || "tool".equals(m.role())).toList();
            return Optional.of(new TurnReply(r.text(), r.state(), r.source(), r.errorCode(), toolMessages));
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
