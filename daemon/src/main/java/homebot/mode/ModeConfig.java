package homebot.mode;

import java.time.Clock;
import java.time.LocalTime;
import java.time.ZoneId;
import java.time.format.DateTimeParseException;

/**
 * Mode kernel settings (YAML block {@code modes}).
 *
 * @param timeZone     zone for session ids and expiry ({@code modes.time_zone}; blank = the clock's zone)
 * @param expiresAt    local time on the day after the start when a mode ends ({@code modes.expires_at}, "00:10")
 * @param language     language of the kernel's own replies and of {@code ModeSession.language()}
 *                     ({@code modes.language}, "zh-CN"; "en-US" also supported)
 */
public record ModeConfig(String timeZone, String expiresAt, String language) {
    public ModeConfig {
        timeZone = timeZone == null ? "" : timeZone.strip();
        expiresAt = expiresAt == null || expiresAt.isBlank() ? "00:10" : expiresAt.strip();
        language = language == null || language.isBlank() ? "zh-CN" : language.strip();
        try {
            LocalTime.parse(expiresAt);
        } catch (DateTimeParseException e) {
            throw new IllegalArgumentException("modes.expires_at must be HH:mm, got \"" + expiresAt + "\"");
        }
        if (!timeZone.isEmpty()) {
            ZoneId.of(timeZone);
        }
    }

    public static ModeConfig defaults() {
        return new ModeConfig("", "00:10", "zh-CN");
    }

    ZoneId zone(Clock clock) {
        return timeZone.isEmpty() ? clock.getZone() : ZoneId.of(timeZone);
    }

    LocalTime expiryTime() {
        return LocalTime.parse(expiresAt);
    }

    boolean chinese() {
        return language.startsWith("zh");
    }
}
