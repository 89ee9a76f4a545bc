package homebot.audio.tts;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.capture.AudioDeviceException;
import homebot.audio.wav.WavAudio;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class PlaybackTest {
    private final WavAudio twoSeconds = Earcons.tones(0.5, 1000, 440, 550);

    @Test
    void playsTheWholeClipThenDrainsAndCloses() throws Exception {
        FakePlaybackLine line = new FakePlaybackLine(Integer.MAX_VALUE);
        new Playback(format -> line).play(twoSeconds);
        assertArrayEquals(twoSeconds.data(), line.written.toByteArray());
        assertTrue(line.drained && line.closed);
    }

    @Test
    void stopFromAnotherThreadEndsPlaybackAtOnce() throws Exception {
        FakePlaybackLine line = new FakePlaybackLine(6400); // 200 ms in, the device buffer is "full"
        Playback playback = new Playback(format -> line);
        CompletableFuture<Void> playing = CompletableFuture.runAsync(() -> {
            try {
                playback.play(twoSeconds);
            } catch (TtsException e) {
                throw new IllegalStateException(e);
            }
        });
        assertTrue(line.blocked.await(10, TimeUnit.SECONDS));
        playback.stop();
        playing.get(5, TimeUnit.SECONDS);
        assertFalse(line.drained, "a stopped clip is not drained");
        assertTrue(line.closed);
        assertTrue(line.written.size() < twoSeconds.data().length);
    }

    @Test
    void stopWhenNothingPlaysIsHarmless() throws Exception {
        Playback playback = new Playback(format -> new FakePlaybackLine(Integer.MAX_VALUE));
        playback.stop();
        FakePlaybackLine line = new FakePlaybackLine(Integer.MAX_VALUE);
        new Playback(format -> line).play(twoSeconds);
        assertEquals(twoSeconds.data().length, line.written.size(), "an earlier stop does not cut the next clip");
    }

    @Test
    void aCancelledClipIsCutAtTheNextSlice() throws Exception {
        FakePlaybackLine line = new FakePlaybackLine(Integer.MAX_VALUE);
        int[] slices = {0};
        new Playback(format -> line).play(twoSeconds, () -> ++slices[0] > 3);
        assertEquals(3 * 16_000 / 50 * 2, line.written.size(), "three 20 ms slices, then cancelled");
        assertFalse(line.drained);
    }

    @Test
    void missingOutputDeviceIsAPlaybackError() {
        Playback playback = new Playback(format -> {
            throw new AudioDeviceException(AudioDeviceException.MISSING, "no audio playback device found");
        });
        TtsException e = assertThrows(TtsException.class, () -> playback.play(twoSeconds));
        assertEquals("tts-playback-failed", e.code());
        assertTrue(e.getMessage().contains("audio-device-missing"));
    }

    @Test
    void earconsPlayShortTonesOrNothingWhenOff() {
        RecordingPlayer player = new RecordingPlayer();
        new Earcons(player, true, 0.3).wake();
        new Earcons(player, true, 0.3).error();
        new Earcons(player, false, 0.3).wake();
        assertEquals(2, player.played.size());
        assertEquals(180, player.played.get(0).durationMillis());
        assertEquals(300, player.played.get(1).durationMillis());
    }

    @Test
    void aFailingEarconIsSwallowed() {
        Earcons earcons = new Earcons(new Playback(format -> {
            throw new AudioDeviceException(AudioDeviceException.BUSY, "busy");
        }), true, 0.3);
        earcons.error(); // logged, not thrown
    }
}
