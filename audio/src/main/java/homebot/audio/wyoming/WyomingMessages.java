package homebot.audio.wyoming;

import java.util.Optional;

/** Maps raw events onto the typed records. */
public final class WyomingMessages {
    private WyomingMessages() {}

    /**
     * The typed form of {@code e}; empty for an event type this implementation does not know (the protocol grows:
     * callers ignore those).
     *
     * @throws WyomingException a known type whose required fields are missing or mistyped
     */
    public static Optional<WyomingMessage> decode(WyomingEvent e) throws WyomingException {
        WyomingMessage m = Audio.decode(e);
        if (m == null) {
            m = Asr.decode(e);
        }
        if (m == null) {
            m = Tts.decode(e);
        }
        if (m == null) {
            m = Wake.decode(e);
        }
        if (m == null) {
            m = Handle.decode(e);
        }
        if (m == null) {
            m = Timer.decode(e);
        }
        if (m == null) {
            m = Infos.decode(e);
        }
        return Optional.ofNullable(m);
    }
}
