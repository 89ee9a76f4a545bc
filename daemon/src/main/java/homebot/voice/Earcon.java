package homebot.voice;

/** Short non-speech sounds: on wake-up, and on an error the user should notice. */
public enum Earcon {
    WAKE,
    ERROR
}
