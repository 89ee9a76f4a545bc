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
 * The local-intent link of the turn chain: template match, then the intent's handler, no LLM. The reply is
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
        Optional<IntentMatch> match = catalog.match(utterance.text(), intents.keySet());
        if (match.isEmpty()) {
            return Optional.empty();
        }
        IntentMatch m = match.get();
        LOG.info("intent {} matched by template '{}' slots={}", m.intent(), m.template(), m.slots());
        Language lang = Language.of(utterance.text(), defaultLanguage);
        TurnReply reply = intents.get(m.intent()).handle(m, utterance, lang);
        if (reply == null) {
            return Optional.empty();
        }
        sink.sentence(reply.text());
        return Optional.of(reply);
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
