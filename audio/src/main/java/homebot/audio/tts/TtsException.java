package homebot.audio.tts;

/** A TTS engine or audio output failure; {@code code} is stable kebab-case ({@code tts-engine-missing}...). */
public class TtsException extends Exception {
    private final String code;

    public TtsException(String code, String message, Throwable cause) {
        super(message, cause);
        this.code = code;
    }

    public TtsException(String code, String message) {
        this(code, message, null);
    }

    public String code() {
        return code;
    }
}
