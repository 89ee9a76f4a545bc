package homebot.intent;

import homebot.config.Language;
import homebot.skills.api.Utterance;
import homebot.skills.api.nlu.Answers;
import homebot.skills.api.nlu.CommandIntents;
import homebot.skills.api.nlu.IntentCatalog;
import homebot.skills.api.nlu.IntentMatch;
import homebot.turn.DialogueState;
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
 * returns null to decline. A confident match acts; a plausible one (heard by sound only) asks one short
 * question with the best guess ("是要计时三分半吗？"), and a yes on the very next turn acts on it. The reply is
 * spoken in the language the user just used.
 */
public final class LocalIntentHandler implements TurnHandler, homebot.turn.TurnListener {
    private static final Logger LOG = LoggerFactory.getLogger(LocalIntentHandler.class);

    private final IntentCatalog catalog;
    private final boolean readCues;
    private final Map<String, LocalIntent> intents = new LinkedHashMap<>();
    private final Language defaultLanguage;
    /** A guess waiting for a yes; only the very next turn may answer it. Turns run one at a time. */
    private volatile IntentMatch pending;
    /** The turn the pending guess was asked on, and the turn being handled (turns are serialised). */
    private volatile String askedOn;
    private volatile String handling;

    public LocalIntentHandler(IntentCatalog catalog, List<LocalIntent> handlers, Language defaultLanguage) {
        this(catalog, handlers, defaultLanguage, true);
    }

    /**
     * {@code readCues}: whether words no template reads are still read by their cue words; off when a model is
     * configured, which understands such sentences better than a guess from one word.
     */
    public LocalIntentHandler(IntentCatalog catalog, List<LocalIntent> handlers, Language defaultLanguage,
            boolean readCues) {
        this.catalog = catalog;
        this.defaultLanguage = defaultLanguage;
        this.readCues = readCues;
        for (LocalIntent h : handlers) {
            if (!catalog.names().contains(h.name())) {
                throw new IllegalArgumentException("no templates for intent " + h.name());
            }
            intents.put(h.name(), h);
        }
    }

    public IntentCatalog catalog() {
        return catalog;
    }

    /**
     * These sentences for the voice loop's early end of turn: only intents with a handler here (small talk is
     * the start of a conversation when a model is configured), and the confirmations only answer a guess.
     */
    public CommandIntents commandIntents() {
        // yes/no to a guess are the engine's Answers (their own catalog), so none of this catalog's intents answers
        return new CommandIntents(catalog, new java.util.HashSet<>(intents.keySet()), java.util.Set.of());
    }

    /** Whether these words clearly ask for one of {@code acting} (confident, not a guess), for a handler before this one. */
    public boolean clearlyAsksFor(String words, java.util.Set<String> acting) {
        return catalog.matchAll(words, i -> acting.contains(i) && intents.containsKey(i)).stream()
                .anyMatch(IntentMatch::confident);
    }

    @Override
    public Optional<TurnReply> handle(homebot.turn.Turn turn, ReplySink sink) {
        handling = turn.id();
        return handle(turn.utterance(), sink);
    }

    /**
     * A guess answers only the very next turn: once any other turn went by (a step moved by the mode, "跳到第六步"),
     * a later "嗯" is no yes to it.
     */
    @Override
    public void afterTurn(homebot.turn.Turn turn, TurnReply reply) {
        if (!turn.id().equals(askedOn)) {
            pending = null;
            askedOn = null;
        }
    }

