package homebot.voice;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Over playback the stop-phrase check hears only what a trained VAD took for speech (with the moments before
 * its start, so the word's onset is not lost); an endpointer that cannot tell speech from echo gates nothing.
 */
class BargeInGateTest {
    private final FakeSpeech speech = new FakeSpeech().phrase("停");

    private static short[] chunk(short[] pcm, int fromMs) {
        return Arrays.copyOfRange(pcm, fromMs * 16, fromMs * 16 + 1600);
    }

    @Test
    void aTrainedVadOpensTheCheckAtSpeechStartWithWhatCameJustBefore() {
        short[] pcm = speech.script().silence(1000).say("停", 400).silence(1000).pcm();
        BargeInGate gate = new BargeInGate(new FakeEndpointer(VoiceConfig.defaults()).trained(true), 300);
        gate.reset();
        int heard = 0;
        boolean ended = false;
        for (int ms = 0; ms < 1000; ms += 100) {
            BargeInGate.Heard h = gate.accept(chunk(pcm, ms), 1600);
            assertEquals(0, h.audio().length, "nothing before speech, at " + ms);
        }
        BargeInGate.Heard first = gate.accept(chunk(pcm, 1000), 1600);
        assertEquals(300 * 16 + 1600, first.audio().length, "the pre-roll and the chunk where speech started");
        for (int ms = 1100; ms < 2400; ms += 100) {
            BargeInGate.Heard h = gate.accept(chunk(pcm, ms), 1600);
            heard += h.audio().length;
            ended |= h.ended();
        }
        assertTrue(ended, "the segment ends with the speech");
        assertTrue(heard > 0);
        assertEquals(0, gate.accept(chunk(pcm, 2300), 1600).audio().length, "closed again after the segment");
    }

    @Test
    void anEndpointerThatCannotTellSpeechFromEchoGatesNothing() {
        short[] pcm = speech.script().silence(500).pcm();
        BargeInGate gate = new BargeInGate(new FakeEndpointer(VoiceConfig.defaults()), 300);
        gate.reset();
        BargeInGate.Heard h = gate.accept(chunk(pcm, 0), 1600);
        assertEquals(1600, h.audio().length);
        assertFalse(h.ended());
    }
}
