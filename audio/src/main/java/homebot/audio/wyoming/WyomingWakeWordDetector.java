package homebot.audio.wyoming;

import homebot.audio.wake.WakeDetection;
import homebot.audio.wake.WakeWordDetector;
import homebot.audio.wav.PcmFormat;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Wake word on a Wyoming server (openWakeWord...): {@code detect} + {@code audio-start}, then the idle audio
 * stream; a {@code detection} is handed out by the next {@link #accept}. {@link #reset} ends the stream
 * ({@code audio-stop}) and the next chunk opens a fresh one. A broken connection raises
 * {@link RemoteWakeException}; the caller decides what listens instead.
 */
public final class WyomingWakeWordDetector implements WakeWordDetector {
    private final WyomingEndpoint endpoint;
    private final List<String> names;
    private final Duration connectTimeout;
    private final AtomicReference<Wake.Detection> hit = new AtomicReference<>();
    private StreamingSession session;

    /** @param names wake words to ask for; empty = the server's default */
    public WyomingWakeWordDetector(WyomingEndpoint endpoint, List<String> names, Duration connectTimeout) {
        this.endpoint = endpoint;
        this.names = names == null || names.isEmpty() ? null : List.copyOf(names);
        this.connectTimeout = connectTimeout;
    }

    /** A wake-word connection failed; {@link #code()} is a Wyoming code. */
    public static final class RemoteWakeException extends RuntimeException {
        private final String code;

        RemoteWakeException(WyomingException cause) {
            super(cause.getMessage(), cause);
            this.code = cause.code();
        }

        public String code() {
            return code;
        }
    }

    @Override
    public Optional<WakeDetection> accept(short[] samples, int count) {
        if (session == null) {
            open();
        }
        ByteBuffer b = ByteBuffer.allocate(count * 2).order(ByteOrder.LITTLE_ENDIAN);
        b.asShortBuffer().put(samples, 0, count);
        session.send(Audio.AudioChunk.of(PcmFormat.TARGET, b.array()));
        Wake.Detection d = hit.getAndSet(null);
        if (d != null) {
            // The server's score is not part of the protocol: a detection is a detection.
            return Optional.of(new WakeDetection(d.name() == null ? "" : d.name(), 1.0));
        }
        WyomingException f = session.failure();
        if (f != null) {
            session = null;
            throw new RemoteWakeException(f);
        }
        return Optional.empty();
    }

    private void open() {
        try {
            WyomingConnection c = WyomingConnection.connect(endpoint, connectTimeout, Duration.ofDays(1));
            hit.set(null);
            session = new StreamingSession(c, 256, m -> {
                if (m instanceof Wake.Detection d) {
                    hit.set(d);
                }
            }, "wyoming-wake");
            session.send(new Wake.Detect(names));
            session.send(Audio.AudioStart.of(PcmFormat.TARGET));
        } catch (WyomingException e) {
            throw new RemoteWakeException(e);
        }
    }

    @Override
    public void reset() {
        if (session != null) {
            session.finish(new Audio.AudioStop());
            session = null;
        }
        hit.set(null);
    }

    @Override
    public void close() {
        reset();
    }

    @Override
    public String toString() {
        return "wyoming " + endpoint;
    }
}
