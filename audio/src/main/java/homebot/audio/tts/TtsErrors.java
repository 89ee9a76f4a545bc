package homebot.audio.tts;

/** The stable codes of {@link TtsException}s raised in this package. */
public final class TtsErrors {
    /** The engine binary is not installed (message carries the apt command). */
    public static final String ENGINE_MISSING = "tts-engine-missing";
    /** The engine ran and failed or timed out. */
    public static final String ENGINE_FAILED = "tts-engine-failed";
    /** A configured voice file does not exist. */
    public static final String VOICE_MISSING = "tts-voice-missing";
    /** The HTTP TTS server could not be reached. */
    public static final String UNAVAILABLE = "tts-unavailable";
    /** The HTTP TTS server answered with an error status. */
    public static final String HTTP_ERROR = "tts-http-error";
    /** The engine returned something that is not a usable WAV. */
    public static final String BAD_AUDIO = "tts-bad-audio";
    /** No output device or it failed during playback. */
    public static final String PLAYBACK_FAILED = "tts-playback-failed";
    /** Writing the WAV sink's files failed. */
    public static final String WRITE_FAILED = "tts-write-failed";

    private TtsErrors() {}
}
