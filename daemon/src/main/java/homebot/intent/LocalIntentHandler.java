package homebot.intent;

import homebot.config.Language;
import homebot.skills.api.Utterance;
import homebot.turn.ReplySink;
import homebot.turn.TurnHandler;
import homebot.turn.TurnReply;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The local-intent link of the turn chain: template match, then the intent's handler, no LLM. A handler
 * returns null to decline. The reply is
 * spoken in the language the user just used.
 */
public final class LocalIntentHandler implements TurnHandler {
    private static final Logger LOG = LoggerFactory.getLogger(LocalIntentHandler.class);

    private final IntentCatalog catalog;
    private final Map<String, LocalIntent> intents = new LinkedHashMap<>();
    private final Language defaultLanguage;

    public LocalIntentHandler(IntentCatalog catalog, List<LocalIntent> handlers, Language defaultLanguage) {
        this.catalog = catalog;
        this.defaultLanguage = defaultLanguage;
        for (LocalIntent h : handlers) {
            if (!catalog.names().contains(h.name())) {
                throw new IllegalArgumentException("no templates for intent " + h.name());
            }
            intents.put(h.name(), h);
        }
    }

    @Override
    public Optional<TurnReply> handle(Utterance utterance, ReplySink sink) {
        Language lang = Language.of(utterance.text(), defaultLanguage);
        // A handler may decline (e.g. "好的" acknowledges a ringing timer only while one rings): try the next match.
        for (IntentMatch m : catalog.matchAll(utterance.text(), intents.keySet())) {
            TurnReply reply = intents.get(m.intent()).handle(m, utterance, lang);
            if (reply != null) {
                LOG.info("intent {} matched by template '{}' slots={}", m.intent(), m.template(), m.slots());
                sink.sentence(reply.text());
                return Optional.of(reply);
            }
        }
        return Optional.empty();
    }

    /** The capability lines of every registered intent, for "what can you do". */
    public List<String> capabilities(Language language) {
        List<String> lines = new ArrayList<>();
        for (LocalIntent i : intents.values()) {
            i.capability(language).ifPresent(lines::add);
        }
        return lines;
    }
}
