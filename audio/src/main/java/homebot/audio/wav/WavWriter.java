package homebot.audio.wav;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writes canonical 44-byte-header RIFF/WAVE files. */
public final class WavWriter {
    private WavWriter() {}

    public static void write(OutputStream out, WavAudio audio) throws IOException {
        PcmFormat f = audio.format();
        ByteBuffer h = ByteBuffer.allocate(44).order(ByteOrder.LITTLE_ENDIAN);
        h.put("RIFF".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        h.putInt(36 + audio.data().length);
        h.put("WAVEfmt ".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        h.putInt(16);
        h.putShort((short) (f.floating() ? 3 : 1));
        h.putShort((short) f.channels());
        h.putInt(f.sampleRate());
        h.putInt(f.sampleRate() * f.frameSize());
        h.putShort((short) f.frameSize());
        h.putShort((short) f.bitsPerSample());
        h.put("data".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        h.putInt(audio.data().length);
        out.write(h.array());
        out.write(audio.data());
    }

    public static byte[] toBytes(WavAudio audio) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(44 + audio.data().length);
        try {
            write(out, audio);
        } catch (IOException e) {
            throw new IllegalStateException("in-memory write failed", e);
        }
        return out.toByteArray();
    }

    /** Writes to a temp file beside {@code file} and renames it, so readers never see half a WAV. */
    public static void write(Path file, WavAudio audio) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        Path tmp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
        try {
            Files.write(tmp, toBytes(audio));
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } finally {
            Files.deleteIfExists(tmp);
        }
    }
}
