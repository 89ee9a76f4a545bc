package homebot.skills.api.nlu;

import java.util.Set;

/**
 * A set of local sentences (the daemon's, or a mode's) as the voice loop needs them to answer the moment a
 * command is complete: the catalog, and which of its intents only answer a question just asked (yes/no).
 */
public record CommandIntents(IntentCatalog catalog, Set<String> answers) {
    public CommandIntents {
        answers = Set.copyOf(answers);
    }

    /** Whether {@code partial} already is one whole command; {@code answering}: a question is open. */
    public boolean whole(String partial, boolean answering) {
        return catalog.wholeCommand(partial, intent -> answering || !answers.contains(intent)).isPresent();
    }
}
