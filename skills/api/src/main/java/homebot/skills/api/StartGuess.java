package homebot.skills.api;

/**
 * A mode's best guess at a request heard only by its sound while no mode is on ("let's cook the fried ice" for the
 * book's Fried rice): the question to ask, and the words that ask for the guess outright, which the kernel hands to
 * the mode once the cook says yes.
 *
 * @param question what is asked ("Did you mean Fried rice?"); it expects an answer
 * @param carried  the request as it would have been said had it been heard right ("Fried rice for two")
 */
public record StartGuess(LocalReply question, String carried) {
    public StartGuess {
        java.util.Objects.requireNonNull(question, "question");
        if (carried == null || carried.isBlank()) {
            throw new IllegalArgumentException("a guess carries the words that ask for it");
        }
    }
}
