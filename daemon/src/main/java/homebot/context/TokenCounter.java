package homebot.context;

/** Counts (or estimates) the tokens of a piece of text before a request is sent. */
public interface TokenCounter {
    int count(String text);

    /** Which counter actually produced the last counts, for the run trace ({@code jtokkit-o200k}, {@code char-estimate}). */
    String name();
}
