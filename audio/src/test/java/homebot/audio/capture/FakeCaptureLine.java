package homebot.audio.capture;

import homebot.audio.wav.PcmFormat;
import java.io.IOException;

/** Serves fixed PCM, then fails like an unplugged USB microphone. */
final class FakeCaptureLine implements CaptureLine {
    private final PcmFormat format;
    private final byte[] data;
    private int pos;
    boolean closed;

    FakeCaptureLine(PcmFormat format, byte[] data) {
        this.format = format;
        this.data = data;
    }

    @Override
    public PcmFormat format() {
        return format;
    }

    @Override
    public int read(byte[] buffer, int offset, int length) throws IOException {
        if (pos >= data.length) {
            throw new AudioDeviceException(AudioDeviceException.LOST, "fake device unplugged");
        }
        int n = Math.min(length, data.length - pos);
        System.arraycopy(data, pos, buffer, offset, n);
        pos += n;
        return n;
    }

    @Override
    public String describe() {
        return "mic:fake";
    }

    @Override
    public void close() {
        closed = true;
    }
}
