package homebot.gpio;

import java.util.function.Consumer;

/**
 * What the hardware inputs do.
 *
 * @param onButtonPress called on every debounced push-to-talk press (wire to the voice session's pressButton)
 * @param onMuteChanged true when the mute switch closes the microphone, false when it opens it again
 */
public record GpioCallbacks(Runnable onButtonPress, Consumer<Boolean> onMuteChanged) {
}
