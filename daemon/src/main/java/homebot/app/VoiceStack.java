package homebot.app;

import homebot.audio.AudioConfig;
import homebot.audio.aec.EchoCancellation;
import homebot.audio.capture.AudioSources;
import homebot.audio.models.ModelCatalog;
import homebot.audio.models.ModelLocator;
import homebot.audio.models.ModelsConfig;
import homebot.audio.remote.NoticingSink;
import homebot.audio.remote.RemoteEngines;
import homebot.audio.remote.RemoteServices;
import homebot.audio.stt.SpeechRecognizerFactory;
import homebot.audio.stt.VoskRecognizerFactory;
import homebot.audio.wake.WakeWordDetector;
import homebot.audio.tts.Earcons;
import homebot.audio.tts.Playback;
import homebot.audio.tts.TtsSink;
import homebot.audio.tts.TtsSinks;
import homebot.audio.vad.Endpointers;
import homebot.audio.wake.WakeDetectors;
import homebot.config.HomebotConfig;
import homebot.voice.Earcon;
import homebot.voice.EarconPlayer;
import homebot.voice.CommandCompleteness;
import homebot.voice.IntentCompleteness;
import homebot.voice.RecentRuns;
import homebot.voice.VoiceConfig;
import homebot.voice.Pauser;
import homebot.voice.VoiceEventListener;
import homebot.voice.VoiceSession;
import homebot.voice.VoiceSessionBuilder;
import homebot.voice.Vocabulary;
import java.util.List;
import java.util.function.UnaryOperator;
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
    private final RemoteServices remotes;
    private final Optional<EchoCancellation> echo;

    private VoiceStack(TtsSink tts, Earcons earcons, VoskRecognizerFactory stt, VoiceSession voice, RecentRuns runs,
                       String inputDescription, MutableSource source, RemoteServices remotes,
                       Optional<EchoCancellation> echo) {
        this.echo = echo;
        this.remotes = remotes;
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
                             Pauser heartbeatPauser, UnaryOperator<TtsSink> ttsWrapper) throws Exception {
        AudioConfig audio = config.section("audio", AudioConfig.class);
        AudioSources.checkFile(input, audio.capture()); // with or without a speech model
        var ttsConfig = audio.tts();
        if (ttsOverride != null) {
            ttsConfig = ttsOverride.startsWith("wav:") ? ttsConfig.withEngine("wav", ttsOverride.substring(4))
                    : ttsConfig.withEngine(ttsOverride, ttsConfig.dir());
        }
        // Only a live microphone hears the speaker; the canceller is fed what the player plays.
        Optional<EchoCancellation> echo = EchoCancellation.create(audio.echoCancel(), input.isBlank() || input.strip().equals("mic"));
        Playback player = Playback.javaSound(ttsConfig.outputDevice(), echo.map(EchoCancellation::reference).orElse(null));
        boolean chinese = config.language().isChinese();
        RemoteServices remotes = new RemoteServices(clock);
        OkHttpClient http = new OkHttpClient();
        // Every remote engine's outage is said once, between sentences, whichever voice speaks.
        TtsSink tts = ttsWrapper.apply(new NoticingSink(TtsSinks.create(ttsConfig, player, http, console, remotes,
                chinese), remotes));
        Earcons earcons = new Earcons(player, ttsConfig.earcons() && !ttsConfig.engine().equals("text")
                && !ttsConfig.engine().equals("wav"), ttsConfig.earconVolume());

        ModelsConfig models = config.section("models", ModelsConfig.class);
        Path modelsDir = models.dir().isBlank() ? config.workspace().resolve("models") : HomebotConfig.expandHome(models.dir());
        Optional<Path> model = ModelLocator.locate(System.getenv("HOMEBOT_VOSK_MODEL"), models, modelsDir, ModelCatalog.builtIn());
        // Remote speech recognition and a remote wake word together need no local model (it is only the fallback).
        boolean allRemote = audio.stt().remote() && audio.remoteWake().enabled();
        if (model.isEmpty() && !allRemote) {
            LOG.warn("voice input off: {}", ModelLocator.installHint(models));
            return new VoiceStack(tts, earcons, null, null, null, "off (no speech model)", null, remotes, echo);
        }
        VoskRecognizerFactory stt = model.isPresent() ? VoskRecognizerFactory.load(model.get()) : null;
        SpeechRecognizerFactory recognizers = audio.stt().remote()
                ? RemoteEngines.recognizers(audio.stt(), config.language().tag().split("-")[0], chinese, stt, remotes, http)
                : stt;
        // The local wake word: Vosk's grammar, a trained openWakeWord model, or both (audio.wake.engine).
        WakeWordDetector localWake = stt == null && audio.wake().usesVosk() ? null
                : WakeDetectors.create(audio.wake(), audio.vad().model(), stt, name -> ModelLocator.onnx(name, modelsDir),
                        homebot.audio.wake.OpenWakeWordDetector.verifierDir(config.workspace()));
        WakeWordDetector wake = audio.remoteWake().enabled()
                ? RemoteEngines.wake(audio.remoteWake(), chinese, localWake, remotes) : localWake;
        if (stt != null) {
            homebot.voice.GrammarCheck.missing(stt, app.grammarPhrases());
        }
        VoiceConfig voiceConfig = config.section("voice", VoiceConfig.class).forLanguage(config.language().isChinese());
        RecentRuns runs = new RecentRuns(voiceConfig.recentRuns());
        // A remote engine hears a live stream: a file read at disk speed would outrun the server (the wake
        // word's detection would arrive after the file ended), so WAV input is paced like a microphone then.
        boolean remoteEngines = audio.stt().remote() || audio.remoteWake().enabled();
        boolean realTime = !input.startsWith("wav:") || remoteEngines;
        MutableSource source = new MutableSource(input, () -> {
            var opened = AudioSources.open(input, audio.capture(), realTime, stdin);
            return echo.isPresent() ? echo.get().wrap(opened) : opened;
        });
        VoiceSessionBuilder builder = VoiceSession.builder()
                .config(voiceConfig)
                .source(() -> source)
                .wakeWordDetector(wake == null ? null : app.household().<homebot.audio.wake.WakeWordDetector>map(h ->
                                new homebot.household.ArbitratedWakeDetector(wake, h.arbiter())).orElse(wake))
                .recognizers(recognizers)
                .endpointer(Endpointers.create(audio.endpointing(), audio.vad(), name -> ModelLocator.onnx(name, modelsDir)))
                .maxUtteranceMs(audio.endpointing().maxUtteranceMs())
                // Answer "下一步" after a short pause, not the full trailing silence (issue 13): the pause is the
                // endpointer's (Silero's when installed), the completeness the intent engine's.
                .commandCompleteness(voiceConfig.earlyEndPauseMs() == 0 ? CommandCompleteness.NEVER
                        : new IntentCompleteness(app::commandIntents), voiceConfig.earlyEndPauseMs())
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
                    phrases.addAll(app.grammarPhrases());
                    return phrases;
                })
                .pauser(heartbeatPauser);
        listeners.forEach(builder::listener);
        VoiceSession voice = builder.build();
        String engines = model.map(m -> " (model " + m.getFileName() + ")").orElse(" (remote engines, no local model)");
        return new VoiceStack(tts, earcons, stt, voice, runs, input + engines, source, remotes, echo);
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

    /** The input, then each remote speech engine's state (in use, or away with the local fallback answering). */
    String inputDescription() {
        List<String> lines = remotes.lines();
        return lines.isEmpty() ? inputDescription : inputDescription + "; " + String.join("; ", lines);
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
        echo.ifPresent(EchoCancellation::close); // after the voice loop and the player that feed it have stopped
    }
}
