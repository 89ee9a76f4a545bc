package homebot.audio.capture;

import java.io.IOException;

/**
 * A capture or playback device problem. Codes: {@code audio-device-missing} (no such device / no device at
 * all), {@code audio-format-unsupported} (the device offers none of the formats we can convert),
 * {@code audio-device-busy} (exists but cannot be opened), {@code audio-device-lost} (failed while running:
 * reopen it).
 */
public final class AudioDeviceException extends IOException {
    public static final String MISSING = "audio-device-missing";
    public static final String FORMAT_UNSUPPORTED = "audio-format-unsupported";
    public static final String BUSY = "audio-device-busy";
    public static final String LOST = "audio-device-lost";

    private final String code;

    public AudioDeviceException(String code, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
    }

    public AudioDeviceException(String code, String message) {
        this(code, message, null);
    }

    public String code() {
        return code;
    }
}
