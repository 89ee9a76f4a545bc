package homebot.audio.vad;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.Fixtures;
import homebot.audio.wav.WavReader;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The running pause both endpointers report (what lets a complete command end early). */
class EndpointerPauseTest {
    private static long pauseAfter(Endpointer e, short[] audio, long ms) {
        int n = (int) (ms * 16);
        for (int off = 0; off < n; off += 512) {
            int len = Math.min(512, n - off);
            e.accept(Arrays.copyOfRange(audio, off, off + len), len);
        }
        return e.pauseMillis();
    }

    @Test
    void theReportedPauseFollowsTheTrailingSilenceOfRealSpeech() throws Exception {
        long[] truth = Fixtures.boundaries("speech-en.wav");
        short[] audio = WavReader.readMono16k(Fixtures.file("speech-en.wav"));
        for (Endpointer e : List.of(new EnergyEndpointer(EndpointerConfig.defaults()),
                SileroEndpointerTest.endpointer(EndpointerConfig.defaults()))) {
            assertEquals(-1, pauseAfter(e, audio, truth[0] - 300), "before speech: unknown");
            e.reset();
            assertEquals(0, pauseAfter(e, audio, (truth[0] + truth[1]) / 2 + 20), "mid-word: no pause");
            e.reset();
            long p = pauseAfter(e, audio, truth[1] + 400);
            assertTrue(p >= 250 && p <= 550, e.getClass().getSimpleName() + " 400 ms after speech reports " + p);
        }
    }
}
