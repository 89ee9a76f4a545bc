package homebot.audio.wav;

import homebot.audio.dsp.FrontEnd;
import homebot.audio.dsp.FrontEndConfig;
import java.io.BufferedInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reads whole WAV clips; for long files stream them through {@code WavFileSource} instead. */
public final class WavReader {
    private WavReader() {}

    public static WavAudio read(Path file) throws IOException {
        try (InputStream in = new BufferedInputStream(Files.newInputStream(file))) {
            return read(in);
        } catch (NoSuchFileException e) {
            throw new NoSuchFileException(file.toString(), null, "WAV file not found");
        } catch (WavException e) {
            throw new WavException(e.code(), file + ": " + e.getMessage());
        }
    }

    public static WavAudio read(byte[] bytes) throws IOException {
        return read(new ByteArrayInputStream(bytes));
    }

    /**
     * Reads header and samples. A streamed header (unknown length) reads to end of stream; a declared length
     * longer than the stream is a truncated file and refused. A trailing partial frame is dropped.
     */
    public static WavAudio read(InputStream in) throws IOException {
        WavHeader header = WavHeader.read(in);
        byte[] data;
        if (header.dataLength() < 0) {
            data = in.readAllBytes();
        } else {
            if (header.dataLength() > Integer.MAX_VALUE - 8) {
                throw new WavException(WavException.UNSUPPORTED, "WAV data too large to hold in memory");
            }
            data = in.readNBytes((int) header.dataLength());
            if (data.length < header.dataLength()) {
                throw new WavException(WavException.CORRUPT, "WAV data is truncated: header declares "
                        + header.dataLength() + " bytes, file holds " + data.length);
            }
        }
        int frameSize = header.format().frameSize();
        int whole = data.length - data.length % frameSize;
        if (whole != data.length) {
            data = java.util.Arrays.copyOf(data, whole);
        }
        return new WavAudio(header.format(), data);
    }

    /** Reads any supported WAV and converts it to 16 kHz mono s16 (resampling and downmixing as needed). */
    public static short[] readMono16k(Path file) throws IOException {
        WavAudio audio = read(file);
        return toMono16k(audio, FrontEndConfig.defaults());
    }

    public static short[] toMono16k(WavAudio audio, FrontEndConfig config) {
        if (audio.format().isTarget() && config.isNeutral()) {
            return audio.samples16();
        }
        FrontEnd frontEnd = new FrontEnd(audio.format(), config);
        short[] head = frontEnd.process(audio.data(), 0, audio.data().length);
        short[] tail = frontEnd.flush();
        short[] all = java.util.Arrays.copyOf(head, head.length + tail.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }
}
