package homebot.voice;

import java.time.Duration;

/** Waits between reopen attempts; injected so tests never sleep. */
@FunctionalInterface
public interface Pauser {
    void pause(Duration duration) throws InterruptedException;

    Pauser SLEEP = d -> Thread.sleep(d.toMillis());
}
