package homebot.audio.stt;

/**
 * YAML {@code audio.stt}: which engine turns speech into text.
 *
 * @param engine {@code vosk} (local, the default) | {@code wyoming} (a Wyoming ASR server) | {@code openai} (an
 *     OpenAI-compatible {@code POST /audio/transcriptions})
 * @param uri wyoming: {@code tcp://host:10300}
 * @param url openai: the base URL, e.g. {@code http://nas:8000/v1}
 * @param model openai: the model name; wyoming: the model to ask for (empty = the server's default)
 * @param language the spoken language sent to the server, e.g. {@code zh}; empty = from the top-level language
 * @param apiKey openai: bearer key (prefer {@code HOMEBOT_STT_API_KEY}); never logged
 * @param connectTimeoutMs how long to wait for the server to accept a connection
 * @param timeoutMs longest wait for the transcript once the utterance has ended
 * @param retryAfterMs after a failure the local engine answers; the remote is tried again after this long
 */
public record SttConfig(String engine, String uri, String url, String model, String language, String apiKey,
        int connectTimeoutMs, int timeoutMs, int retryAfterMs) {
    public SttConfig {
        engine = engine == null || engine.isBlank() ? "vosk" : engine.strip();
        uri = uri == null ? "" : uri.strip();
        url = url == null ? "" : url.strip();
        model = model == null ? "" : model.strip();
        language = language == null ? "" : language.strip();
        apiKey = apiKey == null ? "" : apiKey.strip();
        if (!java.util.List.of("vosk", "wyoming", "openai").contains(engine)) {
            throw new IllegalArgumentException("audio.stt.engine must be vosk, wyoming or openai: " + engine);
        }
        if (engine.equals("wyoming") && uri.isEmpty()) {
            throw new IllegalArgumentException("audio.stt.uri must be set for the wyoming engine (tcp://host:10300)");
        }
        if (engine.equals("openai") && url.isEmpty()) {
            throw new IllegalArgumentException("audio.stt.url must be set for the openai engine (http://host:8000/v1)");
        }
        if (connectTimeoutMs < 100 || timeoutMs < 500 || retryAfterMs < 0) {
            throw new IllegalArgumentException("audio.stt: connect_timeout_ms >= 100, timeout_ms >= 500, "
                    + "retry_after_ms >= 0");
        }
    }

    public static SttConfig defaults() {
        return new SttConfig("vosk", "", "", "", "", "", 2_000, 15_000, 30_000);
    }

    public boolean remote() {
        return !engine.equals("vosk");
    }

    @Override
    public String toString() {
        return "SttConfig[engine=" + engine + ", uri=" + uri + ", url=" + url + ", model=" + model + ", apiKey="
                + (apiKey.isEmpty() ? "" : "***") + "]";
    }
}
