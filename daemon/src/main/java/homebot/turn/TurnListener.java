package homebot.turn;

import homebot.skills.api.Utterance;

/**
 * Sees turns around the chain: {@link #beforeTurn} runs before any link (e.g. a missed mode expiry is done
 * first), {@link #afterTurn} after the final reply (record history, run a requested mode exit).
 */
public interface TurnListener {
    default void beforeTurn(Utterance utterance) {}

    default void afterTurn(Utterance utterance, TurnReply reply) {}
}
