package homebot.homeassistant;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;

/** One service call on one entity, with the name it was asked by; persisted as a delayed command's payload. */
public record DeviceCommand(String entityId, String service, String name, boolean on, String language) {
    public String domain() {
        return entityId.substring(0, entityId.indexOf('.'));
    }

    /** The service that switches {@code entity} on or off, by domain (a cover opens, a lock unlocks). */
    static DeviceCommand of(Entity entity, boolean on, String language) {
        String service = switch (entity.domain()) {
            case "cover" -> on ? "open_cover" : "close_cover";
            case "lock" -> on ? "unlock" : "lock";
            case "alarm_control_panel" -> on ? "alarm_arm_away" : "alarm_disarm";
            default -> on ? "turn_on" : "turn_off";
        };
        return new DeviceCommand(entity.entityId(), service, entity.name(), on, language);
    }

    String toJson(ObjectMapper json) {
        ObjectNode n = json.createObjectNode();
        n.put("v", 1).put("entity_id", entityId).put("service", service).put("name", name).put("on", on)
                .put("language", language);
        return n.toString();
    }

    static DeviceCommand fromJson(ObjectMapper json, String text) {
        try {
            JsonNode n = json.readTree(text);
            return new DeviceCommand(n.get("entity_id").asText(), n.get("service").asText(), n.get("name").asText(),
                    n.get("on").asBoolean(), n.path("language").asText("zh-CN"));
        } catch (IOException | NullPointerException e) {
            throw new IllegalArgumentException("command-payload-bad: not a device command: " + e.getMessage());
        }
    }
}
