package homebot.turn;

import homebot.skills.api.Utterance;
import homebot.skills.api.nlu.Addressee;
import java.util.Optional;

/**
 * Words said to someone else in the kitchen after a wake-up ("老伴，麻烦你把抽油烟机打开", "honey, can you grab the
 * salt"): no intent, mode or model acts on them, and homebot says nothing (the family member was asked, not the
 * box). Early in the chain, so a device switch or a timer further down never reads them.
 */
public final class SaidToSomeoneElse implements TurnHandler {
    @Override
    public Optional<TurnReply> handle(Utterance utterance, ReplySink sink) {
        if (!Addressee.someoneElse(utterance.text())) {
            return Optional.empty();
        }
        return Optional.of(TurnReply.of("", DialogueState.IDLE, "intent:someone-else"));
    }
}
