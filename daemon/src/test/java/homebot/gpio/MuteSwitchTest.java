package homebot.gpio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalState;
import com.pi4j.plugin.mock.provider.gpio.digital.MockDigitalInput;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class MuteSwitchTest {
    private final Context context = MockGpio.context();
    private final MockDigitalInput pin = MockGpio.input(context, 24);
    private final FakeScheduler scheduler = new FakeScheduler();
    private final List<Boolean> reports = new ArrayList<>();

    @AfterEach
    void shutdown() {
        context.shutdown();
    }

    @Test
    void levelAtStartIsReportedSoABootWithTheSwitchOnStaysMuted() {
        MuteSwitch sw = new MuteSwitch(pin, true, 30, scheduler, reports::add); // mock starts LOW = on
        assertEquals(List.of(true), reports);
        assertTrue(sw.muted());
    }

    @Test
    void switchingOnAndOffIsReportedOnceSettled() {
        pin.mockState(DigitalState.HIGH);
        new MuteSwitch(pin, true, 30, scheduler, reports::add);
        pin.mockState(DigitalState.LOW);
        assertEquals(List.of(false), reports, "not before the level has settled");
        scheduler.advance(30);
        pin.mockState(DigitalState.HIGH);
        scheduler.advance(30);
        assertEquals(List.of(false, true, false), reports);
    }

    @Test
    void bounceReportsOnlyTheSettledLevel() {
        pin.mockState(DigitalState.HIGH);
        new MuteSwitch(pin, true, 30, scheduler, reports::add);
        pin.mockState(DigitalState.LOW);
        scheduler.advance(3);
        pin.mockState(DigitalState.HIGH);
        scheduler.advance(3);
        pin.mockState(DigitalState.LOW);
        scheduler.advance(100);
        assertEquals(List.of(false, true), reports);
    }

    @Test
    void aBounceThatEndsWhereItStartedReportsNothing() {
        pin.mockState(DigitalState.HIGH);
        new MuteSwitch(pin, true, 30, scheduler, reports::add);
        pin.mockState(DigitalState.LOW);
        pin.mockState(DigitalState.HIGH);
        scheduler.advance(100);
        assertEquals(List.of(false), reports);
    }
}
