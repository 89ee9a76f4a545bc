package homebot.turn;

import homebot.skills.api.Utterance;
import java.util.List;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one path every turn takes after the transcript, typed or spoken: listeners before, the handler chain,
 * listeners after. Turns are serialised: the mode kernel and the history files assume one turn at a time.
 */
public final class TurnPipeline {
    private static final Logger LOG = LoggerFactory.getLogger(TurnPipeline.class);

    private final List<TurnHandler> chain;
    private final List<TurnListener> listeners;
    private final TurnHandler fallback;

    /**
     * @param chain     links in order; the first that answers wins
     * @param listeners called before and after every turn, in order
     * @param fallback  answers when no link does (must always answer)
     */
    public TurnPipeline(List<TurnHandler> chain, List<TurnListener> listeners, TurnHandler fallback) {
        this.chain = List.copyOf(chain);
        this.listeners = List.copyOf(listeners);
        this.fallback = fallback;
    }

    public synchronized TurnReply run(Utterance utterance, ReplySink sink) {
        for (TurnListener l : listeners) {
            try {
                l.beforeTurn(utterance);
            } catch (RuntimeException e) {
                LOG.error("turn listener {} failed before the turn: {}", l.getClass().getSimpleName(), e.toString(), e);
            }
        }
        TurnReply reply = answer(utterance, sink);
        for (TurnListener l : listeners) {
            try {
                l.afterTurn(utterance, reply);
            } catch (RuntimeException e) {
                LOG.error("turn listener {} failed after the turn: {}", l.getClass().getSimpleName(), e.toString(), e);
            }
        }
        sink.finished(reply);
        return reply;
    }

    private TurnReply answer(Utterance utterance, ReplySink sink) {
        for (TurnHandler link : chain) {
            Optional<TurnReply> r;
            try {
                r = link.handle(utterance, sink);
            } catch (RuntimeException e) {
                LOG.error("turn handler {} failed: {}", link.getClass().getSimpleName(), e.toString(), e);
                continue;
            }
            if (r.isPresent()) {
                return r.get();
            }
        }
        return fallback.handle(utterance, sink).orElseThrow(() -> new IllegalStateException("fallback must answer"));
    }
}
