package homebot.turn;

import homebot.skills.api.Utterance;

/**
 * Sees turns around the chain: {@link #beforeTurn} runs before any link, {@link #afterTurn} after the final
 * reply (record history, count turns in progress). Listeners must not depend on each other's order: work that
 * has a place in the turn (mode expiry, mode recording, a requested exit) is a {@link TurnScope} instead.
 */
public interface TurnListener {
    default void beforeTurn(Utterance utterance) {}

    default void afterTurn(Utterance utterance, TurnReply reply) {}

    /** The whole turn; listeners that need its id or kind override this one. */
    default void beforeTurn(Turn turn) {
        beforeTurn(turn.utterance());
    }

    default void afterTurn(Turn turn, TurnReply reply) {
        afterTurn(turn.utterance(), reply);
    }
}
