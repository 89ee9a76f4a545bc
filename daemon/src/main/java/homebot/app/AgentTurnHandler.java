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
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The LLM link of the turn chain: asks the current context source (the active mode's, or normal mode's) for
 * the request, runs the tool loop, and hands the tool round trips to the conversation recorder.
 */
public final class AgentTurnHandler implements TurnHandler {
    private final AgentLoop loop;
    private final ToolRegistry registry;
    private final Supplier<ContextSource> context;
    private final ConversationRecorder recorder;
    private final Language defaultLanguage;

    public AgentTurnHandler(AgentLoop loop, ToolRegistry registry, Supplier<ContextSource> context,
                            ConversationRecorder recorder, Language defaultLanguage) {
        this.loop = loop;
        this.registry = registry;
        this.context = context;
        this.recorder = recorder;
        this.defaultLanguage = defaultLanguage;
    }

    @Override
    public Optional<TurnReply> handle(Utterance utterance, ReplySink sink) {
        ContextSource.Context ctx = context.get().assemble(utterance);
        Language lang = Language.of(utterance.text(), defaultLanguage);
        AgentOutcome out = loop.run(new AgentRun(ctx.messages(), registry.scope(ctx.extraTools()), utterance, lang.tag()), sink);
        out.trace().note("context", ctx.stats());
        recorder.recordIntermediate(out.newMessages());
        return Optional.of(out.reply());
    }
}
