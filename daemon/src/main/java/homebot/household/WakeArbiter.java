package homebot.household;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.UUID;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Several rooms heard the same wake phrase: only the unit with the best detection score answers. Each unit that
 * hears it publishes a claim and waits the window for the others' claims (or looks back at claims that came just
 * before its own); every unit applies the same rule to the same claims, so exactly one answers and the others go
 * back to idle without a sound. A unit alone in the house (no other room online) answers at once.
 */
public final class WakeArbiter {
    private static final Logger LOG = LoggerFactory.getLogger(WakeArbiter.class);

    /** One unit's claim; {@code receivedNanos} is this unit's monotonic time of arrival (no clock sync needed). */
    public record Claim(String room, double score, String id, long receivedNanos) {}

    /** The outcome of one contest, for logs, status and the benchmark. */
    public record Decision(boolean answer, double score, List<Claim> rivals, long waitedNanos) {}

    private final String room;
    private final long windowNanos;
    private final MqttLink link;
    private final HouseholdView view;
    private final ObjectMapper json;
    private final LongSupplier nanos;
    private final Deque<Claim> recent = new ArrayDeque<>();
    private volatile Decision last;

    WakeArbiter(String room, long windowMs, MqttLink link, HouseholdView view, ObjectMapper json, LongSupplier nanos) {
        this.room = room;
        this.windowNanos = windowMs * 1_000_000L;
        this.link = link;
        this.view = view;
        this.json = json;
        this.nanos = nanos;
    }

    /** The same rule on every unit: the higher score wins; a tie goes to the room name that sorts first. */
    static boolean wins(String room, double score, List<Claim> rivals) {
        for (Claim c : rivals) {
            if (c.score() > score || c.score() == score && c.room().compareTo(room) < 0) {
                return false;
            }
        }
        return true;
    }

    /**
     * Called on the audio thread right after this unit heard the wake phrase with {@code score}; blocks for the
     * window when other rooms are online (the microphone keeps buffering meanwhile). True: answer.
     */
    public Decision contend(double score) {
        long start = nanos.getAsLong();
        if (!view.anyOtherOnline() || windowNanos == 0) {
            return remember(new Decision(true, score, List.of(), 0));
        }
        if (!link.connected()) {
            // Nobody can hear a claim now, and one kept for later would spoil another wake-up: answer here.
            LOG.info("wake arbitration in {}: broker away, this room answers", room);
            return remember(new Decision(true, score, List.of(), 0));
        }
        String id = room + "-" + UUID.randomUUID().toString().substring(0, 8);
        ObjectNode n = json.createObjectNode();
        n.put("v", UnitState.VERSION);
        n.put("room", room);
        n.put("score", score);
        n.put("id", id);
        link.publish(link.topics().wake(), n.toString(), 1, false);
        try {
            Thread.sleep(windowNanos / 1_000_000L);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        List<Claim> rivals = new ArrayList<>();
        synchronized (recent) {
            for (Claim c : recent) {
                if (!c.room().equals(room) && c.receivedNanos() >= start - windowNanos) {
                    rivals.add(c);
                }
            }
        }
        boolean answer = wins(room, score, rivals);
        Decision d = remember(new Decision(answer, score, rivals, nanos.getAsLong() - start));
        LOG.info("wake arbitration in {}: score {} against {} → {}", room, String.format("%.3f", score),
                rivals.stream().map(c -> c.room() + " " + String.format("%.3f", c.score())).toList(),
                answer ? "this room answers" : "another room answers, back to idle");
        return d;
    }

    private Decision remember(Decision d) {
        last = d;
        return d;
    }

    public Decision last() {
        return last;
    }

    /** A claim from the broker (possibly this unit's own echo, which is ignored). */
    void onClaim(byte[] payload) {
        JsonNode n = Messages.read(json, payload);
        Messages.requireVersion(n);
        String from = Messages.text(n, "room");
        JsonNode score = n.get("score");
        if (score == null || !score.isNumber() || !Double.isFinite(score.asDouble())) {
            throw new BadMessage("household-message-bad", "wake claim without a numeric score");
        }
        if (from.equals(room)) {
            return;
        }
        long now = nanos.getAsLong();
        synchronized (recent) {
            recent.addLast(new Claim(from, score.asDouble(), n.path("id").asText(""), now));
            while (!recent.isEmpty() && now - recent.peekFirst().receivedNanos() > 10 * windowNanos + 1_000_000_000L) {
                recent.removeFirst();
            }
            while (recent.size() > 64) {
                recent.removeFirst();
            }
        }
    }
}
