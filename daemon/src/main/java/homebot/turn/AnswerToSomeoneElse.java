package homebot.turn;

import homebot.skills.api.Utterance;
import homebot.skills.api.nlu.Addressee;
import java.util.Optional;

/**
 * The answer to a question the cook put to someone in the kitchen ("老罗你想吃哪样，红烧肉还是番茄炒蛋" then "红烧肉嘛，
 * 好久没吃了"): the husband answered his wife, not homebot, so nothing starts. Only the turn right after such a
 * question, and only words that take it up and ask homebot for nothing ({@link Addressee#answers}); the cook turning
 * back to homebot says what to do ("那就整红烧肉"). First in the chain, before a mode reads a dish's name as a request.
 */
public final class AnswerToSomeoneElse implements TurnHandler, TurnListener {
    /** The last turn's words, when they asked someone else something; else null. */
    private volatile String question;

    @Override
    public Optional<TurnReply> handle(Utterance utterance, ReplySink sink) {
        String asked = question;
        if (asked == null || !Addressee.answers(asked, utterance.text())) {
            return Optional.empty();
        }
        return Optional.of(TurnReply.of("", DialogueState.IDLE, "intent:someone-else"));
    }

    /** Longer words are no question put to someone across the kitchen (and listeners see even what the guard refused). */
    private static final int LONGEST_QUESTION = 200;

    @Override
    public void afterTurn(Utterance utterance, TurnReply reply) {
        String text = utterance.text();
        question = text != null && text.length() <= LONGEST_QUESTION && Addressee.asksSomeone(text) ? text : null;
    }
}
