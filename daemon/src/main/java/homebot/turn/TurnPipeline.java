package homebot.turn;

import homebot.skills.api.Utterance;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The one path every turn takes after the transcript, typed or spoken: listeners before, the scope around the
 * handler chain, listeners after. Turns are serialised: the mode kernel and the history files assume one turn at
 * a time.
 *
 * <p>With a {@link TurnDeadline} the chain runs on a worker thread and the caller waits at most that long. A turn
 * that runs out of time is interrupted and abandoned: whatever it says later is dropped, the user hears a short
 * apology, the turn is recorded as failed ({@code turn-deadline}) and the next turn starts at once. An abandoned
 * worker that ignores the interrupt runs on alone; it no longer holds the pipeline, so it cannot hold the queue.
 */
public final class TurnPipeline implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(TurnPipeline.class);
    private static final AtomicInteger WORKERS = new AtomicInteger();

    private final List<TurnHandler> chain;
    private final List<TurnListener> listeners;
    private final TurnHandler fallback;
    private final TurnScope scope;
    private final TurnDeadline deadline;
    private final ExecutorService workers;

    /**
     * @param chain     links in order; the first that answers wins
     * @param listeners called before and after every turn, in order
     * @param fallback  answers when no link does (must always answer)
     */
    public TurnPipeline(List<TurnHandler> chain, List<TurnListener> listeners, TurnHandler fallback) {
        this(chain, listeners, fallback, TurnScope.NONE, TurnDeadline.none());
    }

    public TurnPipeline(List<TurnHandler> chain, List<TurnListener> listeners, TurnHandler fallback, TurnScope scope,
                        TurnDeadline deadline) {
        this.chain = List.copyOf(chain);
        this.listeners = List.copyOf(listeners);
        this.fallback = fallback;
        this.scope = scope;
        this.deadline = deadline;
        // A new thread only when every earlier one is still busy (an abandoned turn); idle ones are reused.
        this.workers = deadline.bounded() ? Executors.newCachedThreadPool(r -> {
            Thread t = new Thread(r, "turn-worker-" + WORKERS.incrementAndGet());
            t.setDaemon(true);
            return t;
        }) : null;
    }

    /** A turn of the user's words. */
    public TurnReply run(Utterance utterance, ReplySink sink) {
        return run(Turn.user(utterance), sink);
    }

    public synchronized TurnReply run(Turn turn, ReplySink sink) {
        for (TurnListener l : listeners) {
            try {
                l.beforeTurn(turn);
            } catch (RuntimeException e) {
                LOG.error("turn listener {} failed before the turn: {}", l.getClass().getSimpleName(), e.toString(), e);
            }
        }
        TurnReply reply = scope.around(turn, () -> bounded(turn, sink));
        for (TurnListener l : listeners) {
            try {
                l.afterTurn(turn, reply);
            } catch (RuntimeException e) {
                LOG.error("turn listener {} failed after the turn: {}", l.getClass().getSimpleName(), e.toString(), e);
            }
        }
        sink.finished(reply);
        return reply;
    }

    /**
     * Runs work that must not overlap a turn (a mode expiry from the scheduler) between turns. Errors are logged,
     * never thrown: the caller is a background loop.
     */
    public synchronized void betweenTurns(Runnable work) {
        try {
            work.run();
        } catch (RuntimeException e) {
            LOG.error("work between turns failed: {}", e.toString(), e);
        }
    }

    private TurnReply bounded(Turn turn, ReplySink sink) {
        if (!deadline.bounded()) {
            return answer(turn, sink);
        }
        GatedSink gated = new GatedSink(sink);
        Future<TurnReply> work = workers.submit(() -> answer(turn, gated));
        String code;
        try {
            return work.get(deadline.limit().toMillis(), TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
            code = TurnDeadline.CODE;
            LOG.warn("turn-deadline: turn {} ({}) took longer than {} ms; abandoned, the user hears an apology",
                    turn.id(), turn.kind(), deadline.limit().toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            code = "turn-interrupted";
        } catch (ExecutionException | CancellationException e) {
            LOG.error("turn {} failed: {}", turn.id(), e.toString(), e);
            code = "turn-failed";
        }
        work.cancel(true);
        gated.close();
        if (turn.proactive()) {
            return new TurnReply("", DialogueState.IDLE, "deadline", code); // nobody asked: say nothing
        }
        String apology = deadline.apology(turn.userWords());
        sink.sentence(apology);
        return new TurnReply(apology, DialogueState.IDLE, "deadline", code);
    }

    private TurnReply answer(Turn turn, ReplySink sink) {
        for (TurnHandler link : chain) {
            if (turn.proactive() && !link.handlesProactive()) {
                continue;
            }
            Optional<TurnReply> r;
            try {
                r = link.handle(turn, sink);
            } catch (RuntimeException e) {
                LOG.error("turn handler {} failed: {}", link.getClass().getSimpleName(), e.toString(), e);
                continue;
            }
            if (r.isPresent()) {
                return r.get();
            }
        }
        if (turn.proactive()) {
            return TurnReply.of("", DialogueState.IDLE, "none"); // no link thinks proactively: stay silent
        }
        return fallback.handle(turn, sink).orElseThrow(() -> new IllegalStateException("fallback must answer"));
    }

    @Override
    public void close() {
        if (workers != null) {
            workers.shutdownNow();
        }
    }

    /**
     * Passes sentences on until the turn is abandoned; after that nothing a late worker says gets out, and nothing
     * it was saying lands after the apology. Closing waits only briefly for a sentence in flight: a worker stuck
     * inside the target (a blocking TTS) must not keep the caller from giving up on it.
     */
    private static final class GatedSink implements ReplySink {
        private final ReplySink target;
        private final ReentrantLock lock = new ReentrantLock();
        private volatile boolean open = true;

        GatedSink(ReplySink target) {
            this.target = target;
        }

        @Override
        public void sentence(String sentence) {
            lock.lock();
            try {
                if (open) {
                    target.sentence(sentence);
                }
            } finally {
                lock.unlock();
            }
        }

        void close() {
            boolean locked = false;
            try {
                locked = lock.tryLock(200, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            open = false;
            if (locked) {
                lock.unlock();
            }
        }
    }
}
