package homebot.household;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyStore;
import java.security.cert.Certificate;
import java.security.cert.CertificateFactory;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import javax.net.ssl.SSLContext;
import javax.net.ssl.TrustManagerFactory;
import org.eclipse.paho.mqttv5.client.IMqttToken;
import org.eclipse.paho.mqttv5.client.MqttAsyncClient;
import org.eclipse.paho.mqttv5.client.MqttCallback;
import org.eclipse.paho.mqttv5.client.MqttConnectionOptions;
import org.eclipse.paho.mqttv5.client.MqttDisconnectResponse;
import org.eclipse.paho.mqttv5.client.persist.MemoryPersistence;
import org.eclipse.paho.mqttv5.common.MqttException;
import org.eclipse.paho.mqttv5.common.MqttMessage;
import org.eclipse.paho.mqttv5.common.packet.MqttProperties;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The unit's one connection to the broker (Eclipse Paho, MQTT 5). It never blocks its callers: publishing while the
 * broker is away puts the message in a bounded {@link Outbox}, and a connection that fails at start or is lost later
 * is retried with doubling delays on the link's own thread. The last will marks the room offline (retained); every
 * (re)connect re-subscribes, marks it online, runs the {@link #onConnected} hooks (which republish state) and
 * flushes the outbox. Incoming messages reach their handlers on a separate thread, one at a time, in order.
 */
public final class MqttLink implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(MqttLink.class);

    private final HouseholdConfig config;
    private final Topics topics;
    private final Outbox outbox;
    private final MqttAsyncClient client;
    private final MqttConnectionOptions options;
    private final Map<String, BiConsumer<String, byte[]>> subscriptions = new ConcurrentHashMap<>();
    private final List<Runnable> connectedHooks = new CopyOnWriteArrayList<>();
    private final ScheduledExecutorService link = Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "mqtt-link"));
    private final ExecutorService inbox = Executors.newSingleThreadExecutor(r -> daemon(r, "mqtt-inbox"));
    private volatile boolean closed;
    private volatile long nextDelayMs;
    private volatile int connects;
    private volatile String lastProblem = "";

    public MqttLink(HouseholdConfig config, String clientId) {
        this.config = config;
        this.topics = new Topics(config.topicPrefix(), config.room());
        this.outbox = new Outbox(config.outboxMax());
        this.nextDelayMs = config.reconnectMinMs();
        try {
            this.client = new MqttAsyncClient(config.brokerUrl(), clientId, new MemoryPersistence());
        } catch (MqttException e) {
            throw new IllegalArgumentException("household-broker-url: cannot use " + config.brokerUrl() + ": "
                    + e.getMessage(), e);
        }
        this.options = options(config, topics);
        client.setCallback(new Callback());
    }

    private static MqttConnectionOptions options(HouseholdConfig config, Topics topics) {
        MqttConnectionOptions o = new MqttConnectionOptions();
        o.setCleanStart(true);
        o.setAutomaticReconnect(false); // ours covers a broker that is down at start, Paho's only a lost connection
        o.setKeepAliveInterval(config.keepAliveSeconds());
        o.setConnectionTimeout(10);
        o.setMaximumPacketSize((long) config.maxMessageBytes() + 1024);
        if (!config.username().isEmpty()) {
            o.setUserName(config.username());
        }
        if (config.password().isSet()) {
            o.setPassword(config.password().reveal().getBytes(StandardCharsets.UTF_8));
        }
        MqttMessage will = new MqttMessage(Topics.OFFLINE.getBytes(StandardCharsets.UTF_8));
        will.setQos(1);
        will.setRetained(true);
        o.setWill(topics.availability(), will);
        if (config.brokerUrl().startsWith("ssl://") && !config.caFile().isEmpty()) {
            o.setSocketFactory(trusting(Path.of(config.caFile())).getSocketFactory());
        }
        return o;
    }

    /** A TLS context that trusts the one CA in {@code pem} (a household broker with its own certificate). */
    static SSLContext trusting(Path pem) {
        try (InputStream in = Files.newInputStream(pem)) {
            KeyStore store = KeyStore.getInstance(KeyStore.getDefaultType());
            store.load(null, null);
            int i = 0;
            for (Certificate c : CertificateFactory.getInstance("X.509").generateCertificates(in)) {
                store.setCertificateEntry("ca-" + i++, c);
            }
            TrustManagerFactory tmf = TrustManagerFactory.getInstance(TrustManagerFactory.getDefaultAlgorithm());
            tmf.init(store);
            SSLContext ctx = SSLContext.getInstance("TLS");
            ctx.init(null, tmf.getTrustManagers(), null);
            return ctx;
        } catch (IOException | java.security.GeneralSecurityException e) {
            throw new IllegalArgumentException("household.ca_file " + pem + ": not a readable PEM certificate: "
                    + e.getMessage(), e);
        }
    }

    public Topics topics() {
        return topics;
    }

    /** Runs after every successful (re)connect, on the link thread, before the outbox is flushed. */
    public void onConnected(Runnable hook) {
        connectedHooks.add(hook);
    }

    /** Subscribes now (if connected) and again after every reconnect. */
    public void subscribe(String filter, BiConsumer<String, byte[]> handler) {
        subscriptions.put(filter, handler);
        if (client.isConnected()) {
            link.execute(() -> subscribeNow(filter));
        }
    }

    /** Starts connecting in the background; a broker that is down is retried, never an error here. */
    public void start() {
        link.execute(this::connectOnce);
    }

    public boolean connected() {
        return client.isConnected();
    }

    /** How many times a connection was made (1 after the first connect, 2 after one reconnect, …). */
    public int connects() {
        return connects;
    }

    public int outboxSize() {
        return outbox.size();
    }

    /** Why the last connection attempt failed or the connection was lost; empty when none did. */
    public String lastProblem() {
        return lastProblem;
    }

    /**
     * Publishes, or keeps the message for the next connection. Returns false only when the broker is away and
     * the outbox is full: the caller tells the user it could not be passed on.
     */
    public boolean publish(String topic, byte[] payload, int qos, boolean retained) {
        Outbox.Pending p = new Outbox.Pending(topic, payload, qos, retained);
        if (client.isConnected() && outbox.size() == 0) {
            try {
                client.publish(topic, payload, qos, retained);
                return true;
            } catch (MqttException e) {
                LOG.warn("household-publish-failed: {} ({}); kept for the next connection", topic, e.getMessage());
            }
        }
        boolean kept = outbox.offer(p);
        if (!kept) {
            LOG.error("household-outbox-full: {} messages wait for the broker; refused one for {}",
                    config.outboxMax(), topic);
        } else if (client.isConnected()) {
            link.execute(this::flush);
        }
        return kept;
    }

    public boolean publish(String topic, String payload, int qos, boolean retained) {
        return publish(topic, payload.getBytes(StandardCharsets.UTF_8), qos, retained);
    }

    private void connectOnce() {
        if (closed || client.isConnected()) {
            return;
        }
        try {
            client.connect(options).waitForCompletion(15_000);
        } catch (MqttException e) {
            problem("household-broker-unreachable", "cannot connect to " + config.brokerUrl() + ": " + describe(e));
            scheduleReconnect();
            return;
        }
        connects++;
        nextDelayMs = config.reconnectMinMs();
        LOG.info("household connected to {} as room {} (connection {})", config.brokerUrl(), config.room(), connects);
        for (String filter : subscriptions.keySet()) {
            subscribeNow(filter);
        }
        publishNow(topics.availability(), Topics.ONLINE.getBytes(StandardCharsets.UTF_8), 1, true);
        for (Runnable hook : connectedHooks) {
            try {
                hook.run();
            } catch (RuntimeException e) {
                LOG.error("household on-connect hook failed: {}", e.toString());
            }
        }
        flush();
    }

    private void flush() {
        for (Outbox.Pending p : outbox.drain()) {
            if (!publishNow(p.topic(), p.payload(), p.qos(), p.retained())) {
                outbox.offer(p);
            }
        }
    }

    private boolean publishNow(String topic, byte[] payload, int qos, boolean retained) {
        try {
            client.publish(topic, payload, qos, retained);
            return true;
        } catch (MqttException e) {
            LOG.warn("household-publish-failed: {} ({})", topic, e.getMessage());
            return false;
        }
    }

    private void subscribeNow(String filter) {
        try {
            IMqttToken t = client.subscribe(filter, 1);
            t.waitForCompletion(10_000);
        } catch (MqttException e) {
            LOG.warn("household-subscribe-failed: {} ({})", filter, e.getMessage());
        }
    }

    private void scheduleReconnect() {
        if (closed) {
            return;
        }
        long delay = nextDelayMs;
        nextDelayMs = Math.min(config.reconnectMaxMs(), delay * 2);
        long jitter = ThreadLocalRandom.current().nextLong(Math.max(1, delay / 5));
        link.schedule(this::connectOnce, delay + jitter, TimeUnit.MILLISECONDS);
    }

    private void problem(String code, String message) {
        String line = code + ": " + message;
        if (!line.equals(lastProblem)) { // a broker down for an hour is one log line per cause, not one per retry
            LOG.warn("{}; retrying in the background, timers keep running here", line);
        }
        lastProblem = line;
    }

    private static String describe(MqttException e) {
        // MQTT 5 CONNACK 0x86 bad user name or password, 0x87 not authorised (4 and 5 in MQTT 3).
        int code = e.getReasonCode();
        if (code == 0x86 || code == 0x87 || code == 4 || code == 5) {
            return "the broker refused the user name or password";
        }
        Throwable cause = e.getCause();
        if (cause instanceof javax.net.ssl.SSLException) {
            return "TLS failed (" + cause.getMessage() + "); is household.ca_file the broker's CA?";
        }
        return cause != null ? e.getMessage() + " (" + cause.getClass().getSimpleName() + ": " + cause.getMessage() + ")"
                : e.getMessage();
    }

    private final class Callback implements MqttCallback {
        @Override
        public void disconnected(MqttDisconnectResponse response) {
            if (closed) {
                return;
            }
            problem("household-broker-lost", "lost the connection to " + config.brokerUrl() + " ("
                    + (response.getException() != null ? response.getException().getMessage() : response.getReasonString())
                    + ")");
            link.execute(MqttLink.this::scheduleReconnect);
        }

        @Override
        public void mqttErrorOccurred(MqttException exception) {
            LOG.warn("household-mqtt-error: {}", exception.getMessage());
        }

        @Override
        public void messageArrived(String topic, MqttMessage message) {
            byte[] payload = message.getPayload();
            if (payload.length > config.maxMessageBytes()) {
                LOG.warn("household-message-too-big: {} bytes on {} (limit {}), dropped", payload.length, topic,
                        config.maxMessageBytes());
                return;
            }
            inbox.execute(() -> deliver(topic, payload));
        }

        @Override
        public void deliveryComplete(IMqttToken token) {}

        @Override
        public void connectComplete(boolean reconnect, String serverURI) {}

        @Override
        public void authPacketArrived(int reasonCode, MqttProperties properties) {}
    }

    private void deliver(String topic, byte[] payload) {
        for (Map.Entry<String, BiConsumer<String, byte[]>> s : subscriptions.entrySet()) {
            if (matches(s.getKey(), topic)) {
                try {
                    s.getValue().accept(topic, payload);
                } catch (RuntimeException e) {
                    // One bad message never stops the inbox.
                    LOG.warn("household-message-bad: {} on {}: {}", e.getClass().getSimpleName(), topic, e.getMessage());
                }
            }
        }
    }

    /** MQTT topic filter matching with {@code +} and a trailing {@code #}. */
    static boolean matches(String filter, String topic) {
        String[] f = filter.split("/", -1);
        String[] t = topic.split("/", -1);
        for (int i = 0; i < f.length; i++) {
            if (f[i].equals("#")) {
                return true;
            }
            if (i >= t.length || !(f[i].equals("+") || f[i].equals(t[i]))) {
                return false;
            }
        }
        return f.length == t.length;
    }

    /** Marks the room offline (retained) and disconnects; the last will covers a crash instead. */
    @Override
    public void close() {
        closed = true;
        link.shutdownNow();
        try {
            // a publish of "online" still running on the link thread must not land after our "offline"
            link.awaitTermination(2, java.util.concurrent.TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        try {
            if (client.isConnected()) {
                client.publish(topics.availability(), Topics.OFFLINE.getBytes(StandardCharsets.UTF_8), 1, true)
                        .waitForCompletion(2_000);
                client.disconnect().waitForCompletion(2_000);
            }
        } catch (MqttException e) {
            LOG.warn("household disconnect: {}", e.getMessage());
        }
        try {
            client.close(true);
        } catch (MqttException e) {
            LOG.debug("household close: {}", e.getMessage());
        }
        inbox.shutdownNow();
    }

    private static Thread daemon(Runnable r, String name) {
        Thread t = new Thread(r, name);
        t.setDaemon(true);
        return t;
    }
}
