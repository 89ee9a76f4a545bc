package homebot.audio.wake;

import homebot.audio.dsp.FrontEndConfig;
import homebot.audio.wav.WavAudio;
import homebot.audio.wav.WavReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The WAV clips of an enrolment folder, checked before anything is trained or written: 16 kHz (what the wake
 * models were trained on; a resampled phone recording would teach the verifier the resampler), 16-bit PCM, mono
 * or stereo (down-mixed), between {@link #MIN_MS} ms and {@code maxMs}. Any bad file stops the enrolment with
 * its name and the reason.
 */
public final class EnrolmentClips {
    static final int MIN_MS = 300;

    private EnrolmentClips() {}

    /**
     * @param what "phrase" or "other speech", for the messages
     * @throws IllegalArgumentException naming the folder or file and what is wrong with it
     */
    public static List<short[]> read(Path dir, String what, int maxMs) {
        if (!Files.isDirectory(dir)) {
            throw new IllegalArgumentException(what + " folder " + dir + " does not exist or is not a folder");
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".wav"))
                    .sorted().toList();
        } catch (IOException e) {
            throw new IllegalArgumentException(what + " folder " + dir + " cannot be listed: " + e.getMessage(), e);
        }
        if (files.isEmpty()) {
            throw new IllegalArgumentException("no .wav files in the " + what + " folder " + dir);
        }
        List<short[]> out = new ArrayList<>();
        for (Path f : files) {
            out.add(readOne(f, what, maxMs));
        }
        return out;
    }

    private static short[] readOne(Path f, String what, int maxMs) {
        WavAudio audio;
        try {
            audio = WavReader.read(f);
        } catch (IOException | RuntimeException e) {
            throw new IllegalArgumentException(what + " clip " + f + " cannot be read: " + e.getMessage(), e);
        }
        var format = audio.format();
        if (format.sampleRate() != 16_000 || format.bitsPerSample() != 16 || format.floating() || format.channels() > 2) {
            throw new IllegalArgumentException(what + " clip " + f + " is " + format.sampleRate() + " Hz, "
                    + format.bitsPerSample() + "-bit, " + format.channels() + " channel(s); record 16 kHz 16-bit mono "
                    + "(sox in.wav -r 16000 -c 1 -b 16 out.wav)");
        }
        long ms = audio.durationMillis();
        if (ms < MIN_MS || ms > maxMs) {
            throw new IllegalArgumentException(what + " clip " + f + " lasts " + ms + " ms; it must last "
                    + MIN_MS + " ms to " + maxMs / 1000 + " s");
        }
        return WavReader.toMono16k(audio, FrontEndConfig.defaults());
    }
}
