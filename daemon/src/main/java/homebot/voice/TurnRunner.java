package homebot.voice;

import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import homebot.turn.Turn;
import homebot.turn.TurnKind;
import homebot.turn.TurnPipeline;
import homebot.turn.TurnReply;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The turn thread: runs one turn at a time through the {@link TurnPipeline} and turns its reply stream into
 * events. A cancelled turn runs on to its end (an LLM stream cannot be taken back), but nothing it produces
 * after the cancel reaches the session.
 */
final class TurnRunner implements AutoCloseable {
    private final TurnPipeline pipeline;
    private final EventSink events;
    private final ExecutorService executor;
    private final AtomicLong current = new AtomicLong();
    private final AtomicInteger running = new AtomicInteger();
    private final Runnable onDone;

    /** @param onDone called on the turn thread after each turn, cancelled or not */
    TurnRunner(TurnPipeline pipeline, EventSink events, Runnable onDone) {
        this.pipeline = pipeline;
        this.events = events;
        this.onDone = onDone;
        this.executor = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "voice-turn");
            t.setDaemon(true);
            return t;
        });
    }

    void submit(String text, String channel, String chatId) {
        submit(text, channel, chatId, null);
    }

    /** @param turnId the id the turn runs under (a {@code say} client waits for it), or null for a fresh one */
    void submit(String text, String channel, String chatId, String turnId) {
        long id = current.incrementAndGet();
        running.incrementAndGet();
        Utterance u = new Utterance(text, channel, chatId, null);
        Turn turn = turnId == null ? Turn.user(u) : new Turn(turnId, TurnKind.USER, u);
        executor.execute(() -> {
            try {
                run(id, turn);
            } finally {
                running.decrementAndGet();
                onDone.run();
            }
        });
    }

    void cancel() {
        current.incrementAndGet();
    }

    boolean busy() {
        return running.get() > 0;
    }

    @Override
    public void close() {
        cancel();
        executor.shutdownNow();
        try {
            executor.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void run(long id, Turn turn) {
        if (id != current.get()) {
            return;
        }
        emit(id, new VoiceEvent.ReplyStarted());
        boolean[] streamed = {false};
        ReplySink sink = sentence -> {
            streamed[0] = true;
            emit(id, new VoiceEvent.ReplyChunk(sentence));
        };
        TurnReply reply;
        try {
            reply = pipeline.run(turn, sink);
        } catch (RuntimeException e) {
            emit(id, new VoiceEvent.StageFailed("turn", "turn-failed", e.toString()));
            return;
        }
        // A link that answers without streaming still gets its reply spoken.
        if (!streamed[0] && reply.text() != null && !reply.text().isBlank()) {
            emit(id, new VoiceEvent.ReplyChunk(reply.text()));
        }
        emit(id, new VoiceEvent.ReplyFinished(reply.state()));
    }

    private void emit(long id, VoiceEvent event) {
        events.dispatchIf(() -> current.get() == id, event);
    }
}
