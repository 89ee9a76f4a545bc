package homebot.voice;

import java.util.List;

/**
 * The outcome of one event: the new state, the effects to apply in order, and whether the event meant anything
 * in the old state ({@code ignored} events change nothing and are only traced).
 */
public record Transition(VoiceState state, List<Effect> effects, boolean ignored) {
    public Transition {
        effects = List.copyOf(effects);
    }

    static Transition to(VoiceState state, Effect... effects) {
        return new Transition(state, List.of(effects), false);
    }

    static Transition ignore(VoiceState state) {
        return new Transition(state, List.of(), true);
    }
}
