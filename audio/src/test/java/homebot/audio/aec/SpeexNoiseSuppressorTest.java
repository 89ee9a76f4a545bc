package homebot.audio.aec;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.vad.Levels;
import homebot.testing.ExternalTools;
import homebot.testing.SpokenAudio;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** speexdsp's preprocessor (Debian libspeexdsp1, real) as the wake word's noise suppressor, on sox and espeak-ng audio. */
class SpeexNoiseSuppressorTest {
    @BeforeAll
    static void needsSpeexDsp() {
        ExternalTools.requireLibrary("libspeexdsp1", "/usr/lib/x86_64-linux-gnu/libspeexdsp.so.1",
                "/usr/lib/aarch64-linux-gnu/libspeexdsp.so.1");
    }

    static short[] suppressed(short[] in, int db) {
        short[] out = Arrays.copyOf(in, in.length - in.length % SpeexNoiseSuppressor.FRAME);
        try (SpeexNoiseSuppressor ns = new SpeexNoiseSuppressor(db, 0)) {
            for (int off = 0; off < out.length; off += 1280) {
                ns.process(out, off, Math.min(1280, out.length - off));
            }
        }
        return out;
    }

    @Test
    void steadyNoiseIsAttenuatedOnceLearnt() throws Exception {
        for (String[] noise : new String[][] {{"pinknoise"}, {"brownnoise"},
                {"sine", "50", "sine", "100", "sine", "150", "sine", "300", "remix", "1-4"}}) {
            short[] in = SpokenAudio.sox(4, noise);
            short[] out = suppressed(in, -30);
            int from = 2 * 16_000; // after two seconds of learning (measured: pink 8.7, brown 13.8, hum 27.9 dB)
            double before = Levels.rmsDbfs(in, from, out.length - from);
            double after = Levels.rmsDbfs(out, from, out.length - from);
            assertTrue(before - after >= 6, noise[0] + ": " + before + " dBFS → " + after + " dBFS");
        }
    }

    @Test
    void speechOverLearntNoiseKeepsItsLevel() throws Exception {
        short[] speech = SpokenAudio.espeak("en-us", "the onions go in when the oil is hot");
        short[] noisy = SpokenAudio.mix(speech, SpokenAudio.sox(3, "pinknoise"), 10, 2000, 500);
        short[] out = suppressed(noisy, -30);
        int a = 2 * 16_000;
        double speechIn = Levels.rmsDbfs(speech, 0, speech.length);
        double speechOut = Levels.rmsDbfs(out, a, speech.length);
        assertTrue(Math.abs(speechIn - speechOut) <= 3, "speech " + speechIn + " dBFS → " + speechOut + " dBFS");
    }

    @Test
    void framesMustBeWholeTenMillisecondSlicesAndTheDepthIsChecked() {
        try (SpeexNoiseSuppressor ns = new SpeexNoiseSuppressor(-15, 0)) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> ns.process(new short[200], 0, 200));
            assertTrue(e.getMessage().contains("160"), e.getMessage());
        }
        assertThrows(IllegalArgumentException.class, () -> new SpeexNoiseSuppressor(0, 0));
        assertThrows(IllegalArgumentException.class, () -> new SpeexNoiseSuppressor(-15, -1));
        short[] silence = new short[1600];
        assertEquals(0, Arrays.stream(toInts(suppressed(silence, -15))).max().orElse(0), "silence stays silence");
    }

    private static int[] toInts(short[] s) {
        int[] out = new int[s.length];
        for (int i = 0; i < s.length; i++) {
            out[i] = Math.abs(s[i]);
        }
        return out;
    }
}
