package homebot.audio.capture;

/**
 * Decides when a file source may hand out more audio. Real-time pacing makes a WAV behave like a microphone;
 * {@link #none()} runs as fast as the consumer reads (tests, {@code transcribe}).
 */
@FunctionalInterface
public interface Pacer {
    /** Blocks until {@code samplesDelivered} samples at 16 kHz are due. */
    void awaitSamples(long samplesDelivered) throws InterruptedException;

    static Pacer none() {
        return samples -> {};
    }

    /** Real time against {@link System#nanoTime()}, sleeping with {@link Thread#sleep}. */
    static Pacer realTime() {
        return new RealTimePacer(System::nanoTime, nanos -> Thread.sleep(nanos / 1_000_000, (int) (nanos % 1_000_000)));
    }
}
