package homebot.cli;

import homebot.audio.AudioConfig;
import homebot.audio.models.ModelLocator;
import homebot.audio.tts.EspeakTtsSink;
import homebot.audio.tts.FliteSynthesizer;
import homebot.audio.tts.TtsException;
import homebot.audio.dsp.FrontEndConfig;
import homebot.audio.wake.EnrolmentClips;
import homebot.audio.wake.OpenWakeWordConfig;
import homebot.audio.wake.OpenWakeWordDetector;
import homebot.audio.wake.WakeEnrolment;
import homebot.audio.wake.SyntheticWakeTraining;
import homebot.audio.wake.VerifierExamples;
import homebot.audio.wake.VerifierTraining;
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
        subcommands = {WakeCommand.Enroll.class, WakeCommand.Train.class})
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
        static final List<String> OTHER_SPEECH = SyntheticWakeTraining.OTHER_SPEECH;

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
                VerifierExamples ex = new VerifierExamples();
                for (short[] clip : phrases) {
                    ex.phrase(e, clip);
                }
                for (short[] clip : others) {
                    ex.other(e, clip);
                }
                int spoken = noTts ? 0 : addSpeech(e, ex);
                ex.other(e, WakeEnrolment.noise(10, 300, 7));
                WakeVerifier v = ex.train(e, WakeVerifier.DEFAULT_L2);
                Path file = OpenWakeWordDetector.verifierFile(OpenWakeWordDetector.verifierDir(config.workspace()),
                        e.model());
                AtomicFiles.writeString(file, v.toJson());
                out.printf("enrolled %s: %d phrase clips (%d windows), %d other-speech clips of yours, %d espeak-ng "
                        + "sentences, the phrase clips reversed and 10 s of noise (%d windows)%n", e.model(),
                        phrases.size(), ex.phraseWindows(), others.size(), spoken, ex.otherWindows());
                int reaching = ex.reachingBase();
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
        private static int addSpeech(WakeEnrolment e, VerifierExamples examples) {
            EspeakTtsSink tts = new EspeakTtsSink("espeak-ng", "", 160, Duration.ofSeconds(10), null);
            int n = 0;
            for (String s : OTHER_SPEECH) {
                try {
                    short[] pcm = WavReader.toMono16k(tts.synthesize(s), FrontEndConfig.defaults());
                    examples.other(e, pcm);
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

    /**
     * Trains a phrase verifier without enrolment, from espeak-ng's voices ({@link SyntheticWakeTraining}) and, when
     * asked ({@code --flite-voices}) and flite is installed, flite's (a Pi without it trains on espeak-ng alone, said
     * once), and writes it where {@code enroll} writes (replacing a household enrolment of the same model).
     */
    @Command(name = "train", mixinStandardHelpOptions = true,
            description = "Train a verifier for a wake model from synthetic speech (espeak-ng accents, voices, "
                    + "speeds, pitches, generated noise); no recordings needed. Replaces an enrolment of the model. "
                    + "The daemon uses it at its next start.")
    static final class Train implements Callable<Integer> {
        /**
         * None: trained with flite's voices a verifier missed far fewer flite phrases but woke 1.33 times per hour on the
         * held-out 3 h stream against 0.67 without them (BENCHMARKS.md, "Session 9: flite voices"); all of them is
         * {@code kal,kal16,awb,rms,slt} ({@link SyntheticWakeTraining#FLITE_VOICES}).
         */
        static final String DEFAULT_FLITE_VOICES = "none";

        @Mixin
        ConfigOptions options;

        @Option(names = "--model", required = true, paramLabel = "NAME",
                description = "Wake model to verify: a name from audio.wake.openwakeword.models or a path to its .onnx.")
        String model;

        @Option(names = "--phrase", paramLabel = "TEXT",
                description = "The wake phrase as espeak-ng should say it (default: from the model name, "
                        + "hey_jarvis_v0.1 = \"hey jarvis\").")
        String phrase;

        @Option(names = "--accents", split = ",", paramLabel = "VOICE",
                description = "espeak-ng accents to render (default: all ${DEFAULT-VALUE}).")
        List<String> accents = SyntheticWakeTraining.ACCENTS;

        @Option(names = "--renderings", defaultValue = "2", paramLabel = "N",
                description = "Renderings of the phrase per accent and voice variant (default ${DEFAULT-VALUE}).")
        int renderings;

        @Option(names = "--espeak", defaultValue = "espeak-ng", paramLabel = "CMD", description = "espeak-ng binary.")
        String espeak;

        @Option(names = "--flite-voices", split = ",", defaultValue = DEFAULT_FLITE_VOICES, paramLabel = "VOICE",
                description = "flite voices to render too (apt install flite), e.g. kal,kal16,awb,rms,slt, or none "
                        + "(default: ${DEFAULT-VALUE}); without flite: espeak-ng's alone, said once.")
        List<String> fliteVoices;

        @Option(names = "--flite", defaultValue = "flite", paramLabel = "CMD", description = "flite binary.")
        String flite;

        @Option(names = "--verifier", defaultValue = "logistic", paramLabel = "KIND",
                description = "Classifier: logistic (default), mlp (one hidden layer), each optionally +pooled "
                        + "(adds the window's mean and maximum per dimension); BENCHMARKS.md compares them.")
        String verifier;

        @Option(names = "--extra-speech",
                description = "Also render the several hundred training-only kitchen sentences shipped with homebot as other "
                        + "speech, each by one of the accents in turn (BENCHMARKS.md, \"Session 7: hard negatives\").")
        boolean extraSpeech;

        @Option(names = "--mining", paramLabel = "ROUNDS:MIN:LIMIT:WEIGHT",
                description = "Hard-negative mining: train, then add the other-speech windows the verifier scores "
                        + "highest (at least MIN, at most LIMIT of them) WEIGHT times as negatives and train again, "
                        + "ROUNDS times, e.g. 1:0.05:3000:10 (default: none).")
        String mining;

        /**
         * The plan's accents: espeak-ng's {@code accents}, then each of {@code fliteVoices} ({@code none} for none) as
         * {@code flite:NAME} if {@code flite} runs; if it does not (a Pi without it), espeak-ng's alone, said once.
         *
         * @throws IllegalArgumentException for a voice flite does not have (flite itself would speak it as kal)
         */
        static List<String> trainingVoices(List<String> accents, List<String> fliteVoices, FliteSynthesizer flite,
                                           PrintStream out) {
            List<String> asked = fliteVoices.stream().map(String::strip).filter(v -> !v.isEmpty() && !v.equals("none"))
                    .toList();
            List<String> all = new ArrayList<>(accents);
            if (asked.isEmpty()) {
                return all;
            }
            List<String> have;
            try {
                have = flite.voices();
            } catch (TtsException missing) {
                out.println("flite is not usable (apt install flite for its voices): training on espeak-ng voices only; "
                        + missing.getMessage());
                return all;
            }
            for (String v : asked) {
                if (!have.contains(v)) {
                    throw new IllegalArgumentException("flite has no voice '" + v + "' (it has " + have + ")");
                }
                all.add(SyntheticWakeTraining.FLITE_PREFIX + v);
            }
            return all;
        }

        @Override
        public Integer call() throws Exception {
            Logging.configure(options.verbose, System.err, Level.WARNING);
            HomebotConfig config = options.load();
            OpenWakeWordConfig oww = config.section("audio", AudioConfig.class).wake().openwakeword();
            Path modelsDir = ModelsCommand.store(config).modelsDir();
            PrintStream out = ModelsCommand.out();
            VerifierTraining how = VerifierTraining.parse(verifier); // refused before anything is rendered
            VerifierExamples.Mining mine = mining == null ? null : VerifierExamples.Mining.parse(mining);
            List<String> voices = trainingVoices(accents, fliteVoices, new FliteSynthesizer(flite,
                    Duration.ofSeconds(20)), out);
            long t0 = System.nanoTime();
            try (WakeEnrolment e = WakeEnrolment.load(oww, model, n -> ModelLocator.onnx(n, modelsDir))) {
                String text = phrase == null || phrase.isBlank() ? SyntheticWakeTraining.phraseOf(e.model()) : phrase;
                var plan = SyntheticWakeTraining.Plan.defaults(text).withAccents(voices).withRenderings(renderings);
                if (extraSpeech) {
                    plan = plan.withSharedSpeech(SyntheticWakeTraining.trainingSpeech());
                }
                SyntheticWakeTraining training = new SyntheticWakeTraining(plan,
                        SyntheticWakeTraining.renderer(espeak, flite));
                VerifierExamples ex = new VerifierExamples();
                for (String accent : plan.accents()) {
                    ex.addAll(training.examples(e, accent));
                    out.printf("%s: %d phrase clips so far (%.0f s)%n", accent, ex.phraseClips(),
                            (System.nanoTime() - t0) / 1e9);
                }
                WakeVerifier v;
                if (mine == null) {
                    v = ex.train(e, how);
                } else {
                    List<WakeVerifier> rounds = ex.trainRounds(e, how, mine);
                    v = rounds.get(rounds.size() - 1);
                    out.printf("hard-negative mining: %s, of %d mining candidates; %d negative windows in the end%n",
                            mine, ex.candidateWindows(), v.negatives());
                }
                Path file = OpenWakeWordDetector.verifierFile(OpenWakeWordDetector.verifierDir(config.workspace()),
                        e.model());
                AtomicFiles.writeString(file, v.toJson());
                out.printf("trained %s for \"%s\": %s; %d phrase clips (%d windows; %d reach the base score %.2f), "
                        + "%d other clips (%d windows) in %.0f s%n", e.model(), text, training, ex.phraseClips(),
                        ex.phraseWindows(), ex.reachingBase(), oww.verifierBaseThreshold(), ex.otherClips(),
                        ex.otherWindows(), (System.nanoTime() - t0) / 1e9);
                if (oww.verifierThreshold() < SyntheticWakeTraining.RECOMMENDED_THRESHOLD) {
                    out.printf("note: audio.wake.openwakeword.verifier_threshold is %.2f; a trained verifier kept "
                            + "false wakes under 0.5 per hour only at %.2f (BENCHMARKS.md): set it there%n",
                            oww.verifierThreshold(), SyntheticWakeTraining.RECOMMENDED_THRESHOLD);
                }
                out.printf("classifier: %s over the %s%n", v.kind(), v.inputs().id());
                out.println("wrote " + file + "; the daemon uses it at its next start");
            } catch (TtsException fail) {
                throw new IllegalArgumentException("espeak-ng could not render the training speech (apt install "
                        + "espeak-ng; flite for its voices): " + fail.getMessage(), fail);
            }
            return 0;
        }
    }
}
