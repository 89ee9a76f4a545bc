package homebot.llm;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** Records back-off waits instead of waiting. */
public final class RecordingSleeper implements Sleeper {
    public final List<Duration> waits = new ArrayList<>();

    @Override
    public void sleep(Duration duration) {
        waits.add(duration);
    }
}
