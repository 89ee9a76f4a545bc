package homebot.skills.api.nlu;

import java.util.Set;

/**
 * A set of local sentences (the daemon's, or a mode's) as the voice loop needs them to answer the moment a
 * command is complete: the catalog, the intents that act here (a handler is registered for them), and which of
 * those only answer a question just asked (yes/no).
 */
public record CommandIntents(IntentCatalog catalog, Set<String> acting, Set<String> answers) {
    public CommandIntents {
        acting = Set.copyOf(acting);
        answers = Set.copyOf(answers);
    }

    /** Every intent of the catalog acts. */
    public CommandIntents(IntentCatalog catalog, Set<String> answers) {
        this(catalog, catalog.names(), answers);
    }

    /** Whether {@code partial} already is one whole command; {@code answering}: a question is open. */
    public boolean whole(String partial, boolean answering) {
        if (answering && Answers.of(partial).isPresent()) {
            return true; // "不用了", "好的": yes and no as everyone says them (the engine's one home of answers)
        }
        return catalog.wholeCommand(partial, intent -> acting.contains(intent)
                && (answering || !answers.contains(intent))).isPresent();
    }
}
