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

    public ModeTurnHandler(ModeManager manager) {
        this.manager = manager;
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
        sink.sentence(r.text());
        return Optional.of(TurnReply.of(r.text(), r.expectsAnswer() ? DialogueState.WAITING : DialogueState.IDLE,
                "mode:" + a.modeId() + (r.intent() == null ? "" : "/" + r.intent())));
    }
}
