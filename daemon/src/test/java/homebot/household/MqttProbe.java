package homebot.household;

import homebot.testing.MosquittoBroker;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import org.eclipse.paho.mqttv5.client.IMqttToken;
import org.eclipse.paho.mqttv5.client.MqttCallback;
import org.eclipse.paho.mqttv5.client.MqttClient;
import org.eclipse.paho.mqttv5.client.MqttConnectionOptions;
import org.eclipse.paho.mqttv5.client.MqttDisconnectResponse;
import org.eclipse.paho.mqttv5.client.persist.MemoryPersistence;
import org.eclipse.paho.mqttv5.common.MqttException;
import org.eclipse.paho.mqttv5.common.MqttMessage;
import org.eclipse.paho.mqttv5.common.packet.MqttProperties;

/** A plain MQTT client on the test broker that records what it receives (what Home Assistant would see). */
final class MqttProbe implements AutoCloseable {
    record Received(String topic, String payload, boolean retained, long atNanos) {}

    private final MqttClient client;
    final List<Received> received = new CopyOnWriteArrayList<>();

    MqttProbe(String url, String... filters) throws MqttException {
        client = new MqttClient(url, "probe-" + System.nanoTime(), new MemoryPersistence());
        client.setCallback(new MqttCallback() {
            @Override
            public void disconnected(MqttDisconnectResponse r) {}

            @Override
            public void mqttErrorOccurred(MqttException e) {}

            @Override
            public void messageArrived(String topic, MqttMessage m) {
                received.add(new Received(topic, new String(m.getPayload(), StandardCharsets.UTF_8), m.isRetained(),
                        System.nanoTime()));
            }

            @Override
            public void deliveryComplete(IMqttToken t) {}

            @Override
            public void connectComplete(boolean reconnect, String uri) {}

            @Override
            public void authPacketArrived(int code, MqttProperties p) {}
        });
        MqttConnectionOptions o = new MqttConnectionOptions();
        o.setUserName(MosquittoBroker.USER);
        o.setPassword(MosquittoBroker.PASSWORD.getBytes(StandardCharsets.UTF_8));
        client.connect(o);
        for (String f : filters) {
            client.subscribe(f, 1);
        }
    }

    void publish(String topic, String payload, boolean retained) throws MqttException {
        client.publish(topic, payload.getBytes(StandardCharsets.UTF_8), 1, retained);
    }

    void publish(String topic, byte[] payload, boolean retained) throws MqttException {
        client.publish(topic, payload, 1, retained);
    }

    /** The first message matching, waiting up to {@code timeout} for it (a real broker: real time). */
    Received await(Predicate<Received> what, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            for (Received r : received) {
                if (what.test(r)) {
                    return r;
                }
            }
            TimeUnit.MILLISECONDS.sleep(5);
        }
        throw new AssertionError("no matching message within " + timeout + "; got " + received);
    }

    Received await(String topic, String payload, Duration timeout) throws InterruptedException {
        return await(r -> r.topic().equals(topic) && r.payload().equals(payload), timeout);
    }

    @Override
    public void close() throws MqttException {
        if (client.isConnected()) {
            client.disconnect();
        }
        client.close();
    }
}
