package homebot.mode;

import homebot.turn.Turn;
import homebot.turn.TurnReply;
import homebot.turn.TurnScope;
import java.io.IOException;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The mode kernel's place in every turn, around the handler chain (not in listener order): before it, a due
 * expiry is carried out (the daemon may have been down at 00:10), so the turn is a normal one; after it, the
 * finished turn is appended to the active session's conversation.jsonl (whichever link answered, off topic or
 * not, failed or not, user or proactive), then an exit requested during the turn is carried out. A turn recorded
 * here is recorded nowhere else: {@link #recordedInMode} tells the normal-conversation recorder.
 */
public final class ModeTurnScope implements TurnScope {
    private static final Logger LOG = LoggerFactory.getLogger(ModeTurnScope.class);

    private final ModeManager manager;
    private final ModeExpiry expiry;
    private volatile String lastRecorded;

    public ModeTurnScope(ModeManager manager, ModeExpiry expiry) {
        this.manager = manager;
        this.expiry = expiry;
    }

    @Override
    public TurnReply around(Turn turn, Supplier<TurnReply> chain) {
        try {
            expiry.expireIfDue();
        } catch (RuntimeException e) {
            LOG.error("mode-expiry-failed: {}", e.toString(), e);
        }
        TurnReply reply = chain.get();
        try {
            if (manager.recordTurn(turn.utterance(), reply.text(), turn.proactive(), reply.errorCode())) {
                lastRecorded = turn.id();
            }
        } catch (IOException | RuntimeException e) {
            LOG.error("mode-record-failed: turn {} could not be appended: {}", turn.id(), e.toString());
        }
        try {
            manager.runPendingExit();
        } catch (RuntimeException e) {
            LOG.error("mode-exit-failed: {}", e.toString(), e);
        }
        return reply;
    }

    /** Whether this turn went into a mode session (and so must not go into a normal conversation too). */
    public boolean recordedInMode(Turn turn) {
        return turn.id().equals(lastRecorded);
    }
}
