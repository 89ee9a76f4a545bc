package homebot.audio.remote;

import homebot.audio.wake.WakeDetection;
import homebot.audio.wake.WakeWordDetector;
import homebot.audio.wyoming.WyomingWakeWordDetector.RemoteWakeException;
import java.util.Optional;

/** A remote wake-word detector with the local one (if any) listening while the remote is away. */
public final class FallbackWakeWordDetector implements WakeWordDetector {
    private final WakeWordDetector remote;
    private final WakeWordDetector local;
    private final RemoteService health;
    private boolean remoteLive;

    /** @param local may be null (no speech model): nothing wakes the session while the remote is away */
    public FallbackWakeWordDetector(WakeWordDetector remote, WakeWordDetector local, RemoteService health) {
        this.remote = remote;
        this.local = local;
        this.health = health;
    }

    @Override
    public Optional<WakeDetection> accept(short[] samples, int count) {
        if (health.worthTrying()) {
            try {
                Optional<WakeDetection> d = remote.accept(samples, count);
                if (!remoteLive) {
                    remoteLive = true;
                    health.succeeded();
                }
                return d;
            } catch (RemoteWakeException e) {
                remoteLive = false;
                health.failed(e.code(), e.getMessage());
            }
        }
        return local == null ? Optional.empty() : local.accept(samples, count);
    }

    @Override
    public void reset() {
        remote.reset();
        remoteLive = false;
        if (local != null) {
            local.reset();
        }
    }

    @Override
    public void close() {
        remote.close();
        if (local != null) {
            local.close();
        }
    }
}
