package homebot.mode;

import homebot.skills.api.LocalReply;
import homebot.skills.api.Utterance;
import homebot.turn.DialogueState;
import homebot.turn.ReplySink;
import homebot.turn.TurnHandler;
import homebot.turn.TurnReply;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** First link of the chain: the active mode's plugin may answer locally ("下一步") before anything else. */
public final class ModeTurnHandler implements TurnHandler {
    private static final Logger LOG = LoggerFactory.getLogger(ModeTurnHandler.class);

    private final ModeManager manager;
    private final ModeSwitchGuard guard;

    public ModeTurnHandler(ModeManager manager, ModeSwitchGuard guard) {
        this.manager = manager;
        this.guard = guard;
    }

    @Override
    public Optional<TurnReply> handle(Utterance utterance, ReplySink sink) {
        Optional<ActiveMode> active = manager.active();
        if (active.isEmpty()) {
            return Optional.empty();
        }
        ActiveMode a = active.get();
        Optional<LocalReply> reply;
        try {
            reply = a.mode().plugin().handleLocally(utterance, a.session());
        } catch (RuntimeException e) {
            LOG.error("mode-local-failed: mode {} could not answer \"{}\" locally: {}", a.modeId(),
                    utterance.text(), e.toString(), e);
            return Optional.empty();
        }
        if (reply == null || reply.isEmpty()) {
            return Optional.empty();
        }
        LocalReply r = reply.get();
        if (r.offersToLeave()) {
            // the mode asked "要退出做饭模式吗？": the user's yes next turn leaves, as a yes to the kernel's own proposal
            guard.propose(new ModeSwitchGuard.Proposal(ModeSwitchGuard.Action.EXIT, a.modeId()));
        }
        sink.sentence(r.text());
        return Optional.of(TurnReply.of(r.text(), r.expectsAnswer() || r.offersToLeave() ? DialogueState.WAITING : DialogueState.IDLE,
                "mode:" + a.modeId() + (r.offersToLeave() ? "/mode_propose_exit" : r.intent() == null ? "" : "/" + r.intent())));
    }
}
