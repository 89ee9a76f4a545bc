package homebot.homeassistant;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import homebot.agent.Tool;
import homebot.agent.ToolCallContext;
import homebot.config.Language;
import homebot.skills.api.ToolArgumentException;
import java.time.Duration;

/**
 * {@code home_assistant}: the agent's way to switch a device, by the name Home Assistant gives it, now or after a
 * delay. The same house rules as the local intents (allow-listed domains, a spoken yes for locks and alarms).
 */
public final class HomeAssistantTool implements Tool {
    private final DeviceControl control;
    private final ObjectMapper json;
    private final Language language;

    public HomeAssistantTool(DeviceControl control, ObjectMapper json, Language language) {
        this.control = control;
        this.json = json;
        this.language = language;
    }

    @Override
    public String name() {
        return "home_assistant";
    }

    @Override
    public String description() {
        return "Turn a device in the house on or off through Home Assistant (lights, switches, fans, covers, media "
                + "players, climate), now or after delay_minutes. 'target' is the device's name as the user said it. "
                + "Returns the sentence to tell the user.";
    }

    @Override
    public JsonNode parameters() {
        ObjectNode schema = json.createObjectNode();
        schema.put("type", "object");
        ObjectNode props = schema.putObject("properties");
        props.putObject("target").put("type", "string").put("description", "device name, e.g. 厨房的灯, kitchen light");
        ObjectNode action = props.putObject("action");
        action.put("type", "string");
        action.putArray("enum").add("turn_on").add("turn_off");
        props.putObject("delay_minutes").put("type", "number").put("description", "optional; 0 or absent = now");
        schema.putArray("required").add("target").add("action");
        schema.put("additionalProperties", false);
        return schema;
    }

    @Override
    public String call(JsonNode arguments, ToolCallContext context) throws ToolArgumentException {
        String target = arguments.path("target").asText("").strip();
        String action = arguments.path("action").asText("");
        if (target.isEmpty() || !(action.equals("turn_on") || action.equals("turn_off"))) {
            throw new ToolArgumentException("need target (a device name) and action turn_on|turn_off");
        }
        double minutes = arguments.path("delay_minutes").asDouble(0);
        if (minutes < 0 || minutes > 12 * 60) {
            throw new ToolArgumentException("delay_minutes must be between 0 and 720");
        }
        boolean on = action.equals("turn_on");
        return minutes > 0 ? control.later(target, on, Duration.ofSeconds(Math.round(minutes * 60)), language)
                : control.act(target, on, language);
    }
}
