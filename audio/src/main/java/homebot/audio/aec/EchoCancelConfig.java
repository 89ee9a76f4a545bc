package homebot.audio.aec;

import java.util.List;
import java.util.Locale;

/**
 * YAML {@code audio.echo_cancel}: take homebot's own voice (TTS, alarms) out of the microphone so it neither wakes
 * homebot nor counts as the user's speech, while the user's "停" over it is still heard.
 *
 * @param mode {@code auto} (on for a microphone when libspeexdsp1 is installed), {@code on} (required) or {@code off}
 * @param tailMs the echo path the adaptive filter covers: output buffering plus the room (250 ms default)
 */
public record EchoCancelConfig(String mode, int tailMs) {
    public static final List<String> MODES = List.of("auto", "on", "off");

    public EchoCancelConfig {
        mode = mode == null || mode.isBlank() ? "auto" : mode.strip().toLowerCase(Locale.ROOT);
        if (!MODES.contains(mode)) {
            throw new IllegalArgumentException("audio.echo_cancel.mode must be one of " + MODES + ": " + mode);
        }
        if (tailMs < 20 || tailMs > 1000) {
            throw new IllegalArgumentException("audio.echo_cancel.tail_ms must be in [20, 1000]: " + tailMs);
        }
    }

    public static EchoCancelConfig defaults() {
        return new EchoCancelConfig("auto", 250);
    }
}
