package homebot.household;

import static homebot.household.MqttLinkTest.awaitTrue;
import static homebot.household.MqttLinkTest.config;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.testing.MosquittoBroker;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The discovery messages as Home Assistant receives them from a real broker, checked against the MQTT integration's
 * documented configuration variables per entity type (home-assistant.io/integrations/sensor.mqtt, switch.mqtt,
 * text.mqtt and the discovery page): topic shape, required keys, no unknown key, value types, the device block.
 */
@Timeout(60)
class HomeAssistantDiscoveryTest {
    private static final Duration WAIT = Duration.ofSeconds(10);
    private static final Pattern TOPIC = Pattern.compile("homeassistant/(sensor|switch|text)/([a-zA-Z0-9_-]+)/([a-zA-Z0-9_-]+)/config");

    enum T { STRING, INT, BOOL, LIST, OBJECT, STRING_OR_NULL, STRING_OR_LIST }

    /** Keys every MQTT entity may have (availability, device, naming, entity options). */
    static final Map<String, T> COMMON = Map.ofEntries(Map.entry("availability_topic", T.STRING),
            Map.entry("availability", T.LIST), Map.entry("availability_mode", T.STRING),
            Map.entry("availability_template", T.STRING), Map.entry("payload_available", T.STRING),
            Map.entry("payload_not_available", T.STRING), Map.entry("device", T.OBJECT), Map.entry("name", T.STRING_OR_NULL),
            Map.entry("unique_id", T.STRING), Map.entry("icon", T.STRING), Map.entry("object_id", T.STRING),
            Map.entry("default_entity_id", T.STRING), Map.entry("entity_category", T.STRING),
            Map.entry("enabled_by_default", T.BOOL), Map.entry("json_attributes_topic", T.STRING),
            Map.entry("json_attributes_template", T.STRING), Map.entry("qos", T.INT), Map.entry("encoding", T.STRING),
            Map.entry("origin", T.OBJECT), Map.entry("entity_picture", T.STRING));
    static final Map<String, Map<String, T>> BY_TYPE = Map.of(
            "sensor", Map.ofEntries(Map.entry("state_topic", T.STRING), Map.entry("value_template", T.STRING),
                    Map.entry("device_class", T.STRING), Map.entry("unit_of_measurement", T.STRING),
                    Map.entry("state_class", T.STRING), Map.entry("expire_after", T.INT), Map.entry("force_update", T.BOOL),
                    Map.entry("suggested_display_precision", T.INT), Map.entry("options", T.LIST),
                    Map.entry("last_reset_value_template", T.STRING)),
            "switch", Map.ofEntries(Map.entry("command_topic", T.STRING), Map.entry("command_template", T.STRING),
                    Map.entry("state_topic", T.STRING), Map.entry("value_template", T.STRING),
                    Map.entry("payload_on", T.STRING), Map.entry("payload_off", T.STRING), Map.entry("state_on", T.STRING),
                    Map.entry("state_off", T.STRING), Map.entry("optimistic", T.BOOL), Map.entry("retain", T.BOOL),
                    Map.entry("device_class", T.STRING)),
            "text", Map.ofEntries(Map.entry("command_topic", T.STRING), Map.entry("command_template", T.STRING),
                    Map.entry("state_topic", T.STRING), Map.entry("value_template", T.STRING), Map.entry("min", T.INT),
                    Map.entry("max", T.INT), Map.entry("mode", T.STRING), Map.entry("pattern", T.STRING),
                    Map.entry("retain", T.BOOL)));
    static final Map<String, List<String>> REQUIRED = Map.of("sensor", List.of("state_topic"), "switch",
            List.of("command_topic"), "text", List.of("command_topic"));
    static final Map<String, T> DEVICE = Map.ofEntries(Map.entry("identifiers", T.STRING_OR_LIST),
            Map.entry("connections", T.LIST), Map.entry("name", T.STRING), Map.entry("manufacturer", T.STRING),
            Map.entry("model", T.STRING), Map.entry("model_id", T.STRING), Map.entry("sw_version", T.STRING),
            Map.entry("hw_version", T.STRING), Map.entry("serial_number", T.STRING),
            Map.entry("suggested_area", T.STRING), Map.entry("configuration_url", T.STRING),
            Map.entry("via_device", T.STRING));
    /** Sensor device classes homebot may use, with the units Home Assistant accepts for them. */
    static final Map<String, Set<String>> SENSOR_CLASSES = Map.of("timestamp", Set.of(), "duration",
            Set.of("d", "h", "min", "s", "ms"));

