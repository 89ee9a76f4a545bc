package homebot.audio.capture;

import java.util.function.LongSupplier;

/** Paces delivery to the 16 kHz sample clock; the clock and the sleep are injected so tests never sleep. */
public final class RealTimePacer implements Pacer {
    /** Sleeps for the given number of nanoseconds. */
    @FunctionalInterface
    public interface Sleeper {
        void sleep(long nanos) throws InterruptedException;
    }

    private final LongSupplier nanoTime;
    private final Sleeper sleeper;
    private long startNanos = -1;

    public RealTimePacer(LongSupplier nanoTime, Sleeper sleeper) {
        this.nanoTime = nanoTime;
        this.sleeper = sleeper;
    }

    @Override
    public void awaitSamples(long samplesDelivered) throws InterruptedException {
        long now = nanoTime.getAsLong();
        if (startNanos < 0) {
            startNanos = now;
        }
        long due = startNanos + samplesDelivered * 1_000_000_000L / AudioSource.SAMPLE_RATE;
        if (due > now) {
            sleeper.sleep(due - now);
        }
    }
}
