package homebot.voice;

import java.time.Clock;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/** Default chat ids: {@code voice-20261129-203100-1}, time from the injected clock plus a counter for uniqueness. */
final class ChatIds implements Supplier<String> {
    private static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss");

    private final Clock clock;
    private final AtomicLong counter = new AtomicLong();

    ChatIds(Clock clock) {
        this.clock = clock;
    }

    @Override
    public String get() {
        ZoneId zone = clock.getZone();
        return "voice-" + FORMAT.format(clock.instant().atZone(zone)) + "-" + counter.incrementAndGet();
    }
}