    @TempDir
    Path dir;
    MosquittoBroker broker;
    Household unit;
    final List<Boolean> muteAsked = new CopyOnWriteArrayList<>();
    final ObjectMapper json = new ObjectMapper();

    @BeforeEach
    void start() {
        broker = MosquittoBroker.start(dir.resolve("broker"));
        HouseholdConfig c = config(broker.url(), "厨房");
        Instant due = Instant.parse("2030-01-01T12:00:00Z");
        unit = new Household(c, new MqttLink(c, "ha-test"), new Household.Unit() {
            @Override
            public UnitState snapshot(String voice, boolean muted) {
                return new UnitState("厨房", voice, muted, "做饭模式", "菜谱：番茄炒蛋 当前步骤：2/6 打蛋",
                        List.of(new UnitState.SharedTimer("t-1", "米饭", due, false)), Instant.now());
            }

            @Override
            public List<String> acknowledge(String name) {
                return List.of();
            }
        }, Clock.systemUTC(), json);
        unit.muteControl(m -> {
            muteAsked.add(m);
            unit.muted(m);
        });
        unit.announceToHomeAssistant(new Discovery(c, "0.1.0", json));
        unit.start();
    }

    @AfterEach
    void stop() {
        unit.close();
        broker.close();
    }

    @Test
    void everyDiscoveryMessageFollowsHomeAssistantsSchemaForItsEntityType() throws Exception {
        try (MqttProbe early = new MqttProbe(broker.url(), "homeassistant/#")) {
            awaitTrue(() -> early.received.size() >= 6);
        }
        // A Home Assistant that starts later gets them from the broker: they are retained.
        try (MqttProbe ha = new MqttProbe(broker.url(), "homeassistant/#", "homebot/#")) {
            awaitTrue(() -> ha.received.stream().filter(m -> m.topic().startsWith("homeassistant/")).count() >= 6);
            MqttProbe.Received state = ha.await(m -> m.topic().equals("homebot/厨房/state"), WAIT);
            JsonNode stateJson = json.readTree(state.payload());
            Set<String> uniqueIds = new HashSet<>();
            Set<String> components = new HashSet<>();
            for (MqttProbe.Received m : ha.received) {
                if (!m.topic().startsWith("homeassistant/")) {
                    continue;
                }
                Matcher t = TOPIC.matcher(m.topic());
                assertTrue(t.matches(), "discovery topic shape: " + m.topic());
                assertTrue(m.retained(), "discovery is retained, so Home Assistant finds it after its own restart");
                String component = t.group(1);
                components.add(component + "/" + t.group(3));
                JsonNode c = json.readTree(m.payload());
                check(component, c, stateJson);
                assertTrue(uniqueIds.add(c.get("unique_id").asText()), "unique_id repeated: " + c);
            }
            assertEquals(Set.of("sensor/voice_state", "sensor/mode", "sensor/mode_detail", "sensor/next_timer",
                    "switch/mute", "text/say"), components);
        }
    }

