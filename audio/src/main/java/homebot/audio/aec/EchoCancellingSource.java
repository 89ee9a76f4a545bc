package homebot.audio.aec;

import homebot.audio.capture.AudioSource;
import java.io.IOException;

/**
 * The microphone with homebot's own voice taken out: every chunk read goes through the echo canceller with the
 * {@link PlaybackReference} of the same length, so the wake word, the stop phrases and the listening stage all hear
 * the room, not the speaker. Without playback the canceller sees a silent reference and passes the room through.
 */
public final class EchoCancellingSource implements AudioSource {
    private final AudioSource mic;
    private final PlaybackReference reference;
    private final EchoCanceller aec;
    private final int frame;
    private short[] raw = new short[0];
    private final short[] micFrame;
    private final short[] refFrame;
    private final short[] outFrame;
    private short[] pending = new short[0];
    private int pendingCount;

    public EchoCancellingSource(AudioSource mic, PlaybackReference reference, EchoCanceller aec) {
        this.mic = mic;
        this.reference = reference;
        this.aec = aec;
        this.frame = aec.frameSize();
        this.micFrame = new short[frame];
        this.refFrame = new short[frame];
        this.outFrame = new short[frame];
    }

    @Override
    public int read(short[] buffer) throws IOException {
        if (raw.length != buffer.length) {
            raw = new short[buffer.length];
        }
        int n = mic.read(raw);
        if (n <= 0) {
            return n;
        }
        // Whole frames go through the canceller; a tail shorter than a frame waits for the next read.
        if (pending.length < pendingCount + n) {
            pending = java.util.Arrays.copyOf(pending, pendingCount + n + frame);
        }
        System.arraycopy(raw, 0, pending, pendingCount, n);
        pendingCount += n;
        int out = 0;
        int off = 0;
        while (pendingCount - off >= frame && out + frame <= buffer.length) {
            System.arraycopy(pending, off, micFrame, 0, frame);
            reference.take(refFrame, frame);
            aec.process(micFrame, refFrame, outFrame);
            System.arraycopy(outFrame, 0, buffer, out, frame);
            out += frame;
            off += frame;
        }
        System.arraycopy(pending, off, pending, 0, pendingCount - off);
        pendingCount -= off;
        return out;
    }

    @Override
    public String describe() {
        return mic.describe() + " (echo cancelled)";
    }

    @Override
    public void close() {
        mic.close(); // the canceller outlives a reopened device: its owner closes it
    }
}
