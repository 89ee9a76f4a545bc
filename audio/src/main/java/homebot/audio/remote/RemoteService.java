package homebot.audio.remote;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The health of one remote speech engine (a Wyoming server, an OpenAI-compatible endpoint). A failure marks it
 * away: the local engine takes over, the outage is logged and its notice queued to be spoken once, and the remote
 * is tried again after {@code retryAfter}. The next success marks it back. Thread-safe.
 */
public final class RemoteService {
    private static final Logger LOG = LoggerFactory.getLogger(RemoteService.class);
    private static final DateTimeFormatter HHMM = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final String role;
    private final String target;
    private final Clock clock;
    private final Duration retryAfter;
    private final RemoteServices owner;
    private final String notice;

    private boolean away;
    private Instant since;
    private Instant retryAt;
    private String lastError = "";
    private long outages;

    RemoteService(String role, String target, String notice, Clock clock, Duration retryAfter, RemoteServices owner) {
        this.role = role;
        this.target = target;
        this.notice = notice;
        this.clock = clock;
        this.retryAfter = retryAfter;
        this.owner = owner;
    }

    /** True when the remote should be tried now: it is up, or away long enough to try again. */
    public synchronized boolean worthTrying() {
        return !away || !clock.instant().isBefore(retryAt);
    }

    public synchronized boolean away() {
        return away;
    }

    public synchronized void succeeded() {
        if (away) {
            LOG.info("{} engine {} is back after {}", role, target, Duration.between(since, clock.instant()));
        }
        away = false;
    }

    /** @param code a stable code, e.g. {@code wyoming-unavailable}; the local engine answers from now on */
    public void failed(String code, String message) {
        boolean fresh;
        synchronized (this) {
            Instant now = clock.instant();
            fresh = !away;
            lastError = code + ": " + message;
            retryAt = now.plus(retryAfter);
            if (fresh) {
                away = true;
                since = now;
                outages++;
            }
        }
        if (fresh) {
            LOG.warn("{} engine {} is away ({}); the local engine answers until it is back", role, target, lastError);
            owner.queueNotice(notice);
        } else {
            LOG.debug("{} engine {} still away: {}", role, target, lastError);
        }
    }

    public String role() {
        return role;
    }

    public String target() {
        return target;
    }

    public synchronized long outages() {
        return outages;
    }

    /** One line for {@code status} and {@code doctor}. */
    public synchronized String describe() {
        if (!away) {
            return role + " " + target + ": remote in use";
        }
        return role + " " + target + ": away since " + HHMM.format(since.atZone(zoneOf(clock))) + " (" + lastError
                + "), local fallback in use";
    }

    private static ZoneId zoneOf(Clock c) {
        return c.getZone();
    }
}