    private static void check(String component, JsonNode c, JsonNode state) {
        for (String required : REQUIRED.get(component)) {
            assertTrue(c.hasNonNull(required), component + " needs " + required + ": " + c);
        }
        c.properties().forEach(e -> {
            T type = COMMON.containsKey(e.getKey()) ? COMMON.get(e.getKey()) : BY_TYPE.get(component).get(e.getKey());
            if (type == null) {
                fail(component + " has a key Home Assistant does not document: " + e.getKey());
            }
            assertType(component + "." + e.getKey(), e.getValue(), type);
        });
        assertFalse(c.has("availability") && c.has("availability_topic"), "availability and availability_topic exclude each other");
        assertEquals("homebot/厨房/availability", c.path("availability_topic").asText(), "the last will's topic");
        JsonNode device = c.get("device");
        device.properties().forEach(e -> {
            assertTrue(DEVICE.containsKey(e.getKey()), "device key not documented: " + e.getKey());
            assertType("device." + e.getKey(), e.getValue(), DEVICE.get(e.getKey()));
        });
        assertTrue(device.has("identifiers") || device.has("connections"), "a device needs identifiers or connections");
        for (String topicKey : List.of("state_topic", "command_topic", "availability_topic")) {
            String topic = c.path(topicKey).asText("");
            assertFalse(topic.contains("+") || topic.contains("#"), topicKey + " must be a plain topic: " + topic);
        }
        if (component.equals("sensor") && c.has("device_class")) {
            String cls = c.get("device_class").asText();
            assertTrue(SENSOR_CLASSES.containsKey(cls), "device class " + cls);
            Set<String> units = SENSOR_CLASSES.get(cls);
            assertTrue(units.isEmpty() ? !c.has("unit_of_measurement") : units.contains(c.path("unit_of_measurement").asText()),
                    "unit for " + cls);
        }
        if (component.equals("text")) {
            int min = c.path("min").asInt(0);
            int max = c.path("max").asInt(255);
            assertTrue(0 <= min && min <= max && max <= 255, "text min/max within 0..255");
            assertTrue(List.of("text", "password").contains(c.path("mode").asText("text")));
        }
        // Every field a template reads is in the state message the unit really publishes.
        Matcher fields = Pattern.compile("value_json\\.([a-z_]+)").matcher(c.path("value_template").asText(""));
        while (fields.find()) {
            assertTrue(state.has(fields.group(1)), "template reads value_json." + fields.group(1) + ", not in " + state);
        }
    }

    private static void assertType(String what, JsonNode v, T type) {
        boolean ok = switch (type) {
            case STRING -> v.isTextual();
            case INT -> v.isInt();
            case BOOL -> v.isBoolean();
            case LIST -> v.isArray();
            case OBJECT -> v.isObject();
            case STRING_OR_NULL -> v.isTextual() || v.isNull();
            case STRING_OR_LIST -> v.isTextual() || v.isArray() && v.size() > 0;
        };
        assertTrue(ok, what + " must be " + type + ", was " + v);
    }

    @Test
    void homeAssistantRestartingGetsTheDiscoveryAgain() throws Exception {
        try (MqttProbe ha = new MqttProbe(broker.url(), "homeassistant/sensor/+/voice_state/config")) {
            ha.await(m -> true, WAIT);
            ha.received.clear();
            ha.publish("homeassistant/status", "online", false); // Home Assistant's birth message
            MqttProbe.Received again = ha.await(m -> true, WAIT);
            assertFalse(again.retained(), "a fresh publish, not the broker's retained copy");
        }
    }

    @Test
    void theMuteSwitchAndTheSayTextCommandTheUnit() throws Exception {
        try (MqttProbe ha = new MqttProbe(broker.url(), "homebot/厨房/state", "homebot/厨房/availability")) {
            ha.await("homebot/厨房/availability", "online", WAIT);
            ha.publish("homebot/厨房/mute/set", "ON", false);
            awaitTrue(() -> muteAsked.equals(List.of(true)));
            ha.await(m -> m.topic().equals("homebot/厨房/state") && m.payload().contains("\"muted\":true"), WAIT);
            ha.publish("homebot/厨房/say/set", "饭好了", false);
            List<String> spoken = new CopyOnWriteArrayList<>();
            awaitTrue(() -> {
                spoken.addAll(unit.drainSpoken());
                return spoken.equals(List.of("饭好了"));
            });
        }
    }

    @Test
    void slugsAreDiscoveryIdsAndKeepRoomsApart() {
        assertEquals("dining_room", Discovery.slug("Dining Room"));
        assertTrue(Discovery.slug("厨房").matches("[a-z0-9_]+"));
        assertFalse(Discovery.slug("厨房").equals(Discovery.slug("客厅")));
    }
}
