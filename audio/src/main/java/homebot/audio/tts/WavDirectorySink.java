package homebot.audio.tts;

import homebot.audio.wav.WavAudio;
import homebot.audio.wav.WavWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Headless output ({@code --tts wav:DIR}): every utterance is rendered by a real synthesizer (espeak-ng by
 * default) and saved as {@code 0001.wav} with its text in {@code 0001.txt}, numbered on from what the directory
 * already holds. Nothing is played, so tests can assert exactly what would have been said.
 */
public final class WavDirectorySink implements TtsSink {
    private static final Pattern NUMBERED = Pattern.compile("(\\d{4,})\\.wav");

    private final Path dir;
    private final SpeechSynthesizer synthesizer;
    private final List<Path> written = new ArrayList<>();
    private int next;

    public WavDirectorySink(Path dir, SpeechSynthesizer synthesizer) throws TtsException {
        this.dir = dir;
        this.synthesizer = synthesizer;
        try {
            Files.createDirectories(dir);
            try (Stream<Path> files = Files.list(dir)) {
                next = files.map(p -> NUMBERED.matcher(p.getFileName().toString()))
                        .filter(Matcher::matches).mapToInt(m -> Integer.parseInt(m.group(1))).max().orElse(0) + 1;
            }
        } catch (IOException e) {
            throw new TtsException(TtsErrors.WRITE_FAILED, "cannot use " + dir + " for WAV output: " + e.getMessage(), e);
        }
    }

    @Override
    public synchronized void speak(String sentence) throws TtsException {
        if (sentence == null || sentence.isBlank()) {
            return;
        }
        WavAudio audio = synthesizer.synthesize(sentence.strip());
        String stem = String.format("%04d", next);
        Path wav = dir.resolve(stem + ".wav");
        try {
            Files.writeString(dir.resolve(stem + ".txt"), sentence.strip() + "\n", StandardCharsets.UTF_8);
            WavWriter.write(wav, audio);
        } catch (IOException e) {
            throw new TtsException(TtsErrors.WRITE_FAILED, "cannot write " + wav + ": " + e.getMessage(), e);
        }
        next++;
        written.add(wav);
    }

    /** The WAV files written by this sink, in order. */
    public synchronized List<Path> written() {
        return List.copyOf(written);
    }

    @Override
    public void stop() {
        synthesizer.cancel();
    }

    @Override
    public String describe() {
        return "wav:" + dir + " via " + synthesizer.describe();
    }
}
