package homebot.household;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.util.UUID;
import org.eclipse.paho.mqttv5.client.MqttClient;
import org.eclipse.paho.mqttv5.client.MqttConnectionOptions;
import org.eclipse.paho.mqttv5.client.persist.MemoryPersistence;
import org.eclipse.paho.mqttv5.common.MqttException;

/**
 * {@code homebot say --room NAME}: one announcement, published once (QoS 1) by a short-lived client that leaves no
 * availability or last will behind (it is not a unit).
 */
public final class Announcer {
    private Announcer() {}

    /** @throws IllegalStateException with a sentence for the user when it could not be sent */
    public static void announce(HouseholdConfig config, String room, String text) {
        if (!config.enabled()) {
            throw new IllegalStateException("no household broker configured (household.broker_url)");
        }
        ObjectNode n = new ObjectMapper().createObjectNode();
        n.put("v", UnitState.VERSION);
        n.put("type", "announce");
        n.put("from", "homebot say");
        n.put("text", text);
        Topics topics = new Topics(config.topicPrefix(), room);
        MqttConnectionOptions o = new MqttConnectionOptions();
        o.setConnectionTimeout(10);
        if (!config.username().isEmpty()) {
            o.setUserName(config.username());
        }
        if (config.password().isSet()) {
            o.setPassword(config.password().reveal().getBytes(StandardCharsets.UTF_8));
        }
        if (config.brokerUrl().startsWith("ssl://") && !config.caFile().isEmpty()) {
            o.setSocketFactory(MqttLink.trusting(java.nio.file.Path.of(config.caFile())).getSocketFactory());
        }
        try {
            MqttClient client = new MqttClient(config.brokerUrl(), "homebot-say-" + UUID.randomUUID().toString()
                    .substring(0, 8), new MemoryPersistence());
            try {
                client.connect(o);
                client.publish(topics.command(room), n.toString().getBytes(StandardCharsets.UTF_8), 1, false);
                client.disconnect();
            } finally {
                client.close();
            }
        } catch (MqttException e) {
            throw new IllegalStateException("could not reach the household broker " + config.brokerUrl() + ": "
                    + e.getMessage(), e);
        }
    }
}
