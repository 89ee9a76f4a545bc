package homebot.turn;

import homebot.skills.api.Utterance;
import java.util.Optional;

/**
 * One link of the utterance routing chain (active mode → local intents → LLM agent). A link answers the turn
 * or returns empty to pass it on. Links must not throw for ordinary failures: they answer with an error reply.
 */
public interface TurnHandler {
    Optional<TurnReply> handle(Utterance utterance, ReplySink sink);

    /** The whole turn (its id and kind); links that need no more than the words keep the default. */
    default Optional<TurnReply> handle(Turn turn, ReplySink sink) {
        return handle(turn.utterance(), sink);
    }

    /**
     * Whether this link sees {@link TurnKind#PROACTIVE} turns. Local phrases and intents must not: a reminder's
     * text ("检查米饭的计时") is not a command the user gave.
     */
    default boolean handlesProactive() {
        return false;
    }
}
