package homebot.voice;

import java.time.Instant;
import java.util.List;

/**
 * One event as the runner handled it.
 *
 * @param at      wall-clock time from the session's clock
 * @param audioMs position in the audio stream (milliseconds of samples read so far)
 * @param chatId  the voice session it belongs to, or null outside a session
 * @param from    state before the event
 * @param event   the event
 * @param to      state after the event
 * @param effects effects applied
 * @param ignored true when the event meant nothing in {@code from}
 */
public record VoiceTrace(Instant at, long audioMs, String chatId, VoiceState from, VoiceEvent event, VoiceState to,
                         List<Effect> effects, boolean ignored) {
    public VoiceTrace {
        effects = List.copyOf(effects);
    }

    /** One log line: {@code chat=voice-1 audio=1.20s IDLE -[WakeDetected[...]]-> LISTENING}. */
    public String line() {
        return String.format(java.util.Locale.ROOT, "chat=%s audio=%.2fs %s -[%s]-> %s%s", chatId == null ? "-" : chatId,
                audioMs / 1000.0, from, event, to, ignored ? " (ignored)" : "");
    }
}
