package homebot.context;

/** One earlier exchange, as the model will see it: the user's words and the assistant's final reply. */
public record HistoryTurn(String user, String assistant) {
    public HistoryTurn {
        user = user == null ? "" : user;
        assistant = assistant == null ? "" : assistant;
    }
}
