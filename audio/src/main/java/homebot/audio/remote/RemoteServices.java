package homebot.audio.remote;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/** Every remote speech engine of this process, for {@code status}, and the outage notices not yet spoken. */
public final class RemoteServices {
    private final Clock clock;
    private final List<RemoteService> services = new CopyOnWriteArrayList<>();
    private final List<String> notices = new ArrayList<>();

    public RemoteServices(Clock clock) {
        this.clock = clock;
    }

    /**
     * @param role   {@code stt}, {@code tts} or {@code wake}
     * @param target e.g. {@code wyoming tcp://nas:10300}
     * @param notice what to say once when it goes away
     */
    public RemoteService register(String role, String target, String notice, Duration retryAfter) {
        RemoteService s = new RemoteService(role, target, notice, clock, retryAfter, this);
        services.add(s);
        return s;
    }

    public List<RemoteService> all() {
        return List.copyOf(services);
    }

    public List<String> lines() {
        return services.stream().map(RemoteService::describe).toList();
    }

    synchronized void queueNotice(String notice) {
        if (notice != null && !notice.isBlank() && !notices.contains(notice)) {
            notices.add(notice);
        }
    }

    /** The outage notices to speak now, each once; empties the queue. */
    public synchronized List<String> drainNotices() {
        List<String> out = List.copyOf(notices);
        notices.clear();
        return out;
    }
}
