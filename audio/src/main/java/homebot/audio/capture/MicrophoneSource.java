package homebot.audio.capture;

import homebot.audio.dsp.FrontEnd;
import java.io.IOException;

/**
 * The microphone as an {@link AudioSource}: reads whatever format the line was opened in and converts it to
 * 16 kHz mono. A device failure surfaces as an {@link AudioDeviceException} ({@code audio-device-lost}) from
 * {@link #read}; the caller closes this source and opens a new one.
 */
public final class MicrophoneSource implements AudioSource {
    private final CaptureLine line;
    private final FrontEnd frontEnd;
    private byte[] raw = new byte[0];
    private short[] carry = new short[0];
    private int carryPos;
    private volatile boolean closed;

    public MicrophoneSource(CaptureLine line, CaptureConfig config) {
        this.line = line;
        this.frontEnd = new FrontEnd(line.format(), config.frontEnd());
    }

    /** Opens the configured device; throws {@code audio-device-missing} when it does not exist. */
    public static MicrophoneSource open(CaptureConfig config) throws AudioDeviceException {
        return new MicrophoneSource(JavaSoundCaptureLine.open(config.device(), config.rate(), config.bufferMs()), config);
    }

    @Override
    public int read(short[] buffer) throws IOException {
        while (carryPos >= carry.length) {
            if (closed) {
                return -1;
            }
            int frames = (int) ((long) buffer.length * line.format().sampleRate() / SAMPLE_RATE);
            int bytes = Math.max(1, frames) * line.format().frameSize();
            if (raw.length < bytes) {
                raw = new byte[bytes];
            }
            int got;
            try {
                got = line.read(raw, 0, bytes);
            } catch (IOException e) {
                if (closed) {
                    return -1;
                }
                throw e;
            }
            carry = frontEnd.process(raw, 0, got);
            carryPos = 0;
        }
        int n = Math.min(buffer.length, carry.length - carryPos);
        System.arraycopy(carry, carryPos, buffer, 0, n);
        carryPos += n;
        return n;
    }

    @Override
    public String describe() {
        return line.describe();
    }

    @Override
    public void close() {
        closed = true;
        line.close();
    }
}
