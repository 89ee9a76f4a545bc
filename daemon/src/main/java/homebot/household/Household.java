package homebot.household;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * This unit's part in the household: publishes its state (retained) whenever it changes and on every reconnect,
 * keeps a {@link HouseholdView} of the other rooms, carries announcements and timer acknowledgements between rooms,
 * takes Home Assistant's mute and "say" commands, and arbitrates wake-ups. Timers stay in the unit that set them
 * (they ring there and keep running with the broker away); the others only see them.
 */
public final class Household implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Household.class);

    /** What the household needs from the unit it runs in. */
    public interface Unit {
        UnitState snapshot(String voice, boolean muted);

        /** Stops the ringing timer named so (asked from another room); the names of what was stopped. */
        List<String> acknowledge(String timerName);
    }

    /** How an announcement for another room went. */
    public enum Sent { SENT, QUEUED, THIS_ROOM, UNKNOWN_ROOM, ROOM_OFFLINE, REFUSED }

    private final HouseholdConfig config;
    private final MqttLink link;
    private final Topics topics;
    private final HouseholdView view;
    private final WakeArbiter arbiter;
    private final ObjectMapper json;
    private final Unit unit;
    private final Clock clock;
    private final ConcurrentLinkedQueue<String> toSpeak = new ConcurrentLinkedQueue<>();
    private final ExecutorService publisher = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "household-state");
        t.setDaemon(true);
        return t;
    });
    private final AtomicBoolean dirty = new AtomicBoolean();
    private final List<Runnable> onConnect = new java.util.concurrent.CopyOnWriteArrayList<>();
    /** Commands asked while the broker was away, per room; sent once that room is seen online again. */
    private final java.util.Map<String, java.util.List<String>> waiting = new java.util.LinkedHashMap<>();
    private volatile Consumer<Boolean> mute = m -> LOG.info("household: mute {} asked, but this unit has no microphone", m);
    private volatile String voice = "IDLE";
    private volatile boolean muted;

    public Household(HouseholdConfig config, MqttLink link, Unit unit, Clock clock, ObjectMapper json) {
        this.config = config;
        this.link = link;
        this.topics = link.topics();
        this.view = new HouseholdView(config.room());
        this.arbiter = new WakeArbiter(config.room(), config.wakeWindowMs(), link, view, json, System::nanoTime);
        this.json = json;
        this.unit = unit;
        this.clock = clock;
    }

    /** Subscribes and connects in the background; never fails because the broker is down. */
    public void start() {
        link.subscribe(topics.allAvailability(), (t, p) -> guarded(t, () -> {
            String room = topics.roomOf(t);
            String s = new String(p, StandardCharsets.UTF_8).strip();
            if (room != null && (s.equals(Topics.ONLINE) || s.equals(Topics.OFFLINE))) {
                view.availability(room, s.equals(Topics.ONLINE));
                if (s.equals(Topics.ONLINE)) {
                    flushWaiting(room);
                }
                if (s.equals(Topics.OFFLINE) && !room.equals(config.room())) {
                    LOG.info("household: {} went offline", room);
                }
            }
        }));
        link.subscribe(topics.allStates(), (t, p) -> guarded(t, () -> {
            String room = topics.roomOf(t);
            if (room != null && !room.equals(config.room()) && p.length > 0) {
                view.state(UnitState.parse(Messages.read(json, p), room));
            }
        }));
        link.subscribe(topics.command(config.room()), (t, p) -> guarded(t, () -> command(Messages.read(json, p))));
        link.subscribe(topics.wake(), (t, p) -> guarded(t, () -> arbiter.onClaim(p)));
        link.subscribe(topics.muteSet(), (t, p) -> guarded(t, () -> {
            String s = new String(p, StandardCharsets.UTF_8).strip().toUpperCase(Locale.ROOT);
            if (!s.equals("ON") && !s.equals("OFF")) {
                throw new BadMessage("household-message-bad", "mute must be ON or OFF");
            }
            mute.accept(s.equals("ON"));
            stateChanged();
        }));
        link.subscribe(topics.saySet(), (t, p) -> guarded(t, () -> {
            String text = new String(p, StandardCharsets.UTF_8).strip();
            if (!text.isEmpty()) {
                toSpeak.add(text.length() > 255 ? text.substring(0, 255) : text);
            }
        }));
        if (!config.discoveryPrefix().isEmpty()) {
            // Home Assistant's birth message: after its restart it needs the discovery messages again.
            link.subscribe(config.discoveryPrefix() + "/status", (t, p) -> {
                if (new String(p, StandardCharsets.UTF_8).strip().equals(Topics.ONLINE)) {
                    onConnect.forEach(Runnable::run);
                    stateChanged();
                }
            });
        }
        link.onConnected(() -> {
            onConnect.forEach(Runnable::run);
            publishStateNow();
        });
        link.start();
    }

    /** Also run on every (re)connect, before the state, and when Home Assistant restarts. */
    public void onConnect(Runnable hook) {
        onConnect.add(hook);
    }

    /** Publishes Home Assistant's discovery messages (retained) on every connect and Home Assistant restart. */
    public void announceToHomeAssistant(Discovery discovery) {
        onConnect(() -> discovery.messages().forEach(m -> link.publish(m.topic(), m.payload(), 1, true)));
    }

    private void guarded(String topic, Runnable r) {
        try {
            r.run();
        } catch (BadMessage e) {
            LOG.warn("{}: {} on {}, ignored", e.code(), e.getMessage(), topic);
        }
    }

    private void command(JsonNode n) {
        Messages.requireVersion(n);
        String type = Messages.text(n, "type");
        String from = Messages.text(n, "from");
        switch (type) {
            case "announce" -> {
                String text = Messages.text(n, "text");
                LOG.info("household: announcement from {}: {}", from, text);
                toSpeak.add(text);
            }
            case "ack" -> {
                List<String> stopped = unit.acknowledge(Messages.text(n, "timer"));
                LOG.info("household: {} acknowledged {} here", from, stopped);
                stateChanged();
            }
            default -> throw new BadMessage("household-message-bad", "unknown command type '" + type + "'");
        }
    }

    /** The voice session moved (the daemon calls this); republished in the background. */
    public void voiceState(String state) {
        if (!state.equals(voice)) {
            voice = state;
            stateChanged();
        }
    }

    public String voiceState() {
        return voice;
    }

    /** The microphone was muted or opened (switch, GPIO or Home Assistant). */
    public void muted(boolean m) {
        if (m != muted) {
            muted = m;
            stateChanged();
        }
    }

    /** Home Assistant's mute switch turns this; the daemon sets it to its microphone switch. */
    public void muteControl(Consumer<Boolean> control) {
        this.mute = control;
    }

    /** Something about this unit changed: republish its state soon, off the caller's thread, coalesced. */
    public void stateChanged() {
        if (dirty.compareAndSet(false, true)) {
            try {
                publisher.execute(() -> {
                    dirty.set(false);
                    publishStateNow();
                });
            } catch (java.util.concurrent.RejectedExecutionException closed) {
                dirty.set(false);
            }
        }
    }

    private void publishStateNow() {
        try {
            link.publish(topics.state(), unit.snapshot(voice, muted).toJson(json), 1, true);
        } catch (RuntimeException e) {
            LOG.error("household-state-failed: {}", e.toString());
        }
    }

    /** Speaks {@code text} in {@code room}; QoS 1, kept in the outbox while the broker is away. */
    public Sent announce(String room, String text) {
        if (room.equals(config.room())) {
            toSpeak.add(text);
            return Sent.THIS_ROOM;
        }
        if (view.unit(room).isEmpty()) {
            return Sent.UNKNOWN_ROOM;
        }
        if (!view.unit(room).get().online()) {
            // Commands are not kept by the broker for an absent unit (clean sessions): say so rather than pretend.
            return Sent.ROOM_OFFLINE;
        }
        return send(room, "announce", "text", text);
    }

    /** Stops a ringing timer of another room. */
    public Sent acknowledge(String room, String timerName) {
        return send(room, "ack", "timer", timerName);
    }

    /**
     * Commands go to a room only while both ends are connected: the broker keeps nothing for a unit that is away
     * (clean sessions), so one asked while the broker is down waits here until that room is seen online again,
     * which it announces only after subscribing.
     */
    private Sent send(String room, String type, String key, String value) {
        ObjectNode n = json.createObjectNode();
        n.put("v", UnitState.VERSION);
        n.put("type", type);
        n.put("from", config.room());
        n.put(key, value);
        synchronized (waiting) {
            if (!link.connected()) {
                int queued = waiting.values().stream().mapToInt(List::size).sum();
                if (queued >= config.outboxMax()) {
                    LOG.error("household-outbox-full: {} commands wait for the broker; refused one for {}", queued, room);
                    return Sent.REFUSED;
                }
                waiting.computeIfAbsent(room, r -> new ArrayList<>()).add(n.toString());
                LOG.info("household: broker away, {} for {} waits until {} is back", type, room, room);
                return Sent.QUEUED;
            }
        }
        return link.publish(topics.command(room), n.toString(), 1, false) ? Sent.SENT : Sent.REFUSED;
    }

    private void flushWaiting(String room) {
        List<String> commands;
        synchronized (waiting) {
            commands = waiting.remove(room);
        }
        if (commands != null) {
            LOG.info("household: {} is back, sending {} waiting command(s)", room, commands.size());
            commands.forEach(c -> link.publish(topics.command(room), c, 1, false));
        }
    }

    /** Announcements and Home Assistant's "say" for this room, to speak between turns. */
    public List<String> drainSpoken() {
        List<String> out = new ArrayList<>();
        String s;
        while ((s = toSpeak.poll()) != null) {
            out.add(s);
        }
        return out;
    }

    public HouseholdView view() {
        return view;
    }

    public WakeArbiter arbiter() {
        return arbiter;
    }

    public MqttLink link() {
        return link;
    }

    public HouseholdConfig config() {
        return config;
    }

    public Clock clock() {
        return clock;
    }

    /** For {@code homebot status --household}: one line per unit, this one first. */
    public List<String> statusLines() {
        List<String> lines = new ArrayList<>();
        UnitState me = unit.snapshot(voice, muted);
        lines.add(describe(me.room() + " (this unit, " + (link.connected() ? "connected" : "broker away: "
                + link.lastProblem()) + ")", me));
        for (HouseholdView.Unit u : view.units()) {
            String head = u.room() + " (" + (u.online() ? "online" : "offline") + ")";
            lines.add(u.state().map(s -> describe(head, s)).orElse(head + ": no state yet"));
        }
        return lines;
    }

    private String describe(String head, UnitState s) {
        StringBuilder b = new StringBuilder(head).append(": ").append(s.voice())
                .append(s.muted() ? ", muted" : "")
                .append(", mode ").append(s.mode().isEmpty() ? "none" : s.mode());
        if (s.timers().isEmpty()) {
            b.append(", no timers");
        }
        for (UnitState.SharedTimer t : s.timers()) {
            b.append(", timer ").append(t.name()).append(t.ringing() ? " ringing" : " due " + t.dueAt());
        }
        return b.toString();
    }

    @Override
    public void close() {
        publisher.shutdown();
        link.close();
    }
}
