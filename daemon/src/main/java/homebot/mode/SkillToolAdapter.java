package homebot.mode;

import com.fasterxml.jackson.databind.JsonNode;
import homebot.agent.Tool;
import homebot.agent.ToolCallContext;
import homebot.skills.api.SkillTool;
import homebot.skills.api.ToolArgumentException;

/** A skill's {@link SkillTool} as an agent {@link Tool}; the skill never sees the turn context. */
public record SkillToolAdapter(SkillTool tool) implements Tool {
    @Override
    public String name() {
        return tool.name();
    }

    @Override
    public String description() {
        return tool.description();
    }

    @Override
    public JsonNode parameters() {
        return tool.parameters();
    }

    @Override
    public String call(JsonNode arguments, ToolCallContext context) throws ToolArgumentException {
        return tool.call(arguments);
    }
}
