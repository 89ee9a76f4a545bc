package homebot.agent;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/** The last N run traces, newest last, for {@code status} and debugging. Thread-safe. */
public final class TraceLog {
    private final int capacity;
    private final Deque<RunTrace> traces = new ArrayDeque<>();

    public TraceLog(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be >= 1, was " + capacity);
        }
        this.capacity = capacity;
    }

    public synchronized void add(RunTrace trace) {
        if (traces.size() == capacity) {
            traces.removeFirst();
        }
        traces.addLast(trace);
    }

    public synchronized List<RunTrace> recent() {
        return new ArrayList<>(traces);
    }

    public synchronized Optional<RunTrace> last() {
        return Optional.ofNullable(traces.peekLast());
    }
}
