package homebot.gpio;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * GPIO wiring. Pins are BCM numbers; {@code null} means "not fitted". Nothing is driven unless a pin is named,
 * because a default output pin could short a HAT's button wired to the same line.
 *
 * @param enabled         {@code auto} (use GPIO when a chip exists), {@code true} (expected: a missing chip is a
 *                        warning), {@code false} (never touch GPIO)
 * @param chip            {@code auto} (any {@code /dev/gpiochip*}) or a device name such as {@code gpiochip0};
 *                        only used to decide whether GPIO exists (Pi4J 2.8's gpiod provider picks the pinctrl chip)
 * @param provider        {@code gpiod} (character device, Pi 4/5, current kernels) or {@code linuxfs} (legacy sysfs)
 * @param ledRedPin       red channel of an RGB LED, or a separate red LED
 * @param ledGreenPin     green channel or LED
 * @param ledBluePin      blue channel or LED
 * @param ledActiveLow    true for a common-anode RGB LED (pin LOW = lit)
 * @param buttonPin       push-to-talk button (to ground, internal pull-up)
 * @param buttonActiveLow true when pressed reads LOW (button to ground)
 * @param mutePin         microphone mute switch (to ground, internal pull-up)
 * @param muteActiveLow   true when "muted" reads LOW
 * @param debounceMs      software debounce for button and switch (Pi4J's mock ignores hardware debounce)
 */
public record GpioConfig(String enabled, String chip, String provider,
                         Integer ledRedPin, Integer ledGreenPin, Integer ledBluePin, boolean ledActiveLow,
                         Integer buttonPin, boolean buttonActiveLow,
                         Integer mutePin, boolean muteActiveLow,
                         int debounceMs) {

    public static GpioConfig defaults() {
        return new GpioConfig("auto", "auto", "gpiod", null, null, null, false, null, true, null, true, 30);
    }

    /** Problems that make this config unusable, in words a user can act on; empty when fine. */
    public List<String> problems() {
        List<String> out = new ArrayList<>();
        if (!List.of("auto", "true", "false").contains(String.valueOf(enabled))) {
            out.add("gpio.enabled must be auto, true or false, not '" + enabled + "'");
        }
        if (!List.of("gpiod", "linuxfs").contains(String.valueOf(provider))) {
            out.add("gpio.provider must be gpiod or linuxfs, not '" + provider + "'");
        }
        if (chip == null || !(chip.equals("auto") || chip.matches("gpiochip\\d+"))) {
            out.add("gpio.chip must be auto or gpiochipN, not '" + chip + "'");
        }
        if (debounceMs < 0 || debounceMs > 1000) {
            out.add("gpio.debounce_ms must be between 0 and 1000, not " + debounceMs);
        }
        Set<Integer> seen = new HashSet<>();
        String[] names = {"led_red_pin", "led_green_pin", "led_blue_pin", "button_pin", "mute_pin"};
        Integer[] pins = {ledRedPin, ledGreenPin, ledBluePin, buttonPin, mutePin};
        for (int i = 0; i < pins.length; i++) {
            if (pins[i] == null) {
                continue;
            }
            if (pins[i] < 0 || pins[i] > 53) {
                out.add("gpio." + names[i] + " must be a BCM pin number 0-53, not " + pins[i]);
            } else if (!seen.add(pins[i])) {
                out.add("gpio." + names[i] + " uses pin " + pins[i] + " twice");
            }
        }
        return out;
    }

    public boolean anyPin() {
        return ledRedPin != null || ledGreenPin != null || ledBluePin != null || buttonPin != null || mutePin != null;
    }
}
