package homebot.gpio;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.pi4j.context.Context;
import com.pi4j.io.gpio.digital.DigitalOutput;
import com.pi4j.io.gpio.digital.DigitalState;
import java.util.EnumMap;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class StatusLedsTest {
    private final Context context = MockGpio.context();
    private final DigitalOutput red = MockGpio.output(context, 17);
    private final DigitalOutput green = MockGpio.output(context, 27);
    private final DigitalOutput blue = MockGpio.output(context, 22);
    private final FakeScheduler scheduler = new FakeScheduler();

    @AfterEach
    void shutdown() {
        context.shutdown();
    }

    private StatusLeds rgb(boolean activeLow) {
        Map<LedColour, Led> leds = new EnumMap<>(LedColour.class);
        leds.put(LedColour.RED, Led.of(red, activeLow));
        leds.put(LedColour.GREEN, Led.of(green, activeLow));
        leds.put(LedColour.BLUE, Led.of(blue, activeLow));
        return new StatusLeds(leds, scheduler);
    }

    private String pins() {
        return (red.isHigh() ? "R" : "-") + (green.isHigh() ? "G" : "-") + (blue.isHigh() ? "B" : "-");
    }

    @ParameterizedTest
    @EnumSource(IndicatorState.class)
    void eachStateLightsItsColoursAtOnce(IndicatorState state) {
        rgb(false).show(state);
        String expected = switch (state) {
            case IDLE -> "-G-";
            case LISTENING, WAITING -> "--B";
            case THINKING, SPEAKING -> "-GB";
            case MUTED, ERROR -> "R--";
        };
        assertEquals(expected, pins());
    }

    @Test
    void blinkingFollowsThePatternInVirtualTime() {
        StatusLeds leds = rgb(false);
        leds.show(IndicatorState.ERROR); // 100 on / 100 off
        assertEquals("R--", pins());
        scheduler.advance(100);
        assertEquals("---", pins());
        scheduler.advance(100);
        assertEquals("R--", pins());
        leds.show(IndicatorState.IDLE); // heartbeat: 100 on / 2900 off
        assertEquals("-G-", pins());
        scheduler.advance(100);
        assertEquals("---", pins());
        scheduler.advance(2899);
        assertEquals("---", pins());
        scheduler.advance(1);
        assertEquals("-G-", pins());
    }

    @Test
    void steadyStateStaysOnAndLeavesNoTaskBehind() {
        StatusLeds leds = rgb(false);
        leds.show(IndicatorState.THINKING);
        leds.show(IndicatorState.LISTENING);
        assertEquals(0, scheduler.pending(), "the blink task of THINKING must be cancelled");
        scheduler.advance(10_000);
        assertEquals("--B", pins());
    }

    @Test
    void activeLowLedIsLitByALowPin() {
        StatusLeds leds = rgb(true);
        leds.show(IndicatorState.MUTED);
        assertEquals(DigitalState.LOW, red.state());
        assertEquals(DigitalState.HIGH, green.state());
        assertEquals(DigitalState.HIGH, blue.state());
    }

    @Test
    void singlePlainLedShowsEveryStateByItsPattern() {
        StatusLeds leds = new StatusLeds(Map.of(LedColour.GREEN, Led.of(green, false)), scheduler);
        leds.show(IndicatorState.LISTENING); // blue state, no blue LED: the green one shows it
        assertEquals(DigitalState.HIGH, green.state());
        leds.show(IndicatorState.MUTED); // double flash
        StringBuilder trace = new StringBuilder();
        for (int i = 0; i < 20; i++) {
            trace.append(green.isHigh() ? '#' : '.');
            scheduler.advance(100);
        }
        assertEquals("#..#................", trace.toString());
    }

    @Test
    void closeTurnsEverythingOffAndStopsBlinking() {
        StatusLeds leds = rgb(false);
        leds.show(IndicatorState.THINKING);
        leds.close();
        assertEquals("---", pins());
        scheduler.advance(5000);
        assertEquals("---", pins());
    }

    @Test
    void allStatesHaveDistinctPatterns() {
        assertEquals(IndicatorState.values().length,
                Set.copyOf(java.util.Arrays.stream(IndicatorState.values()).map(IndicatorState::pattern).toList()).size());
    }
}
