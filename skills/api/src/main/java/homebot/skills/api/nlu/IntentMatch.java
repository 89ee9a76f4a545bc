package homebot.skills.api.nlu;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;

/**
 * A matched intent: its slot values (already checked: a number slot parses, a duration slot is a duration),
 * the template that matched, and how sure the match is. {@code score} ≥ {@link #CONFIDENT} acts; below it the
 * caller asks one short question with {@link #said()}, the best guess in the template's own words.
 */
public record IntentMatch(String intent, Map<String, String> slots, String template, double score, String said) {
    /** At or above this a match acts; below, it is a guess worth a question. */
    public static final double CONFIDENT = 0.85;

    public IntentMatch {
        slots = Map.copyOf(slots);
    }

    public IntentMatch(String intent, Map<String, String> slots, String template) {
        this(intent, slots, template, 1.0, template);
    }

    public boolean confident() {
        return score >= CONFIDENT;
    }

    public Optional<String> slot(String name) {
        return Optional.ofNullable(slots.get(name));
    }

    public Optional<Double> number(String name) {
        return slot(name).flatMap(Numbers::parse);
    }

    public Optional<Duration> duration(String name) {
        return slot(name).flatMap(Durations::parse);
    }
}
