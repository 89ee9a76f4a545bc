package homebot.voice;

import homebot.skills.api.Utterance;
import homebot.turn.DialogueState;
import homebot.turn.ReplySink;
import homebot.turn.TurnHandler;
import homebot.turn.TurnReply;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

/**
 * Stands in for the agent: each turn streams the next scripted reply sentence by sentence. A reply may pause
 * before a sentence until a latch opens (an LLM still generating); whether every pause ended in time is kept.
 */
final class ScriptedTurnHandler implements TurnHandler {
    /** One streamed piece; {@code waitFor} (may be null) must open before it is sent. */
    record Piece(String sentence, CountDownLatch waitFor) {}

    private record Reply(List<Piece> pieces, DialogueState state) {}

    private final Deque<Reply> replies = new ArrayDeque<>();
    private final List<Utterance> heard = new ArrayList<>();
    private volatile boolean allPausesEnded = true;

    ScriptedTurnHandler reply(DialogueState state, String... sentences) {
        List<Piece> pieces = new ArrayList<>();
        for (String s : sentences) {
            pieces.add(new Piece(s, null));
        }
        return reply(state, pieces);
    }

    synchronized ScriptedTurnHandler reply(DialogueState state, List<Piece> pieces) {
        replies.add(new Reply(List.copyOf(pieces), state));
        return this;
    }

    synchronized List<Utterance> heard() {
        return List.copyOf(heard);
    }

    boolean allPausesEnded() {
        return allPausesEnded;
    }

    @Override
    public Optional<TurnReply> handle(Utterance utterance, ReplySink sink) {
        Reply reply;
        synchronized (this) {
            heard.add(utterance);
            reply = replies.poll();
        }
        if (reply == null) {
            return Optional.empty();
        }
        StringBuilder text = new StringBuilder();
        for (Piece p : reply.pieces()) {
            if (p.waitFor() != null) {
                try {
                    if (!p.waitFor().await(10, TimeUnit.SECONDS)) {
                        allPausesEnded = false;
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    allPausesEnded = false;
                }
            }
            sink.sentence(p.sentence());
            text.append(p.sentence());
        }
        return Optional.of(TurnReply.of(text.toString(), reply.state(), "scripted"));
    }
}
