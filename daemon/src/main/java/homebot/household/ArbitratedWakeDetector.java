package homebot.household;

import homebot.audio.wake.WakeDetection;
import homebot.audio.wake.WakeWordDetector;
import java.util.Optional;

/** A wake word detector whose detections count only when this room wins the household's arbitration. */
public final class ArbitratedWakeDetector implements WakeWordDetector {
    private final WakeWordDetector inner;
    private final WakeArbiter arbiter;

    public ArbitratedWakeDetector(WakeWordDetector inner, WakeArbiter arbiter) {
        this.inner = inner;
        this.arbiter = arbiter;
    }

    @Override
    public Optional<WakeDetection> accept(short[] samples, int count) {
        Optional<WakeDetection> hit = inner.accept(samples, count);
        if (hit.isPresent() && !arbiter.contend(hit.get().confidence()).answer()) {
            inner.reset();
            return Optional.empty();
        }
        return hit;
    }

    @Override
    public void reset() {
        inner.reset();
    }

    @Override
    public void close() {
        inner.close();
    }
}
