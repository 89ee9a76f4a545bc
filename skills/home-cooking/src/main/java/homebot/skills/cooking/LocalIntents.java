package homebot.skills.cooking;

import homebot.skills.api.ModeSession;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The hands-free phrases answered without the LLM, Chinese and English, from the sentence templates in
 * {@code intents_zh.txt} / {@code intents_en.txt}. Anything not recognised returns empty and goes to the model.
 */
final class LocalIntents {
    private static final Logger LOG = LoggerFactory.getLogger(LocalIntents.class);

    /** Words that make "做…" a question or chatter rather than a dish name, so the model gets it. */
    private static final Pattern NOT_A_DISH = Pattern.compile(
            "模式|什么|怎么|吗|呢|了|得|多少|哪|好吃|^饭$|\\b(?:mode|something|anything|what|dinner|lunch|breakfast"
                    + "|it|that|this)\\b", Pattern.CASE_INSENSITIVE);

    private record Lang(IntentTemplates templates, Messages messages) {}

    private final Lang zh = new Lang(IntentTemplates.load("intents_zh.txt"), Messages.chinese());
    private final Lang en = new Lang(IntentTemplates.load("intents_en.txt"), Messages.english());
    private final CookingActions kitchen;
    private final TimerActions timers;

    LocalIntents(CookingActions kitchen, TimerActions timers) {
        this.kitchen = kitchen;
        this.timers = timers;
    }

    Optional<Reply> handle(String utterance, ModeSession s) {
        boolean han = utterance.codePoints()
                .anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN);
        Lang first = han ? zh : en;
        Lang second = han ? en : zh;
        CookingState st = kitchen.state(s);
        if (st.pendingTimer() != null) {
            for (Lang lang : new Lang[] {first, second}) {
                if (lang.templates.matches(utterance, "yes")) {
                    return Optional.of(run(() -> timers.acceptOffer(s, lang.messages), lang));
                }
                if (lang.templates.matches(utterance, "no")) {
                    return Optional.of(timers.declineOffer(s, lang.messages));
                }
            }
            // the offer lapses once the user moves on to anything else
            kitchen.save(s, st.offering(null));
        }
        for (Lang lang : new Lang[] {first, second}) {
            Optional<IntentTemplates.Match> match = lang.templates.match(utterance, LocalIntents::accept);
            if (match.isPresent()) {
                LOG.debug("cooking intent={} slots={}", match.get().intent(), match.get().slots());
                return Optional.of(run(() -> dispatch(match.get(), s, lang.messages), lang));
            }
        }
        return Optional.empty();
    }

    private interface Action {
        Reply run() throws CookingException;
    }

    private static Reply run(Action action, Lang lang) {
        try {
            return action.run();
        } catch (CookingException e) {
            return Reply.say(e.getMessage());
        }
    }

    private Reply dispatch(IntentTemplates.Match match, ModeSession s, Messages m) throws CookingException {
        return switch (match.intent()) {
            case "next" -> kitchen.step(s, m, "next", true);
            case "previous" -> kitchen.step(s, m, "previous", true);
            case "repeat" -> kitchen.step(s, m, "current", true);
            case "peek" -> kitchen.step(s, m, "peek", false);
            case "goto" -> kitchen.step(s, m, Integer.toString(whole(match.slot("n"))), true);
            case "ingredients" -> kitchen.ingredients(s, m);
            case "ingredient" -> kitchen.ingredient(s, m, match.slot("ingredient"));
            case "scale" -> kitchen.scale(s, m, whole(match.slot("n")));
            case "find" -> kitchen.find(s, m, "");
            case "start" -> kitchen.start(s, m, match.slot("recipe"),
                    match.slot("n") == null ? null : whole(match.slot("n")), true);
            case "timer_set" -> timers.set(s, m, match.slot("name"), Durations.whole(match.slot("duration")).orElseThrow());
            case "timer_left" -> timers.left(s, m, match.slot("name"));
            case "timer_cancel" -> timers.cancel(s, m, match.slot("name"));
            case "timer_list" -> timers.list(s, m);
            case "note" -> kitchen.note(s, m, match.slot("text"));
            case "yes", "no" -> Reply.say(m.get("offer.none"));
            default -> throw new IllegalStateException("intent without handler: " + match.intent());
        };
    }

    /** Slot checks: a line whose slot does not make sense here lets later lines try. */
    static boolean accept(String intent, Map<String, String> slots) {
        for (Map.Entry<String, String> e : slots.entrySet()) {
            String v = e.getValue();
            boolean ok = switch (e.getKey()) {
                case "n" -> {
                    OptionalDouble d = Numbers.parse(v);
                    yield d.isPresent() && d.getAsDouble() >= 1 && d.getAsDouble() == Math.rint(d.getAsDouble());
                }
                case "duration" -> Durations.whole(v).isPresent();
                case "recipe" -> !v.isBlank() && v.length() <= 30 && !NOT_A_DISH.matcher(v).find();
                case "name", "ingredient" -> !v.isBlank() && v.length() <= 20;
                default -> !v.isBlank();
            };
            if (!ok) {
                return false;
            }
        }
        return !intent.equals("yes") && !intent.equals("no");
    }

    private static int whole(String n) {
        return (int) Numbers.parse(n).orElseThrow();
    }

}
