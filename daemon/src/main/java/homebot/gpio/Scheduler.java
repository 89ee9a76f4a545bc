package homebot.gpio;

import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * Runs a task later. Blinking and switch settling go through this, so tests advance a fake clock instead of
 * sleeping.
 */
public interface Scheduler {
    Cancellable schedule(long delayMs, Runnable task);

    interface Cancellable {
        void cancel();
    }

    static Scheduler of(ScheduledExecutorService executor) {
        return (delayMs, task) -> {
            ScheduledFuture<?> f = executor.schedule(task, delayMs, TimeUnit.MILLISECONDS);
            return () -> f.cancel(false);
        };
    }
}
