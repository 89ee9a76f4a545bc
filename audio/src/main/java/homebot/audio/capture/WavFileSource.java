package homebot.audio.capture;

import homebot.audio.dsp.FrontEnd;
import homebot.audio.dsp.FrontEndConfig;
import homebot.audio.wav.PcmFormat;
import homebot.audio.wav.WavException;
import homebot.audio.wav.WavHeader;
import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A WAV file as a microphone ({@code --input wav:FILE}). Any supported rate, width and channel count is
 * converted to 16 kHz mono on the fly; the pacer decides whether it plays in real time.
 */
public final class WavFileSource implements AudioSource {
    private final Path file;
    private final InputStream in;
    private final FrontEnd frontEnd;
    private final Pacer pacer;
    private long remainingBytes;
    private long delivered;
    private short[] carry = new short[0];
    private int carryPos;
    private boolean ended;
    private final byte[] raw;

    public WavFileSource(Path file, Pacer pacer) throws IOException {
        this(file, pacer, FrontEndConfig.defaults());
    }

    public WavFileSource(Path file, Pacer pacer, FrontEndConfig config) throws IOException {
        this.file = file;
        this.pacer = pacer;
        this.in = new BufferedInputStream(Files.newInputStream(file));
        try {
            WavHeader header = WavHeader.read(in);
            this.remainingBytes = header.dataLength() < 0 ? Long.MAX_VALUE : header.dataLength();
            this.frontEnd = new FrontEnd(header.format(), config);
            this.raw = new byte[header.format().frameSize() * 1024];
        } catch (WavException e) {
            in.close();
            throw new WavException(e.code(), file + ": " + e.getMessage());
        }
    }

    public PcmFormat fileFormat() {
        return frontEnd.input();
    }

    @Override
    public int read(short[] buffer) throws IOException {
        while (carryPos >= carry.length) {
            if (ended) {
                return -1;
            }
            refill();
        }
        int n = Math.min(buffer.length, carry.length - carryPos);
        System.arraycopy(carry, carryPos, buffer, 0, n);
        carryPos += n;
        delivered += n;
        try {
            pacer.awaitSamples(delivered);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while pacing " + describe());
        }
        return n;
    }

    private void refill() throws IOException {
        int want = (int) Math.min(raw.length, remainingBytes);
        int got = want == 0 ? -1 : in.read(raw, 0, want);
        if (got < 0) {
            ended = true;
            carry = frontEnd.flush();
        } else {
            remainingBytes -= got;
            carry = frontEnd.process(raw, 0, got);
        }
        carryPos = 0;
    }

    @Override
    public String describe() {
        return "wav:" + file;
    }

    @Override
    public void close() {
        try {
            in.close();
        } catch (IOException ignored) {
            // closing a read-only file cannot lose data
        }
    }
}
