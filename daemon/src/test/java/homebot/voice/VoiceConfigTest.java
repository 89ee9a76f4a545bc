package homebot.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class VoiceConfigTest {
    @Test
    void defaultsAreTheDocumentedOnes() {
        VoiceConfig c = VoiceConfig.defaults();
        assertEquals(8000, c.followUpWindowMs());
        assertTrue(c.earcons());
        assertTrue(c.bargeIn());
        assertEquals(List.of("stop", "停", "停止", "别说了"), c.allStopWords(), "languages in sorted order");
        assertTrue(c.allFollowUpPhrases().containsAll(List.of("是的", "不", "yes", "no")));
        assertEquals(List.of(), c.commandPhrases());
    }

    @Test
    void rejectsDurationsThatCannotWorkNamingTheYamlKey() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () ->
                new VoiceConfig(0, true, true, Map.of(), Map.of(), List.of(), "", 500, 10_000, 20, 250));
        assertTrue(e.getMessage().contains("voice.follow_up_window_ms"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () ->
                new VoiceConfig(8000, true, true, Map.of(), Map.of(), List.of(), "", 500, 100, 20, 250));
    }

    @Test
    void theEarlyEndPauseIsCheckedNamingTheYamlKey() {
        assertEquals(VoiceConfig.DEFAULT_EARLY_END_PAUSE_MS, VoiceConfig.defaults().earlyEndPauseMs());
        assertEquals(0, new VoiceConfig(8000, true, true, Map.of(), Map.of(), List.of(), "", 500, 500, 1, 0)
                .earlyEndPauseMs(), "0 turns early ends off");
        for (long bad : new long[] {-1, 2001}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () ->
                    new VoiceConfig(8000, true, true, Map.of(), Map.of(), List.of(), "", 500, 500, 1, bad));
            assertTrue(e.getMessage().contains("voice.early_end_pause_ms"), e.getMessage());
        }
        assertEquals(400, VoiceConfig.defaults().withBargeIn(false).withEarlyEndPauseMs(400).earlyEndPauseMs());
    }

    @Test
    void missingOptionalPartsBecomeEmpty() {
        VoiceConfig c = new VoiceConfig(8000, true, true, null, null, null, null, 500, 500, 1, 250);
        assertEquals(List.of(), c.allStopWords());
        assertEquals("", c.notUnderstoodReply());
        assertEquals(List.of(), c.commandPhrases());
    }
}
