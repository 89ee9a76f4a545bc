package homebot.gpio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalState;
import homebot.testing.MovableClock;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class HardwareControlsTest {
    /** Records what the voice session was asked to do, in order. */
    private static final class RecordingVoice implements VoiceControls {
        final List<String> calls = new ArrayList<>();

        @Override
        public void pressButton() {
            calls.add("press");
        }

        @Override
        public void microphoneOpen(boolean open) {
            calls.add(open ? "mic-open" : "mic-closed");
        }

        @Override
        public void announce(String text) {
            calls.add("say " + text);
        }
    }

    @TempDir
    Path dev;

    @Test
    void pinsDriveTheSessionAndTheLedEndToEnd() throws IOException {
        Files.createFile(dev.resolve("gpiochip0"));
        RecordingVoice voice = new RecordingVoice();
        FakeScheduler scheduler = new FakeScheduler();
        MovableClock clock = new MovableClock(Instant.ofEpochMilli(1_000_000));
        AtomicReference<Context> ctx = new AtomicReference<>();
        AtomicReference<GpioHandle> handle = new AtomicReference<>();
        IndicatorRelay relay = new IndicatorRelay();
        StatusDisplay display = new StatusDisplay(relay);
        HardwareControls controls = new HardwareControls(voice, display, false);
        GpioConfig config = new GpioConfig("auto", "auto", "gpiod", 17, 27, 22, false, 23, true, 24, true, 30);
        // mock inputs start LOW: release the mute switch before the switch is read
        handle.set(GpioSupport.start(config, controls.callbacks(), dev, c -> {
            ctx.set(MockGpio.context());
            return ctx.get();
        }, scheduler, clock));
        relay.attach(handle.get());
        try {
            Context context = ctx.get();
            assertEquals(DigitalState.HIGH, MockGpio.mockOutput(context, "led-red").state(), "MUTED from start-up shown once attached");
            assertEquals(List.of("mic-closed", "say Microphone off."), voice.calls, "switch reads on at start");
            MockGpio.mockInput(context, "mute").mockState(DigitalState.HIGH);
            scheduler.advance(30);
            voice.calls.clear();

            var button = MockGpio.mockInput(context, "button");
            button.mockState(DigitalState.HIGH);
            clock.advanceMillis(500);
            button.mockState(DigitalState.LOW); // press: wake
            assertEquals(List.of("press"), voice.calls);
            display.voiceState(IndicatorState.SPEAKING);
            assertEquals(DigitalState.HIGH, MockGpio.mockOutput(context, "led-green").state());
            assertEquals(DigitalState.HIGH, MockGpio.mockOutput(context, "led-blue").state());

            MockGpio.mockInput(context, "mute").mockState(DigitalState.LOW);
            scheduler.advance(30);
            assertEquals(DigitalState.HIGH, MockGpio.mockOutput(context, "led-red").state(), "MUTED shows red");
            assertEquals(DigitalState.LOW, MockGpio.mockOutput(context, "led-blue").state());
            clock.advanceMillis(500);
            button.mockState(DigitalState.HIGH);
            clock.advanceMillis(500);
            button.mockState(DigitalState.LOW); // press while muted: no wake, an explanation
            assertEquals(List.of("press", "mic-closed", "say Microphone off.",
                    "say The microphone is muted. Turn the mute switch off first."), voice.calls);
        } finally {
            handle.get().close();
        }
    }
}
