package homebot.gpio;

/** One channel of an RGB LED, or one separate LED of that colour. */
public enum LedColour {
    RED,
    GREEN,
    BLUE
}
