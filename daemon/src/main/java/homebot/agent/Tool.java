package homebot.agent;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A function the model may call. Tools check their own arguments and throw
 * {@link homebot.skills.api.ToolArgumentException} with a message the model can act on; any other exception
 * also becomes an error result the model sees, and is traced.
 */
public interface Tool {
    String name();

    String description();

    /** JSON schema of the arguments object. */
    JsonNode parameters();

    default Visibility visibility() {
        return Visibility.VISIBLE;
    }

    String call(JsonNode arguments, ToolCallContext context) throws Exception;
}
