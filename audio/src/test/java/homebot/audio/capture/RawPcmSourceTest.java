package homebot.audio.capture;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.io.ByteArrayInputStream;
import java.io.InputStream;
import org.junit.jupiter.api.Test;

class RawPcmSourceTest {
    @Test
    void decodesLittleEndianEvenWhenThePipeSplitsSamples() throws Exception {
        byte[] bytes = {0x01, 0x00, (byte) 0xFF, (byte) 0xFF, 0x00, (byte) 0x80, (byte) 0xFF, 0x7F};
        InputStream trickle = new ByteArrayInputStream(bytes) {
            @Override
            public synchronized int read(byte[] b, int off, int len) {
                return super.read(b, off, Math.min(len, 3)); // odd-sized pipe reads
            }
        };
        try (RawPcmSource source = new RawPcmSource(trickle, "stdin")) {
            assertArrayEquals(new short[] {1, -1, Short.MIN_VALUE, Short.MAX_VALUE},
                    WavFileSourceTest.readAll(source, 2));
        }
    }
}
