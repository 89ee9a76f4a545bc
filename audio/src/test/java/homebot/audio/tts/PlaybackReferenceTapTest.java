package homebot.audio.tts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.Fixtures;
import homebot.audio.aec.PlaybackReference;
import homebot.audio.wav.WavReader;
import org.junit.jupiter.api.Test;

class PlaybackReferenceTapTest {
    @Test
    void whatIsPlayedReachesTheEchoReferenceAt16kHzMonoInFull() throws Exception {
        var clip = WavReader.read(Fixtures.file("hello-22k.wav")); // espeak-ng's native 22.05 kHz
        short[] expected = WavReader.readMono16k(Fixtures.file("hello-22k.wav"));
        PlaybackReference reference = new PlaybackReference(16_000 * 10);
        assertFalse(reference.playedWithin(1600));

        new Playback(format -> new FakePlaybackLine(Integer.MAX_VALUE), reference).play(clip);

        assertTrue(reference.playedWithin(1600));
        short[] taken = new short[expected.length];
        reference.take(taken, taken.length);
        assertArrayEquals(expected, taken);
        short[] after = new short[1600];
        reference.take(after, after.length);
        assertArrayEquals(new short[1600], after, "nothing more was played: silence");
    }
}
