package homebot.intent;

import homebot.config.Language;
import homebot.skills.api.nlu.IntentMatch;
import homebot.skills.api.Utterance;
import homebot.turn.TurnReply;
import java.util.Optional;

/** A handler for one intent name of the template catalog, answered without the LLM. */
public interface LocalIntent {
    /** The intent name in the template files. */
    String name();

    TurnReply handle(IntentMatch match, Utterance utterance, Language language);

    /** An intent whose answer needs only the match and the language (the household's, the house's). */
    static LocalIntent of(String name, java.util.function.BiFunction<IntentMatch, Language, TurnReply> body) {
        return new LocalIntent() {
            @Override
            public String name() {
                return name;
            }

            @Override
            public TurnReply handle(IntentMatch match, Utterance utterance, Language language) {
                return body.apply(match, language);
            }
        };
    }

    /** One short line for "what can you do", in the given language; empty when not worth listing. */
    default Optional<String> capability(Language language) {
        return Optional.empty();
    }
}
