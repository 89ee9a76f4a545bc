package homebot.audio.wav;

import java.io.IOException;

/**
 * A WAV stream that cannot be used. {@code code} is stable: {@code wav-corrupt} (not RIFF/WAVE, broken chunks,
 * truncated data) or {@code wav-unsupported} (a valid file in an encoding we cannot convert, e.g. mu-law).
 */
public final class WavException extends IOException {
    public static final String CORRUPT = "wav-corrupt";
    public static final String UNSUPPORTED = "wav-unsupported";

    private final String code;

    public WavException(String code, String message) {
        super(message);
        this.code = code;
    }

    public String code() {
        return code;
    }
}
