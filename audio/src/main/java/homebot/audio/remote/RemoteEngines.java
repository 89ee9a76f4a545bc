package homebot.audio.remote;

import homebot.audio.stt.OpenAiRecognizerFactory;
import homebot.audio.stt.SpeechRecognizerFactory;
import homebot.audio.stt.SttConfig;
import homebot.audio.tts.SpeechSynthesizer;
import homebot.audio.tts.TtsConfig;
import homebot.audio.wake.RemoteWakeConfig;
import homebot.audio.wake.WakeWordDetector;
import homebot.audio.wyoming.Tts;
import homebot.audio.wyoming.WyomingEndpoint;
import homebot.audio.wyoming.WyomingRecognizerFactory;
import homebot.audio.wyoming.WyomingSynthesizer;
import homebot.audio.wyoming.WyomingWakeWordDetector;
import java.time.Duration;
import okhttp3.OkHttpClient;

/** Builds the remote engines from their config sections, each with its local fallback and its health entry. */
public final class RemoteEngines {
    /** The longest utterance kept for a remote engine or a local re-run: 30 s at 16 kHz. */
    public static final int MAX_UTTERANCE_SAMPLES = 30 * 16_000;

    private RemoteEngines() {}

    /**
     * @param language e.g. {@code zh}: what the server is told unless {@code audio.stt.language} says otherwise
     * @param local the local recognizer, or null when no model is installed
     */
    public static SpeechRecognizerFactory recognizers(SttConfig stt, String language, boolean chinese,
                                                      SpeechRecognizerFactory local, RemoteServices services,
                                                      OkHttpClient http) {
        String lang = stt.language().isEmpty() ? language : stt.language();
        SpeechRecognizerFactory remote;
        String target;
        if (stt.engine().equals("wyoming")) {
            WyomingEndpoint endpoint = WyomingEndpoint.parse(stt.uri());
            remote = new WyomingRecognizerFactory(endpoint, stt.model(), lang, Duration.ofMillis(stt.connectTimeoutMs()),
                    Duration.ofMillis(stt.timeoutMs()));
            target = "wyoming " + endpoint;
        } else {
            remote = new OpenAiRecognizerFactory(http, stt.url(), stt.model(), lang, stt.apiKey(),
                    Duration.ofMillis(stt.timeoutMs()), MAX_UTTERANCE_SAMPLES);
            target = "openai " + stt.url();
        }
        RemoteService health = services.register("stt", target, chinese
                ? "语音识别服务器连不上，先用本机识别。" : "The speech recognition server is away; using the local one for now.",
                Duration.ofMillis(stt.retryAfterMs()));
        return new FallbackRecognizerFactory(remote, local, health, MAX_UTTERANCE_SAMPLES);
    }

    /** @param local the local detector, or null when no model is installed */
    public static WakeWordDetector wake(RemoteWakeConfig config, boolean chinese, WakeWordDetector local,
                                        RemoteServices services) {
        WyomingEndpoint endpoint = WyomingEndpoint.parse(config.uri());
        RemoteService health = services.register("wake", "wyoming " + endpoint, chinese
                ? "唤醒词服务器连不上，先用本机唤醒。" : "The wake word server is away; listening locally for now.",
                Duration.ofMillis(config.retryAfterMs()));
        return new FallbackWakeWordDetector(new WyomingWakeWordDetector(endpoint, config.names(),
                Duration.ofMillis(config.connectTimeoutMs())), local, health);
    }

    /** {@code audio.tts.engine: wyoming} with {@code audio.tts.url: tcp://host:10200}, over a local synthesizer. */
    public static SpeechSynthesizer synthesizer(TtsConfig tts, boolean chinese, SpeechSynthesizer local,
                                                RemoteServices services) {
        WyomingEndpoint endpoint = WyomingEndpoint.parse(tts.url());
        RemoteService health = services.register("tts", "wyoming " + endpoint, chinese
                ? "语音合成服务器连不上，先用本机的声音。" : "The speech synthesis server is away; using the local voice for now.",
                Duration.ofSeconds(30));
        Tts.Voice voice = tts.voice().isEmpty() ? null : new Tts.Voice(tts.voice(), null, null);
        return new FallbackSynthesizer(new WyomingSynthesizer(endpoint, voice, Duration.ofSeconds(2),
                Duration.ofMillis(tts.timeoutMs())), local, health);
    }
}
