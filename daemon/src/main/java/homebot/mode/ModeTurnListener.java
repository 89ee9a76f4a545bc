package homebot.mode;

import homebot.skills.api.Utterance;
import homebot.turn.TurnListener;
import homebot.turn.TurnReply;
import java.io.IOException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Before every turn: a due expiry is carried out first (the daemon may have been down at 00:10). After every
 * turn: the finished turn is appended to the active session's conversation.jsonl (whichever link answered, off
 * topic or not), then an exit requested during the turn is carried out.
 */
public final class ModeTurnListener implements TurnListener {
    private static final Logger LOG = LoggerFactory.getLogger(ModeTurnListener.class);

    private final ModeManager manager;
    private final ModeExpiry expiry;

    public ModeTurnListener(ModeManager manager, ModeExpiry expiry) {
        this.manager = manager;
        this.expiry = expiry;
    }

    @Override
    public void beforeTurn(Utterance utterance) {
        expiry.expireIfDue();
    }

    @Override
    public void afterTurn(Utterance utterance, TurnReply reply) {
        if (reply.failed()) {
            LOG.info("turn failed ({}); not recorded in the mode conversation", reply.errorCode());
        } else {
            try {
                manager.recordTurn(utterance, reply.text());
            } catch (IOException e) {
                LOG.error("mode-record-failed: the turn could not be appended: {}", e.toString());
            }
        }
        manager.runPendingExit();
    }
}
