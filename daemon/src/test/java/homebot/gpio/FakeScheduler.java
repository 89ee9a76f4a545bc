package homebot.gpio;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** Virtual time: tasks run when a test advances the clock past their due time. */
final class FakeScheduler implements Scheduler {
    private record Task(long due, long seq, Runnable run, boolean[] cancelled) {}

    private final List<Task> tasks = new ArrayList<>();
    private long now;
    private long seq;

    @Override
    public synchronized Cancellable schedule(long delayMs, Runnable task) {
        boolean[] cancelled = {false};
        tasks.add(new Task(now + delayMs, seq++, task, cancelled));
        return () -> cancelled[0] = true;
    }

    void advance(long ms) {
        long target = now + ms;
        while (true) {
            Task next;
            synchronized (this) {
                tasks.removeIf(t -> t.cancelled()[0]);
                next = tasks.stream().filter(t -> t.due() <= target)
                        .min(Comparator.comparingLong(Task::due).thenComparingLong(Task::seq)).orElse(null);
                if (next == null) {
                    now = target;
                    return;
                }
                tasks.remove(next);
                now = next.due();
            }
            next.run().run();
        }
    }

    synchronized int pending() {
        tasks.removeIf(t -> t.cancelled()[0]);
        return tasks.size();
    }
}
