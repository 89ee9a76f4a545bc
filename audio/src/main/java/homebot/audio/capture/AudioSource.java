package homebot.audio.capture;

import java.io.IOException;

/**
 * A stream of 16 kHz mono signed 16-bit samples: the microphone, a WAV file, raw PCM on stdin. Everything
 * downstream (wake word, endpointing, STT) sees only this, so tests replace the hardware with a file.
 */
public interface AudioSource extends AutoCloseable {
    int SAMPLE_RATE = 16_000;

    /**
     * Blocks until at least one sample is available and fills {@code buffer} from the start.
     *
     * @return the number of samples read, or -1 at the end of the stream (a file source; a microphone only
     *     ends when closed)
     * @throws IOException when the device fails or disappears; the caller may reopen it
     */
    int read(short[] buffer) throws IOException;

    /** A short human-readable name for logs and {@code status}: {@code mic:hw:1,0}, {@code wav:/tmp/a.wav}. */
    String describe();

    @Override
    void close();
}
