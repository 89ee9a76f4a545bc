package homebot.audio.wake;

import java.util.Optional;

/** Fed continuously while idle (and while speaking, for barge-in). One thread feeds it. */
public interface WakeWordDetector extends AutoCloseable {
    Optional<WakeDetection> accept(short[] samples, int count);

    void reset();

    @Override
    void close();
}
