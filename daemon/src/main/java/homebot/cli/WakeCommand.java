package homebot.cli;

import homebot.audio.AudioConfig;
import homebot.audio.models.ModelLocator;
import homebot.audio.tts.EspeakTtsSink;
import homebot.audio.tts.TtsException;
import homebot.audio.dsp.FrontEndConfig;
import homebot.audio.wake.EnrolmentClips;
import homebot.audio.wake.OpenWakeWordConfig;
import homebot.audio.wake.OpenWakeWordDetector;
import homebot.audio.wake.WakeEnrolment;
import homebot.audio.wake.WakeVerifier;
import homebot.audio.wav.WavReader;
import homebot.config.HomebotConfig;
import homebot.store.AtomicFiles;
import homebot.systemd.Logging;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.logging.Level;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code homebot wake …}: the household's own wake-word verifier. */
@Command(name = "wake", mixinStandardHelpOptions = true, description = "Wake word tools.",
        subcommands = {WakeCommand.Enroll.class})
final class WakeCommand implements Runnable {
    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /**
     * Trains a verifier for one openWakeWord model from the household's clips and writes it where the daemon
     * looks ({@code <workspace>/wake/<model>.verifier.json}). Other speech: the user's own recordings when given,
     * plus what homebot can make itself: the phrase clips played backwards (the same voices without the words),
     * everyday sentences spoken by espeak-ng (the default TTS) when it is installed, and generated noise.
     */
    @Command(name = "enroll", mixinStandardHelpOptions = true,
            description = "Train a household verifier for a wake model from your own recordings of the phrase "
                    + "(16 kHz WAV). The daemon uses it at its next start.")
    static final class Enroll implements Callable<Integer> {
        /** Everyday talk in the kitchen, none of it a wake phrase: the default negatives, spoken by espeak-ng. */
        static final List<String> OTHER_SPEECH = List.of(
                "今天晚上我们吃什么", "把锅里的水烧开", "盐放多少比较合适", "帮我看一下时间", "下一步要做什么",
                "鸡蛋要先炒一下再放", "明天早上记得买牛奶", "这个汤还要煮十分钟",
                "What are we having for dinner tonight", "Can you pass me the salt please",
                "The water is boiling now", "Hey, did you see where I put the keys",
                "Turn the oven down a little", "Jars of jam are in the cupboard", "Harvest the herbs in the garden");

        @Mixin
        ConfigOptions options;

        @Option(names = "--model", required = true, paramLabel = "NAME",
                description = "Wake model to verify: a name from audio.wake.openwakeword.models or a path to its .onnx.")
        String model;

        @Option(names = "--positive", required = true, paramLabel = "DIR",
                description = "Folder of WAV clips of the household saying the wake phrase (at least 3; 16 kHz, 16-bit).")
        Path positive;

        @Option(names = "--negative", paramLabel = "DIR",
                description = "Folder of WAV clips of the household's ordinary talk without the phrase (recommended).")
        Path negative;

        @Option(names = "--no-tts", description = "Do not add espeak-ng's speech to the other-speech examples.")
        boolean noTts;

        static final int MIN_POSITIVES = 3;

        @Override
        public Integer call() throws Exception {
            Logging.configure(options.verbose, System.err, Level.WARNING);
            HomebotConfig config = options.load();
            OpenWakeWordConfig oww = config.section("audio", AudioConfig.class).wake().openwakeword();
            // every input is read and checked before anything is trained or written
            List<short[]> phrases = EnrolmentClips.read(positive, "phrase", 10_000);
            if (phrases.size() < MIN_POSITIVES) {
                throw new IllegalArgumentException("only " + phrases.size() + " phrase clip(s) in " + positive
                        + "; record at least " + MIN_POSITIVES + " (5-10 is better)");
            }
            List<short[]> others = negative == null ? List.of() : EnrolmentClips.read(negative, "other speech", 60_000);
            Path modelsDir = ModelsCommand.store(config).modelsDir();
            PrintStream out = ModelsCommand.out();
            try (WakeEnrolment e = WakeEnrolment.load(oww, model, n -> ModelLocator.onnx(n, modelsDir))) {
                List<float[]> phraseWindows = new ArrayList<>();
                int reaching = 0;
                List<float[]> otherWindows = new ArrayList<>();
                for (short[] clip : phrases) {
                    phraseWindows.addAll(e.phraseWindows(clip));
                    reaching += e.reachesBaseThreshold(clip) ? 1 : 0;
                    otherWindows.addAll(e.otherWindows(WakeEnrolment.reversed(clip)));
                }
                for (short[] clip : others) {
                    otherWindows.addAll(e.otherWindows(clip));
                }
                int spoken = noTts ? 0 : addSpeech(e, otherWindows);
                otherWindows.addAll(e.otherWindows(WakeEnrolment.noise(10, 300, 7)));
                WakeVerifier v = e.train(phraseWindows, otherWindows, WakeVerifier.DEFAULT_L2);
                Path file = OpenWakeWordDetector.verifierFile(OpenWakeWordDetector.verifierDir(config.workspace()),
                        e.model());
                AtomicFiles.writeString(file, v.toJson());
                out.printf("enrolled %s: %d phrase clips (%d windows), %d other-speech clips of yours, %d espeak-ng "
                        + "sentences, the phrase clips reversed and 10 s of noise (%d windows)%n", e.model(),
                        phrases.size(), phraseWindows.size(), others.size(), spoken, otherWindows.size());
                if (reaching < phrases.size()) {
                    out.printf("note: %d of %d phrase clips never reach the base score %.2f "
                            + "(audio.wake.openwakeword.verifier_base_threshold); the verifier is not asked for such "
                            + "a phrase%n", phrases.size() - reaching, phrases.size(), oww.verifierBaseThreshold());
                }
                if (negative == null) {
                    out.println("tip: a folder of your own ordinary talk (--negative) makes false wakes on your "
                            + "voice rarer");
                }
                out.println("wrote " + file + "; the daemon uses it at its next start");
            }
            return 0;
        }

        /** espeak-ng's speech of {@link #OTHER_SPEECH}, when it is installed; the number of sentences added. */
        private static int addSpeech(WakeEnrolment e, List<float[]> windows) {
            EspeakTtsSink tts = new EspeakTtsSink("espeak-ng", "", 160, Duration.ofSeconds(10), null);
            int n = 0;
            for (String s : OTHER_SPEECH) {
                try {
                    short[] pcm = WavReader.toMono16k(tts.synthesize(s), FrontEndConfig.defaults());
                    windows.addAll(e.otherWindows(pcm));
                    n++;
                } catch (TtsException ex) {
                    System.err.println("homebot: no espeak-ng speech among the other-speech examples: "
                            + ex.getMessage());
                    return n;
                }
            }
            return n;
        }
    }
}
