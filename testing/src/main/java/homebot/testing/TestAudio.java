package homebot.testing;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.sound.sampled.AudioFileFormat;
import javax.sound.sampled.AudioFormat;
import javax.sound.sampled.AudioInputStream;
import javax.sound.sampled.AudioSystem;
import javax.sound.sampled.UnsupportedAudioFileException;

/**
 * 16 kHz mono 16-bit audio for tests, made in Java (no sox needed): tones, silence, joining, and WAV in and out.
 * The test audio of the modules' fixtures is read with {@link #read}; synthetic signals are made here.
 */
public final class TestAudio {
    public static final int RATE = 16_000;
    private static final AudioFormat FORMAT = new AudioFormat(RATE, 16, 1, true, false);

    private TestAudio() {}

    public static short[] silence(int ms) {
        return new short[ms * RATE / 1000];
    }

    /** A sine tone of {@code volume} (0..1 of full scale). */
    public static short[] tone(double hz, int ms, double volume) {
        short[] out = new short[ms * RATE / 1000];
        for (int i = 0; i < out.length; i++) {
            out[i] = (short) Math.round(Math.sin(2 * Math.PI * hz * i / RATE) * volume * Short.MAX_VALUE);
        }
        return out;
    }

    /**
     * What the tiny Vosk model hears as one "alpha": 0.5 s silence, a 0.7 s 300 Hz tone at 0.3, 1.5 s silence
     * (the same shape as the audio module's alpha-bursts.wav fixture, which holds two of these).
     */
    public static short[] alphaBurst() {
        return concat(silence(500), tone(300, 700, 0.3), silence(1500));
    }

    public static short[] concat(short[]... parts) {
        int n = 0;
        for (short[] p : parts) {
            n += p.length;
        }
        short[] out = new short[n];
        int at = 0;
        for (short[] p : parts) {
            System.arraycopy(p, 0, out, at, p.length);
            at += p.length;
        }
        return out;
    }

    public static Path write(Path wav, short[] pcm) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(pcm.length * 2).order(ByteOrder.LITTLE_ENDIAN);
        b.asShortBuffer().put(pcm);
        try (AudioInputStream in = new AudioInputStream(new ByteArrayInputStream(b.array()), FORMAT, pcm.length)) {
            Files.createDirectories(wav.toAbsolutePath().getParent());
            AudioSystem.write(in, AudioFileFormat.Type.WAVE, wav.toFile());
        }
        return wav;
    }

    /** Reads a 16 kHz mono 16-bit little-endian WAV; any other format is an error, not a conversion. */
    public static short[] read(InputStream wav) throws IOException {
        try (AudioInputStream in = AudioSystem.getAudioInputStream(new java.io.BufferedInputStream(wav))) {
            AudioFormat f = in.getFormat();
            if (f.getSampleRate() != RATE || f.getChannels() != 1 || f.getSampleSizeInBits() != 16 || f.isBigEndian()) {
                throw new IOException("expected 16 kHz mono 16-bit little-endian, got " + f);
            }
            byte[] bytes = in.readAllBytes();
            short[] out = new short[bytes.length / 2];
            ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN).asShortBuffer().get(out);
            return out;
        } catch (UnsupportedAudioFileException e) {
            throw new IOException(e);
        }
    }

    public static short[] read(Path wav) throws IOException {
        try (InputStream in = Files.newInputStream(wav)) {
            return read(in);
        }
    }

    /** A committed fixture on the class path ({@code /fixtures/...} of the calling module); missing is an error. */
    public static short[] resource(Class<?> anchor, String path) throws IOException {
        InputStream in = anchor.getResourceAsStream(path);
        if (in == null) {
            throw new IllegalStateException("test fixture missing: " + path + " (see the module's src/test/fixtures)");
        }
        try (in) {
            return read(in);
        }
    }
}
