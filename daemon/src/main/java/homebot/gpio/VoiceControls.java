package homebot.gpio;

/**
 * What the hardware inputs need from the voice session; the integrator adapts the voice session to it.
 */
public interface VoiceControls {
    /** The voice session's press: wake when idle, barge-in while speaking. */
    void pressButton();

    /** Opens or closes the microphone (capture stops delivering audio while closed). */
    void microphoneOpen(boolean open);

    /** Speaks a short notice outside any turn (and logs it). */
    void announce(String text);
}
