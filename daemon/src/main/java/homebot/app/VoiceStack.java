package homebot.app;

import homebot.audio.AudioConfig;
import homebot.audio.aec.EchoCancellation;
import homebot.audio.capture.AudioSources;
import homebot.audio.models.ModelCatalog;
import homebot.audio.models.ModelLocator;
import homebot.audio.models.ModelsConfig;
import homebot.audio.stt.VoskRecognizerFactory;
import homebot.audio.tts.Earcons;
import homebot.audio.tts.Playback;
import homebot.audio.tts.TtsSink;
import homebot.audio.tts.TtsSinks;
import homebot.audio.vad.Endpointers;
import homebot.audio.wake.WakeDetectors;
import homebot.config.HomebotConfig;
import homebot.voice.Earcon;
import homebot.voice.EarconPlayer;
import homebot.voice.RecentRuns;
import homebot.voice.VoiceConfig;
import homebot.voice.Pauser;
import homebot.voice.PhraseListCompleteness;
import homebot.voice.VoiceEventListener;
import homebot.voice.VoiceSession;
import homebot.voice.VoiceSessionBuilder;
import homebot.voice.Vocabulary;
import java.util.List;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Optional;
import okhttp3.OkHttpClient;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The audio side of {@code homebot run}: TTS always (a reply must be heard or at least printed), and the voice
 * session when a speech model is present. Without a model voice input stays off and says so once; the control
 * socket, timers and typed input still work, and systemd is not sent into a restart loop.
 */
final class VoiceStack implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(VoiceStack.class);

    private final TtsSink tts;
    private final Earcons earcons;
    private final VoskRecognizerFactory stt;
    private final VoiceSession voice;
    private final RecentRuns runs;
    private final String inputDescription;
    private final MutableSource source;

    private VoiceStack(TtsSink tts, Earcons earcons, VoskRecognizerFactory stt, VoiceSession voice, RecentRuns runs,
                       String inputDescription, MutableSource source) {
        this.source = source;
        this.tts = tts;
        this.earcons = earcons;
        this.stt = stt;
        this.voice = voice;
        this.runs = runs;
        this.inputDescription = inputDescription;
    }

    /**
     * @param input {@code mic}, {@code wav:FILE} or {@code stdin}
     * @param ttsOverride {@code espeak|piper|http|text|wav:DIR}, or null for the configured engine
     */
    static VoiceStack create(HomebotConfig config, Assembly app, String input, String ttsOverride, Clock clock,
                             InputStream stdin, PrintStream console, List<VoiceEventListener> listeners,
                             Pauser heartbeatPauser) throws Exception {
        AudioConfig audio = config.section("audio", AudioConfig.class);
        var ttsConfig = audio.tts();
        if (ttsOverride != null) {
            ttsConfig = ttsOverride.startsWith("wav:") ? ttsConfig.withEngine("wav", ttsOverride.substring(4))
                    : ttsConfig.withEngine(ttsOverride, ttsConfig.dir());
        }
        // Only a live microphone hears the speaker; the canceller is fed what the player plays.
        Optional<EchoCancellation> echo = EchoCancellation.create(audio.echoCancel(), input.isBlank() || input.strip().equals("mic"));
        Playback player = Playback.javaSound(ttsConfig.outputDevice(), echo.map(EchoCancellation::reference).orElse(null));
        TtsSink tts = TtsSinks.create(ttsConfig, player, new OkHttpClient(), console);
        Earcons earcons = new Earcons(player, ttsConfig.earcons() && !ttsConfig.engine().equals("text")
                && !ttsConfig.engine().equals("wav"), ttsConfig.earconVolume());

        ModelsConfig models = config.section("models", ModelsConfig.class);
        Path modelsDir = models.dir().isBlank() ? config.workspace().resolve("models") : HomebotConfig.expandHome(models.dir());
        Optional<Path> model = ModelLocator.locate(System.getenv("HOMEBOT_VOSK_MODEL"), models, modelsDir, ModelCatalog.builtIn());
        if (model.isEmpty()) {
            LOG.warn("voice input off: {}", ModelLocator.installHint(models));
            return new VoiceStack(tts, earcons, null, null, null, "off (no speech model)", null);
        }
        VoskRecognizerFactory stt = VoskRecognizerFactory.load(model.get());
        VoiceConfig voiceConfig = config.section("voice", VoiceConfig.class).forLanguage(config.language().isChinese());
        RecentRuns runs = new RecentRuns(voiceConfig.recentRuns());
        boolean realTime = !input.startsWith("wav:");
        if (input.startsWith("wav:") && !java.nio.file.Files.isReadable(Path.of(input.substring(4)))) {
            // A missing file is the caller's mistake, not a device that may come back: say so and stop.
            throw new java.io.FileNotFoundException("--input " + input + ": no such readable WAV file");
        }
        MutableSource source = new MutableSource(input, () -> {
            var opened = AudioSources.open(input, audio.capture(), realTime, stdin);
            return echo.isPresent() ? echo.get().wrap(opened) : opened;
        });
        VoiceSessionBuilder builder = VoiceSession.builder()
                .config(voiceConfig)
                .source(() -> source)
                .wakeWordDetector(WakeDetectors.create(audio.wake(), stt, name -> ModelLocator.onnx(name, modelsDir)))
                .recognizers(stt)
                .endpointer(Endpointers.create(audio.endpointing(), audio.vad(), name -> ModelLocator.onnx(name, modelsDir)))
                .maxUtteranceMs(audio.endpointing().maxUtteranceMs())
                // Answer "下一步" after a short pause, not the full trailing silence (issue 13); the intent engine
                // can take over this predicate.
                .commandCompleteness(PhraseListCompleteness.defaults(), 250)
                .tts(tts)
                .earcons(earconPlayer(earcons))
                .pipeline(app.pipeline())
                .clock(clock)
                .listener(runs)
                .expectedPhrases(vocabulary -> {
                    if (vocabulary != Vocabulary.COMMANDS) {
                        return voiceConfig.allFollowUpPhrases();
                    }
                    List<String> phrases = new java.util.ArrayList<>(voiceConfig.commandPhrases());
                    phrases.addAll(app.modeCommandPhrases());
                    return phrases;
                })
                .pauser(heartbeatPauser);
        listeners.forEach(builder::listener);
        VoiceSession voice = builder.build();
        return new VoiceStack(tts, earcons, stt, voice, runs, input + " (model " + model.get().getFileName() + ")", source);
    }

    private static EarconPlayer earconPlayer(Earcons earcons) {
        return earcon -> {
            if (earcon == Earcon.WAKE) {
                earcons.wake();
            } else {
                earcons.error();
            }
        };
    }

    Optional<VoiceSession> voice() {
        return Optional.ofNullable(voice);
    }

    TtsSink tts() {
        return tts;
    }

    Earcons earcons() {
        return earcons;
    }

    String inputDescription() {
        return inputDescription;
    }

    /** Closes or reopens the microphone (mute switch); a no-op with voice input off. */
    void setMuted(boolean muted) {
        if (source != null) {
            source.setMuted(muted);
        }
    }

    boolean muted() {
        return source != null && source.muted();
    }

    Optional<RecentRuns> runs() {
        return Optional.ofNullable(runs);
    }

    @Override
    public void close() {
        if (voice != null) {
            voice.close();
        }
        tts.stop();
        tts.close();
        if (stt != null) {
            stt.close();
        }
    }
}
