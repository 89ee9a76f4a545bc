package homebot.household;

import homebot.audio.Secret;

/**
 * Several rooms on one MQTT broker (YAML section {@code household}). Off unless {@code broker_url} is set.
 *
 * @param brokerUrl          {@code tcp://host:1883} or {@code ssl://host:8883} (TLS); blank = household off
 * @param room               this unit's room name, e.g. 客厅 or kitchen; also its topic level and its name in
 *                           Home Assistant; must not contain {@code / + #}
 * @param username           broker user; blank = none
 * @param password           broker password, kept like the LLM key ({@code HOMEBOT_MQTT_PASSWORD}, systemd
 *                           credential {@code mqtt-password}); never logged
 * @param caFile             PEM CA certificate for an {@code ssl://} broker with its own CA; blank = the JVM's trust store
 * @param topicPrefix        every household topic starts with this
 * @param discoveryPrefix    Home Assistant's discovery prefix; blank = no discovery messages
 * @param wakeWindowMs       how long a unit that heard the wake phrase waits for other rooms' claims
 * @param outboxMax          messages kept while the broker is away (state is coalesced per topic and not counted)
 * @param maxMessageBytes    a larger incoming message is dropped with a log line
 * @param reconnectMinMs     first reconnect delay; doubles up to {@code reconnectMaxMs}
 * @param reconnectMaxMs     longest reconnect delay
 * @param keepAliveSeconds   MQTT keep-alive; the broker publishes the last will after 1.5 × this without traffic
 */
public record HouseholdConfig(String brokerUrl, String room, String username, Secret password, String caFile,
                              String topicPrefix, String discoveryPrefix, long wakeWindowMs, int outboxMax,
                              int maxMessageBytes, long reconnectMinMs, long reconnectMaxMs, int keepAliveSeconds) {

    public HouseholdConfig {
        brokerUrl = brokerUrl == null ? "" : brokerUrl.strip();
        room = room == null ? "" : room.strip();
        username = username == null ? "" : username.strip();
        password = password == null ? Secret.none() : password;
        caFile = caFile == null ? "" : caFile.strip();
        topicPrefix = topicPrefix == null || topicPrefix.isBlank() ? "homebot" : topicPrefix.strip();
        discoveryPrefix = discoveryPrefix == null ? "" : discoveryPrefix.strip();
        if (!brokerUrl.isEmpty() && !(brokerUrl.startsWith("tcp://") || brokerUrl.startsWith("ssl://"))) {
            throw new IllegalArgumentException("household.broker_url must start with tcp:// or ssl://, was " + brokerUrl);
        }
        if (!brokerUrl.isEmpty() && room.isEmpty()) {
            throw new IllegalArgumentException("household.room is required when household.broker_url is set "
                    + "(the room this unit stands in, e.g. 厨房 or kitchen)");
        }
        if (room.contains("/") || room.contains("+") || room.contains("#")) {
            throw new IllegalArgumentException("household.room must not contain / + or #, was " + room);
        }
        if (wakeWindowMs < 0 || wakeWindowMs > 5_000 || outboxMax < 1 || maxMessageBytes < 1024
                || reconnectMinMs < 1 || reconnectMaxMs < reconnectMinMs || keepAliveSeconds < 2) {
            throw new IllegalArgumentException("household: wake_window_ms 0..5000, outbox_max >= 1, "
                    + "max_message_bytes >= 1024, 1 <= reconnect_min_ms <= reconnect_max_ms, keep_alive_seconds >= 2");
        }
    }

    public static HouseholdConfig defaults() {
        return new HouseholdConfig("", "", "", Secret.none(), "", "homebot", "homeassistant", 300, 256, 65_536,
                500, 30_000, 10);
    }

    public boolean enabled() {
        return !brokerUrl.isEmpty();
    }

    public HouseholdConfig with(String brokerUrl, String room) {
        return new HouseholdConfig(brokerUrl, room, username, password, caFile, topicPrefix, discoveryPrefix,
                wakeWindowMs, outboxMax, maxMessageBytes, reconnectMinMs, reconnectMaxMs, keepAliveSeconds);
    }

    public HouseholdConfig withCredentials(String username, Secret password) {
        return new HouseholdConfig(brokerUrl, room, username, password, caFile, topicPrefix, discoveryPrefix,
                wakeWindowMs, outboxMax, maxMessageBytes, reconnectMinMs, reconnectMaxMs, keepAliveSeconds);
    }

    public HouseholdConfig withReconnect(long minMs, long maxMs, int keepAlive) {
        return new HouseholdConfig(brokerUrl, room, username, password, caFile, topicPrefix, discoveryPrefix,
                wakeWindowMs, outboxMax, maxMessageBytes, minMs, maxMs, keepAlive);
    }

    public HouseholdConfig withOutbox(int outboxMax, int maxMessageBytes) {
        return new HouseholdConfig(brokerUrl, room, username, password, caFile, topicPrefix, discoveryPrefix,
                wakeWindowMs, outboxMax, maxMessageBytes, reconnectMinMs, reconnectMaxMs, keepAliveSeconds);
    }
}
