package homebot.audio.capture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.Fixtures;
import java.io.ByteArrayInputStream;
import org.junit.jupiter.api.Test;

class AudioSourcesTest {
    @Test
    void wavAndStdinSpecsOpenTheRightSource() throws Exception {
        String wav = "wav:" + Fixtures.file("silence-2s.wav");
        try (AudioSource s = AudioSources.open(wav, CaptureConfig.defaults(), false, null)) {
            assertEquals(wav, s.describe());
            assertEquals(32_000, WavFileSourceTest.readAll(s, 4000).length);
        }
        try (AudioSource s = AudioSources.open("stdin", CaptureConfig.defaults(), false,
                new ByteArrayInputStream(new byte[] {1, 0}))) {
            assertEquals("stdin", s.describe());
        }
    }

    @Test
    void unknownSpecIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> AudioSources.open("pulse", CaptureConfig.defaults(), false, null));
        assertTrue(e.getMessage().contains("wav:FILE"));
    }
}
