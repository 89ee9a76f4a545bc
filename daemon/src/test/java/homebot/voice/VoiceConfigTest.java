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
                new VoiceConfig(0, true, true, Map.of(), Map.of(), List.of(), "", 500, 10_000, 20));
        assertTrue(e.getMessage().contains("voice.follow_up_window_ms"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () ->
                new VoiceConfig(8000, true, true, Map.of(), Map.of(), List.of(), "", 500, 100, 20));
    }

    @Test
    void missingOptionalPartsBecomeEmpty() {
        VoiceConfig c = new VoiceConfig(8000, true, true, null, null, null, null, 500, 500, 1);
        assertEquals(List.of(), c.allStopWords());
        assertEquals("", c.notUnderstoodReply());
        assertEquals(List.of(), c.commandPhrases());
    }
}
