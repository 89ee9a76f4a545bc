package homebot.household;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Home Assistant's MQTT discovery for one unit: a device named after the room with entities for its voice state,
 * active mode, the mode's detail (what step of what dish, for the kitchen skill), next timer, mute (a switch) and "say" (a text entity). Topics follow
 * {@code <discovery_prefix>/<component>/<node_id>/<object_id>/config}; every entity reads the unit's one retained
 * state message through a value template, and its availability is the unit's availability topic, so the last will
 * turns the whole device unavailable.
 */
public final class Discovery {
    /** One discovery message. */
    public record Message(String topic, String payload) {}

    private final Topics topics;
    private final String discoveryPrefix;
    private final String room;
    private final String version;
    private final ObjectMapper json;

    public Discovery(HouseholdConfig config, String version, ObjectMapper json) {
        this.topics = new Topics(config.topicPrefix(), config.room());
        this.discoveryPrefix = config.discoveryPrefix();
        this.room = config.room();
        this.version = version;
        this.json = json;
    }

    /** {@code [a-z0-9_]} only, as discovery ids need; other characters become their code point, so 厨房 ≠ 客厅. */
    static String slug(String name) {
        StringBuilder b = new StringBuilder();
        name.strip().codePoints().forEach(c -> {
            if (c < 128 && Character.isLetterOrDigit(c)) {
                b.append(Character.toLowerCase((char) c));
            } else if (c == ' ' || c == '-' || c == '_') {
                b.append('_');
            } else {
                b.append('u').append(Integer.toHexString(c));
            }
        });
        return b.toString();
    }

    public String nodeId() {
        return "homebot_" + slug(room);
    }

    public List<Message> messages() {
        List<Message> out = new ArrayList<>();
        out.add(sensor("voice_state", "Voice state", "{{ value_json.voice }}", "mdi:microphone-message", null));
        out.add(sensor("mode", "Mode", "{{ value_json.mode if value_json.mode else 'none' }}", "mdi:chef-hat", null));
        // The mode's own summary: for the cooking skill, the recipe and the current step.
        out.add(sensor("mode_detail", "Mode detail", "{{ value_json.detail[:255] if value_json.detail else 'none' }}",
                "mdi:format-list-numbered", null));
        // A timestamp, not a number of seconds: Home Assistant shows "in 4 minutes" and keeps it right between messages.
        out.add(sensor("next_timer", "Next timer", "{{ value_json.next_timer_at if value_json.next_timer_at else None }}",
                "mdi:timer-outline", "timestamp"));
        ObjectNode mute = base("mute", "Mute");
        mute.put("command_topic", topics.muteSet());
        mute.put("state_topic", topics.state());
        mute.put("value_template", "{{ 'ON' if value_json.muted else 'OFF' }}");
        mute.put("payload_on", "ON");
        mute.put("payload_off", "OFF");
        mute.put("icon", "mdi:microphone-off");
        out.add(message("switch", "mute", mute));
        ObjectNode say = base("say", "Say");
        say.put("command_topic", topics.saySet());
        say.put("min", 0);
        say.put("max", 255);
        say.put("mode", "text");
        say.put("icon", "mdi:account-voice");
        out.add(message("text", "say", say));
        return out;
    }

    /** Empty payloads on the same topics: Home Assistant removes the device (a unit taken out of service). */
    public List<Message> removals() {
        return messages().stream().map(m -> new Message(m.topic(), "")).toList();
    }

    private Message sensor(String key, String name, String template, String icon, String deviceClass) {
        ObjectNode n = base(key, name);
        n.put("state_topic", topics.state());
        n.put("value_template", template);
        n.put("icon", icon);
        if (deviceClass != null) {
            n.put("device_class", deviceClass);
        }
        return message("sensor", key, n);
    }

    private ObjectNode base(String key, String name) {
        ObjectNode n = json.createObjectNode();
        n.put("name", name);
        n.put("unique_id", nodeId() + "_" + key);
        n.put("availability_topic", topics.availability());
        n.put("payload_available", Topics.ONLINE);
        n.put("payload_not_available", Topics.OFFLINE);
        ObjectNode device = n.putObject("device");
        device.putArray("identifiers").add(nodeId());
        device.put("name", "homebot " + room);
        device.put("manufacturer", "homebot");
        device.put("model", "homebot voice assistant");
        device.put("sw_version", version);
        device.put("suggested_area", room);
        return n;
    }

    private Message message(String component, String key, ObjectNode payload) {
        return new Message(discoveryPrefix + "/" + component + "/" + nodeId() + "/" + key.toLowerCase(Locale.ROOT)
                + "/config", payload.toString());
    }
}
