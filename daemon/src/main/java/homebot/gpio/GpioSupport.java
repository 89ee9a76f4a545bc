package homebot.gpio;

import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.io.gpio.digital.PullResistance;
import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Starts LED, button and mute switch support, or disables it with exactly one log line (no GPIO chip, GPIO
 * turned off, bad pins, Pi4J failure) and returns a handle that does nothing: the daemon always runs on.
 */
public final class GpioSupport {
    private static final Logger LOG = LoggerFactory.getLogger(GpioSupport.class);

    private GpioSupport() {}

    /** Production: real {@code /dev}, Pi4J's gpiod (or linuxfs) provider, the system clock, an own LED thread. */
    public static GpioHandle start(GpioConfig config, GpioCallbacks callbacks) {
        ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "homebot-gpio");
            t.setDaemon(true);
            return t;
        });
        GpioHandle handle = start(config, callbacks, Path.of("/dev"), GpioContextFactory.PI4J,
                Scheduler.of(executor), Clock.systemUTC());
        if (!handle.active()) {
            executor.shutdownNow();
            return handle;
        }
        return new Delegate(handle) {
            @Override
            public void close() {
                super.close();
                executor.shutdownNow();
            }
        };
    }

    public static GpioHandle start(GpioConfig config, GpioCallbacks callbacks, Path devDir,
                                   GpioContextFactory factory, Scheduler scheduler, Clock clock) {
        List<String> problems = config.problems();
        if (!problems.isEmpty()) {
            return off("GPIO support off: bad config: " + String.join("; ", problems), true);
        }
        if ("false".equals(config.enabled())) {
            return off("GPIO support off (gpio.enabled=false)", false);
        }
        if (!config.anyPin()) {
            return off("GPIO support off: no pins configured (set gpio.button_pin, gpio.led_*_pin, gpio.mute_pin)",
                    "true".equals(config.enabled()));
        }
        List<Path> chips = chips(devDir, config.chip());
        if (chips.isEmpty()) {
            String what = "auto".equals(config.chip()) ? devDir + "/gpiochip*" : devDir.resolve(config.chip()).toString();
            return off("GPIO support off: no " + what + " (not a Raspberry Pi?); LEDs, button and mute switch disabled",
                    "true".equals(config.enabled()));
        }
        Context context = null;
        try {
            context = factory.create(config);
            return new Running(context, config, callbacks, scheduler, clock);
        } catch (Exception | LinkageError e) {
            // LinkageError: Pi4J's native gpiod library is missing for this architecture
            shutdownQuietly(context);
            return off("GPIO support off: Pi4J " + config.provider() + " provider failed on " + chips.get(0)
                    + ": " + e + " (not a Raspberry Pi? on a Pi: sudo usermod -aG gpio homebot)", true);
        }
    }

    private static List<Path> chips(Path devDir, String chip) {
        if (!"auto".equals(chip)) {
            return Files.exists(devDir.resolve(chip)) ? List.of(devDir.resolve(chip)) : List.of();
        }
        List<Path> out = new ArrayList<>();
        try (DirectoryStream<Path> ds = Files.newDirectoryStream(devDir, "gpiochip*")) {
            ds.forEach(out::add);
        } catch (IOException e) {
            return List.of();
        }
        out.sort(null);
        return out;
    }

    private static GpioHandle off(String line, boolean warn) {
        if (warn) {
            LOG.warn(line);
        } else {
            LOG.info(line);
        }
        return GpioHandle.disabled(line.replaceFirst("^GPIO support off:? ?", ""));
    }

    private static void shutdownQuietly(Context context) {
        if (context == null) {
            return;
        }
        try {
            context.shutdown();
        } catch (RuntimeException ignored) {
            // already failing: the first error is the one reported
        }
    }

    /** Pins in use, opened in the constructor; the constructor's exception reaches {@link #start}. */
    private static final class Running implements GpioHandle {
        private final Context context;
        private final StatusLeds leds;
        private final List<AutoCloseable> inputs = new ArrayList<>();
        private final String description;

        Running(Context context, GpioConfig c, GpioCallbacks callbacks, Scheduler scheduler, Clock clock) {
            this.context = context;
            Map<LedColour, Led> fitted = new EnumMap<>(LedColour.class);
            addLed(fitted, LedColour.RED, c.ledRedPin(), c);
            addLed(fitted, LedColour.GREEN, c.ledGreenPin(), c);
            addLed(fitted, LedColour.BLUE, c.ledBluePin(), c);
            this.leds = new StatusLeds(fitted, scheduler);
            List<String> parts = new ArrayList<>();
            if (!fitted.isEmpty()) {
                parts.add("LED " + fitted.keySet().toString().toLowerCase());
            }
            if (c.buttonPin() != null) {
                inputs.add(new PushToTalkButton(input(c.buttonPin(), "button"), c.buttonActiveLow(), c.debounceMs(),
                        clock, callbacks.onButtonPress()));
                parts.add("button on " + c.buttonPin());
            }
            if (c.mutePin() != null) {
                inputs.add(new MuteSwitch(input(c.mutePin(), "mute"), c.muteActiveLow(), c.debounceMs(), scheduler,
                        callbacks.onMuteChanged()));
                parts.add("mute switch on " + c.mutePin());
            }
            this.description = "on (" + c.provider() + "): " + String.join(", ", parts);
            LOG.info("GPIO support {}", description);
        }

        private void addLed(Map<LedColour, Led> fitted, LedColour colour, Integer pin, GpioConfig c) {
            if (pin == null) {
                return;
            }
            DigitalState off = c.ledActiveLow() ? DigitalState.HIGH : DigitalState.LOW;
            DigitalOutput out = context.create(DigitalOutput.newConfigBuilder(context)
                    .id("led-" + colour.name().toLowerCase()).name("status LED " + colour.name().toLowerCase())
                    .address(pin).initial(off).shutdown(off));
            fitted.put(colour, Led.of(out, c.ledActiveLow()));
        }

        private DigitalInput input(int pin, String id) {
            return context.create(DigitalInput.newConfigBuilder(context)
                    .id(id).name(id).address(pin).pull(PullResistance.PULL_UP));
        }

        @Override
        public void show(IndicatorState state) {
            leds.show(state);
        }

        @Override
        public boolean active() {
            return true;
        }

        @Override
        public String description() {
            return description;
        }

        @Override
        public void close() {
            for (AutoCloseable in : inputs) {
                try {
                    in.close();
                } catch (Exception ignored) {
                    // closing listeners cannot fail in a way worth reporting at shutdown
                }
            }
            leds.close();
            shutdownQuietly(context);
        }
    }

    private static class Delegate implements GpioHandle {
        private final GpioHandle inner;

        Delegate(GpioHandle inner) {
            this.inner = inner;
        }

        @Override
        public void show(IndicatorState state) {
            inner.show(state);
        }

        @Override
        public boolean active() {
            return inner.active();
        }

        @Override
        public String description() {
            return inner.description();
        }

        @Override
        public void close() {
            inner.close();
        }
    }
}
