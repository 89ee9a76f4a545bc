package homebot.voice;

/**
 * Where a voice session is. IDLE listens for the wake word only; LISTENING hears a request; THINKING runs the
 * turn; SPEAKING plays the reply (the wake word and "stop" still heard); WAITING re-opens the mic without the
 * wake word for the follow-up window.
 */
public enum VoiceState {
    IDLE,
    LISTENING,
    THINKING,
    SPEAKING,
    WAITING
}
