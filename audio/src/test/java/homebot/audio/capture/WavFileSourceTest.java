package homebot.audio.capture;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.Fixtures;
import homebot.audio.wav.WavException;
import homebot.audio.wav.WavReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class WavFileSourceTest {
    @TempDir
    Path dir;

    @Test
    void deliversEverySampleOfA16kFileThenEnds() throws Exception {
        Path file = Fixtures.file("speech-en.wav");
        short[] expected = WavReader.read(file).samples16();
        try (WavFileSource source = new WavFileSource(file, Pacer.none())) {
            short[] got = readAll(source, 320);
            assertArrayEquals(expected, got);
            assertEquals(-1, source.read(new short[320]), "stays at end");
        }
    }

    @Test
    void convertsA48kStereoFileOnTheFly() throws Exception {
        try (WavFileSource source = new WavFileSource(Fixtures.file("tone-1k-48k-stereo.wav"), Pacer.none())) {
            assertEquals(48_000, source.fileFormat().sampleRate());
            assertEquals(4000, readAll(source, 256).length, 40);
        }
    }

    @Test
    void asksThePacerForTheRunningSampleCount() throws Exception {
        List<Long> asked = new ArrayList<>();
        try (WavFileSource source = new WavFileSource(Fixtures.file("silence-2s.wav"), asked::add)) {
            readAll(source, 1600);
        }
        assertTrue(asked.get(0) > 0 && asked.get(0) <= 1600, "first: " + asked.get(0));
        for (int i = 1; i < asked.size(); i++) {
            assertTrue(asked.get(i) > asked.get(i - 1), "strictly increasing: " + asked);
        }
        assertEquals(32_000L, asked.get(asked.size() - 1));
    }

    @Test
    void corruptFileFailsAtOpenWithCodeAndPath() throws Exception {
        Path bad = dir.resolve("bad.wav");
        Files.write(bad, new byte[] {'R', 'I', 'F', 'F', 0, 0, 0, 0, 'A', 'V', 'I', ' '});
        WavException e = assertThrows(WavException.class, () -> new WavFileSource(bad, Pacer.none()));
        assertEquals("wav-corrupt", e.code());
        assertTrue(e.getMessage().startsWith(bad.toString()), e.getMessage());
    }

    static short[] readAll(AudioSource source, int chunk) throws Exception {
        short[] buffer = new short[chunk];
        short[] all = new short[0];
        int n;
        while ((n = source.read(buffer)) >= 0) {
            assertTrue(n > 0, "a read blocks for at least one sample");
            all = Arrays.copyOf(all, all.length + n);
            System.arraycopy(buffer, 0, all, all.length - n, n);
        }
        return all;
    }
}
