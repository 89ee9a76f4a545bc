package homebot.skills.api;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * A tool a skill offers to the model. The daemon validates nothing beyond JSON syntax: the tool checks its own
 * arguments and throws {@link ToolArgumentException} with a message the model can act on.
 */
public interface SkillTool {
    String name();

    String description();

    /** JSON schema of the arguments object ({@code {"type":"object","properties":...}}). */
    JsonNode parameters();

    /** Runs the tool; the returned text is what the model sees as the result. */
    String call(JsonNode arguments) throws ToolArgumentException;
}
