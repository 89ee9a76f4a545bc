package homebot.turn;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/**
 * Hands each finished turn's reply to whoever waits for that turn id (a {@code say} client): never by its words,
 * so two clients saying the same thing, or a spoken turn with the same words, each get their own reply.
 */
public final class TurnReplies implements TurnListener {
    private final ConcurrentMap<String, CompletableFuture<TurnReply>> waiting = new ConcurrentHashMap<>();

    /** Call before the turn can start; the future completes when the turn with this id has its reply. */
    public CompletableFuture<TurnReply> expect(String turnId) {
        return waiting.computeIfAbsent(turnId, id -> new CompletableFuture<>());
    }

    /** Stops waiting (the caller gave up); a late reply is then dropped. */
    public void forget(String turnId) {
        waiting.remove(turnId);
    }

    @Override
    public void afterTurn(Turn turn, TurnReply reply) {
        CompletableFuture<TurnReply> f = waiting.remove(turn.id());
        if (f != null) {
            f.complete(reply);
        }
    }
}
