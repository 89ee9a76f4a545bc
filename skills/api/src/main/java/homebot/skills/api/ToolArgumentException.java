package homebot.skills.api;

/** Bad arguments from the model; the message goes back to the model as the tool's error result. */
public class ToolArgumentException extends Exception {
    public ToolArgumentException(String message) {
        super(message);
    }
}
