package homebot.audio.tts;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import okhttp3.OkHttpClient;

/** Builds the configured sink ({@code --tts espeak|piper|http|wav:DIR|text} maps onto {@link TtsConfig}). */
public final class TtsSinks {
    private TtsSinks() {}

    public static TtsSink create(TtsConfig config, AudioPlayer player, OkHttpClient http, PrintStream console)
            throws TtsException {
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
            case "wav":
                if (config.dir().isEmpty()) {
                    throw new TtsException(TtsErrors.WRITE_FAILED, "audio.tts.dir must be set for the wav engine");
                }
                return new WavDirectorySink(Path.of(config.dir()), espeak(config, player));
            case "text":
                return new TextSink(console, "");
            default:
                throw new TtsException(TtsErrors.ENGINE_MISSING, "unknown audio.tts.engine '" + config.engine()
                        + "' (espeak, piper, http, wav, text)");
        }
    }

    private static EspeakTtsSink espeak(TtsConfig config, AudioPlayer player) {
        return new EspeakTtsSink(config.command(), config.voice(), config.rateWpm(),
                Duration.ofMillis(config.timeoutMs()), player);
    }
}
