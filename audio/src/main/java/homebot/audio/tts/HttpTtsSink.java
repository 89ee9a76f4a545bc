package homebot.audio.tts;

import homebot.audio.Secret;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import homebot.audio.wav.WavAudio;
import homebot.audio.wav.WavReader;
import java.io.IOException;
import okhttp3.Call;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/**
 * An OpenAI-compatible speech endpoint: {@code POST {base}/audio/speech} with
 * {@code {"model","input","voice","response_format":"wav"}} (OpenAI, LocalAI, openedai-speech, Kokoro-FastAPI).
 * The API key goes in the Authorization header and is never logged.
 */
public final class HttpTtsSink extends SynthesizingSink {
    private static final MediaType JSON = MediaType.get("application/json");
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private final OkHttpClient client;
    private final String baseUrl;
    private final Secret apiKey;
    private final String model;
    private final String voice;
    private volatile Call current;
    private volatile boolean cancelled;

    public HttpTtsSink(OkHttpClient client, String baseUrl, Secret apiKey, String model, String voice, AudioPlayer player) {
        super(player);
        this.client = client;
        this.baseUrl = baseUrl.replaceAll("/+$", "");
        this.apiKey = apiKey == null ? Secret.none() : apiKey;
        this.model = model;
        this.voice = voice;
    }

    @Override
    public WavAudio synthesize(String text) throws TtsException {
        cancelled = false;
        ObjectNode body = MAPPER.createObjectNode()
                .put("model", model).put("input", text).put("voice", voice).put("response_format", "wav");
        Request.Builder request = new Request.Builder().url(baseUrl + "/audio/speech")
                .post(RequestBody.create(body.toString(), JSON));
        if (apiKey.isSet()) {
            request.header("Authorization", "Bearer " + apiKey.reveal());
        }
        Call call = client.newCall(request.build());
        current = call;
        try (Response response = call.execute()) {
            if (!response.isSuccessful()) {
                // servers sometimes echo a bad key back: the detail goes to logs and status, so redact it first
                String detail = apiKey.redact(response.body().string());
                throw new TtsException(TtsErrors.HTTP_ERROR, "TTS server " + baseUrl + " answered " + response.code()
                        + ": " + detail.substring(0, Math.min(200, detail.length())).strip());
            }
            byte[] wav = response.body().bytes();
            try {
                return WavReader.read(wav);
            } catch (IOException e) {
                throw new TtsException(TtsErrors.BAD_AUDIO, "TTS server " + baseUrl + " returned no usable WAV ("
                        + response.header("Content-Type") + "): " + e.getMessage(), e);
            }
        } catch (IOException e) {
            if (cancelled) {
                return WavAudio.mono16(new short[0], 16_000);
            }
            throw new TtsException(TtsErrors.UNAVAILABLE, "TTS server " + baseUrl + " unreachable: " + e.getMessage(), e);
        } finally {
            current = null;
        }
    }

    @Override
    public void cancel() {
        cancelled = true;
        Call call = current;
        if (call != null) {
            call.cancel();
        }
    }

    @Override
    public String describe() {
        return "http " + baseUrl + " (" + model + ", " + voice + ")";
    }
}
