package homebot.voice;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.function.Predicate;

/** Keeps every trace; hands out latches that open when a matching event has been seen. */
final class RecordingVoiceListener implements VoiceEventListener {
    private record Waiter(Predicate<VoiceTrace> match, CountDownLatch latch) {}

    private final List<VoiceTrace> traces = new ArrayList<>();
    private final List<Waiter> waiters = new ArrayList<>();

    @Override
    public synchronized void onEvent(VoiceTrace trace) {
        traces.add(trace);
        for (Waiter w : waiters) {
            if (w.match().test(trace)) {
                w.latch().countDown();
            }
        }
    }

    /** Opens after the {@code nth} event of this type. */
    synchronized CountDownLatch after(Class<? extends VoiceEvent> type, int nth) {
        CountDownLatch l = new CountDownLatch(nth);
        waiters.add(new Waiter(t -> type.isInstance(t.event()), l));
        traces.stream().filter(t -> type.isInstance(t.event())).limit(nth).forEach(t -> l.countDown());
        return l;
    }

    synchronized CountDownLatch after(Class<? extends VoiceEvent> type) {
        return after(type, 1);
    }

    synchronized List<VoiceTrace> traces() {
        return List.copyOf(traces);
    }

    /** The events, with failure messages blanked (they name exceptions) so sequences compare exactly. */
    synchronized List<VoiceEvent> events() {
        return traces.stream().map(VoiceTrace::event)
                .map(e -> e instanceof VoiceEvent.StageFailed f ? new VoiceEvent.StageFailed(f.stage(), f.code(), "") : e)
                .toList();
    }

    synchronized List<VoiceState> states() {
        return traces.stream().map(VoiceTrace::to).toList();
    }

    synchronized VoiceTrace first(Class<? extends VoiceEvent> type) {
        return traces.stream().filter(t -> type.isInstance(t.event())).findFirst().orElseThrow();
    }

    synchronized List<VoiceTrace> all(Class<? extends VoiceEvent> type) {
        return new ArrayList<>(traces.stream().filter(t -> type.isInstance(t.event())).toList());
    }
}
