package homebot.intent;

import java.util.Map;
import java.util.Optional;

/** A matched intent with its slot values and the template that matched (for the trace). */
public record IntentMatch(String intent, Map<String, String> slots, String template) {
    public Optional<String> slot(String name) {
        return Optional.ofNullable(slots.get(name));
    }

    public Optional<Double> number(String name) {
        return slot(name).flatMap(Numbers::parse);
    }
}
