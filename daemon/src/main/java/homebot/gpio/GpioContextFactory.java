package homebot.gpio;

import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import com.pi4j.plugin.gpiod.provider.gpio.digital.GpioDDigitalInputProvider;
import com.pi4j.plugin.gpiod.provider.gpio.digital.GpioDDigitalOutputProvider;
import com.pi4j.plugin.linuxfs.provider.gpio.digital.LinuxFsDigitalInputProvider;
import com.pi4j.plugin.linuxfs.provider.gpio.digital.LinuxFsDigitalOutputProvider;

/** Builds the Pi4J context; tests pass one that builds the mock platform (or throws). */
@FunctionalInterface
public interface GpioContextFactory {
    Context create(GpioConfig config) throws Exception;

    /**
     * Explicit providers, no auto-detection: {@code Pi4J.newAutoContext()} would silently pick the mock
     * platform whenever its jar is on the class path.
     */
    GpioContextFactory PI4J = config -> {
        var builder = Pi4J.newContextBuilder().noAutoDetect();
        if ("linuxfs".equals(config.provider())) {
            builder.add(LinuxFsDigitalInputProvider.newInstance(), LinuxFsDigitalOutputProvider.newInstance());
        } else {
            builder.add(GpioDDigitalInputProvider.newInstance(), GpioDDigitalOutputProvider.newInstance());
        }
        return builder.build();
    };
}
