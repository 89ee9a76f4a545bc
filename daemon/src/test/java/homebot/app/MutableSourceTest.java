package homebot.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import homebot.audio.capture.AudioSource;
import java.io.IOException;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class MutableSourceTest {
    /** A microphone that is missing for the first {@code missingOpens} attempts, then delivers a constant. */
    private static final class FakeMicrophone {
        final AtomicInteger opens = new AtomicInteger();
        final AtomicInteger closes = new AtomicInteger();
        final int missingOpens;

        FakeMicrophone(int missingOpens) {
            this.missingOpens = missingOpens;
        }

        AudioSource open() throws IOException {
            if (opens.incrementAndGet() <= missingOpens) {
                throw new IOException("audio-device-missing: no capture device");
            }
            return new AudioSource() {
                @Override
                public int read(short[] buffer) {
                    java.util.Arrays.fill(buffer, (short) 1000);
                    return buffer.length;
                }

                @Override
                public String describe() {
                    return "mic:fake";
                }

                @Override
                public void close() {
                    closes.incrementAndGet();
                }
            };
        }
    }

    @Test
    void aMicrophoneMissingAtStartIsAnErrorOnReadNotOnStartAndWorksOnceItAppears() throws Exception {
        FakeMicrophone mic = new FakeMicrophone(1);
        MutableSource source = new MutableSource("mic", mic::open);
        assertEquals("mic", source.describe(), "nothing opened yet");
        assertThrows(IOException.class, () -> source.read(new short[160]));
        short[] buf = new short[160];
        assertEquals(160, source.read(buf));
        assertEquals(1000, buf[0]);
        assertEquals("mic:fake", source.describe());
    }

    @Test
    void mutingClosesTheDeviceAndDeliversSilenceUntilUnmuted() throws Exception {
        FakeMicrophone mic = new FakeMicrophone(0);
        MutableSource source = new MutableSource("mic", mic::open);
        short[] buf = new short[320];
        source.read(buf);
        source.setMuted(true);
        int n = source.read(buf);
        assertTrue(n > 0 && buf[0] == 0 && buf[n - 1] == 0, "silence while muted");
        assertEquals(1, mic.closes.get(), "the device is really closed");
        assertEquals("muted", source.describe());
        source.setMuted(false);
        source.read(buf);
        assertEquals(1000, buf[0]);
        assertEquals(2, mic.opens.get(), "reopened on unmute");
    }
}
