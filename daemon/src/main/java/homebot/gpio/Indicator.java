package homebot.gpio;

/** Something that shows the daemon's state: the status LED(s), or nothing when there is no GPIO. */
public interface Indicator {
    void show(IndicatorState state);

    Indicator NONE = state -> {};
}