    @Override
    public Optional<TurnReply> handle(Utterance said, ReplySink sink) {
        // "set a timer for three minutes... no, make that four": the sentence as the speaker corrected it
        Utterance utterance = new Utterance(homebot.skills.api.nlu.SelfRepair.repaired(said.text()), said.channel(),
                said.chatId(), said.speakerId());
        Language lang = Language.of(utterance.text(), defaultLanguage);
        IntentMatch guess = pending;
        pending = null;
        if (guess != null) {
            Optional<Answers.Answer> answer = Answers.of(utterance.text());
            if (answer.isPresent()) {
                if (answer.get() == Answers.Answer.NO) {
                    return say(sink, TurnReply.of(lang.isChinese() ? "好的，那就不了。" : "Okay, never mind.",
                            DialogueState.IDLE, "intent:confirm_no"));
                }
                TurnReply reply = intents.get(guess.intent()).handle(guess, utterance, lang);
                if (reply != null) {
                    LOG.info("intent {} confirmed by the user slots={}", guess.intent(), guess.slots());
                    return say(sink, reply);
                }
            }
        }
        // A handler may decline (e.g. "好的" acknowledges a ringing timer only while one rings): try the next match.
        List<IntentMatch> matches = catalog.matchAll(utterance.text(), intents::containsKey).stream()
                .filter(x -> !homebot.skills.api.nlu.TimerNames.guessedChange(x))
                .map(x -> homebot.skills.api.nlu.TimerNames.withNameSaid(x, utterance.text()))
                .map(x -> homebot.skills.api.nlu.TimerNames.withinAClause(x, utterance.text()))
                .map(x -> catalog.withNameAsSaid(x, utterance.text())).toList();
        boolean heard = matches.stream().anyMatch(IntentMatch::confident);
        for (IntentMatch m : matches) {
            if (!m.confident() && heard) {
                continue; // something was heard clearly and declined: no guessing past it
            }
            if (!m.confident()) {
                pending = m;
                askedOn = handling;
                LOG.info("intent {} guessed (score {}) from '{}': asking", m.intent(), m.score(), utterance.text());
                String q = lang.isChinese() ? "是要" + m.said() + "吗？" : "Did you mean \"" + m.said() + "\"?";
                return say(sink, TurnReply.of(q, DialogueState.WAITING, "intent:guess:" + m.intent()));
            }
            TurnReply reply = intents.get(m.intent()).handle(m, utterance, lang);
            if (reply != null) {
                LOG.info("intent {} matched by template '{}' slots={} score={}", m.intent(), m.template(), m.slots(),
                        m.score());
                return say(sink, reply);
            }
        }
        if (!matches.isEmpty()) {
            return Optional.empty();
        }
        // a timer asked for across clauses ("米饭还要半小时，帮我计上，叫米饭"): no template spans the breaks
        Optional<IntentMatch> spread = intents.containsKey("timer_set")
                ? homebot.skills.api.nlu.SpreadTimer.in(utterance.text(), catalog.synonyms()) : Optional.empty();
        if (spread.isPresent()) {
            TurnReply reply = intents.get("timer_set").handle(spread.get(), utterance, lang);
            if (reply != null) {
                LOG.info("intent timer_set across clauses slots={}", spread.get().slots());
                return say(sink, reply);
            }
        }
        if (!readCues) {
            return Optional.empty();
        }
        // last, a word only one request uses ("今天是几号来着，我得算算…"): answered if harmless, else asked about
        Optional<IntentMatch> cue = catalog.cue(utterance.text(), intents::containsKey);
        if (cue.isPresent() && !cue.get().confident()) {
            pending = cue.get();
            askedOn = handling;
            LOG.info("intent {} guessed by a cue from '{}': asking", cue.get().intent(), utterance.text());
            String q = lang.isChinese() ? "是要" + cue.get().said() + "吗？" : "Did you mean \"" + cue.get().said() + "\"?";
            return say(sink, TurnReply.of(q, DialogueState.WAITING, "intent:guess:" + cue.get().intent()));
        }
        if (cue.isPresent()) {
            TurnReply reply = intents.get(cue.get().intent()).handle(cue.get(), utterance, lang);
            if (reply != null) {
                LOG.info("intent {} by a cue '{}'", cue.get().intent(), cue.get().template());
                return say(sink, reply);
            }
        }
        return Optional.empty();
    }

    private static Optional<TurnReply> say(ReplySink sink, TurnReply reply) {
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
