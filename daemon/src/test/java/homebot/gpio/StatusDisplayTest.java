package homebot.gpio;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class StatusDisplayTest {
    @Test
    void errorWinsOverMuteAndMuteOverTheVoiceState() {
        List<IndicatorState> shown = new ArrayList<>();
        StatusDisplay d = new StatusDisplay(shown::add);
        d.voiceState(IndicatorState.LISTENING);
        d.muted(true);
        d.voiceState(IndicatorState.IDLE);
        d.error(true);
        d.muted(false);
        d.error(false);
        assertEquals(List.of(IndicatorState.IDLE, IndicatorState.LISTENING, IndicatorState.MUTED,
                IndicatorState.MUTED, IndicatorState.ERROR, IndicatorState.ERROR, IndicatorState.IDLE), shown);
    }

    @Test
    void muteAndErrorAreNotVoiceStates() {
        StatusDisplay d = new StatusDisplay(Indicator.NONE);
        assertThrows(IllegalArgumentException.class, () -> d.voiceState(IndicatorState.ERROR));
    }
}
