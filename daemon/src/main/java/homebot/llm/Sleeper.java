package homebot.llm;

import java.time.Duration;

/** Waits between retries; tests inject a recording fake so they never really wait. */
@FunctionalInterface
public interface Sleeper {
    void sleep(Duration duration) throws InterruptedException;

    Sleeper REAL = d -> Thread.sleep(d.toMillis());
}
