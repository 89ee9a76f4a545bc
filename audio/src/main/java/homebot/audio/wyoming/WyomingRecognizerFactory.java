package homebot.audio.wyoming;

import homebot.audio.stt.SpeechRecognizer;
import homebot.audio.stt.RemoteRecognizerFactory;
import homebot.audio.stt.SttException;
import java.time.Duration;

/**
 * Speech recognition on a Wyoming ASR server (faster-whisper, sherpa-onnx...): one connection per utterance,
 * {@code transcribe} + {@code audio-start}, the audio as it is heard, {@code audio-stop}, then the
 * {@code transcript}. A server that streams {@code transcript-chunk}s gives partial results on the way.
 * A server that is away raises {@link SttException} with code {@code stt-remote-unavailable}.
 */
public final class WyomingRecognizerFactory implements RemoteRecognizerFactory {
    public static final String REMOTE_UNAVAILABLE = "stt-remote-unavailable";

    private final WyomingEndpoint endpoint;
    private final String model;
    private final String language;
    private final Duration connectTimeout;
    private final Duration transcriptTimeout;

    /** @param model and @param language may be empty (the server's defaults) */
    public WyomingRecognizerFactory(WyomingEndpoint endpoint, String model, String language, Duration connectTimeout,
                                    Duration transcriptTimeout) {
        this.endpoint = endpoint;
        this.model = model == null || model.isBlank() ? null : model;
        this.language = language == null || language.isBlank() ? null : language;
        this.connectTimeout = connectTimeout;
        this.transcriptTimeout = transcriptTimeout;
    }

    @Override
    public SpeechRecognizer open() {
        try {
            // The read timeout only guards the wait for the transcript; while audio flows the server may be silent.
            WyomingConnection c = WyomingConnection.connect(endpoint, connectTimeout, Duration.ofHours(1));
            return new WyomingRecognizer(c, new Asr.Transcribe(model, language, null), transcriptTimeout);
        } catch (WyomingException e) {
            throw new SttException(REMOTE_UNAVAILABLE, e.getMessage(), e);
        }
    }

    @Override
    public String toString() {
        return "wyoming " + endpoint;
    }
}
