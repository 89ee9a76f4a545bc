package homebot.turn;

import homebot.skills.api.Utterance;
import java.util.Optional;

/**
 * One link of the utterance routing chain (active mode → local intents → LLM agent). A link answers the turn
 * or returns empty to pass it on. Links must not throw for ordinary failures: they answer with an error reply.
 */
public interface TurnHandler {
    Optional<TurnReply> handle(Utterance utterance, ReplySink sink);
}
