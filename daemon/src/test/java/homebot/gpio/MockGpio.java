package homebot.gpio;

import com.pi4j.Pi4J;
import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalInput;
import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.io.gpio.digital.PullResistance;
import com.pi4j.plugin.mock.platform.MockPlatform;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInputProvider;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalOutputProvider;

/** Pi4J's mock platform, built explicitly as in production (never newAutoContext). */
final class MockGpio {
    private MockGpio() {}

    static Context context() {
        return Pi4J.newContextBuilder().add(new MockPlatform())
                .add(MockDigitalInputProvider.newInstance(), MockDigitalOutputProvider.newInstance()).build();
    }

    static MockDigitalInput input(Context context, int pin) {
        return (MockDigitalInput) context.create(DigitalInput.newConfigBuilder(context)
                .id("in-" + pin).address(pin).pull(PullResistance.PULL_UP));
    }

    static DigitalOutput output(Context context, int pin) {
        return context.create(DigitalOutput.newConfigBuilder(context).id("out-" + pin).address(pin)
                .initial(DigitalState.LOW));
    }

    static MockDigitalInput mockInput(Context context, String id) {
        return (MockDigitalInput) context.registry().get(id, DigitalInput.class);
    }

    static DigitalOutput mockOutput(Context context, String id) {
        return context.registry().get(id, DigitalOutput.class);
    }
}
