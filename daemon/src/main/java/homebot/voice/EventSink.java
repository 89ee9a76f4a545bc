package homebot.voice;

import java.util.function.BooleanSupplier;

/**
 * How the session's worker threads report events. {@code stillCurrent} is checked under the session lock, so a
 * cancelled turn or a stopped reply can never slip a stale event in after the cancel.
 */
interface EventSink {
    void dispatchIf(BooleanSupplier stillCurrent, VoiceEvent event);
}
