package homebot.gpio;

/**
 * The running hardware support. {@link #show} drives the status LED(s); a disabled handle (no GPIO on this
 * machine) accepts every call and does nothing.
 */
public interface GpioHandle extends Indicator, AutoCloseable {
    /** True when pins are really driven and read. */
    boolean active();

    /** One line for {@code homebot status}: what is driven, or why nothing is. */
    String description();

    @Override
    void close();

    static GpioHandle disabled(String reason) {
        return new GpioHandle() {
            @Override
            public void show(IndicatorState state) {}

            @Override
            public boolean active() {
                return false;
            }

            @Override
            public String description() {
                return "off: " + reason;
            }

            @Override
            public void close() {}
        };
    }
}
