package homebot.agent;

/** VISIBLE tools are sent with every request; DEFERRED ones only after {@code tools.find} activated them this turn. */
public enum Visibility {
    VISIBLE,
    DEFERRED
}
