package homebot.audio.tts;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import homebot.audio.remote.NoticingSink;
import homebot.audio.remote.RemoteEngines;
import homebot.audio.remote.RemoteServices;
import okhttp3.OkHttpClient;

/** Builds the configured sink ({@code --tts espeak|piper|http|wav:DIR|text} maps onto {@link TtsConfig}). */
public final class TtsSinks {
    private TtsSinks() {}

    public static TtsSink create(TtsConfig config, AudioPlayer player, OkHttpClient http, PrintStream console)
            throws TtsException {
        return create(config, player, http, console, new RemoteServices(java.time.Clock.systemUTC()), false);
    }

    /**
     * @param services where a remote engine ({@code wyoming}) registers its health (wrap the sink in a
     *     {@link NoticingSink} over the same services to have outages said)
     * @param chinese the language of those notices
     */
    public static TtsSink create(TtsConfig config, AudioPlayer player, OkHttpClient http, PrintStream console,
                                 RemoteServices services, boolean chinese) throws TtsException {
        Duration timeout = Duration.ofMillis(config.timeoutMs());
        switch (config.engine()) {
            case "espeak":
                return espeak(config, player);
            case "piper":
                if (config.voice().isEmpty()) {
                    throw new TtsException(TtsErrors.VOICE_MISSING, "audio.tts.voice must name a piper .onnx voice file");
                }
                return new PiperTtsSink(config.command(), Path.of(config.voice()), timeout, player);
            case "http":
                if (config.url().isEmpty()) {
                    throw new TtsException(TtsErrors.UNAVAILABLE, "audio.tts.url must be set for the http engine");
                }
                return new HttpTtsSink(http, config.url(), config.apiKey(), config.model(),
                        config.voice().isEmpty() ? "alloy" : config.voice(), player);
            case "wyoming":
                return new SynthesizerSink(wyoming(config, player, services, chinese), player);
            case "wav":
                if (config.dir().isEmpty()) {
                    throw new TtsException(TtsErrors.WRITE_FAILED, "audio.tts.dir must be set for the wav engine");
                }
                // A tcp:// url means the WAVs are rendered by the Wyoming server (espeak-ng when it is away).
                return config.url().startsWith("tcp://")
                        ? new WavDirectorySink(Path.of(config.dir()), wyoming(config, player, services, chinese))
                        : new WavDirectorySink(Path.of(config.dir()), espeak(config, player));
            case "text":
                return new TextSink(console, "");
            default:
                throw new TtsException(TtsErrors.ENGINE_MISSING, "unknown audio.tts.engine '" + config.engine()
                        + "' (espeak, piper, http, wyoming, wav, text)");
        }
    }

    private static SpeechSynthesizer wyoming(TtsConfig config, AudioPlayer player, RemoteServices services,
                                             boolean chinese) throws TtsException {
        if (!config.url().startsWith("tcp://")) {
            throw new TtsException(TtsErrors.UNAVAILABLE, "audio.tts.url must be tcp://host:port for the wyoming engine");
        }
        // The configured voice names a server voice; the local fallback chooses its own by the text.
        EspeakTtsSink local = new EspeakTtsSink(config.command(), "", config.rateWpm(),
                Duration.ofMillis(config.timeoutMs()), player);
        try {
            return RemoteEngines.synthesizer(config, chinese, local, services);
        } catch (IllegalArgumentException e) {
            throw new TtsException(TtsErrors.UNAVAILABLE, e.getMessage(), e);
        }
    }

    private static EspeakTtsSink espeak(TtsConfig config, AudioPlayer player) {
        return new EspeakTtsSink(config.command(), config.voice(), config.rateWpm(),
                Duration.ofMillis(config.timeoutMs()), player);
    }
}
