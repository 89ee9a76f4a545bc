package homebot.audio.wake;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.vad.SileroVad;
import homebot.testing.OnnxTestModels;
import homebot.testing.SpokenAudio;
import org.junit.jupiter.api.Test;

/** The wake word's speech gate with the real Silero model: open only within 800 ms of heard speech. */
class SpeechGateTest {
    static SpeechGate gate() {
        return new SpeechGate(SileroVad.load(OnnxTestModels.require(OnnxTestModels.SILERO_VAD)), 0.5, 800);
    }

    /** Feeds {@code audio} in 80 ms frames; whether the gate was open after any of them. */
    static boolean everOpen(SpeechGate g, short[] audio) {
        boolean open = false;
        for (int off = 0; off + 1280 <= audio.length; off += 1280) {
            g.accept(audio, off, 1280);
            open |= g.open();
        }
        return open;
    }

    @Test
    void kitchenNoiseAloneKeepsTheGateShut() throws Exception {
        try (SpeechGate g = gate()) {
            assertFalse(everOpen(g, SpokenAudio.sox(4, "pinknoise")), "running water");
            assertFalse(everOpen(g, SpokenAudio.sox(4, "brownnoise")), "brown noise");
            assertFalse(everOpen(g, SpokenAudio.sox(4, "sine", "50", "sine", "100", "sine", "150", "sine", "300",
                    "remix", "1-4")), "fan hum");
            assertFalse(everOpen(g, new short[16_000 * 2]), "silence");
        }
    }

    @Test
    void speechOpensTheGateWhichShutsAgainSoonAfter() throws Exception {
        short[] speech = SpokenAudio.espeak("en-us", "hey jarvis");
        try (SpeechGate g = gate()) {
            assertTrue(everOpen(g, speech), "speech opens it");
            g.accept(new short[1280 * 5], 0, 1280 * 5); // 400 ms later
            assertTrue(g.open(), "still open 400 ms after the speech");
            g.accept(new short[1280 * 15], 0, 1280 * 15); // 1.6 s later (Silero's own memory lasts a few windows)
            assertFalse(g.open(), "shut 1.6 s after the speech");
            g.reset();
            assertFalse(g.open(), "a reset forgets the speech");
        }
    }

    @Test
    void theThresholdMustBeAProbability() {
        assertThrows(IllegalArgumentException.class, () -> new SpeechGate(null, 0, 800));
        assertThrows(IllegalArgumentException.class, () -> new SpeechGate(null, 1, 800));
    }
}
