package homebot.audio.capture;

import homebot.audio.wav.PcmFormat;
import java.io.IOException;

/** An open capture device delivering interleaved little-endian PCM; Java Sound in production, fakes in tests. */
public interface CaptureLine extends AutoCloseable {
    PcmFormat format();

    /** Blocks until {@code length} bytes or the line fails; returns bytes read. */
    int read(byte[] buffer, int offset, int length) throws IOException;

    String describe();

    @Override
    void close();
}
