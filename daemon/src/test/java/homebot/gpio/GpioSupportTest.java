package homebot.gpio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import homebot.testing.MovableClock;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GpioSupportTest {
    @TempDir
    Path dev;
    private final FakeScheduler scheduler = new FakeScheduler();
    private final AtomicInteger presses = new AtomicInteger();
    private final List<Boolean> mutes = new ArrayList<>();
    private final GpioCallbacks callbacks = new GpioCallbacks(presses::incrementAndGet, mutes::add);
    private final MovableClock clock = new MovableClock(Instant.ofEpochMilli(1_000_000));
    private final RecordingLog log = new RecordingLog(GpioSupport.class);

    @AfterEach
    void closeLog() {
        log.close();
    }

    private static GpioConfig wired(String enabled) {
        return new GpioConfig(enabled, "auto", "gpiod", 17, 27, 22, false, 23, true, 24, true, 30);
    }

    private void chip() throws IOException {
        Files.createFile(dev.resolve("gpiochip0"));
    }

    @Test
    void withoutAGpioChipSupportTurnsItselfOffWithOneLogLine() {
        AtomicInteger built = new AtomicInteger();
        GpioHandle h = GpioSupport.start(wired("auto"), callbacks, dev, c -> {
            built.incrementAndGet();
            return MockGpio.context();
        }, scheduler, clock);
        assertFalse(h.active());
        assertEquals(0, built.get(), "Pi4J must not even be touched off a Raspberry Pi");
        assertEquals(1, log.records.size(), log.messages().toString());
        assertTrue(log.messages().get(0).contains("gpiochip"), log.messages().get(0));
        h.show(IndicatorState.ERROR); // a no-op handle accepts every call
        h.close();
    }

    @Test
    void aFailingPi4jProviderGivesANoOpHandleAndOneLogLine() throws IOException {
        chip();
        GpioHandle h = GpioSupport.start(wired("auto"), callbacks, dev, c -> {
            throw new UnsatisfiedLinkError("libpi4j-gpiod.so: cannot open shared object file");
        }, scheduler, clock);
        assertFalse(h.active());
        assertEquals(1, log.records.size(), log.messages().toString());
        assertTrue(log.messages().get(0).contains("libpi4j-gpiod.so"), log.messages().get(0));
        assertTrue(h.description().startsWith("off:"), h.description());
    }

    @Test
    void productionFactoryNeverFallsBackToTheMockOnTheClassPath() throws IOException {
        chip(); // a chip file exists, but this is no Raspberry Pi: gpiod must fail, not silently use the mock
        GpioHandle h = GpioSupport.start(wired("auto"), callbacks, dev, GpioContextFactory.PI4J, scheduler, clock);
        try {
            assertFalse(h.active(), h.description());
            assertEquals(1, log.records.size(), log.messages().toString());
            assertTrue(log.messages().get(0).startsWith("GPIO support off: Pi4J gpiod provider failed"), log.messages().get(0));
        } finally {
            h.close();
        }
    }

    @Test
    void defaultsAreValidAndDriveNoPinUntilConfigured() throws IOException {
        chip();
        assertEquals(List.of(), GpioConfig.defaults().problems());
        GpioHandle h = GpioSupport.start(GpioConfig.defaults(), callbacks, dev, c -> {
            throw new AssertionError("no pins: Pi4J is not needed");
        }, scheduler, clock);
        assertFalse(h.active());
        assertEquals(1, log.records.size());
        assertTrue(log.messages().get(0).contains("no pins configured"), log.messages().get(0));
    }

    @Test
    void disabledByConfigNeverTouchesPi4j() throws IOException {
        chip();
        GpioHandle h = GpioSupport.start(wired("false"), callbacks, dev, c -> {
            throw new AssertionError("must not build a context");
        }, scheduler, clock);
        assertFalse(h.active());
        assertEquals(1, log.records.size());
    }

    @Test
    void badPinsAreReportedInOneLineAndNothingIsDriven() throws IOException {
        chip();
        GpioConfig twice = new GpioConfig("auto", "auto", "gpiod", 17, 17, null, false, 99, true, null, true, 30);
        GpioHandle h = GpioSupport.start(twice, callbacks, dev, c -> MockGpio.context(), scheduler, clock);
        assertFalse(h.active());
        assertEquals(1, log.records.size());
        String line = log.messages().get(0);
        assertTrue(line.contains("pin 17 twice") && line.contains("not 99"), line);
    }

    @Test
    void buttonDrivesTheSessionLedsFollowTheStatesMuteSwitchReports() throws IOException {
        chip();
        AtomicReference<Context> ctx = new AtomicReference<>();
        GpioHandle h = GpioSupport.start(wired("auto"), callbacks, dev, c -> {
            ctx.set(MockGpio.context());
            return ctx.get();
        }, scheduler, clock);
        try {
            assertTrue(h.active(), h.description());
            Context context = ctx.get();
            assertEquals(List.of(true), mutes, "mock inputs start LOW: an active-low switch reads as on");

            MockDigitalInput button = MockGpio.mockInput(context, "button");
            button.mockState(DigitalState.HIGH);
            clock.advanceMillis(200);
            button.mockState(DigitalState.LOW);
            assertEquals(1, presses.get());

            MockDigitalInput mute = MockGpio.mockInput(context, "mute");
            mute.mockState(DigitalState.HIGH);
            scheduler.advance(30);
            assertEquals(List.of(true, false), mutes);

            h.show(IndicatorState.LISTENING);
            assertEquals(DigitalState.LOW, MockGpio.mockOutput(context, "led-red").state());
            assertEquals(DigitalState.LOW, MockGpio.mockOutput(context, "led-green").state());
            assertEquals(DigitalState.HIGH, MockGpio.mockOutput(context, "led-blue").state());
            h.show(IndicatorState.ERROR);
            assertEquals(DigitalState.HIGH, MockGpio.mockOutput(context, "led-red").state());
            assertEquals(DigitalState.LOW, MockGpio.mockOutput(context, "led-blue").state());
        } finally {
            h.close();
        }
        assertTrue(ctx.get().isShutdown());
    }
}
