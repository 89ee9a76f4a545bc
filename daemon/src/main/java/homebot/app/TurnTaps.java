package homebot.app;

import homebot.skills.api.Utterance;
import homebot.turn.TurnListener;
import homebot.turn.TurnReply;
import java.util.concurrent.CopyOnWriteArrayList;

/** Listeners that come and go while the pipeline runs; the pipeline's own listener list is fixed. */
final class TurnTaps implements TurnListener {
    private final CopyOnWriteArrayList<TurnListener> taps = new CopyOnWriteArrayList<>();

    void add(TurnListener tap) {
        taps.add(tap);
    }

    void remove(TurnListener tap) {
        taps.remove(tap);
    }

    @Override
    public void afterTurn(Utterance utterance, TurnReply reply) {
        for (TurnListener t : taps) {
            t.afterTurn(utterance, reply);
        }
    }
}
