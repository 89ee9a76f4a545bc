package homebot.voice;

import java.time.Instant;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * Keeps the last finished voice sessions (and the one in progress) with all their events, for {@code status}
 * and debugging. A run starts when a session leaves IDLE and ends when it returns there.
 */
public final class RecentRuns implements VoiceEventListener {

    /** One voice session. {@code endedAt} is null while it runs. */
    public record Run(String chatId, Instant startedAt, Instant endedAt, List<VoiceTrace> events) {
        public Run {
            events = List.copyOf(events);
        }

        /** The first failure of the run, if any: what {@code status} shows. */
        public Optional<VoiceEvent.StageFailed> failure() {
            return events.stream().map(VoiceTrace::event)
                    .filter(VoiceEvent.StageFailed.class::isInstance)
                    .map(VoiceEvent.StageFailed.class::cast).findFirst();
        }
    }

    private final int capacity;
    private final Deque<Run> finished = new ArrayDeque<>();
    private String currentChat;
    private Instant currentStart;
    private List<VoiceTrace> current = new ArrayList<>();

    public RecentRuns(int capacity) {
        if (capacity <= 0) {
            throw new IllegalArgumentException("capacity must be positive");
        }
        this.capacity = capacity;
    }

    @Override
    public synchronized void onEvent(VoiceTrace trace) {
        if (trace.from() == VoiceState.IDLE && trace.to() == VoiceState.IDLE) {
            return; // outside any session: the log has it
        }
        if (currentChat == null) {
            currentChat = trace.chatId();
            currentStart = trace.at();
            current = new ArrayList<>();
        }
        current.add(trace);
        if (trace.to() == VoiceState.IDLE) {
            finished.addLast(new Run(currentChat, currentStart, trace.at(), current));
            while (finished.size() > capacity) {
                finished.removeFirst();
            }
            currentChat = null;
        }
    }

    /** Finished runs, oldest first, then the run in progress if there is one. */
    public synchronized List<Run> snapshot() {
        List<Run> out = new ArrayList<>(finished);
        if (currentChat != null) {
            out.add(new Run(currentChat, currentStart, null, current));
        }
        return out;
    }
}
