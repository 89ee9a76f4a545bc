package homebot.gpio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import homebot.testing.MovableClock;
import java.time.Instant;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class PushToTalkButtonTest {
    private final Context context = MockGpio.context();
    private final MockDigitalInput pin = MockGpio.input(context, 23);
    private final AtomicInteger presses = new AtomicInteger();
    private final MovableClock clock = new MovableClock(Instant.ofEpochMilli(1_000_000));
    private long nowMs;

    @AfterEach
    void shutdown() {
        context.shutdown();
    }

    private void level(DigitalState s, long atMs) {
        clock.advanceMillis(atMs - nowMs);
        nowMs = atMs;
        pin.mockState(s);
    }

    @Test
    void eachPressCallsTheSessionOnce() {
        level(DigitalState.HIGH, 0); // released (pull-up); mock inputs start LOW
        new PushToTalkButton(pin, true, 30, clock, presses::incrementAndGet);
        level(DigitalState.LOW, 100);
        level(DigitalState.HIGH, 300);
        level(DigitalState.LOW, 900);
        level(DigitalState.HIGH, 1000);
        assertEquals(2, presses.get());
    }

    @Test
    void contactBounceOnPressAndReleaseCountsAsOnePress() {
        level(DigitalState.HIGH, 0);
        new PushToTalkButton(pin, true, 30, clock, presses::incrementAndGet);
        level(DigitalState.LOW, 100);
        level(DigitalState.HIGH, 102);
        level(DigitalState.LOW, 105);
        level(DigitalState.HIGH, 400); // release, then bounce
        level(DigitalState.LOW, 403);
        level(DigitalState.HIGH, 406);
        assertEquals(1, presses.get());
    }

    @Test
    void aButtonHeldAtStartDoesNotFire() {
        new PushToTalkButton(pin, true, 30, clock, presses::incrementAndGet); // mock starts LOW = pressed
        assertEquals(0, presses.get());
        level(DigitalState.HIGH, 500);
        level(DigitalState.LOW, 900);
        assertEquals(1, presses.get());
    }

    @Test
    void activeHighButtonPressesOnHigh() {
        new PushToTalkButton(pin, false, 30, clock, presses::incrementAndGet);
        level(DigitalState.HIGH, 100);
        assertEquals(1, presses.get());
    }

    @Test
    void aFailingHandlerDoesNotStopLaterPresses() {
        level(DigitalState.HIGH, 0);
        new PushToTalkButton(pin, true, 30, clock, () -> {
            presses.incrementAndGet();
            throw new IllegalStateException("session busy");
        });
        level(DigitalState.LOW, 100);
        level(DigitalState.HIGH, 200);
        level(DigitalState.LOW, 300);
        assertEquals(2, presses.get());
    }

    @Test
    void closedButtonIgnoresPresses() {
        level(DigitalState.HIGH, 0);
        new PushToTalkButton(pin, true, 30, clock, presses::incrementAndGet).close();
        level(DigitalState.LOW, 100);
        assertEquals(0, presses.get());
    }
}
