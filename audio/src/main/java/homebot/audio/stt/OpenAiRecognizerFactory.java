package homebot.audio.stt;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import homebot.audio.wav.WavAudio;
import homebot.audio.wav.WavWriter;
import java.io.IOException;
import java.io.InterruptedIOException;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import okhttp3.MediaType;
import okhttp3.MultipartBody;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/**
 * Speech recognition on an OpenAI-compatible server ({@code POST {url}/audio/transcriptions}: faster-whisper-server,
 * whisper.cpp's server, LocalAI, sherpa-onnx...). The utterance is kept in memory and sent as one WAV when it ends,
 * with {@code model} and {@code language}; the reply's {@code text} is the transcript. Every failure (refused,
 * slow, 4xx, 5xx, a reply that is not the expected JSON) is an {@link SttException} with code
 * {@code stt-remote-unavailable} or {@code stt-remote-bad-reply}. The API key is sent as a bearer token, never logged.
 */
public final class OpenAiRecognizerFactory implements RemoteRecognizerFactory {
    public static final String REMOTE_UNAVAILABLE = "stt-remote-unavailable";
    public static final String BAD_REPLY = "stt-remote-bad-reply";
    private static final MediaType WAV = MediaType.get("audio/wav");
    private static final ObjectMapper JSON = new ObjectMapper();
    /** Replies are a line of text; anything much larger is not a transcript. */
    private static final long MAX_REPLY_BYTES = 1024 * 1024;

    private final OkHttpClient http;
    private final String url;
    private final String model;
    private final String language;
    private final String apiKey;
    private final int maxSamples;

    /**
     * @param url base URL, e.g. {@code http://nas:8000/v1}
     * @param timeout longest a transcription may take, connect to last byte
     * @param maxSamples longest utterance kept (16 kHz samples); the rest is not sent
     */
    public OpenAiRecognizerFactory(OkHttpClient http, String url, String model, String language, String apiKey,
                                   Duration timeout, int maxSamples) {
        this.http = http.newBuilder().callTimeout(timeout).readTimeout(timeout).build();
        this.url = url.endsWith("/") ? url.substring(0, url.length() - 1) : url;
        this.model = model == null || model.isBlank() ? "whisper-1" : model;
        this.language = language == null ? "" : language;
        this.apiKey = apiKey == null ? "" : apiKey;
        this.maxSamples = maxSamples;
    }

    @Override
    public SpeechRecognizer open() {
        return new Recognizer();
    }

    @Override
    public String toString() {
        return "openai " + url;
    }

    String transcribe(short[] samples) {
        byte[] wav = WavWriter.toBytes(WavAudio.mono16(samples, 16_000));
        MultipartBody.Builder body = new MultipartBody.Builder().setType(MultipartBody.FORM)
                .addFormDataPart("file", "utterance.wav", RequestBody.create(wav, WAV))
                .addFormDataPart("model", model)
                .addFormDataPart("response_format", "json");
        if (!language.isEmpty()) {
            body.addFormDataPart("language", language);
        }
        Request.Builder request = new Request.Builder().url(url + "/audio/transcriptions").post(body.build());
        if (!apiKey.isEmpty()) {
            request.header("Authorization", "Bearer " + apiKey);
        }
        try (Response response = http.newCall(request.build()).execute()) {
            if (!response.isSuccessful()) {
                String detail = response.peekBody(200).string();
                throw new SttException(REMOTE_UNAVAILABLE, "POST " + url + "/audio/transcriptions answered HTTP "
                        + response.code() + ": " + detail.strip());
            }
            long length = response.body().contentLength();
            if (length > MAX_REPLY_BYTES) {
                throw new SttException(BAD_REPLY, "transcription reply of " + length + " bytes is not a transcript");
            }
            byte[] bytes = response.body().source().readByteArray();
            JsonNode reply;
            try {
                reply = JSON.readTree(bytes);
            } catch (IOException e) {
                throw new SttException(BAD_REPLY, "transcription reply is not JSON", e);
            }
            if (reply == null || !reply.path("text").isTextual()) {
                throw new SttException(BAD_REPLY, "transcription reply has no 'text'");
            }
            return reply.get("text").asText().strip();
        } catch (InterruptedIOException e) {
            throw new SttException(REMOTE_UNAVAILABLE, "no transcription from " + url + " in time", e);
        } catch (IOException e) {
            throw new SttException(REMOTE_UNAVAILABLE, "cannot reach " + url + ": " + e.getMessage(), e);
        }
    }

    /** One utterance, kept until it ends. */
    private final class Recognizer implements SpeechRecognizer {
        private short[] kept = new short[16_000];
        private int count;

        @Override
        public RecognitionResult accept(short[] samples, int n) {
            int take = Math.min(n, maxSamples - count);
            if (take > 0) {
                if (count + take > kept.length) {
                    kept = Arrays.copyOf(kept, Math.min(maxSamples, Math.max(kept.length * 2, count + take)));
                }
                System.arraycopy(samples, 0, kept, count, take);
                count += take;
            }
            return RecognitionResult.NOTHING;
        }

        @Override
        public RecognitionResult.Final finish() {
            if (count == 0) {
                return new RecognitionResult.Final("", List.of());
            }
            String text = transcribe(Arrays.copyOf(kept, count));
            count = 0;
            return new RecognitionResult.Final(text, List.of());
        }

        @Override
        public void reset() {
            count = 0;
        }

        @Override
        public void close() {}
    }
}
