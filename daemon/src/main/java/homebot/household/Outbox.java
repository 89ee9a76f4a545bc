package homebot.household;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What waits while the broker is away. Retained state is coalesced per topic (only the newest matters and it is
 * republished on reconnect anyway), so it never crowds out the commands a user asked for; those queue in order up
 * to {@code capacity}, and one more is refused rather than silently dropping an older one.
 */
final class Outbox {
    /** One message to publish. */
    record Pending(String topic, byte[] payload, int qos, boolean retained) {}

    private final int capacity;
    private final Map<String, Pending> retained = new LinkedHashMap<>();
    private final Deque<Pending> queue = new ArrayDeque<>();

    Outbox(int capacity) {
        this.capacity = capacity;
    }

    /** False when the queue is full and the message was refused. */
    synchronized boolean offer(Pending p) {
        if (p.retained()) {
            retained.remove(p.topic());
            retained.put(p.topic(), p);
            return true;
        }
        if (queue.size() >= capacity) {
            return false;
        }
        queue.addLast(p);
        return true;
    }

    /** Everything waiting, commands first in the order they were asked, then the newest state per topic. */
    synchronized List<Pending> drain() {
        List<Pending> out = new ArrayList<>(queue);
        out.addAll(retained.values());
        queue.clear();
        retained.clear();
        return out;
    }

    synchronized int size() {
        return queue.size() + retained.size();
    }
}
